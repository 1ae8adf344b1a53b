/**
 * A fetch stand-in for the lobby API: routes by "METHOD /path", records every request. A route it
 * does not know answers 404 (the players' registration before a join, unless a test routes it:
 * the app plays on without it).
 */
import { vi } from 'vitest';
import { GAMES } from '../../../games';

export type Reply = { status?: number; body: unknown } | 'offline';
export type Handler = (body: Record<string, unknown>, url: URL) => Reply;

export interface Request {
  method: string;
  path: string;
  body: Record<string, unknown>;
  /** The request's headers, names in lower case. */
  headers: Record<string, string>;
}

export function fakeServer(routes: Record<string, Handler>) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    const headers = Object.fromEntries([...new Headers(init?.headers).entries()]);
    requests.push({ method, path: url.pathname, body, headers });
    const handler = routes[`${method} ${url.pathname}`];
    const reply: Reply = handler ? handler(body, url) : { status: 404, body: { error: `no route ${method} ${url.pathname}` } };
    if (reply === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return {
    requests,
    fetch,
    /** The POSTs the tests of the lobby's flows check (method, path and body): every one but the players' registrations. */
    posts: () =>
      requests.filter((r) => r.method === 'POST' && r.path !== '/players/me').map(({ method, path, body }) => ({ method, path, body })),
    /** The players' registrations (`POST /players/me`), with their headers. */
    registrations: () => requests.filter((r) => r.method === 'POST' && r.path === '/players/me'),
  };
}

export const OPEN_MATCH = {
  matchID: 'm1',
  gameName: 'air-land-sea',
  players: [{ id: 0, name: 'Ada' }, { id: 1 }],
  setupData: { mode: 'standard', targetVP: 12, edition: 'revised' },
  createdAt: 1,
  updatedAt: 1,
};

/** Every game's public match list, empty: a lobby with nothing open. */
export const NO_MATCHES: Record<string, Handler> = Object.fromEntries(
  GAMES.map((game) => [`GET /games/${game.name}`, () => ({ body: { matches: [] } })]),
);
