import { describe, expect, it } from 'vitest';
import { theaterStrength } from '../../../games/air-land-sea/rules';
import { battle, pile, run, strengths } from '../support';

// Theaters air | land | sea. Player 1 mostly improvises in air, out of the way.
describe('Cover Fire (L4): every card it covers is strength 4', () => {
  it('makes the cards beneath it exactly 4, face up (even a 6) or face down', () => {
    const s = battle({ hands: ['L6 A2 L4 A6', 'S3 S2 S6 A4'] });
    run(s, '0 deploy L6; 1 improvise S3 air; 0 improvise A2 land; 1 improvise S2 air');
    expect(strengths(s, 'land', '0')).toEqual([6, 2]);
    run(s, '0 deploy L4');
    expect(pile(s, 'land', '0')).toBe('L6 a2 L4');
    expect(strengths(s, 'land', '0')).toEqual([4, 4, 4]);
    expect(theaterStrength(s, 'land', '0')).toBe(12);
  });

  it('does not affect cards placed on top of it later', () => {
    const s = battle({ hands: ['L6 A2 L4 A6 S5', 'S3 S2 S6 A4'] });
    run(s, '0 deploy L6; 1 improvise S3 air; 0 improvise A2 land; 1 improvise S2 air; 0 deploy L4');
    run(s, '1 improvise S6 air; 0 improvise A6 land');
    expect(strengths(s, 'land', '0')).toEqual([4, 4, 4, 2]);
  });

  it("does not touch the opponent's pile in the same theater", () => {
    const s = battle({ hands: ['A6 L4 S5', 'L6 S6 A5'] });
    run(s, '0 deploy A6; 1 deploy L6; 0 deploy L4; 1 improvise S6 land');
    expect(strengths(s, 'land', '1')).toEqual([6, 2]);
  });

  it('moved by Transport, it covers its new pile and releases the old one', () => {
    const s = battle({ hands: ['L6 L4 S6 S1 A6', 'S3 S2 A4 A1'] });
    run(s, '0 deploy L6; 1 improvise S3 air; 0 deploy L4; 1 improvise S2 air; 0 deploy S6; 1 deploy A4');
    expect(strengths(s, 'land', '0')).toEqual([4, 4]);
    run(s, '0 deploy S1; 0 transport land 1 sea');
    expect(pile(s, 'sea', '0')).toBe('S6 S1 L4');
    expect(strengths(s, 'sea', '0')).toEqual([4, 4, 4]);
    expect(strengths(s, 'land', '0')).toEqual([6]);
  });

  it('with Escalation: covered cards are 4, face-down cards above it are 4 by Escalation', () => {
    const s = battle({ hands: ['L6 A3 L4 S3 S2 A6', 'S6 A4 A5 L5 A1'] });
    run(s, '0 deploy L6; 1 improvise S6 air; 0 improvise A3 land; 1 improvise A4 air; 0 deploy L4');
    run(s, '1 improvise A5 air; 0 improvise S3 land');
    expect(strengths(s, 'land', '0')).toEqual([4, 4, 4, 2]);
    run(s, '1 improvise L5 air; 0 deploy S2');
    expect(pile(s, 'land', '0')).toBe('L6 a3 L4 s3');
    expect(strengths(s, 'land', '0')).toEqual([4, 4, 4, 4]);
    expect(strengths(s, 'air', '1')).toEqual([2, 2, 2, 2]);
  });

  it('stops while face down: the cards beneath get their own strength back', () => {
    const s = battle({ hands: ['L6 L4 S6', 'A3 A6 S5'] });
    run(s, '0 deploy L6; 1 deploy A6; 0 deploy L4');
    expect(strengths(s, 'land', '0')).toEqual([4, 4]);
    run(s, '1 deploy A3; 1 flip land 0');
    expect(pile(s, 'land', '0')).toBe('L6 l4');
    expect(strengths(s, 'land', '0')).toEqual([6, 2]);
  });
});
