import { describe, expect, it } from 'vitest';
import { battle, expectRefused, options, pile, run, waitingFor } from '../support';

// Theaters air | land | sea: land touches both, air and sea do not touch each other.
// Every hand keeps a spare card so the battle does not end mid-test.
describe('Instants queue: first in, first out, each fully before the next', () => {
  it('resolves instants revealed together in the order they were revealed; one revealed later waits its turn', () => {
    const s = battle({ hands: ['A3 L5 A6 S6', 'S1 L2 S5 A4'] });
    run(s, '0 improvise A3 sea; 1 improvise S1 air; 0 deploy A6; 1 improvise L2 land; 0 deploy L5');
    // Disrupt: player 0 reveals their Maneuver, player 1 reveals their Transport.
    run(s, '0 flip sea 0; 1 flip air 1');
    expect(pile(s, 'sea', '0')).toBe('A3');
    expect(pile(s, 'air', '1')).toBe('S1');
    // Maneuver (first revealed) resolves first; it reveals player 1's Ambush, which goes last.
    expect(waitingFor(s)).toBe('player 0 flip');
    run(s, '0 flip land 1');
    expect(pile(s, 'land', '1')).toBe('L2');
    expect(waitingFor(s)).toBe('player 1 transport');
    run(s, '1 decline');
    expect(waitingFor(s)).toBe('player 1 flip');
    run(s, '1 flip air 0');
    expect(pile(s, 'air', '0')).toBe('a6');
    expect(waitingFor(s)).toBe('player 1 turn');
  });

  it('finishes an instant (Redeploy and its play) before the next queued one starts', () => {
    const s = battle({ hands: ['L6 S4 L5 A6 S6', 'A3 S5 A4'] });
    run(s, '0 improvise L6 air; 1 improvise A3 sea; 0 improvise S4 sea; 1 deploy A4; 0 deploy L5');
    // Disrupt: player 0 reveals Redeploy, player 1 reveals their Maneuver in sea.
    run(s, '0 flip sea 0; 1 flip sea 1');
    expect(waitingFor(s)).toBe('player 0 redeploy');
    run(s, '0 redeploy air 0');
    // Redeploy's play is part of Redeploy: it comes before player 1's Maneuver.
    expect(waitingFor(s)).toBe('player 0 redeployPlay');
    run(s, '0 deploy L6');
    expect(waitingFor(s)).toBe('player 1 flip');
    run(s, '1 flip land 0');
    expect(pile(s, 'land', '0')).toBe('L5 l6');
    expect(waitingFor(s)).toBe('player 1 turn');
  });

  it("an instant revealed on the opponent's turn is resolved by its owner, then the next turn comes as usual", () => {
    const s = battle({ hands: ['L6 A3 S6', 'S1 A6 L5'] });
    run(s, '0 deploy L6; 1 improvise S1 land');
    const turn = s.turn;
    run(s, '0 deploy A3; 0 flip land 1');
    expect(waitingFor(s)).toBe('player 1 transport');
    expect(s.current).toBe('0');
    expect(options(s, '0')).toEqual([]);
    expectRefused(s, '0 deploy S6');
    expectRefused(s, '0 decline');
    run(s, '1 transport land 0 sea');
    expect(pile(s, 'sea', '1')).toBe('S1');
    // Player 0's turn is over: player 1 now takes their own turn, just one turn later.
    expect(waitingFor(s)).toBe('player 1 turn');
    expect(s.turn).toBe(turn + 1);
  });

  it("revealed on the opponent's turn, the owner's choice does not cost the opponent their next turn", () => {
    const s = battle({ hands: ['A3 A6 S6', 'L6 S3 L5'] });
    run(s, '0 improvise A3 land; 1 deploy S3; 1 flip land 0');
    // Player 0's Maneuver, now face up in land, reaches air and sea.
    expect(waitingFor(s)).toBe('player 0 flip');
    expect(options(s, '0')).toEqual(['flip sea 1']);
    run(s, '0 flip sea 1');
    expect(waitingFor(s)).toBe('player 0 turn');
  });

  it('a queued instant still resolves after its card was flipped face down, measuring from where the card lies', () => {
    const s = battle({ hands: ['A3 A6 S6', 'L2 L5 S5'] });
    run(s, '0 improvise A3 land; 1 improvise L2 sea; 0 deploy A6; 1 deploy L5');
    // Player 1's Disrupt: they reveal their Ambush, then player 0 reveals their Maneuver (face down in land).
    run(s, '1 flip sea 1; 0 flip land 0');
    // Ambush first: player 1 turns the Maneuver back face down.
    expect(waitingFor(s)).toBe('player 1 flip');
    run(s, '1 flip land 0');
    expect(pile(s, 'land', '0')).toBe('a3');
    // The Maneuver still resolves, from land (air and sea), not from air where it would belong.
    expect(waitingFor(s)).toBe('player 0 flip');
    expect(options(s, '0').sort()).toEqual(['flip air 0', 'flip sea 1']);
    run(s, '0 flip sea 1');
    expect(pile(s, 'sea', '1')).toBe('l2');
    expect(waitingFor(s)).toBe('player 0 turn');
  });

  it('ignores an impossible instant in the queue and goes on with the next', () => {
    const s = battle({ hands: ['S4 L5 S6', 'L2 A6 S5'] });
    run(s, '0 improvise S4 sea; 1 improvise L2 air; 0 deploy L5');
    run(s, '0 flip sea 0; 1 flip air 1');
    // Redeploy (first) has no face-down card of player 0 to return: skipped. Ambush is asked.
    expect(waitingFor(s)).toBe('player 1 flip');
    run(s, '1 flip sea 0');
    expect(pile(s, 'sea', '0')).toBe('s4');
    expect(waitingFor(s)).toBe('player 1 turn');
  });

  it('asks a choice that has a single option', () => {
    // Maneuver with one target.
    const m = battle({ hands: ['L6 S3 A6', 'A4 S5'] });
    run(m, '0 deploy L6; 1 deploy A4; 0 deploy S3');
    expect(waitingFor(m)).toBe('player 0 flip');
    expect(options(m, '0')).toEqual(['flip land 0']);
    // Reinforce with one adjacent theater.
    const r = battle({ hands: ['L1 S6', 'A4 S5'], theaters: 'land air sea' });
    run(r, '0 deploy L1');
    expect(waitingFor(r)).toBe('player 0 reinforce');
    expect(options(r, '0')).toEqual(['reinforce air']);
  });

  it('offers decline for the "may" abilities (Transport, Redeploy) and only for them', () => {
    const t = battle({ hands: ['S1 A6', 'A4 S5'] });
    run(t, '0 deploy S1');
    expect(options(t, '0')).toContain('decline');

    const r = battle({ hands: ['A6 S4 S6', 'A4 S5'] });
    run(r, '0 improvise A6 land; 1 deploy A4; 0 deploy S4');
    expect(options(r, '0')).toEqual(['redeploy land 0', 'decline']);
    run(r, '0 redeploy land 0');
    expect(options(r, '0')).not.toContain('decline');

    const mandatory: [string, string, string][] = [
      ['Maneuver', 'L6 A3 S6', '0 deploy L6; 1 deploy A4; 0 deploy A3'],
      ['Ambush', 'L2 S6', '0 deploy L2'],
      ['Disrupt', 'L5 S6', '0 deploy L5'],
      ['Reinforce', 'L1 S6', '0 deploy L1'],
    ];
    for (const [name, hand, script] of mandatory) {
      const s = battle({ hands: [hand, 'A4 S5 A5'] });
      run(s, script);
      expect(s.choice, name).not.toBeNull();
      expect(options(s, '0'), name).not.toContain('decline');
      expectRefused(s, '0 decline');
    }

    const turn = battle({ hands: ['A6 S6', 'A4 S5'] });
    expect(options(turn, '0')).not.toContain('decline');
    expectRefused(turn, '0 decline');
  });
});
