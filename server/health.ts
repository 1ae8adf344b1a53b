/**
 * `GET /health` (or `HEAD`): JSON for load balancers and the tests' start-up wait. 200 `{ status: 'ok' }`
 * while the storage works; 503 `{ status: 'error', reason }` while it does not (writes failing,
 * the database corrupt, deleted or replaced), so a load balancer or an operator notices.
 */
import type { Context, Next } from 'koa';
import { MethodNotAllowed } from './http-errors';

export function health(
  games: string[],
  storageProblem: () => string | undefined = () => undefined,
  /** More to report (the computer players' threads and queue). */
  details: () => Record<string, unknown> = () => ({}),
) {
  const startedAt = Date.now();
  return async (ctx: Context, next: Next): Promise<void> => {
    if (ctx.path !== '/health') return next();
    // A load balancer may check with HEAD: the status without the body (Koa leaves it out).
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD')
      throw new MethodNotAllowed('GET, HEAD', `${ctx.method} is not allowed here: GET /health (or HEAD) tells whether the server works`);
    const uptimeSeconds = Math.round((Date.now() - startedAt) / 1000);
    const reason = storageProblem();
    if (reason === undefined) {
      ctx.body = { status: 'ok', games, uptimeSeconds, ...details() };
    } else {
      ctx.status = 503;
      ctx.body = { status: 'error', reason, games, uptimeSeconds, ...details() };
    }
  };
}
