import { describe, expect, it } from 'vitest';
import { view } from '../../../games/air-land-sea/rules';
import { battle, expectRefused, options, pile, run, strengths, waitingFor } from '../support';

// Theaters air | land | sea unless said otherwise. Every hand keeps a spare card.
describe('Reinforce (L1): draw the top card and play it face down to an adjacent theater', () => {
  it('is mandatory: the owner picks an adjacent theater, there is no decline', () => {
    const s = battle({ hands: ['L1 S6', 'A6 S5'], deck: 'S2' });
    run(s, '0 deploy L1');
    expect(waitingFor(s)).toBe('player 0 reinforce');
    expect(options(s, '0')).toEqual(['reinforce air', 'reinforce sea']);
    expectRefused(s, '0 decline');
    const deckSize = s.deck.length;
    run(s, '0 reinforce sea');
    expect(pile(s, 'sea', '0')).toBe('s2');
    expect(strengths(s, 'sea', '0')).toEqual([2]);
    expect(s.deck).toHaveLength(deckSize - 1);
    // Straight from the deck to the board, never through the hand.
    expect(s.hands['0']).toEqual(['S6']);
    expect(waitingFor(s)).toBe('player 1 turn');
  });

  it("plays on top of its owner's pile there", () => {
    const s = battle({ hands: ['S6 L1 A6', 'A5 S5'], deck: 'A3' });
    run(s, '0 deploy S6; 1 improvise A5 sea; 0 deploy L1; 0 reinforce sea');
    expect(pile(s, 'sea', '0')).toBe('S6 a3');
    expect(pile(s, 'sea', '1')).toBe('a5');
  });

  it("measures adjacency from Reinforce's own theater (one option is still asked)", () => {
    const s = battle({ hands: ['L1 S6', 'A6 S5'], deck: 'S2', theaters: 'land air sea' });
    run(s, '0 deploy L1');
    expect(waitingFor(s)).toBe('player 0 reinforce');
    expect(options(s, '0')).toEqual(['reinforce air']);
    expectRefused(s, '0 reinforce sea');
    run(s, '0 reinforce air');
    expect(pile(s, 'air', '0')).toBe('s2');
  });

  it("revealed face down in air, it reinforces next to air, and its owner chooses on the opponent's turn", () => {
    const s = battle({ hands: ['L1 S6', 'L3 A6'], deck: 'S2' });
    run(s, '0 improvise L1 air; 1 deploy L3; 1 flip air 0');
    expect(waitingFor(s)).toBe('player 0 reinforce');
    // Air touches land only (not sea, which a Reinforce in land would reach).
    expect(options(s, '0')).toEqual(['reinforce land']);
    run(s, '0 reinforce land');
    expect(pile(s, 'land', '0')).toBe('s2');
    expect(waitingFor(s)).toBe('player 0 turn');
  });

  it('does nothing, and asks nothing, when the deck is empty', () => {
    const s = battle({ hands: ['L1 S6', 'A6 S5'] });
    s.deck = []; // as if the deck had run out
    run(s, '0 deploy L1');
    expect(waitingFor(s)).toBe('player 1 turn');
    expect(pile(s, 'air', '0')).toBe('');
    expect(pile(s, 'sea', '0')).toBe('');
  });

  it('is a play: Blockade next to the chosen theater destroys it to the bottom of the deck', () => {
    // sea | air | land: Blockade in sea touches air; Reinforce in land can only reach air.
    const s = battle({ hands: ['A6 S6 L1 L6', 'S5 A4 L5'], deck: 'S2 L3', theaters: 'sea air land' });
    run(s, '0 deploy A6; 1 deploy S5; 0 improvise S6 air; 1 deploy A4');
    expect(s.piles.air['0'].length + s.piles.air['1'].length).toBe(3);
    run(s, '0 deploy L1');
    expect(options(s, '0')).toEqual(['reinforce air']);
    run(s, '0 reinforce air');
    expect(pile(s, 'air', '0')).toBe('A6 s6');
    expect(s.deck[0]).toBe('L3');
    expect(s.deck.at(-1)).toBe('S2');
  });

  it('never shows the drawn card to the opponent', () => {
    const s = battle({ hands: ['L1 S6', 'A6 S5'], deck: 'S2' });
    run(s, '0 deploy L1');
    expect(view(s, '0').reinforceCard).toBe('S2');
    expect(view(s, '1').reinforceCard).toBeNull();
    expect(JSON.stringify(view(s, '1'))).not.toContain('S2');
    expect(JSON.stringify(view(s, null))).not.toContain('S2');
    run(s, '0 reinforce sea');
    expect(view(s, '1').piles.sea['0']).toEqual([{ id: null, faceUp: false }]);
    expect(JSON.stringify(view(s, '1'))).not.toContain('S2');
    expect(view(s, '0').piles.sea['0']).toEqual([{ id: 'S2', faceUp: false }]);
  });
});
