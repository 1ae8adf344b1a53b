/** One decision of a search bot from a seat's view: no search when the move is forced. */
import type { MoveChoice } from './bots';
import { search, type SearchBudget, type SearchGame } from './ismcts';
import { seededRng } from './random';

export function decideBySearch<State, Action, Player extends string, View, Start>(
  game: SearchGame<State, Action, Player, View, Start>,
  view: View,
  player: Player,
  legal: Action[],
  toMove: (action: Action) => MoveChoice,
  budget: SearchBudget,
  seed: string,
): MoveChoice {
  const only = legal.length === 1 ? legal[0] : undefined;
  if (only !== undefined) return toMove(only);
  return toMove(search(game, view, player, budget, seededRng(seed)).action);
}
