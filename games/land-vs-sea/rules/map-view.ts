/**
 * What a board shows about the public map that the view does not list: its areas (which
 * segments of which tiles, complete or not, and what a completion scored) and, at the end,
 * the trade routes. Pure functions of the placed tiles, computed with the engine's own index
 * so that the board never re-derives a rule.
 */
import { BoardIndex, type IndexedTile } from './board-index';
import { areaPoints } from './scoring/area-completion';
import { routeWinner, tradeRoutes, type TradeRoute } from './scoring/trade-routes';
import { faceDefOf, tileNumber } from './face-table';
import { Grid, hexKey, parseHexKey } from './hex';
import { ownerOf } from './roles';
import type { PlacedTile, State } from './state';
import type { InventoryVersion } from './tiles';
import type { PlayerCount, Role, Terrain } from './vocabulary';

/** One segment of a placed tile: its hex "q,r" and its index in the placed face's list. */
export interface SegmentRef {
  key: string;
  segment: number;
}

export interface MapArea {
  /** A stable id within one board: the first segment's "q,r#segment". */
  id: string;
  terrain: Terrain;
  /** The role that owns the terrain (scores the tiles when complete). */
  owner: Role;
  segments: SegmentRef[];
  /** The hexes "q,r" of the tiles contributing at least one segment, in placement order. */
  tiles: string[];
  /** Bonus symbols in the area (scored by whoever completed it). */
  bonus: number;
  complete: boolean;
  /** The points the owner scored (or will score) for it: 1 a tile. */
  points: number;
}

export interface MapRoute extends TradeRoute {
  /** Who scores it at the end (null: nobody, a tie with 2 players). */
  winner: Role | null;
  points: number;
}

/** The engine's index of a board (any placed tiles, e.g. a view's) of a match on `inventory`. */
function indexOfBoard(board: Readonly<Record<string, PlacedTile>>, inventory: InventoryVersion): BoardIndex {
  let extent = 0;
  for (const key of Object.keys(board)) for (const c of parseHexKey(key)) extent = Math.max(extent, Math.abs(c));
  const index = new BoardIndex({ ...board }, Grid.holding(extent), inventory);
  for (const [key, placed] of Object.entries(board)) {
    const [q, r] = parseHexKey(key);
    index.place(q, r, tileNumber(inventory, placed.tile), placed.face, placed.rotation);
  }
  return index;
}

/** Every area of the map, complete or not, in order of their first segment. */
export function mapAreas(board: Readonly<Record<string, PlacedTile>>, inventory: InventoryVersion): MapArea[] {
  const index = indexOfBoard(board, inventory);
  // Area nodes are numbered tile by tile, segment by segment.
  const refs: SegmentRef[] = [];
  for (const tile of index.tiles) {
    const count = faceDefOf(tile.tileNo, tile.face).segments.length;
    for (let i = 0; i < count; i++) refs[tile.firstNode + i] = { key: hexKey(tile.q, tile.r), segment: i };
  }
  const seen = new Set<number>();
  const areas: MapArea[] = [];
  refs.forEach((_, node) => {
    const root = index.areas.root(node);
    if (seen.has(root)) return;
    seen.add(root);
    const terrain = index.areas.terrain(node);
    const segments = [...index.areas.segments(node)].sort((a, b) => a - b).map((m) => refs[m] as SegmentRef);
    const first = segments[0] as SegmentRef;
    areas.push({
      id: `${first.key}#${first.segment}`,
      terrain,
      owner: ownerOf(terrain),
      segments,
      tiles: index.areas
        .tiles(node)
        .sort((a, b) => a - b)
        .map((slot) => {
          const t = index.tiles[slot] as IndexedTile;
          return hexKey(t.q, t.r);
        }),
      bonus: index.areas.bonus(node),
      complete: index.areas.isComplete(node),
      points: areaPoints(index, node),
    });
  });
  return areas;
}

/**
 * The trade routes of the map (groups of 2 or more edge-connected caravan/ship tiles) and who
 * scores each at the end with `numPlayers` players (the board's tiles from `inventory`).
 */
export function mapTradeRoutes(
  board: Readonly<Record<string, PlacedTile>>,
  inventory: InventoryVersion,
  numPlayers: PlayerCount,
): MapRoute[] {
  const index = indexOfBoard(board, inventory);
  // The route rules read nothing of the state but its player count.
  const state = { numPlayers } as Pick<State, 'numPlayers'> as State;
  return tradeRoutes(index).map((route) => {
    const winner = routeWinner(route, state);
    return { ...route, winner, points: winner === null ? 0 : route.caravans + route.ships };
  });
}
