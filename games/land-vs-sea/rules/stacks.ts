/** Taking tiles from the two stacks, and the split rule. */
import type { State, TileDeal } from './state';
import type { Player, StackIndex } from './vocabulary';

/**
 * Takes the top tile of a stack into the player's hand (appended: slots are in order of
 * acquisition). Split rule (spec): when a take empties a stack and the other holds n >= 2
 * tiles, its top floor(n/2) tiles, order kept, become the emptied stack at once.
 */
export function takeTile(state: State, player: Player, stack: StackIndex): void {
  const from = state.stacks[stack];
  (state.hands[Number(player)] as TileDeal[]).push(from.shift() as TileDeal);
  const other = state.stacks[1 - stack] as TileDeal[];
  if (from.length === 0 && other.length >= 2) state.stacks[stack] = other.splice(0, Math.floor(other.length / 2));
}

export function tilesInStacks(state: State): number {
  return state.stacks[0].length + state.stacks[1].length;
}
