/**
 * Compressed answers:
 * - `compressing`: koa-compress for every answer worth it, save for a client that accepts none
 *   of its encodings. Refusing identity too (`Accept-Encoding: identity;q=0`) made koa-compress
 *   5.2.2 throw: a 500 and a stack trace in the log for each request (an attacker had 8,681 in 3 s
 *   from one address). Such a client gets the body as it is, as most servers answer it.
 * - bodies compressed once and sent as they are, for answers asked for again and again (a built
 *   asset, a match's history): koa-compress compresses at every answer, on the main thread's
 *   budget, and leaves a body alone once it names its `Content-Encoding`. That compression runs
 *   on libuv's thread pool.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context, Middleware } from 'koa';
import compress from 'koa-compress';

export type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * `raw` in `encoding`: `best` for a body made once per process (the app's assets), else as
 * koa-compress makes it (brotli's quality 4), for one that lasts until its match moves on.
 */
export async function encode(raw: Buffer | string, encoding: Encoding, best = false): Promise<Buffer> {
  const encoded = await (encoding === 'br'
    ? brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: best ? 9 : 4 } })
    : gzipped(raw, { level: best ? 9 : constants.Z_DEFAULT_COMPRESSION }));
  if (encoded.byteLength === encoded.buffer.byteLength) return encoded;
  // Brotli answers a slice of its 16 KB output buffer: kept as it is, a 48-byte history held all
  // of it (the histories' cache counted 48). Copied into memory of its own (not Buffer's shared pool).
  const own = Buffer.allocUnsafeSlow(encoded.byteLength);
  encoded.copy(own);
  return own;
}

/** koa-compress, passed by for a client that accepts none of its encodings nor identity (the body goes as it is). */
export function compressing(): Middleware {
  const compressor = compress();
  return (ctx, next) => {
    if (ctx.acceptsEncodings('br', 'gzip', 'deflate', 'identity')) return compressor(ctx, next);
    ctx.vary('Accept-Encoding');
    return next();
  };
}

/** The encoding to answer `ctx` in, brotli first; undefined: as it is. */
export function acceptedEncoding(ctx: Context): Encoding | undefined {
  const encoding = ctx.acceptsEncodings('br', 'gzip', 'identity');
  return encoding === 'br' || encoding === 'gzip' ? encoding : undefined;
}

/** Answers `ctx` with `body`, already in `encoding` (koa-compress leaves it as it is). */
export function sendEncoded(ctx: Context, body: Buffer, encoding: Encoding): void {
  ctx.set('Content-Encoding', encoding);
  ctx.body = body;
}
