/** One decision of the search bot, from a seat's view only (runs inline or in a Web Worker). */
import type { MoveChoice } from '../../common/bots';
import { decideBySearch } from '../../common/decide';
import type { SearchBudget } from '../../common/ismcts';
import { toMove } from '../moves';
import { legalActionsInView, type View } from '../rules';
import type { Player } from '../rules/vocabulary';
import { lvsSearchGame } from './search-game';

export function chooseMove(view: View, player: Player, budget: SearchBudget, seed: string): MoveChoice {
  return decideBySearch(lvsSearchGame, view, player, legalActionsInView(view), toMove, budget, seed);
}
