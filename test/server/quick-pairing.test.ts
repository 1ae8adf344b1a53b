/**
 * Who sits with whom in the quick-match queue (`server/quick-pairing.ts`), and when two requests
 * agree (`server/quick-requests.ts`): options equal or "any", the closest rating first within a
 * tolerance that widens with waiting, the longest wait first among equals, partial tables for
 * the computer to fill; requests made canonical (defaults, forced options) and refused with why.
 */
import { describe, expect, it } from 'vitest';
import { findGame } from '../../games';
import { chooseTable, type Candidate } from '../../server/quick-pairing';
import { agreedOptions, canonicalOptions, parseQuickRequest } from '../../server/quick-requests';

const T0 = 1_000_000;
const tolerance = { base: 100, perSecond: 10 };
const person = (id: string, extra: Partial<Candidate> = {}): Candidate => ({ id, options: 'any', since: T0, ...extra });
const ids = (table: Candidate[] | undefined) => table?.map((c) => c.id);

describe('chooseTable', () => {
  it('seats the anchor with the first who agrees; none alone', () => {
    const a = person('a');
    expect(chooseTable(a, [a], 2, T0, { tolerance })).toBeUndefined();
    expect(ids(chooseTable(a, [a, person('b', { since: T0 + 5 }), person('c', { since: T0 + 1 })], 2, T0, { tolerance }))).toEqual([
      'a',
      'c',
    ]);
  });

  it('two tickets of one player never sit together', () => {
    const ada = person('a', { player: '{"player":"ada"}' });
    const again = person('a2', { player: '{"player":"ada"}' });
    expect(chooseTable(ada, [ada, again], 2, T0, { tolerance })).toBeUndefined();
    expect(ids(chooseTable(ada, [ada, again, person('b', { since: T0 + 1, player: '{"player":"bo"}' })], 2, T0, { tolerance }))).toEqual([
      'a',
      'b',
    ]);
    // Without an identity nobody is told apart: two anonymous tickets sit together.
    expect(ids(chooseTable(person('x'), [person('y')], 2, T0, { tolerance }))).toEqual(['x', 'y']);
  });

  it('options must agree: equal, or "any" on one side', () => {
    const eighteen = { mode: 'standard', targetVP: '18', edition: 'revised' };
    const twelve = { mode: 'standard', targetVP: '12', edition: 'revised' };
    const a = person('a', { options: eighteen });
    expect(chooseTable(a, [person('b', { options: twelve })], 2, T0, { tolerance })).toBeUndefined();
    expect(
      ids(chooseTable(a, [person('b', { options: twelve }), person('c', { options: { ...eighteen } })], 2, T0, { tolerance })),
    ).toEqual(['a', 'c']);
    expect(ids(chooseTable(a, [person('b', { options: 'any' })], 2, T0, { tolerance }))).toEqual(['a', 'b']);
    // At a larger table, an "any" between two specifics does not make them agree.
    const three = chooseTable(
      person('x', { options: 'any' }),
      [person('y', { options: twelve }), person('z', { options: eighteen })],
      3,
      T0,
      {
        tolerance,
      },
    );
    expect(three).toBeUndefined();
  });

  it('prefers the closest rating, within a tolerance that widens with the wait', () => {
    const a = person('a', { rating: 1500 });
    const far = person('far', { rating: 1850, since: T0 - 1000 });
    const near = person('near', { rating: 1560, since: T0 + 10 });
    // The closer one, though it came later.
    expect(ids(chooseTable(a, [far, near], 2, T0 + 10, { tolerance }))).toEqual(['a', 'near']);
    // Alone with the far one: 350 apart is over 100 + 10/s until 25 s of waiting (counted from the earlier).
    expect(chooseTable(a, [far], 2, T0 + 20_000, { tolerance })).toBeUndefined();
    expect(ids(chooseTable(a, [far], 2, T0 + 24_000, { tolerance }))).toEqual(['a', 'far']);
    // No rating on one side: no constraint, and no preference over an exact one.
    const unrated = person('unrated', { since: T0 - 5 });
    expect(ids(chooseTable(a, [unrated, far], 2, T0, { tolerance }))).toEqual(['a', 'unrated']);
  });

  it('fills a table of three, every pair within the tolerance; partial tables only when asked', () => {
    const a = person('a', { rating: 1500 });
    const b = person('b', { rating: 1590 });
    const c = person('c', { rating: 1410 }); // 90 from a, 180 from b
    const d = person('d', { rating: 1520, since: T0 + 1 });
    expect(ids(chooseTable(a, [a, b, c, d], 3, T0, { tolerance }))).toEqual(['a', 'd', 'b']);
    expect(chooseTable(a, [b, c], 3, T0, { tolerance })).toBeUndefined();
    expect(ids(chooseTable(a, [b, c], 3, T0, { tolerance, partial: true }))).toEqual(['a', 'b']);
    expect(ids(chooseTable(a, [], 3, T0, { tolerance, partial: true }))).toEqual(['a']);
  });
});

describe('quick-match requests', () => {
  const als = findGame('air-land-sea')!;
  const lvs = findGame('land-vs-sea')!;

  it('options are made whole and canonical, so two spellings of one match agree', () => {
    expect(canonicalOptions(als, 2, {})).toEqual({ mode: 'standard', targetVP: '12', edition: 'revised' });
    // Beginner mode plays to 3 VP whatever the target says: the target is left out.
    expect(canonicalOptions(als, 2, { mode: 'beginner', targetVP: '18' })).toEqual({ mode: 'beginner', edition: 'revised' });
    expect(canonicalOptions(als, 2, { mode: 'beginner' })).toEqual(canonicalOptions(als, 2, { mode: 'beginner', targetVP: '18' }));
    // Three players play every option, whatever was asked.
    expect(canonicalOptions(lvs, 3, { waypoints: 'off' })).toEqual({ mountainsAndCorals: 'on', caravansAndShips: 'on', waypoints: 'on' });
    expect(agreedOptions(['any', canonicalOptions(als, 2, {}), 'any'])).toEqual(canonicalOptions(als, 2, {}));
    expect(agreedOptions(['any', 'any'])).toBe('any');
    expect(agreedOptions([canonicalOptions(als, 2, {}), canonicalOptions(als, 2, { edition: 'first' })])).toBeUndefined();
  });

  it('a request is checked field by field', () => {
    expect(parseQuickRequest({ game: 'land-vs-sea', numPlayers: 4, options: 'any', playerName: '  Ada ' })).toEqual({
      game: 'land-vs-sea',
      numPlayers: 4,
      options: 'any',
      playerName: 'Ada',
    });
    expect(parseQuickRequest({ game: 'air-land-sea', playerName: 'Bo' })).toMatchObject({ numPlayers: 2, options: 'any' });
    const refused: [unknown, RegExp][] = [
      [null, /must be a JSON object/],
      [[], /must be a JSON object/],
      [{ playerName: 'Ada' }, /game is required/],
      [{ game: 'chess', playerName: 'Ada' }, /unknown game "chess"/],
      [{ game: 'air-land-sea', numPlayers: 3, playerName: 'Ada' }, /numPlayers must be 2 for air-land-sea, got 3/],
      [{ game: 'land-vs-sea', numPlayers: '3', playerName: 'Ada' }, /numPlayers must be 2 or 3 or 4/],
      [{ game: 'air-land-sea', playerName: '' }, /playerName must be a non-empty string/],
      [{ game: 'air-land-sea', playerName: 'x'.repeat(51) }, /at most 50 characters/],
      [{ game: 'air-land-sea', playerName: '\u0000\u202e' }, /playerName may not hold control characters/],
      [{ game: 'air-land-sea', playerName: 'Ada', options: 'all' }, /options must be "any" or an object/],
      [{ game: 'air-land-sea', playerName: 'Ada', options: { deal: 'x' } }, /air-land-sea has no option "deal"/],
      [{ game: 'air-land-sea', playerName: 'Ada', options: { targetVP: 18 } }, /targetVP must be one of "12", "18", got 18/],
      [{ game: 'air-land-sea', playerName: 'Ada', bots: { '1': 'easy' } }, /unknown field "bots"/],
    ];
    for (const [body, message] of refused) expect(() => parseQuickRequest(body), JSON.stringify(body)).toThrow(message);
  });
});
