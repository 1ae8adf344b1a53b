/**
 * A player's name, wherever one is given: a seat's (`playerName`, `newName`), a quick-match
 * request's and a registered player's (`/players/me`). Every other player reads it, in the lists,
 * on the board and in the log, so besides its length it may hold no control character and no
 * text-direction control: U+202E turned the rest of a name (and what follows it on a line)
 * backwards. Joiners stay allowed: emoji sequences are made with them.
 * A name must show something: one made of zero-width or blank characters (U+200B, U+3164, U+2800)
 * was an empty space where the lists and the board name a player. A lone UTF-16 surrogate is no
 * character at all: the database stored each as three replacement characters, a name other than
 * the one accepted and longer than the limit. And the computer players' names ("Computer (easy)")
 * are theirs: a person so named passed for the computer wherever only the name is shown.
 */
import { ApiError } from './http-errors';

export const NAME_LIMIT = 50;

const FORBIDDEN = /[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
/** A UTF-16 surrogate not part of a pair (a pair makes one character, matched as such). */
export const LONE_SURROGATE = /\p{Cs}/u;
/** Something that shows: not white space, a format character, a combining mark alone, nor a blank letter. */
const VISIBLE = /[^\p{White_Space}\p{Cf}\p{M}\u115f\u1160\u3164\uffa0\u2800]/u;
/** "Computer (easy)", "Computer 2 (hard)": how the lists and boards name the computer's seats. */
const COMPUTER = /^\s*computer\s*(\d+\s*)?(\(|$)/i;

/** Throws a 400 saying what is wrong unless `value` is a name a player may have. */
export function checkName(value: unknown, field: string): asserts value is string {
  if (typeof value !== 'string' || value.trim() === '' || value.length > NAME_LIMIT) {
    throw new ApiError(400, `${field} must be a non-empty string of at most ${NAME_LIMIT} characters`);
  }
  if (FORBIDDEN.test(value)) throw new ApiError(400, `${field} may not hold control characters or text-direction controls`);
  if (LONE_SURROGATE.test(value)) throw new ApiError(400, `${field} holds a lone UTF-16 surrogate, which is no character`);
  if (!VISIBLE.test(value)) throw new ApiError(400, `${field} must show at least one visible character`);
  if (COMPUTER.test(value)) throw new ApiError(400, `${field} may not be "Computer": the computer players are named so`);
}
