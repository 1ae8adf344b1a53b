/**
 * Option Caravans & Ships, during play: placing a caravan or ship tile edge-adjacent to
 * another caravan or ship tile scores 2 for the player who placed it.
 * Ruling (spec): 2 once per placement, however many such neighbours it has.
 */
import type { PlacementEffects } from '../board-index';
import { addPoints, roleOf } from '../roles';
import type { State } from '../state';
import type { Player } from '../vocabulary';

export const ADJACENCY_POINTS = 2;

export function scoreTradeAdjacency(state: State, effects: PlacementEffects, placer: Player): void {
  if (state.options.caravansAndShips && effects.tradeAdjacent)
    addPoints(state, roleOf(state.numPlayers, placer), 'adjacency', ADJACENCY_POINTS);
}
