/** A hint's reasons (games/air-land-sea/reasons.ts): what a move changes for its player, in what they know. */
import { describe, expect, it } from 'vitest';
import { definition } from '../../games/air-land-sea/definition';
import { toMove } from '../../games/air-land-sea/moves';
import { view, type AlsState } from '../../games/air-land-sea/rules';
import { battle, parseStep, run } from './support';

/** The reasons the mover of `step` is given for it, from their own views. */
function why(state: AlsState, step: string): string[] {
  const { player, action } = parseStep(step);
  const before = view(state, player);
  run(state, step);
  const { move, args } = toMove(action);
  return definition.reasons(before, view(state, player), { player, move, args });
}

describe('Air, Land & Sea hint reasons', () => {
  it('a theater taken, with the totals and how many theaters the player would hold', () => {
    const s = battle({ hands: ['A3 L4 S6', 'A6 S2 L6'] });
    run(s, '0 improvise A3 land');
    expect(why(s, '1 deploy A6')).toEqual(['it takes Air, 6 to 0', 'you would hold 1 of 3 theaters']);
  });

  it('a tie is explained where it decides a theater: it goes to the 1st Player', () => {
    const s = battle({ hands: ['A3 L4 S6', 'A6 S2 L6'] });
    run(s, '0 improvise A3 land; 1 improvise S2 sea');
    expect(why(s, '0 improvise S6 sea')).toEqual([
      'it takes Sea, 2 to 2, a tie that goes to you as 1st Player',
      'you would hold 3 of 3 theaters',
    ]);
  });

  it('a total raised or cut without a change of hands says who holds the theater', () => {
    const s = battle({ hands: ['A3 L3 S6', 'A6 S2 L6'] });
    run(s, '0 improvise A3 land; 1 deploy A6');
    expect(why(s, '0 improvise S6 land')).toEqual(['it raises your Land to 4: you hold it 4 to 0']);
    run(s, '1 improvise S2 sea');
    // An ability still to use is said: its effect is not in the totals yet.
    expect(why(s, '0 deploy L3')).toEqual(['it raises your Land to 7: you hold it 7 to 0', 'then Maneuver (Land 3) lets you flip a card']);
    // Maneuver (Land 3) flips the computer's Heavy Bombers face down: 6 becomes 2.
    expect(why(s, '0 flip air 1')).toEqual(['it cuts their Air from 6 to 2: they still hold it 2 to 0']);
  });

  it('no reason for a flip of a card the player cannot see: what it turns up would be a guess', () => {
    const s = battle({ hands: ['A3 L3 S6', 'A6 S2 L6'] });
    run(s, '0 improvise A3 land; 1 improvise S2 sea; 0 deploy L3');
    expect(why(s, '0 flip sea 1')).toEqual([]);
  });

  it('a withdrawal: what it gives the opponent against a battle lost', () => {
    const s = battle({ hands: ['A3 L4 S6', 'A6 S2 L6'] });
    run(s, '0 improvise A3 land; 1 deploy A6');
    expect(why(s, '0 withdraw')).toEqual([
      'you hold 2 of 3 theaters; withdrawing gives them 3 VP, a battle fought out and lost gives them 6',
    ]);
  });

  it('the last card of a battle says who wins it', () => {
    const s = battle({ hands: ['A3', 'S2'] });
    run(s, '0 deploy A3');
    expect(why(s, '1 deploy S2')).toEqual(['it ends the battle: they win it, +6 VP to them']);
  });
});
