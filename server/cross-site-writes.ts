/**
 * Which browser pages may change anything over HTTP: this server's own and the configured
 * origins, as for the game sockets (`socket-origin.ts`).
 *
 * A form on any other site, or its script's `fetch` with no body, is sent without a CORS
 * preflight, and the lobby took it: an attacker's page made each visitor's browser create listed
 * matches from the visitor's own address (an empty form body was read as `{}`), filling the public
 * list with empty tables and spending the visitors' budgets. A browser names the page that sent a
 * write in `Origin`; a request without one is not a page's (the computer players, scripts):
 * allowed. Reads are left alone: CORS already keeps their answers from other sites' pages.
 */
import type { Middleware } from 'koa';
import { originAllowed, type AllowedOrigin } from './socket-origin';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function crossSiteWrites(allowed: readonly AllowedOrigin[]): Middleware {
  return async (ctx, next) => {
    if (!READS.has(ctx.method) && !originAllowed(ctx.get('origin') || undefined, ctx.get('host') || undefined, allowed)) {
      ctx.status = 403;
      ctx.body = { error: 'a page of another site may not change anything here' };
      return;
    }
    await next();
  };
}
