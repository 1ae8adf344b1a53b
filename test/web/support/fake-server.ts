/** A fetch stand-in for the lobby API: routes by "METHOD /path", records every request. */
import { vi } from 'vitest';
import { GAMES } from '../../../games';

export type Reply = { status?: number; body: unknown } | 'offline';
export type Handler = (body: Record<string, unknown>, url: URL) => Reply;

export interface Request {
  method: string;
  path: string;
  body: Record<string, unknown>;
}

export function fakeServer(routes: Record<string, Handler>) {
  const requests: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input));
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    requests.push({ method, path: url.pathname, body });
    const handler = routes[`${method} ${url.pathname}`];
    const reply: Reply = handler ? handler(body, url) : { status: 404, body: { error: `no route ${method} ${url.pathname}` } };
    if (reply === 'offline') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200, headers: { 'Content-Type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetch);
  return { requests, fetch, posts: () => requests.filter((r) => r.method === 'POST') };
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
