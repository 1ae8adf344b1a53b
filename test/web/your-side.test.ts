/** "You play" in the new-game form: the choices, the seat drawn at random, the other seats' names. */
import { describe, expect, it } from 'vitest';
import { findGame } from '../../games';
import { AT_RANDOM, creatorSeat, otherSeatLabel, seatAfter, sideChoices } from '../../web/lobby/your-side';

const lvs = findGame('land-vs-sea')!;
const als = findGame('air-land-sea')!;

describe('your side', () => {
  it('is offered only where seats have sides: at random first', () => {
    expect(sideChoices(als, 2)).toEqual([]);
    expect(sideChoices(lvs, 3).map((c) => c.text)).toEqual(['At random', 'Land', 'Sea', 'Cartographer']);
  });

  it('at random, every seat can be drawn, each as often for evenly spread draws', () => {
    for (const players of [2, 3, 4]) {
      const drawn = Array.from({ length: 100 }, (_, i) => creatorSeat(AT_RANDOM, players, () => i / 100));
      const counts = Array.from({ length: players }, (_, seat) => drawn.filter((d) => d === seat).length);
      expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
    }
    expect(creatorSeat('2', 3, () => 0)).toBe(2);
  });

  it('names the other seats by number and side once the side is chosen, by how they stand to the creator when not', () => {
    const labels = (players: number, choice: string) =>
      Array.from({ length: players - 1 }, (_, i) => otherSeatLabel(lvs, players, choice, i + 1));
    expect(labels(2, AT_RANDOM)).toEqual(['Opponent']);
    expect(labels(3, AT_RANDOM)).toEqual(['Opponent 1', 'Opponent 2']);
    expect(labels(4, AT_RANDOM)).toEqual(['Opponent 1', 'Team-mate', 'Opponent 2']);
    expect(labels(3, '1')).toEqual(['Seat 3 (Cartographer)', 'Seat 1 (Land)']);
    expect(otherSeatLabel(als, 2, '0', 1)).toBe('Seat 2');
    expect([1, 2, 3].map((k) => seatAfter(3, k, 4))).toEqual([0, 1, 2]);
  });
});
