/** Leaderboard ranks as people read them (`rankedRows`, server/player-routes.ts): the figure shown decides a tie. */
import { expect, it } from 'vitest';
import type { LeaderboardPage } from '../../server/player-store';
import { rankedRows } from '../../server/player-routes';

const page = (ratings: number[], above = 0): LeaderboardPage => ({
  rows: ratings.map((rating, i) => ({ id: `p${i}`, name: `P${i}`, rating, rd: 80, vol: 0.06, games: 9, wins: 5, losses: 4, draws: 0 })),
  total: 100,
  above,
});
const ranks = (p: LeaderboardPage, offset: number) => rankedRows(p, offset).map((r) => r.rank);

it('players shown with the same rating share a rank, and the next one down counts everyone above it', () => {
  expect(ranks(page([1712.2, 1650.4, 1649.6, 1600, 1600, 1500]), 0)).toEqual([1, 2, 2, 4, 4, 6]);
});

it('ratings that differ only below the figure shown tie; ones shown apart do not', () => {
  expect(ranks(page([1662.49, 1661.5, 1661.49]), 0)).toEqual([1, 1, 3]);
});

it('a later page ranks its first row after everyone shown above it, on this page or before', () => {
  // Offset 50: the first row ties with 3 players of the page before (46 players shown above it).
  expect(ranks(page([1580, 1580, 1579], 46), 50)).toEqual([47, 47, 53]);
  expect(ranks(page([1580, 1579], 50), 50)).toEqual([51, 52]);
});
