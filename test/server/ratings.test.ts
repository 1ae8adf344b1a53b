/**
 * The rating computation (`server/ratings.ts`): one rating period per finished match, computed by
 * the glicko2 library (the numbers must be the library's own for that period), winners up and
 * losers down, draws half, the computer a fixed opponent, and what cannot be rated left unrated.
 */
import glicko2 from 'glicko2';
import { describe, expect, it } from 'vitest';
import {
  BOT_RD,
  GLICKO_SETTINGS,
  NEW_PLAYER_RATING,
  pairOf,
  ratable,
  ratePeriod,
  settle,
  type PlayerRating,
  type Settlement,
  type SettledSeat,
} from '../../server/ratings';
import { PAIR_RATED_PER_DAY } from '../../games/common/rating';

/** The library used directly, as its README shows: one period, one match. */
function library(a: [number, number, number], b: [number, number, number], scoreOfA: number) {
  const ranking = new glicko2.Glicko2({ tau: 0.5, rating: 1500, rd: 350, vol: 0.06 });
  const pa = ranking.makePlayer(...a);
  const pb = ranking.makePlayer(...b);
  ranking.updateRatings([[pa, pb, scoreOfA]]);
  return [pa, pb].map((p) => ({ rating: p.getRating(), rd: p.getRd(), vol: p.getVol() }));
}

const seat = (s: string, score: number, extra: Partial<SettledSeat>): SettledSeat => ({
  seat: s,
  name: `seat ${s}`,
  side: s,
  score,
  ...extra,
});

const match = (seats: SettledSeat[], rated = true): Settlement => ({ matchID: 'm1', game: 'air-land-sea', finishedAt: 1000, rated, seats });

describe('ratePeriod', () => {
  it('is one rating period of the glicko2 library, with its default settings', () => {
    expect(GLICKO_SETTINGS).toEqual({ tau: 0.5, rating: 1500, rd: 350, vol: 0.06 });
    const cases: [[number, number, number], [number, number, number], number][] = [
      [[1500, 350, 0.06], [1500, 350, 0.06], 1],
      [[1500, 350, 0.06], [1500, 350, 0.06], 0.5],
      [[1712.4, 95.2, 0.059], [1401, 210, 0.061], 0],
      [[1500, 350, 0.06], [1950, BOT_RD, 0.06], 1],
    ];
    for (const [a, b, score] of cases) {
      const [ra, rb] = ratePeriod({ rating: a[0], rd: a[1], vol: a[2] }, { rating: b[0], rd: b[1], vol: b[2] }, score);
      const [la, lb] = library(a, b, score);
      expect(ra).toEqual(la);
      expect(rb).toEqual(lb);
    }
  });

  it('moves the winner up and the loser down, both less uncertain; a draw of equals moves neither', () => {
    const fresh = { rating: 1500, rd: 350, vol: 0.06 };
    const [winner, loser] = ratePeriod(fresh, fresh, 1);
    expect(winner.rating).toBeGreaterThan(1500);
    expect(loser.rating).toBeLessThan(1500);
    expect(winner.rating - 1500).toBeCloseTo(1500 - loser.rating, 6);
    expect(winner.rd).toBeLessThan(350);
    expect(loser.rd).toBeLessThan(350);
    // The figures of the first rated game between two new players (printed in the README).
    expect(winner.rating).toBeCloseTo(1662.31, 2);
    expect(winner.rd).toBeCloseTo(290.32, 2);
    const [a, b] = ratePeriod(fresh, fresh, 0.5);
    expect(a.rating).toBeCloseTo(1500, 6);
    expect(b.rating).toBeCloseTo(1500, 6);
  });

  it('beating a stronger opponent gains more than beating a weaker one', () => {
    const me = { rating: 1500, rd: 100, vol: 0.06 };
    const [vsStrong] = ratePeriod(me, { rating: 1800, rd: 100, vol: 0.06 }, 1);
    const [vsWeak] = ratePeriod(me, { rating: 1200, rd: 100, vol: 0.06 }, 1);
    expect(vsStrong.rating - 1500).toBeGreaterThan(vsWeak.rating - 1500);
  });
});

describe('settle', () => {
  const current = (table: Record<string, PlayerRating>) => (player: string) => table[player];

  it('two bound players: both rated from their current ratings, with their records, and a result each', () => {
    const ada = { ...NEW_PLAYER_RATING, rating: 1600, rd: 120, games: 7, wins: 4, losses: 3 };
    const { ratings, results } = settle(match([seat('0', 0, { player: 'ada' }), seat('1', 1, { player: 'bo' })]), current({ ada }));
    const [expectedAda, expectedBo] = ratePeriod(ada, NEW_PLAYER_RATING, 0);
    expect(ratings.get('ada')).toEqual({ ...expectedAda, games: 8, wins: 4, losses: 4, draws: 0 });
    expect(ratings.get('bo')).toEqual({ ...expectedBo, games: 1, wins: 1, losses: 0, draws: 0 });
    expect(results.map((r) => [r.player, r.seat, r.score, r.rated])).toEqual([
      ['ada', '0', 0, true],
      ['bo', '1', 1, true],
    ]);
    expect(results[0]!.before).toEqual({ rating: 1600, rd: 120, vol: 0.06 });
    expect(results[0]!.after!.rating).toBe(expectedAda.rating);
    expect(results[1]!.before).toEqual({ rating: 1500, rd: 350, vol: 0.06 });
  });

  it("the same two people's rated matches of a day stop counting after PAIR_RATED_PER_DAY; the computer's never do", () => {
    const people = match([seat('0', 1, { player: 'ada' }), seat('1', 0, { player: 'bo' })]);
    expect(pairOf(people)).toEqual(['ada', 'bo']);
    expect(pairOf({ ...people, rated: false }), 'an unrated kind of match has no day to count').toBeUndefined();
    expect(settle(people, current({}), PAIR_RATED_PER_DAY - 1).ratings.size).toBe(2);
    const over = settle(people, current({}), PAIR_RATED_PER_DAY);
    expect(over.ratings.size).toBe(0);
    expect(over.results.map((r) => [r.rated, r.unrated])).toEqual([
      [false, 'pair-day'],
      [false, 'pair-day'],
    ]);
    expect(settle(people, current({})).results.map((r) => r.unrated)).toEqual([undefined, undefined]);
    expect(pairOf(match([seat('0', 1, { player: 'ada' }), seat('1', 0, { bot: 'easy', botRating: 1400 })]))).toBeUndefined();
  });

  it('a draw counts half for both', () => {
    const { ratings } = settle(match([seat('0', 0.5, { player: 'ada' }), seat('1', 0.5, { player: 'bo' })]), current({}));
    expect(ratings.get('ada')).toMatchObject({ games: 1, wins: 0, losses: 0, draws: 1 });
    expect(ratings.get('ada')!.rating).toBeCloseTo(1500, 6);
  });

  it('against the computer only the person moves, against the published rating with a small RD', () => {
    const { ratings, results } = settle(
      match([seat('0', 1, { player: 'ada' }), seat('1', 0, { bot: 'hard', botRating: 2000 })]),
      current({}),
    );
    expect([...ratings.keys()]).toEqual(['ada']);
    const [expected] = ratePeriod(NEW_PLAYER_RATING, { rating: 2000, rd: BOT_RD, vol: 0.06 }, 1);
    expect(ratings.get('ada')).toMatchObject({ rating: expected.rating, rd: expected.rd, games: 1, wins: 1 });
    expect(results).toHaveLength(1);
    expect(results[0]!.seats[1]).toMatchObject({ bot: 'hard' });
  });

  it('what cannot be rated keeps every rating and records unrated results for the bound players', () => {
    const unrated: [Settlement, string | undefined][] = [
      [{ ...match([seat('0', 1, { player: 'ada' }), seat('1', 0, { player: 'bo' })], false), unrated: 'setup' }, 'setup'],
      [{ ...match([seat('0', 1, { player: 'ada' }), seat('1', 0, { player: 'bo' })], false), unrated: 'unplayed' }, 'unplayed'],
      [match([seat('0', 1, { player: 'ada' }), seat('1', 0, {})]), 'seats'], // an anonymous opponent
      [match([seat('0', 1, { player: 'ada' }), seat('1', 0, { player: 'ada' })]), 'seats'], // oneself
      [match([seat('0', 1, { player: 'ada' }), seat('1', 0, { player: 'bo' }), seat('2', 0, { player: 'cy' })]), 'seats'], // three seats
      [match([seat('0', 1, { bot: 'easy', botRating: 1000 }), seat('1', 0, { bot: 'hard', botRating: 2000 })]), undefined], // nobody to record
    ];
    for (const [settlement, reason] of unrated) {
      expect(ratable(settlement) && settlement.rated).toBe(false);
      const { ratings, results } = settle(settlement, current({}));
      expect(ratings.size).toBe(0);
      expect(results.every((r) => !r.rated && r.before === undefined && r.after === undefined)).toBe(true);
      expect(results.map((r) => r.player)).toEqual(settlement.seats.flatMap((s) => (s.player ? [s.player] : [])));
      // Each bound player's result says why: the history shows it.
      expect(new Set(results.map((r) => r.unrated))).toEqual(new Set(results.length > 0 ? [reason] : []));
    }
  });
});
