/**
 * Every face of every tile in every rotation, precomputed once as small bit masks, so that
 * placement checks and area updates are a few array reads. Tiles are numbered across all
 * inventories, one block per version (its start tile, its Volcano/Whirlpool, its map tiles in
 * inventory order, then its face tiles), so that the hot paths index the same tables whatever a
 * match plays with.
 */
import { rotateEdge } from './hex';
import {
  INVENTORIES,
  INVENTORY_VERSIONS,
  faceTiles,
  perInventory,
  type FaceDef,
  type InventoryVersion,
  type TileDef,
  type TileId,
} from './tiles';
import { ROTATIONS, type Edge, type FaceIndex, type Rotation } from './vocabulary';

/** An inventory's block of tile numbers, in order (its face tiles last: views place them). */
function blockOf(version: InventoryVersion): TileDef[] {
  const { start, volcano, tiles } = INVENTORIES[version];
  return [start, volcano, ...tiles, ...faceTiles(version)];
}

const ALL_TILES: readonly TileDef[] = INVENTORY_VERSIONS.flatMap(blockOf);
const FIRST_NUMBER = perInventory((version) =>
  INVENTORY_VERSIONS.slice(0, INVENTORY_VERSIONS.indexOf(version)).reduce((n, before) => n + blockOf(before).length, 0),
);
const NUMBER_BY_ID = perInventory(
  (version): ReadonlyMap<TileId, number> => new Map(blockOf(version).map((t, i) => [t.id, FIRST_NUMBER[version] + i])),
);

export function tileNumber(inventory: InventoryVersion, id: TileId): number {
  const n = NUMBER_BY_ID[inventory].get(id);
  if (n === undefined) throw new Error(`Land vs Sea: unknown tile ${id} in inventory v${inventory}`);
  return n;
}

/** The number of an inventory's Volcano/Whirlpool (each block starts with the start tile). */
export function volcanoNumber(inventory: InventoryVersion): number {
  return FIRST_NUMBER[inventory] + 1;
}

const IS_VOLCANO = new Uint8Array(ALL_TILES.length);
for (const version of INVENTORY_VERSIONS) IS_VOLCANO[volcanoNumber(version)] = 1;

export function isVolcano(tileNo: number): boolean {
  return IS_VOLCANO[tileNo] === 1;
}

export function faceDefOf(tileNo: number, face: FaceIndex): FaceDef {
  return (ALL_TILES[tileNo] as TileDef).faces[face];
}

/** Index of (tile, face, rotation) in the tables below. */
export function orientation(tileNo: number, face: FaceIndex, rotation: Rotation): number {
  return (tileNo * 2 + face) * 6 + rotation;
}

const COUNT = ALL_TILES.length * 12;
/** Bit e set: placed edge e is land. */
export const LAND_MASK = new Uint8Array(COUNT);
/** Bit e set: placed edge e carries a mountain / a coral. */
export const MOUNTAIN_MASK = new Uint8Array(COUNT);
export const CORAL_MASK = new Uint8Array(COUNT);
/** `SEGMENT_AT[o * 6 + e]`: index (in the face's segment list) of the segment on placed edge e. */
export const SEGMENT_AT = new Uint8Array(COUNT * 6);

function maskOf(edges: readonly Edge[], rotation: Rotation): number {
  let mask = 0;
  for (const e of edges) mask |= 1 << rotateEdge(e, rotation);
  return mask;
}

/** What a rotated face looks like on the map, as a string: equal strings are the same tile. */
function signature(face: FaceDef, rotation: Rotation): string {
  const segments = face.segments
    .map(
      (s) =>
        `${s.terrain}${s.bonus}:${s.edges
          .map((e) => rotateEdge(e, rotation))
          .sort()
          .join('')}`,
    )
    .sort()
    .join('|');
  return `${segments}/${maskOf(face.mountain, rotation)}/${maskOf(face.coral, rotation)}`;
}

const DISTINCT: Rotation[][] = [];
const CANONICAL = new Uint8Array(COUNT);

ALL_TILES.forEach((tile, tileNo) => {
  tile.faces.forEach((face, f) => {
    const seen = new Map<string, Rotation>();
    const distinct: Rotation[] = [];
    for (const k of ROTATIONS) {
      const o = orientation(tileNo, f as FaceIndex, k);
      const land: Edge[] = [];
      face.segments.forEach((s, i) => {
        for (const e of s.edges) {
          SEGMENT_AT[o * 6 + rotateEdge(e, k)] = i;
          if (s.terrain === 'L') land.push(e);
        }
      });
      LAND_MASK[o] = maskOf(land, k);
      MOUNTAIN_MASK[o] = maskOf(face.mountain, k);
      CORAL_MASK[o] = maskOf(face.coral, k);
      const sig = signature(face, k);
      const first = seen.get(sig);
      if (first === undefined) {
        seen.set(sig, k);
        distinct.push(k);
      }
      CANONICAL[o] = first ?? k;
    }
    DISTINCT[tileNo * 2 + f] = distinct;
  });
});

/**
 * Per tile, its distinct orientations (both faces) packed for the placement loop:
 * `face * 8 + rotation` and the matching land mask, side by side.
 */
const DISTINCT_PACKED: Int16Array[] = ALL_TILES.map((_, tileNo) => {
  const packed: number[] = [];
  for (const f of [0, 1] as const)
    for (const k of DISTINCT[tileNo * 2 + f] as Rotation[]) packed.push(f * 8 + k, LAND_MASK[orientation(tileNo, f, k)] as number);
  return Int16Array.from(packed);
});

export function distinctOrientations(tileNo: number): Int16Array {
  return DISTINCT_PACKED[tileNo] as Int16Array;
}

/**
 * `FIT_COUNT[tileNo * 4096 + touch * 64 + land]`: how many distinct orientations of the tile
 * fit an empty cell whose touching edges are `touch` and of those, land ones `land` (bit
 * masks). Counting placements is then one read per cell and hand tile.
 */
const FIT_COUNT = new Uint8Array(ALL_TILES.length * 4096);
DISTINCT_PACKED.forEach((packed, tileNo) => {
  for (let touch = 0; touch < 64; touch++)
    for (let land = touch; ; land = (land - 1) & touch) {
      let count = 0;
      for (let j = 0; j < packed.length; j += 2) if ((((packed[j + 1] as number) ^ land) & touch) === 0) count++;
      FIT_COUNT[tileNo * 4096 + touch * 64 + land] = count;
      if (land === 0) break;
    }
});

export function fitCount(tileNo: number, touch: number, land: number): number {
  return FIT_COUNT[tileNo * 4096 + touch * 64 + land] as number;
}

/** The rotations of a face that give different tiles on the map (the smallest of each kind). */
export function distinctRotations(tileNo: number, face: FaceIndex): readonly Rotation[] {
  return DISTINCT[tileNo * 2 + face] as Rotation[];
}

/** The smallest rotation that puts the same tile on the map as `rotation`. */
export function canonicalRotation(tileNo: number, face: FaceIndex, rotation: Rotation): Rotation {
  return CANONICAL[orientation(tileNo, face, rotation)] as Rotation;
}
