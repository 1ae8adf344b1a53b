/**
 * A player's name, wherever one is given: a seat's (`playerName`, `newName`), a quick-match
 * request's and a registered player's (`/players/me`). Every other player reads it, in the lists,
 * on the board and in the log, so besides its length it keeps the rules of all shown text
 * (`games/common/shown-text.ts`: no controls, something visible). A lone UTF-16 surrogate is no
 * character at all: the database stored each as three replacement characters, a name other than
 * the one accepted and longer than the limit. And the computer players' names ("Computer (easy)")
 * are theirs: a person so named passed for the computer wherever only the name is shown, also
 * spelt with invisible characters ("Computer\u200b (hard)", "Com\u00adputer") or look-alike
 * letters (a Cyrillic "о"), which show the same.
 */
import { holdsControls, showsSomething } from '../games/common/shown-text';
import { ApiError } from './http-errors';

export const NAME_LIMIT = 50;

/** A UTF-16 surrogate not part of a pair (a pair makes one character, matched as such). */
export const LONE_SURROGATE = /\p{Cs}/u;
/** "Computer (easy)", "Computer 2 (hard)": how the lists and boards name the computer's seats. */
const COMPUTER = /^\s*computer\s*(\d+\s*)?(\(|$)/i;
/** Cyrillic, Greek and Armenian letters that look like those of "computer". */
const LOOK_ALIKES = new Map(
  Object.entries({ c: 'сСϲϹ', o: 'оОοΟ', m: 'мМΜ', p: 'рРρΡ', u: 'υս', t: 'тТΤ', e: 'еЕΕ', r: 'г' }).flatMap(([latin, others]) =>
    [...others].map((other) => [other, latin] as const),
  ),
);

/** The name as it shows, for comparing: compatibility forms folded, invisible characters and marks dropped, look-alikes mapped. */
const shownAs = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\p{Cf}\p{M}]/gu, '')
    .replace(/./gu, (c) => LOOK_ALIKES.get(c) ?? c);

/** Throws a 400 saying what is wrong unless `value` is a name a player may have. */
export function checkName(value: unknown, field: string): asserts value is string {
  if (typeof value !== 'string' || value.trim() === '' || value.length > NAME_LIMIT) {
    throw new ApiError(400, `${field} must be a non-empty string of at most ${NAME_LIMIT} characters`);
  }
  if (holdsControls(value)) throw new ApiError(400, `${field} may not hold control characters or text-direction controls`);
  if (LONE_SURROGATE.test(value)) throw new ApiError(400, `${field} holds a lone UTF-16 surrogate, which is no character`);
  if (!showsSomething(value)) throw new ApiError(400, `${field} must show at least one visible character`);
  if (COMPUTER.test(shownAs(value))) throw new ApiError(400, `${field} may not be "Computer": the computer players are named so`);
}
