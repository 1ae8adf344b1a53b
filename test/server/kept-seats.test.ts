/**
 * Whom a rematch keeps each seat for. Where seats play sides (Land vs Sea), a table whose every
 * seat was held by a known player passes the sides round: each player takes the next seat's, so
 * three friends' rematches do not keep one Cartographer for ever, and four keep their teams.
 */
import type { Server } from 'boardgame.io';
import { describe, expect, it } from 'vitest';
import { keptNamesOf, keptSeatsOf, openSeatsFor } from '../../server/kept-seats';

const person = (id: number, name: string): Server.PlayerMetadata => ({ id, name, data: { player: `${name.padEnd(12, '-')}0000` } });
const computer = (id: number): Server.PlayerMetadata => ({ id, name: 'Computer (easy)', data: { bot: 'easy' } });
const played = (...seats: Server.PlayerMetadata[]): Server.MatchData =>
  ({ gameName: 'land-vs-sea', players: Object.fromEntries(seats.map((s) => [s.id, s])), createdAt: 1, updatedAt: 1 }) as Server.MatchData;
const idOf = (name: string) => `${name.padEnd(12, '-')}0000`;

describe('the seats a rematch keeps', () => {
  it('passes the sides round where seats play sides: Land to Sea to Cartographer to Land, and the names go with their players', () => {
    const three = played(person(0, 'Ann'), person(1, 'Bo'), person(2, 'Cy'));
    const kept = keptSeatsOf(three, 3, true)!;
    expect(kept).toEqual({ '0': idOf('Cy'), '1': idOf('Ann'), '2': idOf('Bo') });
    expect(keptNamesOf(three, kept)).toEqual({ '0': 'Cy', '1': 'Ann', '2': 'Bo' });
    // A game whose seats are alike keeps them.
    expect(keptSeatsOf(three, 3, false)).toEqual({ '0': idOf('Ann'), '1': idOf('Bo'), '2': idOf('Cy') });
  });

  it('with four, the team-mates (Land, Sea, Land, Sea) stay together on the other side', () => {
    const kept = keptSeatsOf(played(person(0, 'Ann'), person(1, 'Bo'), person(2, 'Cy'), person(3, 'Dee')), 4, true)!;
    // Ann and Cy played Land together: now Sea (seats 1 and 3).
    expect([kept['1'], kept['3']]).toEqual([idOf('Ann'), idOf('Cy')]);
    expect([kept['0'], kept['2']]).toEqual([idOf('Dee'), idOf('Bo')]);
  });

  it('a table with the computer, or a player without a token, keeps its seats', () => {
    expect(keptSeatsOf(played(person(0, 'Ann'), computer(1), person(2, 'Cy')), 3, true)).toEqual({ '0': idOf('Ann'), '2': idOf('Cy') });
    expect(keptSeatsOf(played(person(0, 'Ann'), { id: 1, name: 'Bo' }), 2, true)).toEqual({ '0': idOf('Ann') });
  });

  it('a join naming no seat gets the one kept for its player first, then one kept for nobody', () => {
    const rematch = { ...played({ id: 0 }, { id: 1 }, { id: 2 }), keptFor: { '2': idOf('Ann') } } as Server.MatchData;
    expect(openSeatsFor(rematch, idOf('Ann'))).toEqual(['2', '0', '1']);
    expect(openSeatsFor(rematch, idOf('Bo'))).toEqual(['0', '1']);
    expect(openSeatsFor(rematch, undefined)).toEqual(['0', '1']);
  });
});
