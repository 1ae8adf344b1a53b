import { describe, expect, it } from 'vitest';
import { battle, expectRefused, options, pile, run, waitingFor } from '../support';

// Theaters air | land | sea. Every hand keeps a spare card so the battle does not end mid-test.
describe('Disrupt (L5): starting with its owner, both players flip one of their own uncovered cards', () => {
  it('asks its owner first (Disrupt itself qualifies), then the opponent, out of turn', () => {
    const s = battle({ hands: ['A6 L5 S6', 'S5 A4 L6'] });
    run(s, '0 deploy A6; 1 deploy S5; 0 deploy L5');
    expect(waitingFor(s)).toBe('player 0 flip');
    expect(options(s, '0').sort()).toEqual(['flip air 0', 'flip land 0']);
    expectRefused(s, '0 decline');
    expectRefused(s, '0 flip sea 1');
    run(s, '0 flip land 0');
    expect(pile(s, 'land', '0')).toBe('l5');
    // Disrupt face down now, yet it finishes: the opponent flips one of their own.
    expect(waitingFor(s)).toBe('player 1 flip');
    expect(options(s, '1')).toEqual(['flip sea 1']);
    expectRefused(s, '1 decline');
    run(s, '1 flip sea 1');
    expect(pile(s, 'sea', '1')).toBe('s5');
    expect(waitingFor(s)).toBe('player 1 turn');
  });

  it('flips only uncovered cards', () => {
    const s = battle({ hands: ['L6 L5 S6', 'S5 S4 A6'] });
    run(s, '0 deploy L6; 1 deploy S5; 0 improvise S6 land; 1 improvise S4 sea');
    run(s, '0 deploy L5; 0 flip land 0');
    expect(pile(s, 'land', '0')).toBe('L6 s6 l5');
    run(s, '1 flip sea 1');
    expect(pile(s, 'sea', '1')).toBe('S5 S4');
  });

  it('skips the half of a player with no uncovered card', () => {
    const s = battle({ hands: ['L5 S6', 'S5 A6'] });
    run(s, '0 deploy L5');
    expect(options(s, '0')).toEqual(['flip land 0']);
    run(s, '0 flip land 0');
    expect(waitingFor(s)).toBe('player 1 turn');
    expect(pile(s, 'land', '0')).toBe('l5');
  });

  it('instants revealed by its flips wait until Disrupt is done, then resolve in order', () => {
    const s = battle({ hands: ['A3 L5 S6', 'S1 A6 L6'] });
    run(s, '0 improvise A3 sea; 1 improvise S1 air; 0 deploy L5');
    run(s, '0 flip sea 0');
    expect(pile(s, 'sea', '0')).toBe('A3');
    // Disrupt's second half comes before the Maneuver just revealed.
    expect(waitingFor(s)).toBe('player 1 flip');
    run(s, '1 flip air 1');
    expect(pile(s, 'air', '1')).toBe('S1');
    // First revealed, first resolved: player 0's Maneuver (sea reaches land), then player 1's Transport.
    expect(waitingFor(s)).toBe('player 0 flip');
    expect(options(s, '0')).toEqual(['flip land 0']);
    run(s, '0 flip land 0');
    expect(waitingFor(s)).toBe('player 1 transport');
    run(s, '1 transport air 0 land');
    expect(pile(s, 'land', '1')).toBe('S1');
    expect(waitingFor(s)).toBe('player 1 turn');
  });

  it('played by the 2nd player, starts with them', () => {
    const s = battle({ hands: ['A6 S6 L6', 'L5 S5'] });
    run(s, '0 deploy A6; 1 deploy L5');
    expect(waitingFor(s)).toBe('player 1 flip');
    expect(options(s, '1')).toEqual(['flip land 1']);
    run(s, '1 flip land 1');
    expect(waitingFor(s)).toBe('player 0 flip');
    run(s, '0 flip air 0');
    expect(pile(s, 'air', '0')).toBe('a6');
    expect(waitingFor(s)).toBe('player 0 turn');
  });
});
