import { describe, expect, it } from 'vitest';
import { battle, expectRefused, options, pile, run, waitingFor } from '../support';

// Theaters air | land | sea: land touches both, air and sea do not touch each other.
// Every hand keeps a spare card so the battle does not end mid-test.
describe('Maneuver (A3, L3, S3): flip an uncovered card in an adjacent theater', () => {
  it('offers only the uncovered cards of adjacent theaters, either side, and flips the one chosen', () => {
    const s = battle({ hands: ['A6 L3 L6', 'S6 A5 A4'] });
    run(s, '0 deploy A6; 1 deploy S6; 0 deploy L3');
    expect(waitingFor(s)).toBe('player 0 flip');
    expect(options(s, '0').sort()).toEqual(['flip air 0', 'flip sea 1']);
    run(s, '0 flip sea 1');
    expect(pile(s, 'sea', '1')).toBe('s6');
    expect(waitingFor(s)).toBe('player 1 turn');
  });

  it('never targets its own theater, and with nothing adjacent is skipped without asking', () => {
    const s = battle({ hands: ['A3 S6 L6', 'A6 A5'] });
    run(s, '0 deploy S6; 1 deploy A6; 0 deploy A3');
    // A3 sits in air, next to land only: land is empty, air (own theater) and sea do not count.
    expect(waitingFor(s)).toBe('player 1 turn');
    expect(pile(s, 'air', '1')).toBe('A6');
    expect(pile(s, 'sea', '0')).toBe('S6');
  });

  it("with only its owner's cards as targets still flips one of them (no decline)", () => {
    const t = battle({ hands: ['A6 L3 L6', 'A5 S5'] });
    run(t, '0 deploy A6; 1 improvise S5 land; 0 deploy L3');
    // Adjacent to land: air (own A6) and sea (empty). The opponent's card is in land itself.
    expect(options(t, '0')).toEqual(['flip air 0']);
    expectRefused(t, '0 decline');
    run(t, '0 flip air 0');
    expect(pile(t, 'air', '0')).toBe('a6');
  });

  it('measures adjacency by position: in the middle it reaches both ends, whatever their names', () => {
    const s = battle({ hands: ['L6 A3 S6', 'S5 A6'], theaters: 'land air sea' });
    run(s, '0 deploy L6; 1 deploy S5; 0 deploy A3');
    expect(options(s, '0').sort()).toEqual(['flip land 0', 'flip sea 1']);
  });

  it('revealing a face-down instant triggers it for its owner', () => {
    const s = battle({ hands: ['L3 S6', 'S1 A6 L5'] });
    run(s, '0 deploy S6; 1 improvise S1 air; 0 deploy L3');
    expect(options(s, '0').sort()).toEqual(['flip air 1', 'flip sea 0']);
    run(s, '0 flip air 1');
    expect(pile(s, 'air', '1')).toBe('S1');
    expect(waitingFor(s)).toBe('player 1 transport');
    run(s, '1 transport air 0 sea');
    expect(pile(s, 'sea', '1')).toBe('S1');
    expect(waitingFor(s)).toBe('player 1 turn');
  });
});
