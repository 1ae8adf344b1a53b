/**
 * Who plays a solo game, as its page heads it: with 4 players of Land vs Sea one computer plays on
 * the person's team (QA: "You and 3 computer players" read as one against three).
 */
import { describe, expect, it } from 'vitest';
import { findGame } from '../../games';
import { soloPlayersText } from '../../web/play/solo-options';

describe('the solo page’s players', () => {
  const lvs = findGame('land-vs-sea')!;

  it('names the computer partner of a team game, whichever seat the person plays', () => {
    expect(soloPlayersText(lvs, 4, '0', 'easy')).toBe('You and a computer partner vs 2 computer players (easy)');
    expect(soloPlayersText(lvs, 4, '1', 'hard')).toBe('You and a computer partner vs 2 computer players (hard)');
  });

  it('counts every computer against the person where nobody shares a side', () => {
    expect(soloPlayersText(lvs, 3, '2', 'medium')).toBe('You and 2 computer players (medium)');
    expect(soloPlayersText(lvs, 2, '1', 'medium')).toBe('You vs the computer (medium)');
    expect(soloPlayersText(findGame('air-land-sea')!, 2, '0', 'easy')).toBe('You vs the computer (easy)');
  });
});
