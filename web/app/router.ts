/**
 * A tiny router on the History API (the app has three kinds of page, not worth a dependency).
 * Routes: `/` the lobby, `/match/<game>/<matchID>` a match (the link players share),
 * `/solo/<game>?level=…` a game against the computer, `/replay/<game>/<matchID>` a finished
 * match's replay, `/rules/<game>` how to play, `/tutorial/<game>` the guided tutorial.
 */
import { useEffect, useState } from 'react';

export type Route =
  | { page: 'lobby' }
  | { page: 'match'; game: string; matchID: string; query: URLSearchParams }
  | { page: 'solo'; game: string; query: URLSearchParams }
  | { page: 'replay'; game: string; matchID: string }
  | { page: 'rules'; game: string }
  | { page: 'tutorial'; game: string }
  | { page: 'missing'; path: string };

export function parseRoute(pathname: string, search: string): Route {
  const parts = pathname
    .split('/')
    .filter((p) => p !== '')
    .map(safeDecode);
  if (parts.length === 0) return { page: 'lobby' };
  if (parts[0] === 'match' && parts.length === 3)
    return { page: 'match', game: parts[1]!, matchID: parts[2]!, query: new URLSearchParams(search) };
  if (parts[0] === 'replay' && parts.length === 3) return { page: 'replay', game: parts[1]!, matchID: parts[2]! };
  if (parts[0] === 'rules' && parts.length === 2) return { page: 'rules', game: parts[1]! };
  if (parts[0] === 'tutorial' && parts.length === 2) return { page: 'tutorial', game: parts[1]! };
  if (parts[0] === 'solo' && parts.length === 2) return { page: 'solo', game: parts[1]!, query: new URLSearchParams(search) };
  return { page: 'missing', path: pathname };
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

export const matchPath = (game: string, matchID: string, watch = false) =>
  `/match/${encodeURIComponent(game)}/${encodeURIComponent(matchID)}${watch ? '?watch=1' : ''}`;

export const replayPath = (game: string, matchID: string) => `/replay/${encodeURIComponent(game)}/${encodeURIComponent(matchID)}`;

export const rulesPath = (game: string) => `/rules/${encodeURIComponent(game)}`;

export const tutorialPath = (game: string) => `/tutorial/${encodeURIComponent(game)}`;

export function soloPath(game: string, params: Record<string, string>): string {
  const query = new URLSearchParams(params).toString();
  return `/solo/${encodeURIComponent(game)}${query ? `?${query}` : ''}`;
}

/** The full URL of a path on this site (for share links). */
export const absoluteUrl = (path: string) => new URL(path, window.location.origin).toString();

const NAVIGATE = 'app:navigate';

export function navigate(path: string): void {
  window.history.pushState(null, '', path);
  window.dispatchEvent(new Event(NAVIGATE));
  window.scrollTo?.(0, 0);
}

const current = () => parseRoute(window.location.pathname, window.location.search);

/** The current route; re-renders on `navigate` and on the browser's back and forward buttons. */
export function useRoute(): Route {
  const [route, setRoute] = useState(current);
  useEffect(() => {
    const update = () => setRoute(current());
    window.addEventListener('popstate', update);
    window.addEventListener(NAVIGATE, update);
    return () => {
      window.removeEventListener('popstate', update);
      window.removeEventListener(NAVIGATE, update);
    };
  }, []);
  return route;
}
