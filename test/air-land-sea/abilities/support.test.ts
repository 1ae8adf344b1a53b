import { describe, expect, it } from 'vitest';
import { controller, lastBattleOf, theaterStrength } from '../../../games/air-land-sea/rules';
import { battle, pile, run, waitingFor } from '../support';

// Theaters air | land | sea: land touches both, air and sea do not touch each other.
// Player 0 is the 1st Player unless said otherwise.
describe('Support (A1): +3 strength in each adjacent theater', () => {
  it('adds 3 in each adjacent theater, not in its own nor in a theater it does not touch', () => {
    const s = battle({ hands: ['A1 L6', 'S6 A6'] });
    run(s, '0 deploy A1');
    expect(theaterStrength(s, 'air', '0')).toBe(1);
    expect(theaterStrength(s, 'land', '0')).toBe(3);
    expect(theaterStrength(s, 'sea', '0')).toBe(0);
    expect(theaterStrength(s, 'land', '1')).toBe(0);
  });

  it('in the middle theater it adds 3 on both sides', () => {
    const s = battle({ hands: ['A1 L6', 'S6 A6'], theaters: 'land air sea' });
    run(s, '0 deploy A1');
    expect(theaterStrength(s, 'land', '0')).toBe(3);
    expect(theaterStrength(s, 'sea', '0')).toBe(3);
    expect(theaterStrength(s, 'air', '0')).toBe(1);
  });

  it("counts where its owner has no card: an empty theater next to the 2nd Player's Support is 3-0 for them", () => {
    const s = battle({ hands: ['S6 L6', 'A1 A6'] });
    run(s, '0 deploy S6; 1 deploy A1');
    expect(s.piles.land['0']).toEqual([]);
    expect(s.piles.land['1']).toEqual([]);
    expect(theaterStrength(s, 'land', '1')).toBe(3);
    expect(controller(s, 'land')).toBe('1');
    // Sea is not next to air: the 1st Player keeps it.
    expect(controller(s, 'sea')).toBe('0');
  });

  it('can decide a fought-out battle: the 2nd Player wins land with Support alone and scores 6', () => {
    const s = battle({ hands: ['S6 A6', 'A1 L6'] });
    run(s, '0 deploy S6; 1 deploy A1; 0 improvise A6 land');
    // Land: 2 for player 0 against Support's 3.
    expect(controller(s, 'land')).toBe('1');
    run(s, '1 improvise L6 sea');
    expect(lastBattleOf(s)?.control).toEqual({ air: '1', land: '1', sea: '0' });
    expect(lastBattleOf(s)?.winner).toBe('1');
    expect(s.vp).toEqual({ '0': 0, '1': 6 });
    expect(s.battle).toBe(2);
  });

  it('follows Support when Transport moves it', () => {
    const s = battle({ hands: ['A1 S1 L6', 'A6 S6 L5'] });
    run(s, '0 deploy A1; 1 deploy A6; 0 deploy S1');
    expect(theaterStrength(s, 'land', '0')).toBe(3);
    expect(theaterStrength(s, 'sea', '0')).toBe(1);
    run(s, '0 transport air 0 land');
    // Now in land: +3 in air and sea, none in land itself.
    expect(theaterStrength(s, 'air', '0')).toBe(3);
    expect(theaterStrength(s, 'land', '0')).toBe(1);
    expect(theaterStrength(s, 'sea', '0')).toBe(4);
    expect(controller(s, 'sea')).toBe('0');
    expect(waitingFor(s)).toBe('player 1 turn');
  });

  it('stops while flipped face down and resumes when revealed again', () => {
    const s = battle({ hands: ['A1 L2 S6', 'L3 A6 S5'] });
    run(s, '0 deploy A1; 1 deploy L3; 1 flip air 0');
    expect(theaterStrength(s, 'land', '0')).toBe(0);
    expect(theaterStrength(s, 'air', '0')).toBe(2);
    // Land: player 1's Maneuver 3 against nothing.
    expect(controller(s, 'land')).toBe('1');
    run(s, '0 deploy L2; 0 flip air 0');
    expect(theaterStrength(s, 'land', '0')).toBe(2 + 3);
    expect(controller(s, 'land')).toBe('0');
  });

  it('keeps working while covered by a later card', () => {
    const s = battle({ hands: ['A1 A6 S6', 'L6 S5'] });
    run(s, '0 deploy A1; 1 deploy L6; 0 deploy A6');
    expect(pile(s, 'air', '0')).toBe('A1 A6');
    expect(theaterStrength(s, 'land', '0')).toBe(3);
  });
});
