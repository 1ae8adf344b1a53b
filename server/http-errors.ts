/**
 * Every error under the API answers JSON `{ error }` (and a `reason` a client acts on, where it
 * has one) with its status: boardgame.io's routes throw plain-text errors (`ctx.throw`), and some
 * echo the credentials they refused. Unexpected errors are logged and answer a generic 500; a
 * database out of reach answers 503 with when to try again.
 */
import type { Context, Next } from 'koa';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** A word a client may act on (the JSON error's `reason`), where the sentence is for people. */
    readonly reason?: RefusalReason,
  ) {
    super(message);
  }
}

/** The refusals a client tells apart; any other has no `reason`. */
export type RefusalReason = 'full';

/** A 405: the methods the route takes go into its `Allow` header, which HTTP asks of every 405. */
export class MethodNotAllowed extends ApiError {
  constructor(
    readonly allow: string,
    message: string,
  ) {
    super(405, message);
  }
}

/**
 * A 429 (or another refusal that time ends, such as a claim of the win made too soon): the JSON
 * error says when to try again, as `retryAfterSeconds` and the `Retry-After` header.
 */
export class RetryLaterError extends ApiError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
    status = 429,
  ) {
    super(status, message);
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

/**
 * The connection a client broke off mid-request (reset, closed before its body was whole): no
 * fault of the server's, and Koa's default logger wrote a stack trace for each, so a loop of
 * such requests filled the log.
 */
function clientHungUp(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  return ['ECONNRESET', 'EPIPE', 'ECONNABORTED', 'ERR_STREAM_PREMATURE_CLOSE'].includes(code) || code.startsWith('HPE_');
}

/** Seconds a lobby request refused for want of the database is told to wait before it tries again. */
const DATABASE_RETRY_SECONDS = 5;

/**
 * The matches' database cannot be reached (PostgreSQL stopped, restarting, or its network down):
 * the request was fine and may be made again in a moment. Answered 500 "internal server error",
 * a lobby page said something broke for good (found by an attacker stopping PostgreSQL).
 */
function databaseUnreachable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = 'code' in error ? String(error.code) : '';
  return (
    ['ECONNREFUSED', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENOTFOUND', 'EAI_AGAIN', '57P01', '57P02', '57P03'].includes(code) ||
    /^08[0-9A-Z]{3}$/.test(code) ||
    /^Connection terminated/.test(error.message)
  );
}

/** Koa's app-level error handler: what Koa logs, minus connections the client broke off. */
export function logAppError(error: unknown, ctx?: Context): void {
  if (clientHungUp(error)) return;
  const status = statusOf(error);
  if (status === 404 || (typeof error === 'object' && error !== null && 'expose' in error && error.expose === true)) return;
  console.error(`${ctx ? `${ctx.method} ${ctx.path}: ` : ''}server error:`, error);
}

export function jsonErrors() {
  return async (ctx: Context, next: Next): Promise<void> => {
    try {
      await next();
      // Koa and the router answer a refusal they set without a body as plain text (404, 405, 501).
      if (ctx.status >= 400 && ctx.body === undefined) {
        // Set again before the body: Koa answers a body 200 unless its status was set explicitly.
        const status = ctx.status;
        const what = status === 404 && ctx.path.startsWith('/games') ? 'no lobby route' : `${ctx.message.toLowerCase()}:`;
        ctx.status = status;
        ctx.body = { error: `${what} ${ctx.method} ${ctx.path}` };
      }
    } catch (error) {
      if (databaseUnreachable(error)) {
        console.error(`${ctx.method} ${ctx.path}: the database cannot be reached: ${(error as Error).message}`);
        ctx.status = 503;
        ctx.set('Retry-After', String(DATABASE_RETRY_SECONDS));
        ctx.body = { error: 'the match database cannot be reached: try again in a moment', retryAfterSeconds: DATABASE_RETRY_SECONDS };
        return;
      }
      const status = statusOf(error);
      const known = status !== undefined && status < 500;
      if (!known) console.error(`${ctx.method} ${ctx.path} failed:`, error);
      ctx.status = status ?? 500;
      const message = error instanceof Error ? error.message : String(error);
      const body: Record<string, unknown> = {
        error: known ? message.replace(/^Invalid credentials .*/, 'wrong credentials') : 'internal server error',
      };
      if (known && error instanceof ApiError && error.reason) body.reason = error.reason;
      if (error instanceof MethodNotAllowed) ctx.set('Allow', error.allow);
      if (error instanceof RetryLaterError) {
        ctx.set('Retry-After', String(error.retryAfterSeconds));
        body.retryAfterSeconds = error.retryAfterSeconds;
      }
      ctx.body = body;
    }
  };
}
