/**
 * The Volcano/Whirlpool: when a placement makes a hole whose six facing edges are all land
 * (all sea) and the tile is unused, it goes there at once, Volcano (face 0) or Whirlpool
 * (face 1) up. Ruling (spec): of several new uniform holes, the first in the placed tile's
 * edge order 0..5 gets it, with rotation 0. There is one such tile: later uniform holes stay
 * empty for ever (no map tile is all one terrain).
 */
import type { BoardIndex, PlacementEffects } from './board-index';
import { volcanoNumber } from './face-table';
import { hexKey } from './hex';
import type { State } from './state';
import { VOLCANO_TILE_ID, type FaceIndex } from './vocabulary';

const ALL_EDGES = 0b111111;

/** The face that fits a uniform hole, or null for a mixed one. */
export function volcanoFaceFor(index: BoardIndex, cell: number): FaceIndex | null {
  const land = index.landMask(cell);
  return land === ALL_EDGES ? 0 : land === 0 ? 1 : null;
}

export function placeVolcano(state: State, index: BoardIndex, newHoles: readonly number[]): PlacementEffects | null {
  if (index.volcanoUsed) return null;
  for (const cell of newHoles) {
    const face = volcanoFaceFor(index, cell);
    if (face === null) continue;
    const q = index.grid.q(cell);
    const r = index.grid.r(cell);
    state.board[hexKey(q, r)] = { tile: VOLCANO_TILE_ID, face, rotation: 0 };
    return index.place(q, r, volcanoNumber(index.inventory), face, 0);
  }
  return null;
}
