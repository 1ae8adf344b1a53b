import { describe, expect, it } from 'vitest';
import { battle, expectRefused, options, pile, run, strengths, waitingFor } from '../support';

// Theaters air | land | sea. Every hand keeps a spare card so the battle does not end mid-test.
describe('Ambush (L2): flip any uncovered card', () => {
  it('offers the uncovered card of every pile, near or far, either side, Ambush itself included', () => {
    const s = battle({ hands: ['A6 L2 S6', 'S5 A4 L5'] });
    run(s, '0 deploy A6; 1 deploy S5; 0 deploy L2');
    expect(waitingFor(s)).toBe('player 0 flip');
    expect(options(s, '0').sort()).toEqual(['flip air 0', 'flip land 0', 'flip sea 1']);
    expectRefused(s, '0 decline');
    run(s, '0 flip land 0');
    expect(pile(s, 'land', '0')).toBe('l2');
    expect(waitingFor(s)).toBe('player 1 turn');
  });

  it("flips only the top card of a pile, here an opponent's card two theaters away", () => {
    const s = battle({ hands: ['L6 S6 L2 A6', 'S5 A4 L5'] });
    run(s, '0 deploy L6; 1 deploy S5; 0 improvise S6 land; 1 improvise A4 sea; 0 deploy L2');
    expect(options(s, '0').sort()).toEqual(['flip land 0', 'flip sea 1']);
    run(s, '0 flip sea 1');
    expect(pile(s, 'sea', '1')).toBe('S5 A4');
    expect(strengths(s, 'sea', '1')).toEqual([5, 4]);
    expect(pile(s, 'land', '0')).toBe('L6 s6 L2');
  });

  it('revealing an instant triggers it, resolved by its owner', () => {
    const s = battle({ hands: ['S6 L2 A6', 'S3 A4 L5'] });
    run(s, '0 deploy S6; 1 improvise S3 sea; 0 deploy L2; 0 flip sea 1');
    expect(pile(s, 'sea', '1')).toBe('S3');
    // Player 1's Maneuver in sea reaches land only.
    expect(waitingFor(s)).toBe('player 1 flip');
    expect(options(s, '1')).toEqual(['flip land 0']);
    run(s, '1 flip land 0');
    expect(pile(s, 'land', '0')).toBe('l2');
    expect(waitingFor(s)).toBe('player 1 turn');
  });
});
