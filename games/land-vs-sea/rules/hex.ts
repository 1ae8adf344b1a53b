/**
 * Hex geometry (design.md): flat-topped axial (q, r); edge e faces the neighbour at
 * DIRECTIONS[e]; a face placed with rotation k has its edge i on edge (i + k) mod 6.
 */
import type { Edge, Rotation } from './vocabulary';

export const DIRECTIONS: readonly (readonly [number, number])[] = [
  [0, -1],
  [1, -1],
  [1, 0],
  [0, 1],
  [-1, 1],
  [-1, 0],
];

/** The placed-edge position of face edge `faceEdge` under `rotation`. */
export function rotateEdge(faceEdge: Edge, rotation: Rotation): Edge {
  return ((faceEdge + rotation) % 6) as Edge;
}

export function hexKey(q: number, r: number): string {
  return `${q},${r}`;
}

export function parseHexKey(key: string): [number, number] {
  const [q, r] = key.split(',').map(Number);
  return [q as number, r as number];
}

/**
 * The engine numbers hexes as `cell`s of a square grid centred on (0, 0), so that the hot
 * paths index typed arrays instead of hashing "q,r" strings. A grid starts small (an index is
 * built per game and per copied state) and the engine moves to a grid twice as wide when a
 * tile would come within one step of its border; 61 tiles never need more than 128.
 */
export class Grid {
  readonly size: number;
  readonly offset: number;
  /** `cell + step[e]` is the neighbour across edge e. */
  readonly step: readonly number[];

  constructor(readonly bits: number) {
    this.size = 1 << bits;
    this.offset = this.size >> 1;
    this.step = DIRECTIONS.map(([dq, dr]) => (dq << bits) + dr);
  }

  /** The smallest grid whose tiles may reach `extent` steps from (0, 0) on each axis. */
  static holding(extent: number): Grid {
    let bits = 5;
    while ((1 << (bits - 1)) - 2 < extent) bits++;
    return new Grid(bits);
  }

  /** A tile here keeps all its neighbours on the grid. */
  holdsTile(q: number, r: number): boolean {
    const limit = this.offset - 2;
    return Math.abs(q) <= limit && Math.abs(r) <= limit;
  }

  /** (q, r) is a whole-number hex on the grid. */
  contains(q: number, r: number): boolean {
    const limit = this.offset - 1;
    return Number.isInteger(q) && Number.isInteger(r) && Math.abs(q) <= limit && Math.abs(r) <= limit;
  }

  cellOf(q: number, r: number): number {
    return ((q + this.offset) << this.bits) | (r + this.offset);
  }

  q(cell: number): number {
    return (cell >> this.bits) - this.offset;
  }

  r(cell: number): number {
    return (cell & (this.size - 1)) - this.offset;
  }
}
