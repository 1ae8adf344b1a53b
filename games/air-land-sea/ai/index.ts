/**
 * Air, Land & Sea bots for boardgame.io (`Local({ bots })`, the web app's solo mode), all fair:
 * the search bot at three levels, and boardgame.io's own MCTS and random bots searching a
 * resampled state.
 */
import { fairMCTSBot, fairRandomBot, searchBot, type Decide, type Resample } from '../../common/bots';
import { AirLandSeaGame, type AlsMatchState } from '../game';
import { isPlayer, view, type AlsView } from '../rules';
import { chooseMove } from './choose';
import { determinize } from './determinize';
import { BUDGETS, type Level } from './levels';

export { LEVELS, BUDGETS, isLevel, type Level } from './levels';
export { chooseMove } from './choose';
export { determinize } from './determinize';
export { alsSearchGame, actionKey } from './search-game';

function seat(playerID: string) {
  if (!isPlayer(playerID)) throw new Error(`air-land-sea bot: no seat ${playerID}`);
  return playerID;
}

const viewOf = (G: AlsMatchState, playerID: string): AlsView => view(G, seat(playerID));

/** Decides on this thread; the web app passes a decide that runs in a Web Worker instead. */
export function inlineDecide(level: Level): Decide<AlsView> {
  return async ({ view: v, playerID, seed }) => chooseMove(v, seat(playerID), BUDGETS[level], seed);
}

export function alsSearchBot(level: Level, decide: Decide<AlsView> = inlineDecide(level)) {
  return searchBot(viewOf, decide);
}

const resample: Resample<AlsMatchState> = (G, playerID, rng) => ({
  ...determinize(view(G, seat(playerID)), seat(playerID), rng),
  phaseBattle: G.phaseBattle,
});

/** boardgame.io's MCTS bot, made fair; it plays out to the game's end (ALS games are long). */
export function alsMCTSBot(timeMs: number) {
  return fairMCTSBot(AirLandSeaGame, resample, { timeMs, playoutDepth: 400 });
}

export const AlsRandomBot = fairRandomBot(resample);
