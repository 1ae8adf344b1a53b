/**
 * Where players, their ratings and their finished matches live: in the same database as the
 * matches, with the same durability (SQLite by default: `sqlite-players.ts`, through the store's
 * writer thread; PostgreSQL with DATABASE_URL: `postgres-players.ts`). Four tables:
 *
 * - `players`: public id, the hash of the token that owns it (never the token), display name;
 * - `player_ratings`: one row per player and game (rating, RD, volatility, games, wins, losses, draws);
 * - `settled_matches`: one row per finished match recorded, so each is recorded exactly once;
 * - `match_results`: one row per bound player of a finished match, with everything the player's
 *   history shows (seats, names, result, rating before and after): the match itself is removed
 *   MATCH_TTL_HOURS after it ends, the history stays.
 *
 * Recording a finished match (`settle`) is one transaction: the settled mark, the results and the
 * new ratings, computed by `ratings.ts` from the ratings read in that transaction.
 */
import { isUnratedReason } from '../games/common/rating';
import type { MatchResult, PlayerRating, Settlement } from './ratings';

export interface PlayerRow {
  id: string;
  name: string;
  createdAt: number;
}

export interface GameRating extends PlayerRating {
  game: string;
}

export interface LeaderboardRow extends PlayerRating {
  id: string;
  name: string;
}

export interface Page<T> {
  rows: T[];
  total: number;
}

/** A rating as the pages show it: a whole number. */
export const shownRating = (r: Pick<PlayerRating, 'rating'>) => Math.round(r.rating);

/** The least rating shown above `r` (`Math.round(x)` is above `n` exactly when `x >= n + 0.5`). */
export const shownAbove = (r: Pick<PlayerRating, 'rating'>) => shownRating(r) + 0.5;

/** A page of a leaderboard, with what its first row's rank needs. */
export interface LeaderboardPage extends Page<LeaderboardRow> {
  /** How many of the game's players are shown with a higher rating than the page's first row (0 without rows). */
  above: number;
}

export interface Profile {
  player: PlayerRow;
  ratings: GameRating[];
  history: Page<MatchResult>;
}

/** What saving a player did: `taken` if the id belongs to another token (a 2^-96 accident). */
export type SaveOutcome = 'saved' | 'taken';

export interface PlayerStore {
  /** Registers the player or renames them. */
  savePlayer(id: string, tokenHash: string, name: string, at: number): Promise<SaveOutcome>;
  /** Registers the player under `name` unless they exist already (a join with a token does this). */
  ensurePlayer(id: string, tokenHash: string, name: string, at: number): Promise<SaveOutcome>;
  player(id: string): Promise<PlayerRow | undefined>;
  /**
   * The player, their ratings and a page of their history, read as one snapshot: a match recorded
   * meanwhile is in all three or in none (never in the history without its rating change).
   */
  profile(id: string, offset: number, limit: number): Promise<Profile | undefined>;
  /** The player's rating in every game they have one. */
  ratingsOf(id: string): Promise<GameRating[]>;
  ratingOf(id: string, game: string): Promise<PlayerRating | undefined>;
  /** The player's finished matches, newest first. */
  historyOf(id: string, offset: number, limit: number): Promise<Page<MatchResult>>;
  /** A game's rated players, by rating (highest first); the page, its total and `above` from one snapshot. */
  leaderboard(game: string, offset: number, limit: number): Promise<LeaderboardPage>;
  /** Records a finished match once: 'already' if it was recorded before (by anyone). */
  settle(settlement: Settlement): Promise<'settled' | 'already'>;
  /** Which of these matches are recorded already. */
  settledAmong(matchIDs: readonly string[]): Promise<Set<string>>;
  /** Which of these matches are still stored (their replays can open). */
  storedAmong(matchIDs: readonly string[]): Promise<Set<string>>;
}

export interface ResultRow {
  match_id: string;
  seat: string;
  player_id: string;
  game: string;
  finished_at: number;
  score: number;
  rated: number | boolean;
  rating_before: number | null;
  rd_before: number | null;
  vol_before: number | null;
  rating_after: number | null;
  rd_after: number | null;
  vol_after: number | null;
  seats: string;
  unrated: string | null;
}

/** The columns of `match_results`, in the order of `resultRowValues`. */
export const RESULT_COLUMNS =
  'match_id, seat, player_id, game, finished_at, score, rated, rating_before, rd_before, vol_before, rating_after, rd_after, vol_after, seats, unrated';

/** A `match_results` row as the store reads it (SQLite's integers and PostgreSQL's BIGINT text alike). */
export function resultOfRow(row: ResultRow): MatchResult {
  const rating = (r: number | null, rd: number | null, vol: number | null) =>
    r === null || rd === null || vol === null ? undefined : { rating: Number(r), rd: Number(rd), vol: Number(vol) };
  const before = rating(row.rating_before, row.rd_before, row.vol_before);
  const after = rating(row.rating_after, row.rd_after, row.vol_after);
  return {
    matchID: row.match_id,
    game: row.game,
    finishedAt: Number(row.finished_at),
    player: row.player_id,
    seat: row.seat,
    score: Number(row.score),
    rated: Boolean(row.rated),
    ...(isUnratedReason(row.unrated) ? { unrated: row.unrated } : {}),
    ...(before && after ? { before, after } : {}),
    seats: JSON.parse(row.seats) as MatchResult['seats'],
  };
}

/** The values of a result row, in RESULT_COLUMNS' order (`rated` as 1 or 0 for SQLite, a boolean for PostgreSQL). */
export function resultRowValues(
  r: MatchResult,
  rated: (value: boolean) => number | boolean = (v) => (v ? 1 : 0),
): (string | number | boolean | null)[] {
  return [
    r.matchID,
    r.seat,
    r.player,
    r.game,
    r.finishedAt,
    r.score,
    rated(r.rated),
    r.before?.rating ?? null,
    r.before?.rd ?? null,
    r.before?.vol ?? null,
    r.after?.rating ?? null,
    r.after?.rd ?? null,
    r.after?.vol ?? null,
    JSON.stringify(r.seats),
    r.unrated ?? null,
  ];
}
