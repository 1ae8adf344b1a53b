/**
 * Whether a match counts for the players' ratings, said before it is played (QA: players learned
 * it only at the end, from "This match is not rated."). What the setup decides is known at once
 * (the game's `RatingSpec`); the rest is known only at the end (every seat must move; the same two
 * people count a few matches a day), so a rated setup is "Rated" with those terms beside it.
 */
import { isLevel } from '../../games/common/levels';
import type { GameMeta } from '../../games/common/meta';
import { PAIR_RATED_PER_DAY, type UnratedReason } from '../../games/common/rating';
import { initialValues } from '../lobby/OptionFields';

/** Whether matches of this setup count: undefined for a game without ratings. */
export const setupRated = (entry: GameMeta, setupData: unknown, numPlayers: number): boolean | undefined =>
  entry.rating?.rated(setupData, numPlayers);

/** The computer's fixed rating at `level` ("1500"), for a game with ratings and a level it has. */
export const computerRating = (entry: GameMeta, level: string): string | undefined =>
  isLevel(level) && entry.rating ? String(entry.rating.bots[level]) : undefined;

/** The terms every rated setup is held to at the end. */
export const RATED_TERMS = `once every seat has moved, and up to ${PAIR_RATED_PER_DAY} a day between the same two people`;

/**
 * One line for the new-match form and the quick-match form: "Rated: …" or "Not rated: ratings
 * count only …". `computer`: the level of the computer in the other seat, where it is one (QA:
 * "each person's rating … between the same two people" read oddly there, beside the practice
 * game's "not rated").
 */
export function ratedLine(entry: GameMeta, setupData: unknown, numPlayers: number, computer?: string): string | undefined {
  const rated = setupRated(entry, setupData, numPlayers);
  if (rated === undefined) return undefined;
  if (!rated) return `Not rated: ratings count only ${entry.rating!.counts}.`;
  const against = computer === undefined ? undefined : computerRating(entry, computer);
  return against
    ? `Rated: the result counts for your ${entry.title} rating, against the computer's fixed ${against}, once every seat has moved. For practice, not rated: Play against the computer, below.`
    : `Rated: the result counts for each person's ${entry.title} rating (${RATED_TERMS}).`;
}

/** Why a finished match was not rated, after "This match is not rated: ". */
const UNRATED_BECAUSE: Record<UnratedReason, (entry: GameMeta) => string> = {
  setup: (entry) => `ratings count only ${entry.rating?.counts ?? 'some games'}`,
  unplayed: () => 'it ended before every seat had made a move, and a match counts only once every seat has moved',
  seats: () => 'a match counts between two different people, or a person and the computer',
  'pair-day': () => `the same two people count ${PAIR_RATED_PER_DAY} matches in any 24 hours`,
};

/** The same, short, for a line of a player's history: "Unrated: …". */
export const UNRATED_SHORT: Record<UnratedReason, string> = {
  // Options or the number of players (QA: a 3-player match read "these options do not count").
  setup: 'this kind of match does not count',
  unplayed: 'ended before every seat moved',
  seats: 'not two different players',
  'pair-day': `over ${PAIR_RATED_PER_DAY} a day between the same two people`,
};

/**
 * Why a finished match was not rated: the server's reason when it recorded one (`recorded`),
 * else as far as the page can tell from the setup.
 */
export function unratedReason(entry: GameMeta, setupData: unknown, numPlayers: number, recorded?: UnratedReason): string {
  if (recorded) return UNRATED_BECAUSE[recorded](entry);
  return setupRated(entry, setupData, numPlayers) === false ? UNRATED_BECAUSE.setup(entry) : `a match counts ${RATED_TERMS}`;
}

/**
 * The quick-match form's line for "Any" options: the options may be the other player's, so a
 * game whose rating depends on them says which count.
 */
export function anyOptionsLine(entry: GameMeta, numPlayers: number): string | undefined {
  const defaults = initialValues(entry);
  const everyChoiceRated = entry.options.every((option) =>
    option.choices.every((choice) => setupRated(entry, entry.setupData({ ...defaults, [option.key]: choice.value }), numPlayers)),
  );
  if (everyChoiceRated || !setupRated(entry, entry.setupData(defaults), numPlayers))
    return ratedLine(entry, entry.setupData(defaults), numPlayers);
  // QA: "Rated if the match is of the kind ratings count (…): with Any, …" was hard to parse.
  return `With Any you may get the other player's options, and ratings count only ${entry.rating!.counts}.`;
}
