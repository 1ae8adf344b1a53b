/** `GET /health`: JSON for load balancers and the tests' start-up wait. */
import type { Context, Next } from 'koa';

export function health(games: string[]) {
  const startedAt = Date.now();
  return async (ctx: Context, next: Next): Promise<void> => {
    if (ctx.path !== '/health' || ctx.method !== 'GET') return next();
    ctx.body = { status: 'ok', games, uptimeSeconds: Math.round((Date.now() - startedAt) / 1000) };
  };
}
