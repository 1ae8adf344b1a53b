/**
 * Land vs Sea bots for boardgame.io (`Local({ bots })`, the web app's solo mode), all fair:
 * the search bot at three levels, and boardgame.io's own MCTS and random bots searching a
 * resampled state.
 */
import { fairMCTSBot, fairRandomBot, searchBot, type Decide, type FairMCTSOptions, type Resample } from '../../common/bots';
import type { SearchBudget } from '../../common/ismcts';
import type { Level } from '../../common/levels';
import { LandVsSeaGame } from '../game';
import { landVsSea, type State, type View } from '../rules';
import { isPlayer, type Player } from '../rules/vocabulary';
import { chooseMove } from './choose';
import { determinize } from './determinize';
import { BUDGETS } from './levels';

export { BUDGETS } from './levels';
export { LEVELS, isLevel, type Level } from '../../common/levels';
export { chooseMove } from './choose';
export { determinize } from './determinize';
export { lvsSearchGame, actionKey } from './search-game';

function seat(playerID: string): Player {
  if (!isPlayer(playerID)) throw new Error(`land-vs-sea bot: no seat ${playerID}`);
  return playerID;
}

const viewOf = (G: State, playerID: string): View => landVsSea.view(G, seat(playerID));

export function inlineDecide(budget: SearchBudget): Decide<View> {
  return async ({ view, playerID, seed }) => chooseMove(view, seat(playerID), budget, seed);
}

/** The search bot at a difficulty level, or with an explicit budget (tests use iteration counts). */
export function lvsSearchBot(level: Level | SearchBudget, decide?: Decide<View>) {
  const budget = typeof level === 'string' ? BUDGETS[level] : level;
  return searchBot(viewOf, decide ?? inlineDecide(budget));
}

const resample: Resample<State> = (G, playerID, rng) => determinize(viewOf(G, playerID), seat(playerID), rng);

/** boardgame.io's MCTS bot, made fair; playouts of 60 moves cover most of a game's end. */
export function lvsMCTSBot(budget: FairMCTSOptions) {
  return fairMCTSBot(LandVsSeaGame, resample, { playoutDepth: 60, ...budget });
}

export const LvsRandomBot = fairRandomBot(resample);
