/**
 * The tile inventories (the official per-tile list is not public), each validated on load so a
 * replacement list fails loudly, naming the bad tile. A match plays the inventory it started
 * with, by the version its state records:
 * - v1 (`tiles-v1.json`), the first proposed list: most public faces belong to one tile only,
 *   so anyone who reads the list knows the hidden face of a tile in another's hand;
 * - v2 (`tiles-v2.json`), for new matches: every public face (up to rotation) is on at least 3
 *   tiles, and the hidden face keeps about 2.1 bits of uncertainty (v1: 0.6).
 */
import rawV1 from './tiles-v1.json';
import rawV2 from './tiles-v2.json';
import { faceKey, faceTilesOf, type ShownAs } from './face-tiles';
import {
  ACTION_SYMBOLS,
  MAP_TILE_COUNT,
  START_TILE_ID,
  VOLCANO_TILE_ID,
  type ActionSymbol,
  type Edge,
  type FaceIndex,
  type Terrain,
} from './vocabulary';

export type TileId = string;

export interface SegmentDef {
  terrain: Terrain;
  edges: Edge[];
  bonus: number;
}

/** One side of a tile, as the inventory gives it (unrotated). This is also its public data. */
export interface FaceDef {
  /** Terrain of edges 0..5, e.g. "LLLSSS". */
  edges: string;
  segments: SegmentDef[];
  mountain: Edge[];
  coral: Edge[];
  caravan: boolean;
  ship: boolean;
  action: ActionSymbol | null;
}

export interface TileDef {
  id: TileId;
  faces: [FaceDef, FaceDef];
}

export interface Inventory {
  start: TileDef;
  volcano: TileDef;
  tiles: TileDef[];
}

type Json = Record<string, unknown>;

function isObject(value: unknown): value is Json {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isEdgeList(value: unknown): value is Edge[] {
  return Array.isArray(value) && value.every((e) => Number.isInteger(e) && e >= 0 && e <= 5) && new Set(value).size === value.length;
}

/** Two segments cross when their edges interleave around the face (a < b < c < d). */
function segmentsCross(a: readonly Edge[], b: readonly Edge[]): boolean {
  for (const a1 of a)
    for (const a2 of a) {
      if (a2 <= a1) continue;
      const inside = b.some((e) => e > a1 && e < a2);
      const outside = b.some((e) => e < a1 || e > a2);
      if (inside && outside) return true;
    }
  return false;
}

function validateFace(raw: unknown, where: string, mapTile: boolean): FaceDef {
  const fail = (why: string): never => {
    throw new Error(`Land vs Sea tiles: ${where}: ${why}`);
  };
  if (!isObject(raw)) return fail('a face must be an object');
  const known = ['edges', 'segments', 'mountain', 'coral', 'caravan', 'ship', 'action'];
  for (const key of Object.keys(raw)) if (!known.includes(key)) fail(`unknown field "${key}"`);
  const edges = raw.edges;
  if (typeof edges !== 'string' || !/^[LS]{6}$/.test(edges)) return fail('edges must be 6 letters L or S');
  if (mapTile) {
    if (!edges.includes('L') || !edges.includes('S')) fail('a map tile face needs both land and sea edges');
    if (edges === 'LSLSLS' || edges === 'SLSLSL') fail('a map tile face may not alternate on all six edges');
  }
  if (!Array.isArray(raw.segments) || raw.segments.length === 0) return fail('segments must be a non-empty list');
  const seen = new Set<number>();
  const segments: SegmentDef[] = raw.segments.map((s: unknown, i: number): SegmentDef => {
    if (!isObject(s)) return fail(`segment ${i} must be an object`);
    const { terrain, edges: segEdges, bonus = 0 } = s;
    if (terrain !== 'L' && terrain !== 'S') return fail(`segment ${i} has terrain ${String(terrain)}`);
    if (!isEdgeList(segEdges) || segEdges.length === 0) return fail(`segment ${i} needs a list of distinct edges 0..5`);
    if (typeof bonus !== 'number' || !Number.isInteger(bonus) || bonus < 0) return fail(`segment ${i} has a bad bonus`);
    for (const e of segEdges) {
      if (seen.has(e)) fail(`edge ${e} is in two segments`);
      seen.add(e);
      if (edges[e] !== terrain) fail(`segment ${i} (${terrain}) includes edge ${e} which is ${edges[e]}`);
    }
    return { terrain, edges: [...segEdges].sort((x, y) => x - y), bonus };
  });
  if (seen.size !== 6) fail('segments must cover all six edges');
  for (let i = 0; i < segments.length; i++)
    for (let j = i + 1; j < segments.length; j++)
      if (segmentsCross((segments[i] as SegmentDef).edges, (segments[j] as SegmentDef).edges)) fail(`segments ${i} and ${j} cross`);
  const featureEdges = (name: 'mountain' | 'coral', terrain: Terrain): Edge[] => {
    const list = raw[name] ?? [];
    if (!isEdgeList(list)) return fail(`${name} must be a list of distinct edges 0..5`);
    for (const e of list) if (edges[e] !== terrain) fail(`${name} on edge ${e}, which is not ${terrain === 'L' ? 'land' : 'sea'}`);
    return [...list].sort((x, y) => x - y);
  };
  const flag = (name: 'caravan' | 'ship', terrain: Terrain): boolean => {
    const value = raw[name] ?? false;
    if (typeof value !== 'boolean') return fail(`${name} must be true or false`);
    if (value && !edges.includes(terrain)) fail(`a ${name} needs ${terrain === 'L' ? 'land' : 'sea'} on the face`);
    return value;
  };
  const action = raw.action ?? null;
  if (action !== null && !(ACTION_SYMBOLS as readonly unknown[]).includes(action)) return fail(`unknown action ${String(action)}`);
  return {
    edges,
    segments,
    mountain: featureEdges('mountain', 'L'),
    coral: featureEdges('coral', 'S'),
    caravan: flag('caravan', 'L'),
    ship: flag('ship', 'S'),
    action: action as ActionSymbol | null,
  };
}

function validateTile(raw: unknown, index: string, mapTile: boolean): TileDef {
  const id = isObject(raw) && typeof raw.id === 'string' ? raw.id : `#${index}`;
  if (!isObject(raw) || typeof raw.id !== 'string' || raw.id === '') throw new Error(`Land vs Sea tiles: ${id}: a tile needs a string id`);
  if (!Array.isArray(raw.faces) || raw.faces.length !== 2) throw new Error(`Land vs Sea tiles: ${id}: a tile needs exactly two faces`);
  return {
    id: raw.id,
    faces: [validateFace(raw.faces[0], `${id} face 0`, mapTile), validateFace(raw.faces[1], `${id} face 1`, mapTile)],
  };
}

/** Checks a whole inventory; throws an Error naming the first bad tile. */
export function validateInventory(raw: unknown): Inventory {
  if (!isObject(raw)) throw new Error('Land vs Sea tiles: the inventory must be an object');
  const start = validateTile(raw.start, 'start', false);
  const volcano = validateTile(raw.volcano, 'volcano', false);
  if (start.id !== START_TILE_ID) throw new Error(`Land vs Sea tiles: ${start.id}: the start tile must be named ${START_TILE_ID}`);
  if (volcano.id !== VOLCANO_TILE_ID)
    throw new Error(`Land vs Sea tiles: ${volcano.id}: the volcano tile must be named ${VOLCANO_TILE_ID}`);
  const [land, sea] = volcano.faces;
  if (land.edges !== 'LLLLLL' || sea.edges !== 'SSSSSS' || land.segments.length !== 1 || sea.segments.length !== 1)
    throw new Error(`Land vs Sea tiles: ${VOLCANO_TILE_ID}: face 0 must be one all-land segment, face 1 one all-sea segment`);
  if (!Array.isArray(raw.tiles)) throw new Error('Land vs Sea tiles: "tiles" must be a list');
  const tiles = raw.tiles.map((t: unknown, i: number) => validateTile(t, String(i), true));
  if (tiles.length !== MAP_TILE_COUNT) throw new Error(`Land vs Sea tiles: expected ${MAP_TILE_COUNT} map tiles, found ${tiles.length}`);
  const ids = new Set<string>([START_TILE_ID, VOLCANO_TILE_ID]);
  for (const tile of tiles) {
    if (ids.has(tile.id)) throw new Error(`Land vs Sea tiles: ${tile.id}: duplicate id`);
    ids.add(tile.id);
  }
  return { start, volcano, tiles };
}

export const INVENTORY_VERSIONS = [1, 2] as const;
export type InventoryVersion = (typeof INVENTORY_VERSIONS)[number];

/** The inventory new matches play with. */
export const NEW_MATCH_INVENTORY: InventoryVersion = 2;

/** One value per inventory version (tables the engine keeps for each). */
export function perInventory<T>(make: (version: InventoryVersion) => T): Readonly<Record<InventoryVersion, T>> {
  return Object.fromEntries(INVENTORY_VERSIONS.map((version) => [version, make(version)])) as Record<InventoryVersion, T>;
}

const RAW: Readonly<Record<InventoryVersion, unknown>> = { 1: rawV1, 2: rawV2 };

export const INVENTORIES = perInventory((version) => validateInventory(RAW[version]));

/** A match's inventory: a state without the field is a match stored before v2 existed, on v1. */
export function inventoryOf(state: { inventory?: InventoryVersion }): InventoryVersion {
  return state.inventory ?? 1;
}

const MAP_TILE_IDS = perInventory((version) => INVENTORIES[version].tiles.map((t) => t.id));

const FACE_TILES = perInventory((version) => faceTilesOf(INVENTORIES[version]));

const TILE_BY_ID = perInventory((version): ReadonlyMap<TileId, TileDef> => {
  const { start, volcano, tiles } = INVENTORIES[version];
  return new Map([start, volcano, ...tiles, ...FACE_TILES[version].tiles].map((t) => [t.id, t]));
});

/** The tiles views show placed map tiles as, one per printing of a face (face-tiles.ts). */
export function faceTiles(inventory: InventoryVersion): readonly TileDef[] {
  return FACE_TILES[inventory].tiles;
}

/** The face tile a map tile's face is shown as once placed; undefined for the start tile and the Volcano. */
export function shownAs(inventory: InventoryVersion, tile: TileId, face: FaceIndex): ShownAs | undefined {
  return FACE_TILES[inventory].shownAs.get(faceKey(tile, face));
}

/** The map tiles' ids, in inventory order. */
export function mapTileIds(inventory: InventoryVersion): readonly TileId[] {
  return MAP_TILE_IDS[inventory];
}

export function isMapTileId(inventory: InventoryVersion, id: unknown): id is TileId {
  return typeof id === 'string' && id !== START_TILE_ID && id !== VOLCANO_TILE_ID && TILE_BY_ID[inventory].has(id);
}

export function tileDef(inventory: InventoryVersion, id: TileId): TileDef {
  const tile = TILE_BY_ID[inventory].get(id);
  if (!tile) throw new Error(`Land vs Sea: unknown tile ${id} in inventory v${inventory}`);
  return tile;
}
