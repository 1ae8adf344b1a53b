import { describe, expect, it } from 'vitest';
import { battle, options, pile, run, waitingFor } from '../support';

// Theaters air | land | sea. Every hand keeps a spare card so the battle does not end mid-test.
describe('Containment (A5): a card played face down is destroyed (bottom of the deck)', () => {
  it("destroys the opponent's Improvise, which stays a legal action", () => {
    const s = battle({ hands: ['A5 S6', 'L6 A6 S5'] });
    run(s, '0 deploy A5');
    expect(options(s, '1')).toContain('improvise L6 land');
    const deckSize = s.deck.length;
    run(s, '1 improvise L6 land');
    expect(pile(s, 'land', '1')).toBe('');
    expect(s.hands['1']).toEqual(['A6', 'S5']);
    expect(s.deck).toHaveLength(deckSize + 1);
    expect(s.deck.at(-1)).toBe('L6');
    expect(waitingFor(s)).toBe('player 0 turn');
  });

  it("destroys its owner's own face-down plays too", () => {
    const s = battle({ hands: ['A5 S6 L6', 'A6 S5'] });
    run(s, '0 deploy A5; 1 deploy A6; 0 improvise S6 air');
    expect(pile(s, 'air', '0')).toBe('A5');
    expect(s.deck.at(-1)).toBe('S6');
  });

  it("destroys Reinforce's face-down play: the deck's top card goes to its bottom", () => {
    const s = battle({ hands: ['A5 L1 S6', 'A6 S5'], deck: 'S2 L3' });
    run(s, '0 deploy A5; 1 deploy A6; 0 deploy L1');
    expect(waitingFor(s)).toBe('player 0 reinforce');
    const deckSize = s.deck.length;
    run(s, '0 reinforce sea');
    expect(pile(s, 'sea', '0')).toBe('');
    expect(s.deck[0]).toBe('L3');
    expect(s.deck.at(-1)).toBe('S2');
    expect(s.deck).toHaveLength(deckSize);
  });

  it("destroys Redeploy's face-down play", () => {
    const s = battle({ hands: ['L6 A5 S6', 'A3 S4 A6'] });
    run(s, '0 deploy L6; 1 improvise A3 land; 0 deploy A5; 1 deploy S4; 1 redeploy land 0');
    expect(s.hands['1']).toEqual(['A6', 'A3']);
    run(s, '1 improvise A3 air');
    expect(pile(s, 'air', '1')).toBe('');
    expect(pile(s, 'land', '1')).toBe('');
    expect(s.deck.at(-1)).toBe('A3');
    expect(waitingFor(s)).toBe('player 0 turn');
  });

  it('does not destroy a card flipped face down', () => {
    const s = battle({ hands: ['A5 S6 L6', 'L3 A6'] });
    run(s, '0 deploy A5; 1 deploy A6; 0 deploy S6; 1 deploy L3; 1 flip sea 0');
    expect(pile(s, 'sea', '0')).toBe('s6');
  });

  it('does not destroy a face-down card moved by Transport', () => {
    const s = battle({ hands: ['L6 A5 S5', 'A6 S1 L5'] });
    run(s, '0 deploy L6; 1 improvise A6 sea; 0 deploy A5; 1 deploy S1; 1 transport sea 0 land');
    expect(pile(s, 'land', '1')).toBe('a6');
    expect(pile(s, 'sea', '1')).toBe('S1');
  });

  it('stops while face down: face-down plays stay', () => {
    const s = battle({ hands: ['A5 S6 L6', 'L3 A6 S5'] });
    run(s, '0 deploy A5; 1 deploy L3; 1 flip air 0; 0 improvise S6 land');
    expect(pile(s, 'land', '0')).toBe('s6');
  });
});
