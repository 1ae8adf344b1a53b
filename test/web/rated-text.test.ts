/** Whether a match counts, said before it is played, and why one did not, said at its end. */
import { describe, expect, it } from 'vitest';
import { findGame } from '../../games';
import type { UnratedReason } from '../../games/common/rating';
import type { MatchView } from '../../web/players/api';
import { ratingNote } from '../../web/players/match-rating';
import { anyOptionsLine, ratedLine, UNRATED_SHORT, unratedReason } from '../../web/players/rated-text';

const als = findGame('air-land-sea')!;
const lvs = findGame('land-vs-sea')!;

describe('rated or not, before the match', () => {
  it('a setup that counts says so, with the terms the end holds it to', () => {
    expect(ratedLine(als, als.setupData({ mode: 'standard', targetVP: '12', edition: 'revised' }), 2)).toBe(
      "Rated: the result counts for each person's Air, Land & Sea rating (once every seat has moved, and up to 3 a day between the same two people).",
    );
  });

  it('against the computer, the player’s own rating against its fixed one, and where practice is (QA: "each person’s … two people" beside a computer)', () => {
    const standard = als.setupData({ mode: 'standard', targetVP: '12', edition: 'revised' });
    expect(ratedLine(als, standard, 2, 'easy')).toBe(
      "Rated: the result counts for your Air, Land & Sea rating, against the computer's fixed 1500, once every seat has moved. For practice, not rated: Play against the computer, below.",
    );
    // A setup that cannot count says so, whoever plays.
    expect(ratedLine(als, als.setupData({ mode: 'standard', targetVP: '18', edition: 'revised' }), 2, 'easy')).toMatch(/^Not rated: /);
  });

  it('a setup that cannot count says which do', () => {
    expect(ratedLine(als, als.setupData({ mode: 'standard', targetVP: '18', edition: 'revised' }), 2)).toBe(
      'Not rated: ratings count only standard games: 2 players, standard mode, to 12 VP, revised edition.',
    );
    expect(ratedLine(lvs, lvs.setupData({}), 3)).toBe('Not rated: ratings count only 2-player matches, with any options.');
  });

  it('quick match with any options: a game whose options decide says the match may not count', () => {
    expect(anyOptionsLine(als, 2)).toBe(
      "With Any you may get the other player's options, and ratings count only standard games: 2 players, standard mode, to 12 VP, revised edition.",
    );
    expect(anyOptionsLine(lvs, 2)).toMatch(/^Rated: /);
    expect(anyOptionsLine(lvs, 4)).toMatch(/^Not rated: /);
  });
});

describe('not rated, at the end', () => {
  const unrated: MatchView = {
    matchID: 'm',
    game: 'air-land-sea',
    finishedAt: 1,
    seat: '0',
    side: '',
    result: 'win',
    rated: false,
    opponents: [],
    partners: [],
    replay: null,
  };

  it('says the reason the server recorded, whatever the setup looks like to the page', () => {
    const standard = als.setupData({ mode: 'standard', targetVP: '12', edition: 'revised' });
    const because = (reason: UnratedReason) => ratingNote({ ...unrated, unrated: reason }, unratedReason(als, standard, 2, reason));
    expect(because('unplayed')).toBe(
      'This match is not rated: it ended before every seat had made a move, and a match counts only once every seat has moved.',
    );
    expect(because('pair-day')).toBe('This match is not rated: the same two people count 3 matches in any 24 hours.');
    expect(because('seats')).toBe('This match is not rated: a match counts between two different people, or a person and the computer.');
    expect(because('setup')).toMatch(/^This match is not rated: ratings count only standard games/);
  });

  it('says why without a recorded reason: the setup, or the terms of a rated setup', () => {
    const to18 = als.setupData({ mode: 'standard', targetVP: '18', edition: 'revised' });
    expect(ratingNote(unrated, unratedReason(als, to18, 2))).toBe(
      'This match is not rated: ratings count only standard games: 2 players, standard mode, to 12 VP, revised edition.',
    );
    expect(ratingNote(unrated, unratedReason(als, undefined, 2))).toBe(
      'This match is not rated: a match counts once every seat has moved, and up to 3 a day between the same two people.',
    );
  });
});

describe('rated, at the end', () => {
  const rated = (rdAfter: number): MatchView => ({
    matchID: 'm',
    game: 'air-land-sea',
    finishedAt: 1,
    seat: '0',
    side: '',
    result: 'loss',
    rated: true,
    opponents: [],
    partners: [],
    replay: null,
    rating: { before: 1500, after: 1338, change: -162, rdBefore: 350, rdAfter },
  });

  it('says the change, and why a provisional rating moves far (QA: −162 in a first game, unexplained)', () => {
    expect(ratingNote(rated(290), '')).toBe(
      'Your Air, Land & Sea rating: 1500 → 1338 (−162). It is provisional (“?”): your first games move it most.',
    );
    expect(ratingNote(rated(90), '')).toBe('Your Air, Land & Sea rating: 1500 → 1338 (−162).');
  });
});

describe('why not, in a line of a player’s history', () => {
  it('a setup that cannot count is not blamed on its options: a 3-player Land vs Sea has the standard ones', () => {
    expect(lvs.rating!.rated(lvs.setupData({}), 3)).toBe(false);
    expect(Object.values(UNRATED_SHORT).join(' ')).not.toMatch(/options/);
  });
});
