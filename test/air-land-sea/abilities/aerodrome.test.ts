import { describe, expect, it } from 'vitest';
import { battle, expectRefused, options, pile, run, waitingFor } from '../support';

// Theaters air | land | sea. Every hand keeps a spare card so the battle does not end mid-test.
describe('Aerodrome (A4): its owner may play cards of strength 3 or less face up anywhere', () => {
  it('lets its owner play strength 1-3 cards face up to any theater, turn after turn', () => {
    const s = battle({ hands: ['A4 S3 L1 L6', 'A6 S6 L5'] });
    run(s, '0 deploy A4; 1 deploy A6');
    expect(options(s, '0')).toEqual(expect.arrayContaining(['deploy S3 air', 'deploy S3 land', 'deploy L1 air', 'deploy L1 sea']));
    run(s, '0 deploy S3 air');
    // Maneuver in air: land, the only adjacent theater, is empty, so nothing is flipped.
    expect(pile(s, 'air', '0')).toBe('A4 S3');
    expect(waitingFor(s)).toBe('player 1 turn');
    run(s, '1 deploy S6');
    expect(options(s, '0')).toContain('deploy L1 sea');
  });

  it('does not cover cards of strength 4 or more', () => {
    const s = battle({ hands: ['A4 L4 S6 L6', 'A6 S5 L5'] });
    run(s, '0 deploy A4; 1 deploy A6');
    expectRefused(s, '0 deploy L4 air');
    expectRefused(s, '0 deploy S6 land');
    expect(options(s, '0').filter((o) => o.startsWith('deploy'))).toEqual(['deploy L4 land', 'deploy S6 sea', 'deploy L6 land']);
  });

  it('works for its owner only', () => {
    const s = battle({ hands: ['A4 L6', 'S3 S6 L5'] });
    run(s, '0 deploy A4');
    expectRefused(s, '1 deploy S3 air');
    expectRefused(s, '1 deploy S3 land');
  });

  it("also covers a play caused by an ability (Redeploy's play)", () => {
    const s = battle({ hands: ['A4 S2 S4 L6', 'A6 S6 L5'] });
    run(s, '0 deploy A4; 1 deploy A6; 0 improvise S2 land; 1 deploy S6; 0 deploy S4');
    expect(options(s, '0')).toEqual(['redeploy land 0', 'decline']);
    run(s, '0 redeploy land 0');
    expect(waitingFor(s)).toBe('player 0 redeployPlay');
    expect(options(s, '0')).toEqual(expect.arrayContaining(['deploy S2 air', 'deploy S2 land', 'deploy S2 sea']));
    expect(options(s, '0')).not.toContain('deploy L6 air');
    run(s, '0 deploy S2 air');
    expect(pile(s, 'air', '0')).toBe('A4 S2');
    expect(waitingFor(s)).toBe('player 1 turn');
  });

  it('stops while face down', () => {
    const s = battle({ hands: ['A4 S3 L6', 'L3 S6 A6'] });
    run(s, '0 deploy A4; 1 deploy L3; 1 flip air 0');
    expect(pile(s, 'air', '0')).toBe('a4');
    expectRefused(s, '0 deploy S3 air');
    expectRefused(s, '0 deploy S3 land');
    expect(options(s, '0')).toContain('deploy S3 sea');
  });
});
