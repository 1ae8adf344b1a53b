/**
 * Legal actions from a player's view, for boards that hold only what playerView sends: a
 * player's legal actions depend on public facts and their own hand only, so the view is read
 * as a state whose unknown tiles (stacks, others' hands) are placeholders that no rule looks at.
 */
import { legalActions } from './legal-actions';
import type { Action, State, TileDeal } from './state';
import type { View } from './view';

const UNKNOWN: TileDeal = { tile: '?', up: 0 };

export function legalActionsInView(view: View): Action[] {
  if (view.viewer === null) return [];
  const state: State = {
    inventory: view.inventory,
    numPlayers: view.numPlayers,
    options: view.options,
    board: { ...view.board },
    stacks: [new Array(view.stacks[0].size).fill(UNKNOWN), new Array(view.stacks[1].size).fill(UNKNOWN)],
    hands: view.hands.map((hand) => hand.map((t) => (t.tile === null ? UNKNOWN : { tile: t.tile, up: t.up }))),
    score: view.score,
    scoreBy: view.scoreBy,
    waypoints: view.waypoints,
    step: view.step,
    current: view.current,
    turn: view.turn,
    placedThisTurn: view.placedThisTurn,
  };
  return legalActions(state, view.viewer);
}
