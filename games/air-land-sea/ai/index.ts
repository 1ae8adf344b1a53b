/**
 * Air, Land & Sea bots for boardgame.io (`Local({ bots })`, the web app's solo mode), all fair:
 * the search bot at three levels, and boardgame.io's own MCTS and random bots searching a
 * resampled state.
 */
import { fairMCTSBot, fairRandomBot, searchBot, type Decide, type FairMCTSOptions, type Resample } from '../../common/bots';
import type { SearchBudget } from '../../common/ismcts';
import { AirLandSeaGame, type AlsMatchState } from '../game';
import { isPlayer, view, type AlsView } from '../rules';
import { chooseMove } from './choose';
import { determinize } from './determinize';
import { BUDGETS } from './levels';
import type { Level } from '../../common/levels';

export { BUDGETS } from './levels';
export { LEVELS, isLevel, type Level } from '../../common/levels';
export { chooseMove } from './choose';
export { determinize } from './determinize';
export { alsSearchGame, actionKey } from './search-game';

function seat(playerID: string) {
  if (!isPlayer(playerID)) throw new Error(`air-land-sea bot: no seat ${playerID}`);
  return playerID;
}

const viewOf = (G: AlsMatchState, playerID: string): AlsView => view(G, seat(playerID));

/** Decides on this thread; the web app passes a decide that runs in a Web Worker instead. */
export function inlineDecide(budget: SearchBudget): Decide<AlsView> {
  return async ({ view: v, playerID, seed }) => chooseMove(v, seat(playerID), budget, seed);
}

/** The search bot at a difficulty level, or with an explicit budget (tests use iteration counts). */
export function alsSearchBot(level: Level | SearchBudget, decide?: Decide<AlsView>) {
  const budget = typeof level === 'string' ? BUDGETS[level] : level;
  return searchBot(viewOf, decide ?? inlineDecide(budget));
}

const resample: Resample<AlsMatchState> = (G, playerID, rng) => ({
  ...determinize(view(G, seat(playerID)), seat(playerID), rng),
  phaseBattle: G.phaseBattle,
});

/**
 * boardgame.io's MCTS bot, made fair, with a time budget (`timeMs`) or a fixed iteration count;
 * it plays out to the game's end (an Air, Land & Sea game is a few hundred moves at most).
 */
export function alsMCTSBot(budget: FairMCTSOptions) {
  return fairMCTSBot(AirLandSeaGame, resample, { playoutDepth: 400, ...budget });
}

export const AlsRandomBot = fairRandomBot(resample);
