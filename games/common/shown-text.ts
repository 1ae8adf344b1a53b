/**
 * What text other players read (names, chat) may hold, for both ends. No control character, no
 * line or paragraph separator (U+2028, U+2029: a name on two lines) and no text-direction
 * control: U+202E turned the rest of a name or message (and what follows it on a line)
 * backwards. Joiners stay allowed: emoji sequences are made with them. And it must show
 * something: text made of zero-width or blank characters (U+200B, U+3164, U+2800) was an empty
 * space where a player or a message should be.
 */

const FORBIDDEN = /[\p{Cc}\p{Zl}\p{Zp}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/u;
/**
 * What shows as nothing: a format character, a combining mark, a blank letter (Hangul fillers, the
 * braille blank), the musical null notehead (U+1D159), and code points with no character yet or
 * none for all (unassigned, noncharacters, private use: a box or nothing, by font).
 */
const UNSEEN = '\\p{Cf}\\p{M}\\p{Cn}\\p{Co}\\u115f\\u1160\\u3164\\uffa0\\u2800\\u{1d159}';
/** Something that shows: neither white space nor anything UNSEEN. */
const VISIBLE = new RegExp(`[^\\p{White_Space}${UNSEEN}]`, 'u');

const ALL_UNSEEN = new RegExp(`[${UNSEEN}]`, 'gu');

/** `text` without what shows as nothing (white space stays), for comparing names as they show. */
export const withoutUnseen = (text: string): string => text.replace(ALL_UNSEEN, '');

export const holdsControls = (text: string): boolean => FORBIDDEN.test(text);

/**
 * A UTF-16 surrogate not part of a pair (a pair makes one character, matched as such) is no
 * character at all: stored, it became three replacement characters.
 */
export const LONE_SURROGATE = /\p{Cs}/u;

export const showsSomething = (text: string): boolean => VISIBLE.test(text);
