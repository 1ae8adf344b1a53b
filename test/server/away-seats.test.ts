/**
 * The clock of a claim of the win (`away-seats.ts`), on a clock of its own: how long a match has
 * waited for a seat that is away, and what it keeps of a match once it ended.
 */
import type { Server } from 'boardgame.io';
import { describe, expect, it } from 'vitest';
import { AwaySeats } from '../../server/away-seats';

const seats = (...taken: boolean[]): Server.MatchData =>
  ({
    gameName: 'g',
    createdAt: 0,
    updatedAt: 0,
    players: Object.fromEntries(taken.map((t, id) => [id, t ? { id, name: `P${id}` } : { id }])),
  }) as Server.MatchData;

function clocked() {
  let now = 0;
  const away = new AwaySeats(() => now);
  return { away, at: (ms: number) => (now = ms) };
}

describe('the away clock', () => {
  it('counts from the seat going or the match changing, whichever is later', () => {
    const { away, at } = clocked();
    away.seatsWritten('m', seats(true, true));
    away.matchChanged('m');
    at(1_000);
    away.offline('m', '1');
    at(5_000);
    expect(away.awayMs('m', '1', false)).toBe(4_000);
    expect(away.underWay()).toBe(1);
    away.matchChanged('m');
    at(6_000);
    expect(away.awayMs('m', '1', false)).toBe(1_000);
    expect(away.awayMs('m', '1', true), 'here again').toBeUndefined();
    at(9_000);
    expect(away.awayMs('m', '1', false), 'counted anew from when first seen away again').toBe(0);
  });

  it('counts from when another instance last saw the seat, if later (its socket was there since)', () => {
    const { away, at } = clocked();
    away.seatsWritten('m', seats(true, true));
    away.matchChanged('m');
    at(1_000);
    away.offline('m', '1');
    at(9_000);
    expect(away.awayMs('m', '1', false, 8_000)).toBe(1_000);
    expect(away.awayMs('m', '1', false, 500), 'seen elsewhere before it went here').toBe(8_000);
  });

  it('a match it has not seen under way (a restart) is counted from the first claim, never sooner', () => {
    const { away, at } = clocked();
    at(1_000);
    away.offline('m', '0');
    at(200_000);
    expect(away.awayMs('m', '0', false)).toBe(0);
    at(203_000);
    expect(away.awayMs('m', '0', false)).toBe(3_000);
  });

  it('keeps nothing of a match once it ended, though its sockets go after the end (two notes a match were kept for ever)', () => {
    const { away, at } = clocked();
    away.seatsWritten('m', seats(true, true));
    away.matchChanged('m');
    away.forget('m'); // the last move's state
    at(1_000);
    away.offline('m', '0');
    away.offline('m', '1');
    expect(away.underWay()).toBe(0);
    at(500_000);
    expect(away.awayMs('m', '0', false)).toBe(0);
  });
});
