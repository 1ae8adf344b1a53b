/**
 * How a game is rated (#21 item 4), as small data beside its meta: which finished matches count
 * for the players' Glicko-2 ratings, and the fixed ratings of the computer's levels (so a match
 * against the computer can count for the person). The server rates (`server/ratings.ts`); the
 * leaderboard page shows the same figures. Types and data only: it ships in the lobby's bundle.
 */
import type { Level } from './levels';

export interface RatingSpec {
  /** Which matches count, in a few words (the leaderboard page says it). */
  counts: string;
  /** Whether a match of this setup and seat count is rated (read defensively: stored data). */
  rated(setupData: unknown, numPlayers: number): boolean;
  /**
   * The computer's fixed rating at each level, measured by the tournament harness: `npm run
   * bot-ratings` prints them from the records in `results/tournaments/` (a test checks they agree).
   */
  bots: Readonly<Record<Level, number>>;
}

/**
 * Rated matches of a game between the same two people in 24 hours: later ones are recorded
 * unrated. Two accounts of one person farmed a rating by playing one move each and resigning
 * (a match needs a move of every seat to be rated); an evening's few matches between friends
 * still count.
 */
export const PAIR_RATED_PER_DAY = 3;
export const PAIR_DAY_MS = 24 * 60 * 60 * 1000;

/** Above this RD a rating is provisional (marked "?" on the pages, as lichess does). */
export const PROVISIONAL_RD = 110;

/** How a finished match ended for a seat: what the players' histories and "Your matches" say. */
export type SeatResult = 'win' | 'loss' | 'draw';

/** A seat's result from its score (1 a win, 0.5 a draw, 0 a loss: `server/ratings.ts`). */
export const resultOfScore = (score: number): SeatResult => (score === 1 ? 'win' : score === 0 ? 'loss' : 'draw');

export const isSeatResult = (value: unknown): value is SeatResult => value === 'win' || value === 'loss' || value === 'draw';

/**
 * Why a finished match did not count for the ratings (the server records it with the result):
 * - `setup`: its game or options are not rated (`RatingSpec.rated`);
 * - `unplayed`: it ended before every seat made a move of its own;
 * - `seats`: its seats are not two rated sides (a seat nobody's, three sides, one person twice);
 * - `pair-day`: the same two people had `PAIR_RATED_PER_DAY` rated matches of it within 24 hours.
 */
export const UNRATED_REASONS = ['setup', 'unplayed', 'seats', 'pair-day'] as const;
export type UnratedReason = (typeof UNRATED_REASONS)[number];

export const isUnratedReason = (value: unknown): value is UnratedReason => (UNRATED_REASONS as readonly unknown[]).includes(value);
