/**
 * Option Waypoints, placement: after playing and scoring, a player whose waypoint is in their
 * supply may put it on a segment of their own terrain with at least one open edge (an edge on
 * an empty hex), on a tile that holds no waypoint (anyone's). The Cartographer has none.
 */
import { indexOf, type BoardIndex, type IndexedTile } from './board-index';
import { SEGMENT_AT, faceDefOf } from './face-table';
import type { SegmentDef } from './tiles';
import { roleOf, terrainOf } from './roles';
import type { State, WaypointSpot } from './state';
import { PLAYERS, type Player, type Terrain } from './vocabulary';

/** Bit i set: segment i of the tile has an edge on an empty hex. */
function openSegments(index: BoardIndex, tile: IndexedTile): number {
  let open = 0;
  for (let e = 0; e < 6; e++)
    if (index.isEmpty(tile.cell + (index.grid.step[e] as number))) open |= 1 << (SEGMENT_AT[tile.orient * 6 + e] as number);
  return open;
}

/** Cells of the tiles holding a waypoint. */
function occupiedCells(state: State, index: BoardIndex): number[] {
  const cells: number[] = [];
  for (const owner of PLAYERS) {
    const spot = state.waypoints[owner];
    if (spot) cells.push(index.grid.cellOf(spot.q, spot.r));
  }
  return cells;
}

function terrainFor(state: State, player: Player): Terrain | null {
  return terrainOf(roleOf(state.numPlayers, player));
}

/** Whether the player may place a waypoint at all now (option on, waypoint in supply). */
function hasWaypointInSupply(state: State, player: Player): boolean {
  return state.options.waypoints && state.waypoints[player] === null;
}

/**
 * Walks the legal waypoint spots, appending them to `out` if given; returns whether there is
 * at least one (stopping at the first when `out` is null).
 */
function scanTargets(state: State, player: Player, out: WaypointSpot[] | null): boolean {
  const terrain = terrainFor(state, player);
  if (terrain === null || !hasWaypointInSupply(state, player)) return false;
  const index = indexOf(state);
  const occupied = occupiedCells(state, index);
  let found = false;
  for (const tile of index.tiles) {
    if (index.neighbours[tile.cell] === 6) continue;
    const open = openSegments(index, tile);
    if (open === 0 || occupied.includes(tile.cell)) continue;
    const segments = faceDefOf(tile.tileNo, tile.face).segments;
    for (let i = 0; i < segments.length; i++) {
      if ((segments[i] as SegmentDef).terrain !== terrain || (open & (1 << i)) === 0) continue;
      if (out === null) return true;
      found = true;
      out.push({ q: tile.q, r: tile.r, segment: i });
    }
  }
  return found;
}

export function waypointTargets(state: State, player: Player): WaypointSpot[] {
  const targets: WaypointSpot[] = [];
  scanTargets(state, player, targets);
  return targets;
}

export function hasWaypointTarget(state: State, player: Player): boolean {
  return scanTargets(state, player, null);
}

/** Null when the player may put their waypoint there, else why not. */
export function waypointError(state: State, player: Player, q: number, r: number, segment: number): string | null {
  const terrain = terrainFor(state, player);
  if (terrain === null || !(player in state.waypoints)) return 'this player has no waypoint';
  if (!hasWaypointInSupply(state, player)) return 'your waypoint is already on the map';
  const index = indexOf(state);
  const tile = index.tileAtHex(q, r);
  if (tile === undefined) return 'there is no tile there';
  const seg = faceDefOf(tile.tileNo, tile.face).segments[segment];
  if (!Number.isInteger(segment) || seg === undefined) return 'that tile has no such segment';
  if (seg.terrain !== terrain) return 'a waypoint goes on a segment of your own terrain';
  if (occupiedCells(state, index).includes(tile.cell)) return 'that tile already holds a waypoint';
  if ((openSegments(index, tile) & (1 << segment)) === 0) return 'that segment has no open edge';
  return null;
}
