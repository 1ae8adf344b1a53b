/**
 * A player's name, wherever one is given: a seat's (`playerName`, `newName`), a quick-match
 * request's and a registered player's (`/players/me`). Every other player reads it, in the lists,
 * on the board and in the log, so besides its length it may hold no control character and no
 * text-direction control: U+202E turned the rest of a name (and what follows it on a line)
 * backwards. Joiners stay allowed: emoji sequences are made with them.
 */
import { ApiError } from './http-errors';

export const NAME_LIMIT = 50;

const FORBIDDEN = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;

/** Throws a 400 saying what is wrong unless `value` is a name a player may have. */
export function checkName(value: unknown, field: string): asserts value is string {
  if (typeof value !== 'string' || value.trim() === '' || value.length > NAME_LIMIT) {
    throw new ApiError(400, `${field} must be a non-empty string of at most ${NAME_LIMIT} characters`);
  }
  if (FORBIDDEN.test(value)) throw new ApiError(400, `${field} may not hold control characters or text-direction controls`);
}
