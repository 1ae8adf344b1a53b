/** Who must act, and every legal action of a player. */
import { WITHDRAW, type Action } from './actions';
import { choiceOptions } from './choices';
import { playOptions } from './play';
import type { AlsState } from './state';
import type { Player } from './vocabulary';

/** The player whose decision the game waits for, or null when the game is over. */
export function actor(state: AlsState): Player | null {
  if (state.winner !== null) return null;
  return state.choice ? state.choice.player : state.current;
}

export function legalActions(state: AlsState, player: Player): Action[] {
  if (actor(state) !== player) return [];
  if (state.choice) return choiceOptions(state, state.choice);
  const actions: Action[] = playOptions(state, player);
  actions.push(WITHDRAW);
  return actions;
}
