import { describe, expect, it } from 'vitest';
import { battle, expectRefused, options, pile, run, waitingFor } from '../support';

// Theaters air | land | sea. Every hand keeps a spare card so the battle does not end mid-test.
describe('Redeploy (S4): you may return one of your face-down cards to hand; if you do, play a card', () => {
  // Player 0: A6 face down in land, covered by L6. Player 1: a face-down L4 in sea (not theirs to take).
  const setup = () => {
    const s = battle({ hands: ['A6 L6 S4 S6', 'A4 L4 S2 A1'] });
    return run(s, '0 improvise A6 land; 1 deploy A4; 0 deploy L6; 1 improvise L4 sea; 0 deploy S4');
  };

  it("offers only its owner's face-down cards, covered ones included, and a decline", () => {
    const s = setup();
    expect(waitingFor(s)).toBe('player 0 redeploy');
    expect(options(s, '0')).toEqual(['redeploy land 0', 'decline']);
  });

  it('returns the card to hand, then its owner must play a card (not withdraw), which may be the returned one', () => {
    const s = setup();
    run(s, '0 redeploy land 0');
    expect(pile(s, 'land', '0')).toBe('L6');
    expect(s.hands['0']).toEqual(['S6', 'A6']);
    expect(waitingFor(s)).toBe('player 0 redeployPlay');
    expect(options(s, '0')).toEqual(expect.arrayContaining(['deploy A6 air', 'improvise A6 sea', 'deploy S6 sea', 'improvise S6 air']));
    expect(options(s, '0')).not.toContain('withdraw');
    expect(options(s, '0')).not.toContain('decline');
    expectRefused(s, '0 withdraw');
    expectRefused(s, '0 decline');
    run(s, '0 deploy A6');
    expect(pile(s, 'air', '0')).toBe('A6');
    expect(s.hands['0']).toEqual(['S6']);
    expect(waitingFor(s)).toBe('player 1 turn');
  });

  it('may play another card from hand instead', () => {
    const s = setup();
    run(s, '0 redeploy land 0; 0 improvise S6 air');
    expect(pile(s, 'air', '0')).toBe('s6');
    expect(s.hands['0']).toEqual(['A6']);
    expect(waitingFor(s)).toBe('player 1 turn');
  });

  it('declined: the face-down card stays and nothing is played', () => {
    const s = setup();
    run(s, '0 decline');
    expect(pile(s, 'land', '0')).toBe('a6 L6');
    expect(s.hands['0']).toEqual(['S6']);
    expect(waitingFor(s)).toBe('player 1 turn');
  });

  it("is skipped without asking when its owner has no face-down card (the opponent's do not count)", () => {
    const s = battle({ hands: ['S6 S4 L6', 'L4 A6'] });
    run(s, '0 deploy S6; 1 improvise L4 sea; 0 deploy S4');
    expect(waitingFor(s)).toBe('player 1 turn');
    expect(pile(s, 'sea', '0')).toBe('S6 S4');
    expect(pile(s, 'sea', '1')).toBe('l4');
  });

  it("the card played triggers its own ability after Redeploy's play", () => {
    const s = battle({ hands: ['A3 L6 S4 S6', 'A6 L4 S5'] });
    run(s, '0 improvise A3 sea; 1 deploy A6; 0 deploy L6; 1 improvise L4 land; 0 deploy S4; 0 redeploy sea 0');
    run(s, '0 deploy A3');
    // Maneuver in air reaches land: player 0's L6 or player 1's face-down L4.
    expect(waitingFor(s)).toBe('player 0 flip');
    expect(options(s, '0').sort()).toEqual(['flip land 0', 'flip land 1']);
    run(s, '0 flip land 1');
    expect(pile(s, 'land', '1')).toBe('L4');
    expect(waitingFor(s)).toBe('player 1 turn');
  });
});
