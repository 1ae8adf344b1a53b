/**
 * Where a tile may go: an empty hex next to at least one placed tile, every edge that touches
 * a placed tile matching its terrain. Mixed holes are ordinary targets; a uniform hole can
 * only take the all-land/all-sea Volcano/Whirlpool, so no map tile ever fits it.
 */
import { indexOf, type BoardIndex } from './board-index';
import { LAND_MASK, distinctOrientations, fitCount, orientation, tileNumber } from './face-table';
import type { Action, State, TileDeal } from './state';
import { inventoryOf } from './tiles';
import { randomInt, type Rng } from '../../common/random';
import type { FaceIndex, Rotation } from './vocabulary';

export type PlaceAction = Extract<Action, { type: 'place' }>;

/** Null when the face fits at (q, r) in that rotation, else why not. */
export function placementError(
  index: BoardIndex,
  tileNo: number,
  face: FaceIndex,
  q: number,
  r: number,
  rotation: Rotation,
): string | null {
  if (!index.grid.contains(q, r)) return 'that hex is not next to the map';
  const cell = index.grid.cellOf(q, r);
  if (!index.isEmpty(cell)) return 'that hex already holds a tile';
  const mask = index.touchMask(cell);
  const land = index.landMask(cell);
  if (mask === 0) return 'a tile must touch a placed tile';
  if (((LAND_MASK[orientation(tileNo, face, rotation)] as number) ^ land) & mask) return 'every edge must match the terrain it touches';
  return null;
}

/**
 * The distinct placements of the hand in a fixed order (frontier cell, slot, face, rotation).
 * Counted first, so the list is allocated once at its final size.
 */
function listPlacements(index: BoardIndex, tileNos: readonly number[]): PlaceAction[] {
  const frontier = index.frontier;
  let total = 0;
  for (let i = 0; i < frontier.length; i++) {
    const cell = frontier[i] as number;
    for (let slot = 0; slot < tileNos.length; slot++)
      total += fitCount(tileNos[slot] as number, index.touchMask(cell), index.landMask(cell));
  }
  const out = new Array<PlaceAction>(total);
  let n = 0;
  for (let i = 0; i < frontier.length; i++) {
    const cell = frontier[i] as number;
    const touch = index.touchMask(cell);
    const land = index.landMask(cell);
    const q = index.grid.q(cell);
    const r = index.grid.r(cell);
    for (let slot = 0; slot < tileNos.length; slot++) {
      const tileNo = tileNos[slot] as number;
      if (fitCount(tileNo, touch, land) === 0) continue;
      const packed = distinctOrientations(tileNo);
      for (let j = 0; j < packed.length; j += 2)
        if ((((packed[j + 1] as number) ^ land) & touch) === 0) {
          const code = packed[j] as number;
          out[n++] = { type: 'place', slot, face: (code >> 3) as FaceIndex, q, r, rotation: (code & 7) as Rotation };
        }
    }
  }
  return out;
}

/** Running totals of placements per (frontier cell, slot), reused across calls. */
let runningTotals = new Int32Array(256);

/**
 * The k-th placement in `listPlacements` order, found from per-cell counts without listing
 * the others: what a random playout needs.
 */
function nthPlacement(index: BoardIndex, tileNos: readonly number[], rng: Rng): PlaceAction {
  const frontier = index.frontier;
  const slots = tileNos.length;
  if (runningTotals.length < frontier.length * slots) runningTotals = new Int32Array(frontier.length * slots * 2);
  let total = 0;
  for (let i = 0; i < frontier.length; i++) {
    const cell = frontier[i] as number;
    const touch = index.touchMask(cell);
    const land = index.landMask(cell);
    for (let slot = 0; slot < slots; slot++) {
      total += fitCount(tileNos[slot] as number, touch, land);
      runningTotals[i * slots + slot] = total;
    }
  }
  if (total === 0) throw new Error('Land vs Sea: a hand with no legal placement');
  let k = randomInt(rng, total);
  let block = 0;
  while ((runningTotals[block] as number) <= k) block++;
  if (block > 0) k -= runningTotals[block - 1] as number;
  const cell = frontier[Math.floor(block / slots)] as number;
  const slot = block % slots;
  const touch = index.touchMask(cell);
  const land = index.landMask(cell);
  const packed = distinctOrientations(tileNos[slot] as number);
  for (let j = 0; j < packed.length; j += 2)
    if ((((packed[j + 1] as number) ^ land) & touch) === 0 && k-- === 0) return unpack(index, cell, slot, packed[j] as number);
  throw new Error('Land vs Sea: placement counts out of step with the tiles');
}

/** `code` is `face * 8 + rotation`, as `distinctOrientations` packs it. */
function unpack(index: BoardIndex, cell: number, slot: number, code: number): PlaceAction {
  const { grid } = index;
  return { type: 'place', slot, face: (code >> 3) as FaceIndex, q: grid.q(cell), r: grid.r(cell), rotation: (code & 7) as Rotation };
}

function tileNumbersOf(state: State, hand: readonly TileDeal[]): number[] {
  const inventory = inventoryOf(state);
  return hand.map((t) => tileNumber(inventory, t.tile));
}

/** Every distinct placement of the hand's tiles (one rotation of each set of look-alikes). */
export function legalPlacements(state: State, hand: readonly TileDeal[]): PlaceAction[] {
  return listPlacements(indexOf(state), tileNumbersOf(state, hand));
}

/** A placement chosen uniformly among `legalPlacements`, without building the list. */
export function randomPlacement(state: State, hand: readonly TileDeal[], rng: Rng): PlaceAction {
  return nthPlacement(indexOf(state), tileNumbersOf(state, hand), rng);
}
