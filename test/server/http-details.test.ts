/**
 * What every HTTP answer of a real server carries: cross-origin access only for the configured
 * origins (the lobby API and the socket.io polling transport alike), security headers, and
 * compressed bodies.
 */
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { encode } from '../../server/compression';
import { ServerProcess } from './support/server-process';

const ALLOWED = 'http://allowed.example:5173';
let server: ServerProcess;

beforeAll(async () => {
  server = await ServerProcess.start({ ORIGINS: ALLOWED });
});
afterAll(async () => {
  await server?.dispose();
});

const handshake = (origin: string) => fetch(`${server.url}/socket.io/?EIO=4&transport=polling`, { headers: { Origin: origin } });

describe('cross-origin access', () => {
  it('the socket.io polling handshake is open to the configured origins only', async () => {
    const foreign = await handshake('https://evil.example');
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const allowed = await handshake(ALLOWED);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    // Same origin needs no CORS header: the handshake itself still works.
    const same = await handshake(server.url);
    expect(same.status).toBe(200);
    expect(await same.text()).toMatch(/"sid":/);
  });

  it("a game WebSocket opens from this server's own pages, the configured origins and non-browser clients only", async () => {
    /** The HTTP status of a WebSocket handshake (101: opened). */
    const opening = (origin?: string) =>
      new Promise<number>((resolve) => {
        const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`, {
          headers: origin === undefined ? {} : { Origin: origin },
        });
        socket.on('open', () => (socket.close(), resolve(101)));
        // Refused: the answer is read and the request dropped (ws reports that as an error, expected here).
        socket.on('error', () => undefined);
        socket.on('unexpected-response', (request, response) => (request.destroy(), resolve(response.statusCode ?? 0)));
      });
    expect(await opening('https://evil.example'), 'a page elsewhere: refused').toBe(400);
    expect(await opening(server.url), 'same origin').toBe(101);
    expect(await opening(ALLOWED), 'configured').toBe(101);
    expect(await opening(), 'no Origin: not a page').toBe(101);
    expect((await handshake('https://evil.example')).status, 'polling alike').toBe(403);
  });

  it('the lobby API too', async () => {
    const foreign = await fetch(`${server.url}/games`, { headers: { Origin: 'https://evil.example' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const allowed = await fetch(`${server.url}/games`, { headers: { Origin: ALLOWED } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(ALLOWED);
  });
});

/** The web app's index.html names its entry script; the asset paths change with every build. */
async function anAsset(): Promise<string> {
  const html = await (await fetch(`${server.url}/`)).text();
  return /src="(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
}

describe('writes from pages of other sites', () => {
  it('a form or a bodiless fetch from another site changes nothing: 403; this site, the configured origins and scripts may', async () => {
    const listed = async () => ((await (await fetch(`${server.url}/games/air-land-sea`)).json()) as { matches: unknown[] }).matches.length;
    const create = (headers: Record<string, string>) =>
      fetch(`${server.url}/games/air-land-sea/create`, { method: 'POST', headers, body: '' });
    const before = await listed();
    // What a fieldless form on another site sends, with no preflight (an attacker filled the public list so).
    for (const origin of ['https://evil.example', 'null']) {
      const refused = await create({ Origin: origin, 'Content-Type': 'application/x-www-form-urlencoded' });
      expect(refused.status, origin).toBe(403);
      expect(await refused.json()).toEqual({ error: 'a page of another site may not change anything here' });
    }
    const renamed = await fetch(`${server.url}/players/me`, {
      method: 'POST',
      headers: { Origin: 'https://evil.example', 'Content-Type': 'text/plain' },
      body: JSON.stringify({ name: 'Mallory' }),
    });
    expect(renamed.status).toBe(403);
    expect(await listed()).toBe(before);
    for (const headers of [{ Origin: server.url }, { Origin: ALLOWED }, {}] as Record<string, string>[]) {
      const created = await create({ ...headers, 'Content-Type': 'application/json' });
      expect(created.status, JSON.stringify(headers)).toBe(200);
    }
    expect(await listed()).toBe(before + 3);
  });
});

describe('security headers', () => {
  it('every answer carries a Content-Security-Policy, nosniff, no framing and no referrer', async () => {
    const paths = ['/', '/match/air-land-sea/abc', await anAsset(), '/games', '/games/chess', '/GAMES', '/health', '/%E0%A4%A'];
    for (const path of paths) {
      const response = await fetch(`${server.url}${path}`);
      const csp = response.headers.get('content-security-policy') ?? '';
      expect(csp, path).toMatch(/default-src 'self'/);
      expect(csp, path).toMatch(/script-src 'self'(;|$)/);
      expect(csp, path).toMatch(/style-src 'self'(;|$)/);
      expect(csp, path).toMatch(/frame-ancestors 'none'/);
      expect(response.headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(response.headers.get('referrer-policy'), path).toBe('no-referrer');
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
    }
    const created = await fetch(`${server.url}/games/air-land-sea/create`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{"numPlayers":2}',
    });
    expect(created.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
  });

  it("only a page opened with ?debug=1 may use inline styles (boardgame.io's Debug panel)", async () => {
    const debug = await fetch(`${server.url}/solo/air-land-sea?level=easy&debug=1`);
    expect(debug.headers.get('content-security-policy')).toMatch(/style-src 'self' 'unsafe-inline'/);
    expect(debug.headers.get('content-security-policy')).toMatch(/script-src 'self'(;|$)/);
  });

  it("socket.io's polling answers too", async () => {
    const response = await handshake(server.url);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toMatch(/frame-ancestors 'none'/);
  });
});

/** A GET as sent, without fetch's transparent decompression: the headers and the bytes on the wire. */
function rawGet(
  path: string,
  acceptEncoding: string,
): Promise<{ status: number; headers: IncomingHttpHeaders; bytes: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(`${server.url}${path}`, { headers: { 'Accept-Encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes: body.length, body });
      });
    }).on('error', reject);
  });
}

describe('compression', () => {
  it('static assets and JSON are compressed with brotli or gzip, as the client accepts', async () => {
    const asset = await anAsset();
    const plain = await rawGet(asset, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await rawGet(asset, 'br, gzip');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.bytes).toBeLessThan(plain.bytes / 2);
    const gzip = await rawGet(asset, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.bytes).toBeLessThan(plain.bytes / 2);
    // Each is the file itself, compressed once: a second request gets the very same bytes.
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect((await rawGet(asset, 'br')).body.equals(br.body)).toBe(true);
    expect(br.headers.vary).toMatch(/Accept-Encoding/);
    // A list of matches is JSON worth compressing once it passes a few hundred bytes.
    for (let i = 0; i < 6; i++) {
      await fetch(`${server.url}/games/land-vs-sea/create`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ numPlayers: 4, setupData: { mountainsAndCorals: true, caravansAndShips: true } }),
      });
    }
    const list = await rawGet('/games/land-vs-sea', 'gzip');
    expect(list.headers['content-type']).toMatch(/application\/json/);
    expect(list.headers['content-encoding']).toBe('gzip');
  });

  it('a client that accepts no encoding, identity included, gets the body as it is: not a 500 (koa-compress threw)', async () => {
    const asset = await anAsset();
    const plain = await rawGet(asset, 'identity');
    for (const refusing of ['identity;q=0', '*;q=0', 'gzip;q=0, br;q=0, identity;q=0', 'zstd, identity;q=0']) {
      for (const path of ['/', asset, '/games/land-vs-sea']) {
        const answer = await rawGet(path, refusing);
        expect(answer.status, `${path} with ${refusing}`).toBe(200);
        expect(answer.headers['content-encoding']).toBeUndefined();
        expect(answer.headers.vary).toMatch(/Accept-Encoding/);
      }
      expect((await rawGet(asset, refusing)).body.equals(plain.body)).toBe(true);
    }
    expect(server.output).not.toMatch(/compress is not a function/);
  });

  it('a body compressed beforehand holds memory of its own size (brotli answers a slice of a 16 KB buffer)', async () => {
    for (const encoding of ['br', 'gzip'] as const) {
      const body = await encode(JSON.stringify({ positions: [] }), encoding);
      expect(body.buffer.byteLength, encoding).toBe(body.byteLength);
    }
  });
});
