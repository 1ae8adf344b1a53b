import { describe, expect, it } from 'vitest';
import { takeTile } from '../../games/land-vs-sea/rules/stacks';
import type { State, TileDeal } from '../../games/land-vs-sea/rules';

const deals = (...ids: string[]): TileDeal[] => ids.map((tile) => ({ tile, up: 0 }));

/** Just the parts of a state that taking a tile touches. */
function stacksState(first: string[], second: string[]): State {
  return { stacks: [deals(...first), deals(...second)], hands: [[], []] } as unknown as State;
}

describe('taking from the stacks', () => {
  it('appends the top tile to the hand', () => {
    const state = stacksState(['T01', 'T02'], ['T03', 'T04']);
    takeTile(state, '1', 1);
    expect(state.hands[1]).toEqual(deals('T03'));
    expect(state.stacks).toEqual([deals('T01', 'T02'), deals('T04')]);
  });

  it('splits the other stack when a take empties one: its top floor(n/2) tiles, order kept', () => {
    const state = stacksState(['T01'], ['T02', 'T03', 'T04', 'T05', 'T06']);
    takeTile(state, '0', 0);
    expect(state.stacks).toEqual([deals('T02', 'T03'), deals('T04', 'T05', 'T06')]);
  });

  it('does not split a stack of one', () => {
    const state = stacksState(['T01'], ['T02']);
    takeTile(state, '0', 0);
    expect(state.stacks).toEqual([[], deals('T02')]);
    takeTile(state, '0', 1);
    expect(state.stacks).toEqual([[], []]);
  });
});
