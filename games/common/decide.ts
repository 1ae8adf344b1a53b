/** One decision of a search bot from a seat's view (inline, in a Web Worker, or on the server). */
import type { GameDefinition } from './definition';
import { search, type SearchBudget } from './ismcts';
import type { MoveCall } from './move-call';
import { seededRng } from './random';

/** The move the search prefers from `view`; a forced move is played without searching. */
export function chooseMove<State, Action, Player extends string, View>(
  definition: GameDefinition<State, Action, Player, View, unknown>,
  view: View,
  player: Player,
  budget: SearchBudget,
  seed: string,
): MoveCall {
  const legal = definition.engine.legalActionsInView(view);
  const only = legal.length === 1 ? legal[0] : undefined;
  if (only !== undefined) return definition.toMove(only);
  return definition.toMove(search(definition.search, view, player, budget, seededRng(seed)).action);
}
