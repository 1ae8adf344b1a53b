import { describe, expect, it } from 'vitest';
import { apply, controller, lastBattleOf, legalActions, theaterStrength, view } from '../../../games/air-land-sea/rules';
import { battle, expectRefused, options, pile, rng, run, strengths, waitingFor } from '../support';

// Theaters air | land | sea. Player 0 is the 1st Player unless said otherwise.
describe('A turn: exactly one action', () => {
  it('deploys face up only to the theater matching the card', () => {
    const s = battle({ hands: ['A6 L6 S6', 'A5 L5 S5'] });
    expect(options(s, '0').filter((o) => o.startsWith('deploy'))).toEqual(['deploy A6 air', 'deploy L6 land', 'deploy S6 sea']);
    expectRefused(s, '0 deploy A6 land');
    expectRefused(s, '0 deploy L6 sea');
    expectRefused(s, '0 deploy S6 air');
    run(s, '0 deploy L6');
    expect(pile(s, 'land', '0')).toBe('L6');
    expect(s.hands['0']).toEqual(['A6', 'S6']);
    expect(waitingFor(s)).toBe('player 1 turn');
  });

  it('refuses cards not in hand and moves out of turn', () => {
    const s = battle({ hands: ['A6 L6', 'A5 L5'] });
    expectRefused(s, '0 deploy A5');
    expectRefused(s, '0 improvise L5 land');
    expectRefused(s, '1 deploy A5');
    expectRefused(s, '1 withdraw');
    expect(legalActions(s, '1')).toEqual([]);
  });

  it('covers earlier cards: a new card goes on top of its own pile only', () => {
    const s = battle({ hands: ['L6 S6 A6', 'L4 A5'] });
    run(s, '0 deploy L6; 1 deploy L4; 0 improvise S6 land');
    expect(pile(s, 'land', '0')).toBe('L6 s6');
    expect(pile(s, 'land', '1')).toBe('L4');
  });

  it('improvises face down to any theater at strength 2, whatever the printed strength', () => {
    const s = battle({ hands: ['A6 L1 S6', 'A1 L6 S5'] });
    expect(options(s, '0').filter((o) => o.startsWith('improvise A6'))).toEqual([
      'improvise A6 air',
      'improvise A6 land',
      'improvise A6 sea',
    ]);
    run(s, '0 improvise A6 land; 1 improvise A1 sea; 0 improvise L1 land');
    expect(pile(s, 'land', '0')).toBe('a6 l1');
    expect(strengths(s, 'land', '0')).toEqual([2, 2]);
    expect(strengths(s, 'sea', '1')).toEqual([2]);
    // Face down, Support has no ability.
    expect(theaterStrength(s, 'land', '1')).toBe(0);
  });

  it('keeps an improvised card secret from the opponent, not from its owner', () => {
    const s = battle({ hands: ['A6 S6', 'A1 L6'] });
    run(s, '0 improvise A6 land');
    expect(view(s, '0').piles.land['0']).toEqual([{ id: 'A6', faceUp: false }]);
    expect(view(s, '1').piles.land['0']).toEqual([{ id: null, faceUp: false }]);
    expect(JSON.stringify(view(s, '1'))).not.toContain('A6');
    expect(JSON.stringify(view(s, null))).not.toContain('A6');
  });

  it('allows withdrawing on your own turn: the opponent scores from the table', () => {
    const s = battle({ hands: ['A1 A2 A3 A4 A5 A6', 'L1 L2 L3 L4 L5 L6'] });
    run(s, '0 withdraw');
    expect(lastBattleOf(s)).toMatchObject({ battle: 1, winner: '1', vp: 2, withdrawn: '0', control: null });
    expect(s.vp).toEqual({ '0': 0, '1': 2 });
    expect(s.battle).toBe(2);
  });

  it('scores a withdrawal by the cards left in the withdrawing hand and by Supreme Commander', () => {
    // 1st Player (0) withdraws with 1 card: 4. 2nd Player withdraws with 1 card: 6.
    const first = battle({ hands: ['A6 L6', 'A5 L5'] });
    run(first, '0 deploy A6; 1 deploy A5; 0 withdraw');
    expect(first.vp).toEqual({ '0': 0, '1': 4 });
    const second = battle({ hands: ['A6 L6 S6', 'A5 L5'] });
    run(second, '0 deploy A6; 1 deploy A5; 0 deploy L6; 1 withdraw');
    expect(second.vp).toEqual({ '0': 6, '1': 0 });
  });

  it('follows the whole withdrawal table, for each Supreme Commander', () => {
    const cards = ['L1', 'L2', 'L3', 'L4', 'L5', 'L6'];
    // Cards left in the withdrawing hand: 6 5 4 3 2 1.
    const firstTable = [2, 2, 2, 3, 3, 4];
    const secondTable = [2, 2, 3, 3, 4, 6];
    for (let i = 0; i < 6; i++) {
      const hand = cards.slice(i).join(' ');
      const first = battle({ hands: [hand, 'A6 S6'] });
      run(first, '0 withdraw');
      expect(first.vp['1'], `1st Player withdraws with ${6 - i} cards`).toBe(firstTable[i]);
      const second = battle({ hands: ['A6 S6', hand] });
      run(second, '0 deploy A6; 1 withdraw');
      expect(second.vp['0'], `2nd Player withdraws with ${6 - i} cards`).toBe(secondTable[i]);
    }
    // A 1st Player with no card left on their turn (only a scripted deal allows it): 6.
    const empty = battle({ hands: ['', 'A6 S6'] });
    run(empty, '0 withdraw');
    expect(empty.vp['1']).toBe(6);
  });

  it('refuses withdrawing while an ability is resolving', () => {
    const s = battle({ hands: ['L6 A3 S6', 'A5 L5'] });
    run(s, '0 deploy L6; 1 deploy A5; 0 deploy A3');
    expect(waitingFor(s)).toBe('player 0 flip');
    expectRefused(s, '0 withdraw');
    expect(options(s, '0')).not.toContain('withdraw');
  });

  it('skips the turns of a player whose hand is empty while the other still holds cards', () => {
    const s = battle({ hands: ['A6', 'L6 S6 A4'] });
    run(s, '0 deploy A6');
    expect(waitingFor(s)).toBe('player 1 turn');
    run(s, '1 deploy L6');
    expect(waitingFor(s)).toBe('player 1 turn');
    run(s, '1 deploy S6');
    expect(waitingFor(s)).toBe('player 1 turn');
    run(s, '1 deploy A4');
    // Both hands empty: the battle is fought out (player 1 holds land and sea).
    expect(lastBattleOf(s)).toMatchObject({ winner: '1', vp: 6, withdrawn: null });
  });
});

describe('Control and scoring', () => {
  it('gives a theater to the higher total', () => {
    const s = battle({ hands: ['L6 S6', 'L4 A5'] });
    run(s, '0 deploy L6; 1 deploy L4');
    expect(controller(s, 'land')).toBe('0');
    const t = battle({ hands: ['L4 S6', 'L6 A5'] });
    run(t, '0 deploy L4; 1 deploy L6');
    expect(controller(t, 'land')).toBe('1');
  });

  it('gives ties and empty theaters to the 1st Player (player 0)', () => {
    const s = battle({ hands: ['A6 S6', 'L6 S5'] });
    run(s, '0 improvise A6 land; 1 improvise L6 land');
    expect(theaterStrength(s, 'land', '0')).toBe(2);
    expect(theaterStrength(s, 'land', '1')).toBe(2);
    expect(controller(s, 'land')).toBe('0');
    expect(controller(s, 'air')).toBe('0');
  });

  it('gives ties and empty theaters to the 1st Player (player 1)', () => {
    const s = battle({ hands: ['A6 S6', 'L6 S5'], firstPlayer: '1' });
    expect(waitingFor(s)).toBe('player 1 turn');
    run(s, '1 improvise L6 land; 0 improvise A6 land');
    expect(controller(s, 'land')).toBe('1');
    expect(controller(s, 'air')).toBe('1');
    expect(controller(s, 'sea')).toBe('1');
  });

  it('ends a battle when both hands are empty: 6 VP to the player controlling 2 or more theaters', () => {
    const s = battle({ hands: ['A6 L3', 'L6 S5'] });
    run(s, '0 deploy A6; 1 deploy L6; 0 improvise L3 sea');
    expect(s.battle).toBe(1);
    run(s, '1 deploy S5');
    expect(lastBattleOf(s)).toMatchObject({
      battle: 1,
      winner: '1',
      vp: 6,
      withdrawn: null,
      control: { air: '0', land: '1', sea: '1' },
      theaters: ['air', 'land', 'sea'],
      firstPlayer: '0',
    });
    expect(s.vp).toEqual({ '0': 0, '1': 6 });
  });

  it('deals the next battle: theaters rotate right to left, Supreme Commanders swap, all 18 cards dealt again', () => {
    const s = battle({ hands: ['A6 L3', 'L6 S5'] });
    run(s, '0 deploy A6; 1 deploy L6; 0 improvise L3 sea; 1 deploy S5');
    expect(s.battle).toBe(2);
    expect(s.theaters).toEqual(['sea', 'air', 'land']);
    expect(s.firstPlayer).toBe('1');
    expect(waitingFor(s)).toBe('player 1 turn');
    expect(s.hands['0']).toHaveLength(6);
    expect(s.hands['1']).toHaveLength(6);
    expect(s.deck).toHaveLength(6);
    expect(new Set([...s.hands['0'], ...s.hands['1'], ...s.deck]).size).toBe(18);
    for (const t of ['air', 'land', 'sea'] as const) expect(s.piles[t]).toEqual({ '0': [], '1': [] });
  });

  it('over three battles the theaters keep rotating right to left and the commanders keep swapping', () => {
    const s = battle({ hands: ['A6 L3', 'L6 S5'] });
    const seen: { theaters: string; first: string; current: string }[] = [];
    for (let b = 0; b < 3; b++) {
      seen.push({ theaters: s.theaters.join(' '), first: s.firstPlayer, current: s.current });
      run(s, `${s.current} withdraw`);
    }
    expect(seen).toEqual([
      { theaters: 'air land sea', first: '0', current: '0' },
      { theaters: 'sea air land', first: '1', current: '1' },
      { theaters: 'land sea air', first: '0', current: '0' },
    ]);
    expect(s.battle).toBe(4);
    expect(s.theaters).toEqual(['air', 'land', 'sea']);
  });

  it('ends the game when a player reaches 12 VP', () => {
    const s = battle({ hands: ['A6 L3', 'L6 S5'] });
    s.vp = { '0': 4, '1': 6 }; // as if after earlier battles
    run(s, '0 deploy A6; 1 deploy L6; 0 improvise L3 sea; 1 deploy S5');
    expect(s.vp).toEqual({ '0': 4, '1': 12 });
    expect(s.winner).toBe('1');
    expect(waitingFor(s)).toBe('game over');
    expect(legalActions(s, '0')).toEqual([]);
    expect(legalActions(s, '1')).toEqual([]);
    expect(apply(s, '0', { type: 'withdraw' }, rng()).ok).toBe(false);
  });

  it('with the 18 VP option, 12 is not enough but 18 is', () => {
    const s = battle({ hands: ['A6 L3', 'L6 S5'], targetVP: 18 });
    s.vp = { '0': 0, '1': 6 };
    run(s, '0 deploy A6; 1 deploy L6; 0 improvise L3 sea; 1 deploy S5');
    expect(s.vp['1']).toBe(12);
    expect(s.winner).toBeNull();
    expect(s.battle).toBe(2);
    const t = battle({ hands: ['A6 L3', 'L6 S5'], targetVP: 18 });
    t.vp = { '0': 0, '1': 12 };
    run(t, '0 deploy A6; 1 deploy L6; 0 improvise L3 sea; 1 deploy S5');
    expect(t.winner).toBe('1');
  });

  it('ends the game by a withdrawal that reaches the target too', () => {
    const s = battle({ hands: ['A6 L6', 'A5 L5'] });
    s.vp = { '0': 8, '1': 0 };
    run(s, '0 deploy A6; 1 deploy A5; 0 deploy L6; 1 withdraw');
    expect(s.vp['0']).toBe(14);
    expect(s.winner).toBe('0');
  });

  it('beginner mode: 1 VP per battle, fought out or withdrawn, and the first to 3 wins', () => {
    const s = battle({ hands: ['A6 L3', 'L6 S5'], mode: 'beginner' });
    run(s, '0 deploy A6; 1 deploy L6; 0 improvise L3 sea; 1 deploy S5');
    expect(s.vp).toEqual({ '0': 0, '1': 1 });
    expect(s.winner).toBeNull();
    // A withdrawal with 1 card left would be worth 6 in the standard game.
    const w = battle({ hands: ['A6 L6 S6', 'A5 L5'], mode: 'beginner' });
    run(w, '0 deploy A6; 1 deploy A5; 0 deploy L6; 1 withdraw');
    expect(w.vp).toEqual({ '0': 1, '1': 0 });
    const g = battle({ hands: ['A6 L3', 'L6 S5'], mode: 'beginner' });
    g.vp = { '0': 0, '1': 2 };
    run(g, '0 deploy A6; 1 deploy L6; 0 improvise L3 sea; 1 deploy S5');
    expect(g.vp['1']).toBe(3);
    expect(g.winner).toBe('1');
  });
});
