/**
 * Every error under the API answers JSON `{ error }` with its status: boardgame.io's routes throw
 * plain-text errors (`ctx.throw`), and some echo the credentials they refused. Unexpected
 * errors are logged and answer a generic 500.
 */
import type { Context, Next } from 'koa';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** A 429: the JSON error says when to try again, as `retryAfterSeconds` and the `Retry-After` header. */
export class RetryLaterError extends ApiError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message);
  }
}

/**
 * A value from a request as an error message quotes it: JSON, but a number as it was read (a
 * `1e309` is Infinity, which JSON writes as null), and at most 40 characters (an error does not
 * send a 60 KB field back).
 */
export function quoted(value: unknown): string {
  const text = typeof value === 'number' ? String(value) : (JSON.stringify(value) ?? String(value));
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

const statusOf = (error: unknown): number | undefined => {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  return typeof error.status === 'number' ? error.status : undefined;
};

export function jsonErrors() {
  return async (ctx: Context, next: Next): Promise<void> => {
    try {
      await next();
      if (ctx.status === 404 && ctx.body === undefined && ctx.path.startsWith('/games')) {
        ctx.status = 404;
        ctx.body = { error: `no lobby route ${ctx.method} ${ctx.path}` };
      }
    } catch (error) {
      const status = statusOf(error);
      const known = status !== undefined && status < 500;
      if (!known) console.error(`${ctx.method} ${ctx.path} failed:`, error);
      ctx.status = status ?? 500;
      const message = error instanceof Error ? error.message : String(error);
      const body: Record<string, unknown> = {
        error: known ? message.replace(/^Invalid credentials .*/, 'wrong credentials') : 'internal server error',
      };
      if (error instanceof RetryLaterError) {
        ctx.set('Retry-After', String(error.retryAfterSeconds));
        body.retryAfterSeconds = error.retryAfterSeconds;
      }
      ctx.body = body;
    }
  };
}
