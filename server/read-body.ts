/**
 * Reads a JSON request body once, with a size limit, for validation ahead of boardgame.io's
 * routes — and puts the bytes back, because those routes parse the body again (koa-body reads
 * `ctx.req`, which would otherwise be drained).
 */
import type { IncomingMessage } from 'node:http';
import { Readable } from 'node:stream';
import type { Context } from 'koa';
import { ApiError } from './http-errors';

export async function readJsonBody(ctx: Context, limitBytes: number): Promise<unknown> {
  const declared = Number(ctx.get('content-length') || 0);
  if (declared > limitBytes) throw new ApiError(413, `request body too large: ${declared} bytes, the limit is ${limitBytes}`);
  const encoding = ctx.get('content-encoding');
  if (encoding && encoding !== 'identity') throw new ApiError(415, `unsupported content-encoding "${encoding}"`);
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of ctx.req) {
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
      size += buffer.length;
      if (size > limitBytes) throw new ApiError(413, `request body too large: over ${limitBytes} bytes`);
      chunks.push(buffer);
    }
  } catch (error) {
    // A client that hangs up mid-body is its own doing, not a server fault to log with a stack
    // trace: a loop of such requests filled the log with 14 lines each.
    if (error instanceof ApiError || !ctx.req.destroyed) throw error;
    throw new ApiError(400, 'the request body was cut off: the client closed the connection');
  }
  const raw = Buffer.concat(chunks);
  replay(ctx, raw, ctx.req.headers);
  if (raw.length === 0) return {};
  if (!ctx.is('application/json')) throw new ApiError(415, 'the lobby API takes JSON bodies (Content-Type: application/json)');
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new ApiError(400, 'request body is not valid JSON');
  }
  if (nestedDeeperThan(parsed, DEPTH_LIMIT)) throw new ApiError(400, `request body nests deeper than ${DEPTH_LIMIT} levels`);
  return parsed;
}

/** koa-body reads `ctx.req`; Koa's own request (url, headers) keeps the original message. */
function replay(ctx: Context, raw: Buffer, headers: IncomingMessage['headers']): void {
  // The socket too: whatever runs later reads the client's address from `ctx.req.socket`.
  ctx.req = Object.assign(Readable.from([raw]), { headers, socket: ctx.req.socket }) as unknown as IncomingMessage;
}

/** What boardgame.io's route reads, after `readJsonBody`: `value` instead of the body sent. */
export function replaceJsonBody(ctx: Context, value: unknown): void {
  const raw = Buffer.from(JSON.stringify(value), 'utf8');
  const { 'transfer-encoding': _chunked, ...headers } = ctx.req.headers;
  replay(ctx, raw, { ...headers, 'content-length': String(raw.length) });
}

/**
 * How deep a body may nest. Every check after this walks bodies recursively (as JSON.stringify
 * does): 6,000 nested "[" in 12 KB, within the size limit, overflowed the stack there, a 500 with a
 * stack trace in the log (an attacker's). No body of the API nests beyond 4.
 */
const DEPTH_LIMIT = 32;

/** Whether `value` (parsed JSON) has arrays or objects more than `limit` deep; walked without recursion. */
function nestedDeeperThan(value: unknown, limit: number): boolean {
  const open: [unknown, number][] = [[value, 0]];
  for (let next = open.pop(); next !== undefined; next = open.pop()) {
    const [item, depth] = next;
    if (typeof item !== 'object' || item === null) continue;
    if (depth >= limit) return true;
    for (const child of Object.values(item)) open.push([child, depth + 1]);
  }
  return false;
}
