/**
 * A tiny router on the History API (the app has three kinds of page, not worth a dependency).
 * Routes: `/` the lobby, `/match/<game>/<matchID>` a match (the link players share),
 * `/solo/<game>?level=…` a game against the computer (`/solo/<game>/review?level=…` the review of
 * the one kept in this browser, once over), `/replay/<game>/<matchID>` a finished
 * match's replay, `/review/<game>/<matchID>?seat=…&budget=…` its post-game review, `/rules/<game>` how to play, `/tutorial/<game>` the guided tutorial,
 * `/player/<id>` a player's ratings and finished matches, `/leaderboard/<game>?offset=…` a game's
 * leaderboard. (The players' API is at `/players/...` and `/ratings/...`: a page's path is never
 * an API path, so a reload of a page gets the app.)
 */
import { useEffect, useState } from 'react';
import { noteNavigationInApp } from '../../games/common/board-focus';

export type Route =
  | { page: 'lobby'; query: URLSearchParams }
  | { page: 'match'; game: string; matchID: string; query: URLSearchParams }
  | { page: 'solo'; game: string; query: URLSearchParams }
  | { page: 'soloReview'; game: string; query: URLSearchParams }
  | { page: 'replay'; game: string; matchID: string }
  | { page: 'review'; game: string; matchID: string; query: URLSearchParams }
  | { page: 'rules'; game: string }
  | { page: 'tutorial'; game: string }
  | { page: 'player'; id: string; query: URLSearchParams }
  | { page: 'leaderboard'; game: string; query: URLSearchParams }
  | { page: 'missing'; path: string };

export function parseRoute(pathname: string, search: string): Route {
  const parts = pathname
    .split('/')
    .filter((p) => p !== '')
    .map(safeDecode);
  if (parts.length === 0) return { page: 'lobby', query: new URLSearchParams(search) };
  if (parts[0] === 'match' && parts.length === 3)
    return { page: 'match', game: parts[1]!, matchID: parts[2]!, query: new URLSearchParams(search) };
  if (parts[0] === 'replay' && parts.length === 3) return { page: 'replay', game: parts[1]!, matchID: parts[2]! };
  if (parts[0] === 'review' && parts.length === 3)
    return { page: 'review', game: parts[1]!, matchID: parts[2]!, query: new URLSearchParams(search) };
  if (parts[0] === 'rules' && parts.length === 2) return { page: 'rules', game: parts[1]! };
  if (parts[0] === 'tutorial' && parts.length === 2) return { page: 'tutorial', game: parts[1]! };
  if (parts[0] === 'solo' && parts.length === 2) return { page: 'solo', game: parts[1]!, query: new URLSearchParams(search) };
  if (parts[0] === 'solo' && parts.length === 3 && parts[2] === 'review')
    return { page: 'soloReview', game: parts[1]!, query: new URLSearchParams(search) };
  if (parts[0] === 'player' && parts.length === 2) return { page: 'player', id: parts[1]!, query: new URLSearchParams(search) };
  if (parts[0] === 'leaderboard' && parts.length === 2) return { page: 'leaderboard', game: parts[1]!, query: new URLSearchParams(search) };
  return { page: 'missing', path: pathname };
}

function safeDecode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

/**
 * One key per page shown (the app's error boundary is keyed by it): another page starts without
 * the error of the last one. A switch over every kind, so a new kind of page cannot share a key.
 */
export function pageKey(route: Route): string {
  switch (route.page) {
    case 'lobby':
      return 'lobby';
    case 'match':
      return `match/${route.game}/${route.matchID}`;
    case 'replay':
      return `replay/${route.game}/${route.matchID}`;
    case 'review':
      return `review/${route.game}/${route.matchID}?${route.query.toString()}`;
    case 'rules':
      return `rules/${route.game}`;
    case 'tutorial':
      return `tutorial/${route.game}`;
    case 'solo':
      return `solo/${route.game}?${route.query.toString()}`;
    case 'soloReview':
      return `solo/${route.game}/review?${route.query.toString()}`;
    case 'player':
      return `player/${route.id}`;
    case 'leaderboard':
      return `leaderboard/${route.game}`;
    case 'missing':
      return `missing${route.path}`;
  }
}

/** The lobby, with `game` picked (a page about a game leads back to that game's lists). */
export const lobbyPath = (game?: string) => (game ? `/?game=${encodeURIComponent(game)}` : '/');

export const matchPath = (game: string, matchID: string, watch = false) =>
  `/match/${encodeURIComponent(game)}/${encodeURIComponent(matchID)}${watch ? '?watch=1' : ''}`;

export const replayPath = (game: string, matchID: string) => `/replay/${encodeURIComponent(game)}/${encodeURIComponent(matchID)}`;

/** A finished match's review, of `seat` (default: the viewer's own, else the first), with `budget` iterations a decision. */
export function reviewPath(game: string, matchID: string, { seat, budget }: { seat?: string; budget?: number } = {}): string {
  const query = new URLSearchParams();
  if (seat !== undefined) query.set('seat', seat);
  if (budget !== undefined) query.set('budget', String(budget));
  const text = query.toString();
  return `/review/${encodeURIComponent(game)}/${encodeURIComponent(matchID)}${text ? `?${text}` : ''}`;
}

export const rulesPath = (game: string) => `/rules/${encodeURIComponent(game)}`;

export const tutorialPath = (game: string) => `/tutorial/${encodeURIComponent(game)}`;

/** A list page's `?offset=` (0 and anything unreadable: the first page). */
const offsetQuery = (offset = 0) => (offset > 0 ? `?offset=${offset}` : '');

export const playerPath = (id: string, offset?: number) => `/player/${encodeURIComponent(id)}${offsetQuery(offset)}`;

export const leaderboardPath = (game: string, offset?: number) => `/leaderboard/${encodeURIComponent(game)}${offsetQuery(offset)}`;

/** The `offset` of a list page's query: a whole number, else 0. */
export function offsetOf(query: URLSearchParams): number {
  const raw = query.get('offset') ?? '';
  return /^\d{1,7}$/.test(raw) ? Number(raw) : 0;
}

export function soloPath(game: string, params: Record<string, string>): string {
  const query = new URLSearchParams(params).toString();
  return `/solo/${encodeURIComponent(game)}${query ? `?${query}` : ''}`;
}

/**
 * The review of the solo game kept under the options of `query` (the solo page's own: its `seat`
 * is the seat played), of `reviewed` (default: the seat played), with `budget`.
 */
export function soloReviewPath(
  game: string,
  query: URLSearchParams,
  { reviewed, budget }: { reviewed?: string; budget?: number } = {},
): string {
  const params = new URLSearchParams(query);
  params.delete('reviewed');
  params.delete('budget');
  if (reviewed !== undefined) params.set('reviewed', reviewed);
  if (budget !== undefined) params.set('budget', String(budget));
  const text = params.toString();
  return `/solo/${encodeURIComponent(game)}/review${text ? `?${text}` : ''}`;
}

/** The full URL of a path on this site (for share links). */
export const absoluteUrl = (path: string) => new URL(path, window.location.origin).toString();

const NAVIGATE = 'app:navigate';

/** Goes to `path` in the app; `replace`: instead of the current entry of the history (a redirect). */
export function navigate(path: string, { replace = false }: { replace?: boolean } = {}): void {
  if (replace) window.history.replaceState(null, '', path);
  else window.history.pushState(null, '', path);
  noteNavigationInApp();
  window.dispatchEvent(new Event(NAVIGATE));
  window.scrollTo?.(0, 0);
}

const current = () => parseRoute(window.location.pathname, window.location.search);

/** The current route; re-renders on `navigate` and on the browser's back and forward buttons. */
export function useRoute(): Route {
  const [route, setRoute] = useState(current);
  useEffect(() => {
    const update = () => setRoute(current());
    const back = () => {
      noteNavigationInApp();
      update();
    };
    window.addEventListener('popstate', back);
    window.addEventListener(NAVIGATE, update);
    return () => {
      window.removeEventListener('popstate', back);
      window.removeEventListener(NAVIGATE, update);
    };
  }, []);
  return route;
}
