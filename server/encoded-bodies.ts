/**
 * Bodies compressed once and sent as they are, for answers asked for again and again (a built
 * asset, a match's history): koa-compress compresses at every answer, on the main thread's
 * budget, and leaves a body alone once it names its `Content-Encoding`. Compression runs on
 * libuv's thread pool.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context } from 'koa';

export type Encoding = 'br' | 'gzip';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * `raw` in `encoding`: `best` for a body made once per process (the app's assets), else as
 * koa-compress makes it (brotli's quality 4), for one that lasts until its match moves on.
 */
export function encode(raw: Buffer | string, encoding: Encoding, best = false): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: best ? 9 : 4 } })
    : gzipped(raw, { level: best ? 9 : constants.Z_DEFAULT_COMPRESSION });
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
