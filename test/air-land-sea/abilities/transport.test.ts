import { describe, expect, it } from 'vitest';
import { battle, options, pile, run, strengths, waitingFor } from '../support';

// Theaters air | land | sea. Every hand keeps a spare card so the battle does not end mid-test.
describe('Transport (S1): you may move one of your cards to a different theater', () => {
  it('may be declined: nothing moves', () => {
    const s = battle({ hands: ['L6 S1 A6', 'A5 S5'] });
    run(s, '0 deploy L6; 1 deploy A5; 0 deploy S1');
    expect(waitingFor(s)).toBe('player 0 transport');
    expect(options(s, '0')).toContain('decline');
    run(s, '0 decline');
    expect(pile(s, 'land', '0')).toBe('L6');
    expect(pile(s, 'sea', '0')).toBe('S1');
    expect(waitingFor(s)).toBe('player 1 turn');
  });

  it('offers every own card, covered or not, face up or down, itself included, to each other theater', () => {
    const s = battle({ hands: ['A6 L6 S1 S6', 'A4 L5 S5'] });
    run(s, '0 improvise A6 land; 1 deploy A4; 0 deploy L6; 1 improvise L5 sea; 0 deploy S1');
    expect(pile(s, 'land', '0')).toBe('a6 L6');
    expect(options(s, '0').sort()).toEqual([
      'decline',
      'transport land 0 air',
      'transport land 0 sea',
      'transport land 1 air',
      'transport land 1 sea',
      'transport sea 0 air',
      'transport sea 0 land',
    ]);
  });

  it('moves a covered face-down card, which stays face down, on top of the destination pile', () => {
    const s = battle({ hands: ['A6 L6 S1 S6', 'A4 L5 S5'] });
    run(s, '0 improvise A6 land; 1 deploy A4; 0 deploy L6; 1 improvise L5 sea; 0 deploy S1');
    run(s, '0 transport land 0 sea');
    expect(pile(s, 'land', '0')).toBe('L6');
    expect(pile(s, 'sea', '0')).toBe('S1 a6');
    expect(strengths(s, 'sea', '0')).toEqual([1, 2]);
    expect(pile(s, 'sea', '1')).toBe('l5');
  });

  it('can move Transport itself', () => {
    const s = battle({ hands: ['L6 S1 A6', 'A5 S5'] });
    run(s, '0 deploy L6; 1 deploy A5; 0 deploy S1; 0 transport sea 0 land');
    expect(pile(s, 'sea', '0')).toBe('');
    expect(pile(s, 'land', '0')).toBe('L6 S1');
  });

  it('is not a play: a moved instant does not trigger, and Blockade does not destroy it', () => {
    const s = battle({ hands: ['L6 L4 A3 S1 S6', 'S5 A4 L5 A6'] });
    run(s, '0 deploy L6; 1 deploy S5; 0 improvise L4 land; 1 improvise A4 land');
    // Land (next to Blockade in sea) holds 3 cards.
    run(s, '0 deploy A3; 0 flip land 1; 1 improvise L5 air');
    run(s, '0 deploy S1; 0 transport air 0 land');
    expect(pile(s, 'land', '0')).toBe('L6 l4 A3');
    expect(pile(s, 'air', '0')).toBe('');
    // Maneuver moved face up into land: no flip is asked.
    expect(waitingFor(s)).toBe('player 1 turn');
  });

  it('is not a play: Containment does not destroy a face-down card moved', () => {
    const s = battle({ hands: ['L6 A5 S5', 'S6 S1 L5'] });
    run(s, '0 deploy L6; 1 improvise S6 air; 0 deploy A5; 1 deploy S1; 1 transport air 0 land');
    expect(pile(s, 'land', '1')).toBe('s6');
    expect(pile(s, 'air', '1')).toBe('');
  });
});
