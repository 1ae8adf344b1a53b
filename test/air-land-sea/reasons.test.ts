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

  it('a withdrawal: what it gives the opponent against a battle lost, and what the player held (QA: a review read it as a gain)', () => {
    const s = battle({ hands: ['A3 L4 S6', 'A6 S2 L6'] });
    run(s, '0 improvise A3 land; 1 deploy A6');
    expect(why(s, '0 withdraw')).toEqual([
      'it gives up battle 1: they score 3 VP, where a battle fought out and lost would give them 6',
      'you hold 2 of 3 theaters now',
    ]);
    const beginner = battle({ hands: ['A3 L4 S6', 'A6 S2 L6'], mode: 'beginner' });
    expect(why(beginner, '0 withdraw')).toEqual(['it gives up battle 1: they score 1 VP', 'you hold 3 of 3 theaters now']);
  });

  it('a total that falls is said too (QA: a flip lowered a total and nothing was said)', () => {
    const s = battle({ hands: ['L3 L4 A1', 'S2 A6 L6'] });
    // Escalation (Sea 2) face up: its owner's face-down cards count 4. Maneuver (Land 3) then flips in Air or Sea.
    run(s, '0 improvise L4 sea; 1 deploy S2; 0 improvise A1 air; 1 deploy A6; 0 deploy L3');
    expect(why(structuredClone(s), '0 flip air 1')).toEqual(['it cuts their Air from 6 to 4: they still hold it 4 to 2']);
    // Support (Air 1) turned face up: 1 in Air instead of 2, and +3 in the adjacent Land.
    expect(why(s, '0 flip air 0')).toEqual([
      'it lowers your Air from 2 to 1: they still hold it 6 to 1',
      'it raises your Land to 6: you hold it 6 to 0',
    ]);
  });

  it('the last card of a battle says who wins it', () => {
    const s = battle({ hands: ['A3', 'S2'] });
    run(s, '0 deploy A3');
    expect(why(s, '1 deploy S2')).toEqual(['it ends the battle: they win it, +6 VP to them']);
  });
});
