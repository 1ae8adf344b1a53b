/**
 * The steps of a turn and who plays next. Every step that has nothing to decide is passed
 * here at once (spec, rulings in detail): a Steal with no target, a waypoint step with no
 * legal target, replenishing with both stacks empty, the turn of a player with an empty hand.
 */
import { indexOf } from './board-index';
import { playersOf } from './roles';
import { scoreGameEnd } from './scoring';
import type { State, TileDeal } from './state';
import { tilesInStacks } from './stacks';
import { hasWaypointTarget } from './waypoint-targets';
import { HAND_SIZE, type ActionSymbol, type Player } from './vocabulary';

export function handOf(state: State, player: Player): TileDeal[] {
  return state.hands[Number(player)] as TileDeal[];
}

/** Map tiles not on the map yet (the game ends when this reaches 0). */
export function mapTilesLeft(state: State): number {
  let left = tilesInStacks(state);
  for (const hand of state.hands) left += hand.length;
  return left;
}

function nextPlayer(state: State, player: Player): Player {
  return String((Number(player) + 1) % state.numPlayers) as Player;
}

/** Players the thief may rob: anyone else holding 2 tiles (a team-mate included). */
export function stealTargets(state: State, thief: Player): Player[] {
  return playersOf(state.numPlayers).filter((p) => p !== thief && handOf(state, p).length >= 2);
}

/**
 * Starts the turn of `player`, or of the next player holding a tile.
 * Ruling (spec): a player whose hand is empty passes.
 */
function beginTurn(state: State, player: Player): void {
  let p = player;
  for (let i = 0; i < state.numPlayers && handOf(state, p).length === 0; i++) p = nextPlayer(state, p);
  if (handOf(state, p).length === 0) throw new Error('Land vs Sea: nobody holds a tile but the game is not over');
  state.current = p;
  state.turn += 1;
  state.step = 'place';
  state.placedThisTurn = 0;
}

function endTurn(state: State): void {
  beginTurn(state, nextPlayer(state, state.current));
}

/** The turn of play, counted from 1 at the first placement: `turn` counts the draft's takes too. */
export function turnOfPlay(state: Pick<State, 'turn' | 'numPlayers'>): number {
  return state.turn - state.numPlayers * HAND_SIZE;
}

/** The draft: one take per player in turn order, twice round, starting with Land ('0'). */
export function afterDraftTake(state: State): void {
  if (state.hands.every((hand) => hand.length === HAND_SIZE)) {
    beginTurn(state, '0');
    return;
  }
  state.current = nextPlayer(state, state.current);
  state.turn += 1;
}

export function enterReplenish(state: State): void {
  if (handOf(state, state.current).length < HAND_SIZE && tilesInStacks(state) > 0) state.step = 'replenish';
  else endTurn(state);
}

export function enterWaypoint(state: State): void {
  if (hasWaypointTarget(state, state.current)) state.step = 'waypoint';
  else enterReplenish(state);
}

/**
 * After a placement has been scored. The last map tile ends the game at once (no steal,
 * waypoint or replenish). Ruling (spec): Play Again and Steal are mandatory when possible;
 * Play Again gives at most one extra tile a turn.
 */
export function afterPlacement(state: State, action: ActionSymbol | null): void {
  if (mapTilesLeft(state) === 0) {
    scoreGameEnd(state, indexOf(state));
    state.step = 'over';
    return;
  }
  state.placedThisTurn += 1;
  if (action === 'playAgain' && state.placedThisTurn === 1 && handOf(state, state.current).length > 0) {
    state.step = 'playAgain';
    return;
  }
  // The stolen tile can never be played the turn it is stolen: nothing after a Steal places.
  if (action === 'steal' && stealTargets(state, state.current).length > 0) {
    state.step = 'steal';
    return;
  }
  enterWaypoint(state);
}
