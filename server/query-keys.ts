/**
 * A route's query parameters, checked like its body: a key the route does not read is a 400,
 * not ignored. A `?playerID=1` on a join that takes its seat from the body, say, was silently
 * dropped and the join took another seat than the caller meant.
 */
import type { Context } from 'koa';
import { ApiError } from './http-errors';

export function refuseUnknownQueryKeys(ctx: Pick<Context, 'query'>, allowed: readonly string[] = []): void {
  for (const key of Object.keys(ctx.query)) {
    if (allowed.includes(key)) continue;
    const takes = allowed.length === 0 ? 'no query parameters' : `only ${allowed.join(', ')}`;
    throw new ApiError(400, `unknown query parameter "${key}" (this route takes ${takes})`);
  }
}
