/**
 * The scoring rules in the order the spec applies them to one placement (the placed tile's,
 * then the Volcano's if it makes one), and at the end of the game.
 */
import type { BoardIndex, PlacementEffects } from '../board-index';
import type { State } from '../state';
import type { Player } from '../vocabulary';
import { scoreCompletedArea } from './area-completion';
import { scoreBonusSymbols } from './bonus-symbols';
import { scoreTradeAdjacency } from './caravans-ships';
import { scoreRanges } from './mountains-corals';
import { scoreTradeRoutes } from './trade-routes';
import { returnWaypoints } from './waypoints';

export function scorePlacement(state: State, index: BoardIndex, effects: PlacementEffects, placer: Player): void {
  for (const node of effects.completed) {
    scoreCompletedArea(state, index, node);
    scoreBonusSymbols(state, index, node, placer);
  }
  scoreRanges(state, index, effects);
  scoreTradeAdjacency(state, effects, placer);
  if (state.options.waypoints) returnWaypoints(state, index, placer);
}

export function scoreGameEnd(state: State, index: BoardIndex): void {
  scoreTradeRoutes(state, index);
}
