/**
 * Land vs Sea for the information-set search. A whole game is long (58 tiles), so playouts stop
 * after a few turns and score the margin over the best other side; a finished game scores its
 * result, shaded by the margin.
 */
import type { SearchGame } from '../../common/ismcts';
import { landVsSea, outcome, roleOf, type Action, type State, type View } from '../rules';
import type { Player, Role } from '../rules/vocabulary';
import { determinize } from './determinize';

/** Turns a playout looks ahead before the position is judged by the score. */
export const PLAYOUT_TURNS = 8;
/** A margin of this many points counts as nearly decisive. */
const MARGIN_SCALE = 12;

interface Start {
  turn: number;
}

/** Called for every legal action at every tree node: a plain template, no lookups. */
export function actionKey(action: Action): string {
  switch (action.type) {
    case 'take':
      return `t${action.stack}`;
    case 'place':
      return `p${action.slot}.${action.face}.${action.q}.${action.r}.${action.rotation}`;
    case 'steal':
      return `s${action.player}.${action.slot}`;
    case 'placeWaypoint':
      return `w${action.q}.${action.r}.${action.segment}`;
    case 'skipWaypoint':
      return 'k';
  }
}

function margin(state: State, role: Role): number {
  let best = Number.NEGATIVE_INFINITY;
  for (const [other, points] of Object.entries(state.score) as [Role, number][]) {
    if (other !== role && points > best) best = points;
  }
  return (state.score[role] ?? 0) - best;
}

function squash(points: number): number {
  return 0.5 + 0.5 * Math.tanh(points / MARGIN_SCALE);
}

export const lvsSearchGame: SearchGame<State, Action, Player, View, Start> = {
  engine: landVsSea,
  determinize,
  key: actionKey,
  start: (state) => ({ turn: state.turn }),
  playoutOver: (start, state) => state.step === 'over' || state.turn - start.turn >= PLAYOUT_TURNS,
  reward: (_start, end, player) => {
    const role = roleOf(end.numPlayers, player);
    const shade = squash(margin(end, role));
    const result = outcome(end);
    if (!result) return shade;
    const won = 'winner' in result ? (result.winner === role ? 1 : 0) : 0.5;
    return 0.8 * won + 0.2 * shade;
  },
  playoutAction: (state, player, rng) => {
    const action = landVsSea.randomAction(state, player, rng);
    if (action === null) throw new Error(`playout: player ${player} has nothing to do`);
    return action;
  },
};
