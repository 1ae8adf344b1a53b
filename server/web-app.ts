/**
 * Serves the built web app (`dist/web`) on the same port as the API and sockets. Any other GET
 * that is not a file falls back to `index.html`, so the app's client-side routes survive a reload;
 * but not a missing file of the build (`/assets/…`, `/some.js`): a page opened before a new build
 * asking for its old chunk got the page itself as JavaScript, with a 200.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize, sep } from 'node:path';
import type { Context, Next } from 'koa';
import { acceptedEncoding, encode, sendEncoded, type Encoding } from './compression';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json',
};

/** What is worth compressing: text. Images and fonts come compressed. */
const TEXT = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.map']);

/**
 * A built asset's compressed bodies, made once per process: its name changes with its content.
 * Compressed at each request (koa-compress), the 265 KB bundle cost 10.5 ms of CPU with brotli,
 * as often as anyone cared to ask for it.
 */
const encoded = new Map<string, Promise<Record<Encoding, Buffer>>>();

function encodedOnce(path: string): Promise<Record<Encoding, Buffer>> {
  let bodies = encoded.get(path);
  if (!bodies) {
    bodies = readFile(path).then(async (raw) => {
      const [br, gz] = await Promise.all([encode(raw, 'br', true), encode(raw, 'gzip', true)]);
      return { br, gzip: gz };
    });
    encoded.set(path, bodies);
    bodies.catch(() => encoded.delete(path)); // tried again at the next request
  }
  return bodies;
}

/** Paths that belong to the API, the sockets or the health check, never to the app. */
const NOT_APP = /^\/(games|quick|socket\.io|health)(\/|$)/;

export function webApp(webDir: string) {
  const root = normalize(webDir + sep);
  return async (ctx: Context, next: Next): Promise<void> => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || NOT_APP.test(ctx.path)) return next();
    const index = join(root, 'index.html');
    if (!existsSync(index)) {
      ctx.status = 503;
      ctx.body = 'The web app is not built: run `npm run build` (npm start does it for you).';
      return;
    }
    const decoded = decodePath(ctx.path);
    if (decoded === undefined) {
      // A client's typo, not a server error: no 500, no stack trace in the log.
      ctx.status = 400;
      ctx.body = { error: `malformed percent-encoding in the path ${ctx.path}` };
      return;
    }
    let path = normalize(join(root, decoded));
    if (!path.startsWith(root) || !isFile(path)) {
      if (decoded.startsWith('/assets/') || extname(decoded) !== '') {
        ctx.status = 404;
        ctx.set('Cache-Control', 'no-cache');
        ctx.body = 'Not found: this file is not part of the web app (reload the page for the current version).';
        return;
      }
      path = index;
    }
    const hashed = path.includes(`${sep}assets${sep}`);
    ctx.set('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
    ctx.type = TYPES[extname(path)] ?? 'application/octet-stream';
    if (hashed && TEXT.has(extname(path))) {
      const encoding = acceptedEncoding(ctx);
      if (encoding) {
        sendEncoded(ctx, (await encodedOnce(path))[encoding], encoding);
        return;
      }
    }
    ctx.body = createReadStream(path);
  };
}

function decodePath(path: string): string | undefined {
  try {
    return decodeURIComponent(path);
  } catch {
    return undefined;
  }
}

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}
