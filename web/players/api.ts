/**
 * The players' API (`server/player-routes.ts`) as the pages read it: who this browser is,
 * registering its name, a player's profile and history, a game's leaderboard. Answers are read
 * field by field: what is malformed is left out, never a blank page.
 */
import { useEffect, useState } from 'react';
import type { Level } from '../../games/common/levels';
import { isResignReason, type ResignReason } from '../../games/common/resign';
import { isUnratedReason, type SeatResult, type UnratedReason } from '../../games/common/rating';
import { knownPlayerId, playerHeaders, rememberPlayerId, rememberRegisteredName, registeredName, storedToken } from './identity';
import { serverSentence } from '../app/server-sentence';

export interface RatingView {
  game: string;
  rating: number;
  rd: number;
  games: number;
  wins: number;
  losses: number;
  draws: number;
  provisional: boolean;
}

export interface SeatView {
  seat: string;
  name: string;
  side: string;
  id?: string;
  bot?: Level;
  /** The seat gave the match up: resigned, or lost to a claim. */
  gaveUp?: ResignReason;
}

export interface MatchView {
  matchID: string;
  game: string;
  finishedAt: number;
  seat: string;
  side: string;
  result: SeatResult;
  /** This player gave the match up: resigned, or lost to a claim. */
  gaveUp?: ResignReason;
  rated: boolean;
  /** Why not, for an unrated match the server recorded a reason for. */
  unrated?: UnratedReason;
  rating?: { before: number; after: number; change: number; rdBefore: number; rdAfter: number };
  opponents: SeatView[];
  partners: SeatView[];
  /** The replay's page, or null once the match has been cleaned up. */
  replay: string | null;
}

export interface Profile {
  id: string;
  name: string;
  since: number;
  ratings: RatingView[];
  matches: { total: number; offset: number; limit: number; items: MatchView[] };
}

export interface LeaderboardRowView extends RatingView {
  rank: number;
  id: string;
  name: string;
}

export interface Leaderboard {
  game: string;
  counts: string;
  total: number;
  offset: number;
  limit: number;
  players: LeaderboardRowView[];
  computer: { level: Level; rating: number; rd: number }[];
}

/** A failed request, with the server's own sentence when it gave one. */
export class PlayersApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(new URL(path, window.location.origin), init);
  } catch {
    throw new PlayersApiError(0, 'Cannot reach the game server. Check your connection and try again.');
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const said = typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'string' ? body.error : '';
    throw new PlayersApiError(response.status, said.trim() ? serverSentence(said) : `The server answered ${response.status}.`);
  }
  return body as T;
}

const num = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : 0);
const str = (value: unknown): string => (typeof value === 'string' ? value : '');
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const rec = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

function readRating(raw: unknown): RatingView {
  const r = rec(raw);
  return {
    game: str(r.game),
    rating: num(r.rating),
    rd: num(r.rd),
    games: num(r.games),
    wins: num(r.wins),
    losses: num(r.losses),
    draws: num(r.draws),
    provisional: r.provisional === true,
  };
}

function readSeat(raw: unknown): SeatView {
  const s = rec(raw);
  return {
    seat: str(s.seat),
    name: str(s.name),
    side: str(s.side),
    ...(typeof s.id === 'string' ? { id: s.id } : {}),
    ...(typeof s.bot === 'string' ? { bot: s.bot as Level } : {}),
    ...(isResignReason(s.gaveUp) ? { gaveUp: s.gaveUp } : {}),
  };
}

function readMatch(raw: unknown): MatchView {
  const m = rec(raw);
  const rating = rec(m.rating);
  const result = m.result === 'win' || m.result === 'loss' || m.result === 'draw' ? m.result : 'draw';
  return {
    matchID: str(m.matchID),
    game: str(m.game),
    finishedAt: num(m.finishedAt),
    seat: str(m.seat),
    side: str(m.side),
    result,
    ...(isResignReason(m.gaveUp) ? { gaveUp: m.gaveUp } : {}),
    rated: m.rated === true,
    ...(isUnratedReason(m.unrated) ? { unrated: m.unrated } : {}),
    ...(typeof rating.after === 'number'
      ? {
          rating: {
            before: num(rating.before),
            after: num(rating.after),
            change: num(rating.change),
            rdBefore: num(rating.rdBefore),
            rdAfter: num(rating.rdAfter),
          },
        }
      : {}),
    opponents: list(m.opponents).map(readSeat),
    partners: list(m.partners).map(readSeat),
    replay: typeof m.replay === 'string' && m.replay.startsWith('/replay/') ? m.replay : null,
  };
}

/** Profile requests on their way, by path: a finished match's page asks for its player's twice at once (its header, its rating note). */
const profilesAsked = new Map<string, Promise<Profile>>();

/**
 * A player's profile and a page of their history. Asked again while the same request is on its
 * way, it shares that request's answer; once answered, the next ask is a new request (a match's
 * end asks again until the server has settled it).
 */
export function fetchProfile(id: string, offset: number): Promise<Profile> {
  const path = `/players/${encodeURIComponent(id)}${offset > 0 ? `?offset=${offset}` : ''}`;
  let asked = profilesAsked.get(path);
  if (!asked) {
    asked = readProfile(path).finally(() => profilesAsked.delete(path));
    profilesAsked.set(path, asked);
  }
  return asked;
}

async function readProfile(path: string): Promise<Profile> {
  const raw = rec(await call(path));
  const matches = rec(raw.matches);
  return {
    id: str(raw.id),
    name: str(raw.name),
    since: num(raw.since),
    ratings: list(raw.ratings).map(readRating),
    matches: {
      total: num(matches.total),
      offset: num(matches.offset),
      limit: num(matches.limit) || 50,
      items: list(matches.items).map(readMatch),
    },
  };
}

export async function fetchLeaderboard(game: string, offset: number): Promise<Leaderboard> {
  const raw = rec(await call(`/ratings/${encodeURIComponent(game)}${offset > 0 ? `?offset=${offset}` : ''}`));
  return {
    game: str(raw.game),
    counts: str(raw.counts),
    total: num(raw.total),
    offset: num(raw.offset),
    limit: num(raw.limit) || 50,
    players: list(raw.players).map((p) => ({ ...readRating(p), rank: num(rec(p).rank), id: str(rec(p).id), name: str(rec(p).name) })),
    computer: list(raw.computer).map((c) => ({ level: str(rec(c).level) as Level, rating: num(rec(c).rating), rd: num(rec(c).rd) })),
  };
}

/** Who this browser's token is: its public id (remembered) and registered name. */
export async function fetchMe(): Promise<{ id: string; name: string | null }> {
  const me = rec(await call('/players/me', { headers: playerHeaders() }));
  const id = str(me.id);
  rememberPlayerId(id);
  return { id, name: typeof me.name === 'string' ? me.name : null };
}

/**
 * Whether this browser's player has a profile yet: a name (registered, or given at a seat joined
 * with the token). Before that, asking for the profile is a 404.
 */
export async function hasProfile(): Promise<boolean> {
  const me = rec(await call('/players/me', { headers: playerHeaders() }));
  return typeof me.name === 'string';
}

/** Registers this browser's player under `name`, or renames them. */
export async function registerName(name: string): Promise<{ id: string; name: string }> {
  const me = rec(
    await call('/players/me', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...playerHeaders() },
      body: JSON.stringify({ name }),
    }),
  );
  const id = str(me.id);
  rememberPlayerId(id);
  rememberRegisteredName(name);
  return { id, name: str(me.name) };
}

/**
 * Before taking a seat, and once the lobby's "Your name" is changed: the player's name as it says,
 * registered once per change (a failure is no reason not to play: the join registers a new player
 * by its seat name).
 */
export async function registerIfRenamed(name: string): Promise<void> {
  if (name === registeredName() && knownPlayerId()) return;
  await registerName(name).catch(() => undefined);
}

/**
 * This browser's public id, for "(you)" marks and its own page: remembered from an earlier answer,
 * else asked once (only when the browser already holds a token: a page view makes none).
 */
export function useMyPlayerId(): string | null {
  const [id, setId] = useState(knownPlayerId);
  useEffect(() => {
    if (id !== null || storedToken() === null) return;
    let live = true;
    fetchMe().then(
      (me) => live && setId(me.id),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [id]);
  return id;
}
