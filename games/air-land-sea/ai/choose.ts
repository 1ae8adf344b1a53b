/** One decision of the search bot, from a seat's view only (runs inline or in a Web Worker). */
import type { MoveChoice } from '../../common/bots';
import { search, type SearchBudget } from '../../common/ismcts';
import { seededRng } from '../../common/random';
import { toMove } from '../moves';
import type { AlsView, Player } from '../rules';
import { alsSearchGame } from './search-game';

export function chooseMove(view: AlsView, player: Player, budget: SearchBudget, seed: string): MoveChoice {
  const legal = view.legal;
  // A forced move needs no search.
  if (legal.length === 1) return toMove(legal[0]!);
  const result = search(alsSearchGame, view, player, budget, seededRng(seed));
  return toMove(result.action);
}
