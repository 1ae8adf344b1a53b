import { describe, expect, it } from 'vitest';
import { battle, expectRefused, options, pile, run, waitingFor } from '../support';

// Theaters air | land | sea. Every hand keeps a spare card so the battle does not end mid-test.
describe('Air Drop (A2): the next play may go face up to a non-matching theater', () => {
  it("lets its owner's next play go face up anywhere, even after the opponent's turn", () => {
    const s = battle({ hands: ['A2 S6 L6', 'A6 L5 S5'] });
    run(s, '0 deploy A2; 1 deploy A6');
    expect(options(s, '0')).toEqual(expect.arrayContaining(['deploy S6 air', 'deploy S6 land', 'deploy S6 sea']));
    run(s, '0 deploy S6 land');
    expect(pile(s, 'land', '0')).toBe('S6');
    expect(waitingFor(s)).toBe('player 1 turn');
  });

  it('is used up by that one play: the play after must match again', () => {
    const s = battle({ hands: ['A2 S6 L6', 'A6 S5 L5'] });
    run(s, '0 deploy A2; 1 deploy A6; 0 deploy S6 land; 1 deploy S5');
    expectRefused(s, '0 deploy L6 air');
    expectRefused(s, '0 deploy L6 sea');
    expect(options(s, '0').filter((o) => o.startsWith('deploy'))).toEqual(['deploy L6 land']);
  });

  it('is used up by a face-down play (Improvise) too', () => {
    const s = battle({ hands: ['A2 S6 L6', 'A6 L5 S5'] });
    run(s, '0 deploy A2; 1 deploy A6; 0 improvise S6 air; 1 deploy S5');
    expectRefused(s, '0 deploy L6 air');
    expectRefused(s, '0 deploy L6 sea');
    run(s, '0 deploy L6');
    expect(pile(s, 'land', '0')).toBe('L6');
  });

  it("is used up by a Reinforce play made before its owner's next turn", () => {
    const s = battle({ hands: ['L1 A2 S6 L6', 'A6 L3'], deck: 'S2' });
    run(s, '0 improvise L1 sea; 1 deploy A6; 0 deploy A2');
    // Player 1's Maneuver reveals player 0's Reinforce: its face-down play uses the permission.
    run(s, '1 deploy L3; 1 flip sea 0');
    expect(waitingFor(s)).toBe('player 0 reinforce');
    run(s, '0 reinforce land');
    expect(pile(s, 'land', '0')).toBe('s2');
    expect(waitingFor(s)).toBe('player 0 turn');
    expectRefused(s, '0 deploy S6 air');
    expectRefused(s, '0 deploy S6 land');
  });

  it('lets a Redeploy play go anywhere, and is used up by it', () => {
    const s = battle({ hands: ['S4 L6 A2 S6 L5', 'A6 L4 A3 S5'] });
    run(s, '0 improvise S4 land; 1 deploy A6; 0 improvise L6 sea; 1 improvise L4 air; 0 deploy A2');
    // Player 1's Maneuver reveals player 0's Redeploy: it returns L6, whose play may go anywhere.
    run(s, '1 deploy A3; 1 flip land 0; 0 redeploy sea 0');
    expect(waitingFor(s)).toBe('player 0 redeployPlay');
    expect(options(s, '0')).toEqual(expect.arrayContaining(['deploy L6 air', 'deploy L6 sea', 'deploy S6 air']));
    run(s, '0 deploy L6 air');
    expect(pile(s, 'air', '0')).toBe('A2 L6');
    expect(waitingFor(s)).toBe('player 0 turn');
    expectRefused(s, '0 deploy S6 air');
    expectRefused(s, '0 deploy S6 land');
  });

  it('revealed face up by the opponent, it gives the permission to its owner, not to the opponent', () => {
    const s = battle({ hands: ['A2 S6 L5', 'A3 L6 S5'] });
    run(s, '0 improvise A2 land; 1 deploy A3');
    expect(options(s, '1')).toEqual(['flip land 0']);
    run(s, '1 flip land 0');
    expect(pile(s, 'land', '0')).toBe('A2');
    expect(waitingFor(s)).toBe('player 0 turn');
    run(s, '0 deploy S6 air');
    expect(pile(s, 'air', '0')).toBe('S6');
    expectRefused(s, '1 deploy L6 air');
    expectRefused(s, '1 deploy L6 sea');
  });

  it('does not carry into the next battle', () => {
    // Player 1 opens; player 0's last card is Air Drop, so the battle ends with the permission unused.
    const s = battle({ hands: ['A2', 'A6'], firstPlayer: '1' });
    run(s, '1 deploy A6; 0 deploy A2');
    expect(s.battle).toBe(2);
    expect(s.firstPlayer).toBe('0');
    expect(waitingFor(s)).toBe('player 0 turn');
    const THEATER = { A: 'air', L: 'land', S: 'sea' } as Record<string, string>;
    const deploys = options(s, '0').filter((o) => o.startsWith('deploy'));
    expect(deploys).toHaveLength(s.hands['0'].length);
    for (const d of deploys) {
      const [, card, theater] = d.split(' ') as [string, string, string];
      expect(theater).toBe(THEATER[card[0] as string]);
    }
  });
});
