/**
 * Option Waypoints, returns: a waypoint goes back to its owner when its area is completed or
 * its tile becomes surrounded by 6 tiles; the player who placed the tile that returned it
 * scores 1 point per waypoint returned (the Volcano's placement counts as the placement that
 * made its hole). Ruling (spec): the returned waypoint may be placed again later, even in the
 * same turn's waypoint step.
 */
import type { BoardIndex } from '../board-index';
import { addPoints, roleOf } from '../roles';
import type { State } from '../state';
import { PLAYERS, type Player } from '../vocabulary';

export const WAYPOINT_RETURN_POINTS = 1;

export function shouldReturn(index: BoardIndex, q: number, r: number, segment: number): boolean {
  const tile = index.tileAtHex(q, r);
  if (tile === undefined) throw new Error(`Land vs Sea: a waypoint lies on the empty hex ${q},${r}`);
  return index.neighbours[tile.cell] === 6 || index.areas.isComplete(tile.firstNode + segment);
}

export function returnWaypoints(state: State, index: BoardIndex, placer: Player): void {
  let returned = 0;
  for (const owner of PLAYERS) {
    const spot = state.waypoints[owner];
    if (spot && shouldReturn(index, spot.q, spot.r, spot.segment)) {
      state.waypoints[owner] = null;
      returned++;
    }
  }
  addPoints(state, roleOf(state.numPlayers, placer), 'waypoints', returned * WAYPOINT_RETURN_POINTS);
}
