/**
 * Performs one action: validates everything first, so a refused action changes nothing, then
 * mutates the state (and the engine's board index with it).
 */
import { OK, refuse, type ApplyResult } from '../../common/engine';
import { indexForTileAt, indexOf } from './board-index';
import { faceDefOf, tileNumber } from './face-table';
import { hexKey } from './hex';
import { placementError } from './placement';
import { scorePlacement } from './scoring';
import { takeTile } from './stacks';
import type { Action, State, TileDeal } from './state';
import { inventoryOf } from './tiles';
import { afterDraftTake, afterPlacement, enterReplenish, enterWaypoint, handOf, stealTargets } from './turn-flow';
import { placeVolcano } from './volcano';
import { waypointError } from './waypoint-targets';
import { isPlayer, type Player } from './vocabulary';

type ActionOf<T extends Action['type']> = Extract<Action, { type: T }>;

const isIndex = (value: unknown, length: number): value is number =>
  Number.isInteger(value) && (value as number) >= 0 && (value as number) < length;

function take(state: State, player: Player, action: ActionOf<'take'>): ApplyResult {
  if (state.step !== 'draft' && state.step !== 'replenish') return refuse('you cannot take a tile now');
  if (action.stack !== 0 && action.stack !== 1) return refuse('stack must be 0 or 1');
  if (state.stacks[action.stack].length === 0) return refuse('that stack is empty');
  const drafting = state.step === 'draft';
  takeTile(state, player, action.stack);
  if (drafting) afterDraftTake(state);
  else enterReplenish(state);
  return OK;
}

function place(state: State, player: Player, action: ActionOf<'place'>): ApplyResult {
  if (state.step !== 'place' && state.step !== 'playAgain') return refuse('you cannot place a tile now');
  const hand = handOf(state, player);
  const { slot, face, q, r, rotation } = action;
  if (!isIndex(slot, hand.length)) return refuse('you hold no tile in that slot');
  if (face !== 0 && face !== 1) return refuse('face must be 0 or 1');
  if (!isIndex(rotation, 6)) return refuse('rotation must be 0..5');
  const deal = hand[slot] as TileDeal;
  const tileNo = tileNumber(inventoryOf(state), deal.tile);
  const error = placementError(indexOf(state), tileNo, face, q, r, rotation);
  if (error !== null) return refuse(error);
  const index = indexForTileAt(state, q, r);

  hand.splice(slot, 1);
  state.board[hexKey(q, r)] = { tile: deal.tile, face, rotation };
  const effects = index.place(q, r, tileNo, face, rotation);
  // A placement's own completions are scored before the Volcano's (spec, rulings in detail).
  scorePlacement(state, index, effects, player);
  const volcano = placeVolcano(state, index, effects.newHoles);
  if (volcano !== null) scorePlacement(state, index, volcano, player);
  afterPlacement(state, faceDefOf(tileNo, face).action);
  return OK;
}

function steal(state: State, player: Player, action: ActionOf<'steal'>): ApplyResult {
  if (state.step !== 'steal') return refuse('you cannot steal now');
  if (!isPlayer(action.player) || !stealTargets(state, player).includes(action.player))
    return refuse('you may only steal from another player holding 2 tiles');
  const victim = handOf(state, action.player);
  if (!isIndex(action.slot, victim.length)) return refuse('that player holds no tile in that slot');
  handOf(state, player).push(...victim.splice(action.slot, 1));
  enterWaypoint(state);
  return OK;
}

function placeWaypoint(state: State, player: Player, action: ActionOf<'placeWaypoint'>): ApplyResult {
  if (state.step !== 'waypoint') return refuse('you cannot place a waypoint now');
  const { q, r, segment } = action;
  const error = waypointError(state, player, q, r, segment);
  if (error !== null) return refuse(error);
  state.waypoints[player] = { q, r, segment };
  enterReplenish(state);
  return OK;
}

function skipWaypoint(state: State): ApplyResult {
  if (state.step !== 'waypoint') return refuse('there is no waypoint to skip now');
  enterReplenish(state);
  return OK;
}

export function apply(state: State, player: Player, action: Action): ApplyResult {
  if (state.step === 'over') return refuse('the game is over');
  if (player !== state.current) return refuse('it is not your turn');
  if (typeof action !== 'object' || action === null) return refuse('an action must be an object');
  switch (action.type) {
    case 'take':
      return take(state, player, action);
    case 'place':
      return place(state, player, action);
    case 'steal':
      return steal(state, player, action);
    case 'placeWaypoint':
      return placeWaypoint(state, player, action);
    case 'skipWaypoint':
      return skipWaypoint(state);
    default:
      return refuse(`unknown action ${JSON.stringify((action as { type?: unknown }).type)}`);
  }
}
