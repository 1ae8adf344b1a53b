import { describe, expect, it } from 'vitest';
import { outcome } from '../../games/land-vs-sea/rules';
import { scenario } from './support';

function finished(players: 2 | 3, score: { land: number; sea: number; cartographer?: number }) {
  const hands = [
    ['T21', 'T53'],
    ['T56', 'T51'],
    ['T30', 'T12'],
  ].slice(0, players);
  const state = scenario({ players, hands });
  state.score = score;
  state.step = 'over';
  return state;
}

describe('the end', () => {
  it('has no result while the game runs', () => {
    expect(
      outcome(
        scenario({
          hands: [
            ['T21', 'T53'],
            ['T56', 'T51'],
          ],
        }),
      ),
    ).toBeNull();
  });

  it('gives the win to the most points, with the final scores', () => {
    expect(outcome(finished(2, { land: 30, sea: 28 }))).toEqual({ winner: 'land', scores: { land: 30, sea: 28 } });
    expect(outcome(finished(2, { land: 3, sea: 28 }))).toEqual({ winner: 'sea', scores: { land: 3, sea: 28 } });
    expect(outcome(finished(3, { land: 3, sea: 8, cartographer: 9 }))).toMatchObject({ winner: 'cartographer' });
  });

  it('lets a tie stand', () => {
    expect(outcome(finished(2, { land: 20, sea: 20 }))).toEqual({ draw: true, scores: { land: 20, sea: 20 } });
    expect(outcome(finished(3, { land: 12, sea: 12, cartographer: 5 }))).toMatchObject({ draw: true });
  });
});
