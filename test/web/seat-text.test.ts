/**
 * How the lobby's pages name a match's seats: the part a seat plays, the computer's level and
 * whether its player is away, in one pair of brackets ("Ada (Land) (away)" read as two asides).
 */
import { describe, expect, it } from 'vitest';
import { findGame } from '../../games';
import type { MatchInfo, SeatInfo } from '../../web/lobby/match-data';
import { seatsBySide, seatWithRole, yourMatchText } from '../../web/lobby/seat-text';

const match = (players: SeatInfo[]): MatchInfo => ({ matchID: 'm', players, setupData: undefined, createdAt: 0 });

describe('seat names on the lobby’s pages', () => {
  it('put the part, the level and "away" in one pair of brackets', () => {
    const lvs = findGame('land-vs-sea')!;
    const seats: SeatInfo[] = [
      { id: 0, name: 'Ada', taken: true },
      { id: 1, bot: 'medium', botNumber: 2, taken: true },
      { id: 2, taken: false },
    ];
    const three = match(seats);
    expect(seatWithRole(lvs, three, seats[0]!, true)).toBe('Ada (Land, away)');
    expect(seatWithRole(lvs, three, seats[1]!)).toBe('Computer 2 (medium, Sea)');
    expect(seatWithRole(lvs, three, seats[2]!)).toBe('open seat (Cartographer)');
    const als = findGame('air-land-sea')!;
    expect(seatWithRole(als, match(seats.slice(0, 2)), seats[0]!, true)).toBe('Ada (away)');
    expect(seatWithRole(als, match(seats.slice(0, 2)), seats[0]!)).toBe('Ada');
    expect(seatWithRole(als, match(seats.slice(0, 2)), { id: 1, bot: 'hard', taken: true })).toBe('Computer (hard)');
  });

  it('puts team-mates side by side, and every seat of a game without teams alone', () => {
    const lvs = findGame('land-vs-sea')!;
    const seats = [0, 1, 2, 3].map((id) => ({ id }));
    const ids = (sides: { id: number }[][]) => sides.map((side) => side.map((seat) => seat.id));
    expect(ids(seatsBySide(lvs, 4, seats))).toEqual([
      [0, 2],
      [1, 3],
    ]);
    expect(ids(seatsBySide(lvs, 3, seats.slice(0, 3)))).toEqual([[0], [1], [2]]);
    expect(ids(seatsBySide(lvs, 2, seats.slice(0, 2)))).toEqual([[0], [1]]);
    expect(ids(seatsBySide(findGame('air-land-sea')!, 2, seats.slice(0, 2)))).toEqual([[0], [1]]);
  });

  it('"Your matches" names each side with its part, a team together (QA: a table of 4 read as everyone against everyone)', () => {
    const mine = (game: string, playerID: string) => ({ game, matchID: 'm', playerID, credentials: 'c', playerName: 'Ada', joinedAt: 1 });
    const seat = (id: number, name: string): SeatInfo => ({ id, name, taken: true });
    expect(yourMatchText(mine('land-vs-sea', '0'), [seat(1, 'Bob'), seat(2, 'Cy'), seat(3, 'Di')])).toBe(
      'Land vs Sea: Ada (you) & Cy as Land vs Bob & Di as Sea',
    );
    expect(yourMatchText(mine('land-vs-sea', '1'), [seat(0, 'Bob'), { id: 2, bot: 'easy', taken: true }])).toBe(
      'Land vs Sea: Ada (you) as Sea vs Bob as Land vs Computer (easy) as Cartographer',
    );
    expect(yourMatchText(mine('air-land-sea', '0'), [seat(1, 'Bob')])).toBe('Air, Land & Sea: Ada (you) vs Bob');
    expect(yourMatchText(mine('land-vs-sea', '0'), undefined)).toBe('Land vs Sea: Ada (you)');
  });
});
