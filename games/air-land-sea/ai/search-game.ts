/**
 * Air, Land & Sea for the information-set search: playouts run to the end of the current battle
 * and score the VP swing (a battle is where a move's consequences land), or the game's winner.
 */
import type { SearchGame } from '../../common/ismcts';
import type { Rng } from '../../common/random';
import { airLandSea, battleVP, determinize, opponent, type Action, type AlsState, type AlsView, type Player } from '../rules';

interface Start {
  battle: number;
  vp: AlsState['vp'];
  /** VP a battle can swing: 6 in standard play, 1 in beginner mode. */
  scale: number;
}

const keys = new WeakMap<Action, string>();

export function actionKey(action: Action): string {
  let key = keys.get(action);
  if (key === undefined) {
    key = Object.values(action).join(':');
    keys.set(action, key);
  }
  return key;
}

/** Playouts never withdraw (a random withdrawal says nothing about a position). */
function playoutAction(state: AlsState, player: Player, rng: Rng): Action {
  const legal = airLandSea.legalActions(state, player);
  const last = legal[legal.length - 1] as Action;
  const n = last.type === 'withdraw' && legal.length > 1 ? legal.length - 1 : legal.length;
  return legal[Math.floor(rng() * n)] as Action;
}

export const alsSearchGame: SearchGame<AlsState, Action, Player, AlsView, Start> = {
  engine: airLandSea,
  determinize,
  key: actionKey,
  start: (state) => ({ battle: state.battle, vp: { ...state.vp }, scale: battleVP(state.options) }),
  playoutOver: (start, state) => state.winner !== null || state.battle !== start.battle,
  reward: (start, end, player) => {
    if (end.winner !== null) return end.winner === player ? 1 : 0;
    const other = opponent(player);
    const swing = end.vp[player] - start.vp[player] - (end.vp[other] - start.vp[other]);
    return 0.5 + 0.5 * Math.max(-1, Math.min(1, swing / start.scale));
  },
  playoutAction,
};
