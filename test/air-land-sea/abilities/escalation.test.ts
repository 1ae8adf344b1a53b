import { describe, expect, it } from 'vitest';
import { theaterStrength } from '../../../games/air-land-sea/rules';
import { battle, pile, run, strengths } from '../support';

// Theaters air | land | sea. Every hand keeps a spare card so the battle does not end mid-test.
describe("Escalation (S2): all of its owner's face-down cards are strength 4", () => {
  it("makes its owner's face-down cards 4 in every theater, not the opponent's", () => {
    const s = battle({ hands: ['A6 L5 S2 S6', 'L6 A5 L4'] });
    run(s, '0 improvise A6 air; 1 improvise L6 land; 0 improvise L5 land; 1 improvise A5 sea');
    expect(strengths(s, 'air', '0')).toEqual([2]);
    run(s, '0 deploy S2');
    expect(strengths(s, 'air', '0')).toEqual([4]);
    expect(strengths(s, 'land', '0')).toEqual([4]);
    expect(strengths(s, 'sea', '0')).toEqual([2]);
    expect(strengths(s, 'land', '1')).toEqual([2]);
    expect(strengths(s, 'sea', '1')).toEqual([2]);
    expect(theaterStrength(s, 'sea', '0')).toBe(2);
  });

  it('works while covered', () => {
    const s = battle({ hands: ['A6 S2 S6 L6', 'L4 A5 L5'] });
    run(s, '0 improvise A6 air; 1 improvise L4 land; 0 deploy S2; 1 improvise A5 land; 0 deploy S6');
    expect(pile(s, 'sea', '0')).toBe('S2 S6');
    expect(strengths(s, 'air', '0')).toEqual([4]);
  });

  it('stops while flipped face down (and is then just a face-down 2 itself)', () => {
    const s = battle({ hands: ['A6 L5 S2 S6', 'L6 A5 L3'] });
    run(s, '0 improvise A6 air; 1 improvise L6 land; 0 improvise L5 land; 1 improvise A5 sea; 0 deploy S2');
    run(s, '1 deploy L3; 1 flip sea 0');
    expect(pile(s, 'sea', '0')).toBe('s2');
    expect(strengths(s, 'air', '0')).toEqual([2]);
    expect(strengths(s, 'land', '0')).toEqual([2]);
    expect(strengths(s, 'sea', '0')).toEqual([2]);
  });
});
