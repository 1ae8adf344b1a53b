/** One decision of the search bot, from a seat's view only (runs inline or in a Web Worker). */
import type { MoveChoice } from '../../common/bots';
import { decideBySearch } from '../../common/decide';
import type { SearchBudget } from '../../common/ismcts';
import { toMove } from '../moves';
import type { AlsView, Player } from '../rules';
import { alsSearchGame } from './search-game';

export function chooseMove(view: AlsView, player: Player, budget: SearchBudget, seed: string): MoveChoice {
  return decideBySearch(alsSearchGame, view, player, view.legal, toMove, budget, seed);
}
