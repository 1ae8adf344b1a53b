/**
 * What every HTTP answer of a real server carries: cross-origin access only for the configured
 * origins (the lobby API and the socket.io polling transport alike), security headers, and
 * compressed bodies.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

  it('the lobby API too', async () => {
    const foreign = await fetch(`${server.url}/games`, { headers: { Origin: 'https://evil.example' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    const allowed = await fetch(`${server.url}/games`, { headers: { Origin: ALLOWED } });
    expect(allowed.headers.get('access-control-allow-origin')).toBe(ALLOWED);
  });
});
