import { describe, expect, it } from 'vitest';
import { battle, options, pile, run, waitingFor } from '../support';

// Theaters air | land | sea: Blockade in sea touches land only.
// Every hand keeps a spare card so the battle does not end mid-test.
describe('Blockade (S5): a card played to an adjacent theater holding 3 or more cards is destroyed', () => {
  it('counts both sides and not the new card: the 3rd card stays, the 4th is destroyed without its ability', () => {
    const s = battle({ hands: ['L6 A6 L3 S6', 'S5 L4 A5'] });
    run(s, '0 deploy L6; 1 deploy S5; 0 improvise A6 land; 1 improvise L4 land');
    expect(pile(s, 'land', '1')).toBe('l4');
    const deckSize = s.deck.length;
    run(s, '0 deploy L3');
    // Maneuver would have flipped sea; it was destroyed as it landed, to the bottom of the deck.
    expect(pile(s, 'land', '0')).toBe('L6 a6');
    expect(s.hands['0']).toEqual(['S6']);
    expect(s.deck).toHaveLength(deckSize + 1);
    expect(s.deck.at(-1)).toBe('L3');
    expect(waitingFor(s)).toBe('player 1 turn');
  });

  it("destroys face-down plays too, its owner's included", () => {
    const s = battle({ hands: ['L6 A6 S6', 'S5 L4 A5 L5'] });
    run(s, '0 deploy L6; 1 deploy S5; 0 improvise A6 land; 1 improvise L4 land; 0 deploy S6');
    run(s, '1 improvise A5 land');
    expect(pile(s, 'land', '1')).toBe('l4');
    expect(s.deck.at(-1)).toBe('A5');
  });

  it('never affects its own theater', () => {
    const s = battle({ hands: ['A6 L6 S6 A3', 'S5 L4 A5'] });
    run(s, '0 improvise A6 sea; 1 deploy S5; 0 improvise L6 sea; 1 improvise L4 sea; 0 deploy S6');
    expect(pile(s, 'sea', '0')).toBe('a6 l6 S6');
  });

  it('does not affect a theater that does not touch it', () => {
    const s = battle({ hands: ['A6 L6 A4 S6', 'S5 L4 A1 L5'] });
    run(s, '0 improvise L6 air; 1 deploy S5; 0 improvise A6 air; 1 improvise L4 air; 0 deploy A4');
    expect(pile(s, 'air', '0')).toBe('l6 a6 A4');
  });

  it('with Containment also in play, a face-down card is destroyed once (the deck grows by one)', () => {
    const s = battle({ hands: ['L6 S6 A5 A4', 'S5 A6 L5 S1'] });
    run(s, '0 deploy L6; 1 deploy S5; 0 improvise S6 land; 1 improvise A6 land; 0 deploy A5');
    const deckSize = s.deck.length;
    run(s, '1 improvise L5 land');
    expect(s.deck).toHaveLength(deckSize + 1);
    expect(s.deck.filter((c) => c === 'L5')).toHaveLength(1);
    expect(pile(s, 'land', '1')).toBe('a6');
  });

  it("destroys Redeploy's play into a blockaded theater", () => {
    const s = battle({ hands: ['A3 L6 S6 S4 A6', 'S5 L5 L4 A1'] });
    run(s, '0 improvise A3 air; 1 deploy S5; 0 deploy L6; 1 improvise L5 land; 0 improvise S6 land');
    run(s, '1 improvise L4 air; 0 deploy S4');
    expect(options(s, '0')).toEqual(['redeploy air 0', 'redeploy land 1', 'decline']);
    run(s, '0 redeploy air 0; 0 improvise A3 land');
    expect(pile(s, 'land', '0')).toBe('L6 s6');
    expect(pile(s, 'air', '0')).toBe('');
    expect(s.deck.at(-1)).toBe('A3');
    expect(waitingFor(s)).toBe('player 1 turn');
  });

  it('stops while face down', () => {
    const s = battle({ hands: ['L6 L3 A6 S6', 'S5 L4 A5'] });
    run(s, '0 deploy L6; 1 deploy S5; 0 deploy L3; 0 flip sea 1');
    expect(pile(s, 'sea', '1')).toBe('s5');
    run(s, '1 improvise L4 land; 0 improvise A6 land');
    expect(pile(s, 'land', '0')).toBe('L6 L3 a6');
  });
});
