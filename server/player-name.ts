/**
 * A player's name, wherever one is given: a seat's (`playerName`, `newName`), a quick-match
 * request's and a registered player's (`/players/me`). Every other player reads it, in the lists,
 * on the board and in the log, so besides its length it keeps the rules of all shown text
 * (`games/common/shown-text.ts`: no controls, no lone surrogate, something visible). And the
 * computer players' names ("Computer 1 (easy)") are theirs: a person so named passed for the
 * computer wherever only the name is shown. So no name may begin with the word "computer" as it
 * shows: spelt with invisible characters ("Computer\u200b (hard)", "Com\u00adputer"), look-alike
 * letters (a Cyrillic "о", a small capital "ᴄ", a Cherokee "Ꮯ": the confusables library's table, "rn"
 * for "m"), with spaces inside the word ("Com\u2009puter", a thin space) or followed by anything
 * but a letter ("Computer l (easy)", "Computer-1", "Computer ❪easy❫"). "Computerfan" is a name.
 */
import { remove as removeConfusables } from 'confusables';
import { holdsControls, LONE_SURROGATE, showsSomething, withoutUnseen } from '../games/common/shown-text';
import { ApiError } from './http-errors';

export const NAME_LIMIT = 50;

/**
 * The word "computer" at the start, not followed by two Latin letters: a single letter after it
 * may pass for punctuation ("ComputerI(easy)" reads "Computer|(easy)"), and so may letters of other
 * kinds ("Computerǀ(easy)" with a click letter, "Computerꞌ(easy)" with a saltillo). "Computerfan"
 * is a name. Spaces inside the word count for nothing: a thin one hardly shows.
 */
const COMPUTER = /^\s*c\s*o\s*m\s*p\s*u\s*t\s*e\s*r(?![a-z]{2})/u;
/**
 * Look-alikes the confusables library leaves as they are, each found passing for "computer": a
 * zero for "o" (and the Persian zero "۰"), the N'Ko "ߋ", the Cherokee "Ꮜ" (and its small form) and
 * the Greek "μ" (the micro sign folds to it) for "u".
 */
const MORE_LOOK_ALIKES = new Map<string, string>([
  ['0', 'o'],
  ['ߋ', 'o'],
  ['Ꮜ', 'u'],
  ['ꮜ', 'u'],
  ['μ', 'u'],
  ['۰', 'o'],
]);

/**
 * The name as it shows, for comparing: look-alike letters of other scripts replaced by the Latin
 * ones they pass for (the confusables library's table, then ours), compatibility forms folded,
 * what shows as nothing dropped (format characters, marks, blank letters: "Ann\u3164" is "Ann"),
 * "rn" read as "m".
 */
const shownAs = (name: string): string =>
  withoutUnseen(removeConfusables(name).normalize('NFKD'))
    .replace(/./gu, (c) => MORE_LOOK_ALIKES.get(c) ?? c)
    .toLowerCase()
    .replace(/rn/g, 'm');

/**
 * Throws a 409 if `name` looks like a name another seat of the match holds: a log line or a
 * seat that reads "Ann" must be one player, and a player renamed mid-match to the opponent's
 * name passed for them.
 */
export function checkNameFreeAmong(name: string, others: readonly (string | undefined)[]): void {
  const taken = others.find((other) => other !== undefined && looksAlike(name, other));
  if (taken !== undefined) throw new ApiError(409, `another player in this match is called ${JSON.stringify(taken)}: choose another name`);
}

const looksAlike = (a: string, b: string): boolean => shownAs(a.trim()) === shownAs(b.trim());

/**
 * `name`, numbered ("Ann (2)") if it looks like one of `taken`: for tables the server seats
 * itself (quick match), where two players may have chosen one name.
 */
export function distinctName(name: string, taken: readonly string[]): string {
  const free = (candidate: string) => !taken.some((t) => looksAlike(candidate, t));
  if (free(name)) return name;
  const chars = Array.from(name.trim());
  for (let n = 2; ; n++) {
    const suffix = ` (${n})`;
    // Whole characters only: a cut surrogate pair would be no name at all.
    while (chars.join('').length + suffix.length > NAME_LIMIT) chars.pop();
    const numbered = `${chars.join('')}${suffix}`;
    if (free(numbered)) return numbered;
  }
}

/** Throws a 400 saying what is wrong unless `value` is a name a player may have. */
export function checkName(value: unknown, field: string): asserts value is string {
  if (typeof value !== 'string' || value.trim() === '' || value.length > NAME_LIMIT) {
    throw new ApiError(400, `${field} must be a non-empty string of at most ${NAME_LIMIT} characters`);
  }
  if (holdsControls(value)) throw new ApiError(400, `${field} may not hold control characters or text-direction controls`);
  if (LONE_SURROGATE.test(value)) throw new ApiError(400, `${field} holds a lone UTF-16 surrogate, which is no character`);
  if (!showsSomething(value)) throw new ApiError(400, `${field} must show at least one visible character`);
  // Also as written: the confusables table reads the click letter "ǀ" as an "l", a letter after the word.
  if (COMPUTER.test(shownAs(value)) || COMPUTER.test(withoutUnseen(value.normalize('NFKD')).toLowerCase()))
    throw new ApiError(400, `${field} may not begin with "Computer": the computer players are named so`);
}
