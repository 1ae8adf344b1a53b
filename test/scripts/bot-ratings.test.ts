/**
 * The computer's published ratings (`games/<game>/rating.ts`) are what `npm run bot-ratings`
 * computes from the tournament records, and that computation: the smoothed score, the Elo/Glicko
 * difference it stands for, the chain from random to hard anchored at easy = 1500.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../games';
import {
  botRatings,
  CHAIN,
  expectedScore,
  pointsFromScore,
  published,
  readSeries,
  smoothedScore,
  type SeriesTally,
} from '../../scripts/lib/bot-ratings';

const RECORDS = fileURLToPath(new URL('../../results/tournaments/', import.meta.url));

const tally = (file: string, botA: string, botB: string, wins: number, draws: number, losses: number): SeriesTally => ({
  file,
  game: 'g',
  botA,
  botB,
  setup: '',
  games: wins + draws + losses,
  wins,
  draws,
  losses,
});

describe('the formula', () => {
  it('a series won every game stays finite; an even one is no difference; the difference predicts its score back', () => {
    expect(smoothedScore(400, 0, 400)).toBeCloseTo(400.5 / 401, 12);
    expect(pointsFromScore(smoothedScore(400, 0, 400))).toBeCloseTo(400 * Math.log10(801), 9); // +1,161
    expect(smoothedScore(0, 0, 400)).toBeCloseTo(0.5 / 401, 12);
    expect(pointsFromScore(0.5)).toBe(0);
    expect(pointsFromScore(10 / 11)).toBeCloseTo(400, 6);
    for (const p of [0.1, 0.5, 0.76, 0.99]) expect(expectedScore(pointsFromScore(p))).toBeCloseTo(p, 9);
    expect(smoothedScore(8, 2, 10)).toBeCloseTo(9.5 / 11, 9); // a draw is half a win
  });

  it('the chain: each level above the one below, easy at 1500; both orders of a pairing count; other series are checks', () => {
    const series = [
      tally('bot-ratings-g-easy-random.jsonl', 'easy', 'random', 10, 0, 0),
      tally('bot-ratings-g-medium-easy.jsonl', 'easy', 'medium', 1, 2, 7), // played the other way round
      tally('bot-ratings-g-hard-medium.jsonl', 'hard', 'medium', 6, 0, 4),
      tally('old-g-hard-medium.jsonl', 'hard', 'medium', 0, 0, 10), // not a chain file: ignored
    ];
    const { ratings, steps } = botRatings(series, 'g');
    expect(ratings.easy).toBe(1500);
    expect(ratings.random).toBeCloseTo(1500 - pointsFromScore(10.5 / 11), 9);
    expect(steps[1]).toMatchObject({ upper: 'medium', lower: 'easy', wins: 7, draws: 2, losses: 1, games: 10 });
    expect(ratings.medium).toBeCloseTo(1500 + pointsFromScore(8.5 / 11), 9);
    expect(ratings.hard).toBeCloseTo(ratings.medium + pointsFromScore(6.5 / 11), 9);
    // A level of N iterations played as search#N (its time cap off) is that level.
    const budgets = { easy: { iterations: 30 }, medium: { iterations: 600 }, hard: { iterations: 3000, timeMs: 1400 } };
    const uncapped = [...series.slice(0, 2), tally('bot-ratings-g-hard-medium-uncapped.jsonl', 'search#600', 'search#3000', 4, 0, 6)];
    expect(botRatings(uncapped, 'g', budgets).steps[2]).toMatchObject({ upper: 'hard', lower: 'medium', wins: 6, losses: 4 });
    expect(() => botRatings(uncapped, 'g')).toThrow(/no recorded g series of hard against medium/);
    expect(() =>
      botRatings([...uncapped.slice(0, 2), tally('bot-ratings-g-x.jsonl', 'search#601', 'search#3000', 1, 0, 0)], 'g', budgets),
    ).toThrow(/hard against medium/);
    expect(() => botRatings(series.slice(1), 'g')).toThrow(
      /no recorded g series of easy against random: npm run tournament -- g easy random/,
    );
  });
});

describe('the published ratings', () => {
  const series = readSeries(RECORDS);
  for (const game of GAMES.filter((g) => g.rating)) {
    it(`${game.title}: games/${game.name}/rating.ts holds what the records give`, async () => {
      const computed = botRatings(series, game.name, (await game.load()).definition.budgets);
      expect(game.rating!.bots).toEqual(published(computed.ratings));
      // Stronger levels rate higher, and every step rests on 50 games or more (hard's series are the shortest: README).
      const chain = CHAIN.map((bot) => computed.ratings[bot]);
      expect(chain).toEqual([...chain].sort((a, b) => a - b));
      for (const step of computed.steps) expect(step.games).toBeGreaterThanOrEqual(50);
    });
  }
});
