/**
 * The engine's index of the map: derived from `state.board`, never stored in the state
 * (design.md: derived state is computed, cached inside the engine where speed needs it).
 * It is cached per state object and kept up to date by `apply`, which is the only code that
 * changes the board; a state it has not seen (a clone, a boardgame.io draft, a test fixture)
 * gets its index rebuilt from the board. Mutate a state only through `apply`.
 */
import { Areas } from './areas';
import { DisjointSets } from './disjoint-sets';
import { Grid, parseHexKey } from './hex';
import { CORAL_MASK, LAND_MASK, MOUNTAIN_MASK, SEGMENT_AT, faceDefOf, isVolcano, orientation, tileNumber } from './face-table';
import type { PlacedTile, State } from './state';
import { inventoryOf, type InventoryVersion } from './tiles';
import type { FaceIndex, Rotation } from './vocabulary';

export interface IndexedTile {
  q: number;
  r: number;
  cell: number;
  tileNo: number;
  face: FaceIndex;
  rotation: Rotation;
  orient: number;
  /** Area node of the face's segment 0 (its segments are consecutive nodes). */
  firstNode: number;
  trade: boolean;
}

/** What one placement changed, for the scoring rules. */
export interface PlacementEffects {
  slot: number;
  /** Area nodes (one per area) of the areas this placement completed. */
  completed: number[];
  mountainLinked: boolean;
  coralLinked: boolean;
  /** The tile bears a caravan or ship and touches another that does. */
  tradeAdjacent: boolean;
  /** Empty neighbours that just became holes, in the placed tile's edge order. */
  newHoles: number[];
}

export class BoardIndex {
  /** Holds the per-cell arrays below, so that a copy is one copy of it. */
  private readonly cellData: ArrayBuffer;
  /** Board slot + 1 of the tile on each cell (0: empty). */
  private readonly slotAt: Int16Array;
  /** Frontier position + 1 of each cell (0: not on the frontier). */
  private readonly frontierPos: Int16Array;
  /** Placed neighbours of each cell. */
  readonly neighbours: Uint8Array;
  /** Per cell, bit e: edge e touches a placed tile / a placed tile's land edge. */
  private readonly touch: Uint8Array;
  private readonly land: Uint8Array;
  /** Empty cells next to at least one placed tile. */
  readonly frontier: number[];
  /** Placed tiles by board slot (never changed once placed, so copies share them). */
  readonly tiles: IndexedTile[];
  readonly areas: Areas;
  readonly mountains: DisjointSets;
  readonly corals: DisjointSets;
  volcanoUsed: boolean;

  /** An empty map, or (with `from`, on the same grid) a copy of `from` for a board that holds the same tiles. */
  constructor(
    readonly board: Record<string, PlacedTile>,
    readonly grid: Grid,
    /** Whose tile numbers the board's tiles get (the match's inventory). */
    readonly inventory: InventoryVersion,
    from?: BoardIndex,
  ) {
    const cells = grid.size * grid.size;
    // One allocation for all per-cell arrays.
    const buffer = from ? from.cellData.slice(0) : new ArrayBuffer(cells * 7);
    this.cellData = buffer;
    this.slotAt = new Int16Array(buffer, 0, cells);
    this.frontierPos = new Int16Array(buffer, cells * 2, cells);
    this.neighbours = new Uint8Array(buffer, cells * 4, cells);
    this.touch = new Uint8Array(buffer, cells * 5, cells);
    this.land = new Uint8Array(buffer, cells * 6, cells);
    this.frontier = from ? from.frontier.slice() : [];
    this.tiles = from ? from.tiles.slice() : [];
    this.areas = new Areas(from?.areas);
    this.mountains = new DisjointSets(from?.mountains);
    this.corals = new DisjointSets(from?.corals);
    this.volcanoUsed = from?.volcanoUsed ?? false;
  }

  /** The tile at (q, r), if any (any numbers accepted). */
  tileAtHex(q: number, r: number): IndexedTile | undefined {
    return this.grid.contains(q, r) ? this.tileAt(this.grid.cellOf(q, r)) : undefined;
  }

  tileAt(cell: number): IndexedTile | undefined {
    const slot = this.slotAt[cell] as number;
    return slot === 0 ? undefined : this.tiles[slot - 1];
  }

  /** Board slot of the tile on the cell (the element of `mountains` and `corals`), or -1. */
  slotOf(cell: number): number {
    return (this.slotAt[cell] as number) - 1;
  }

  isEmpty(cell: number): boolean {
    return this.slotAt[cell] === 0;
  }

  /** Bit e set: edge e of the (empty) cell touches a placed tile. */
  touchMask(cell: number): number {
    return this.touch[cell] as number;
  }

  /** Bit e set: edge e of the (empty) cell touches a placed tile's land edge. */
  landMask(cell: number): number {
    return this.land[cell] as number;
  }

  /** Area node of the segment on placed edge `edge` of a tile. */
  nodeAt(tile: IndexedTile, edge: number): number {
    return tile.firstNode + (SEGMENT_AT[tile.orient * 6 + edge] as number);
  }

  /** Records a placement (the caller has checked it is legal). */
  place(q: number, r: number, tileNo: number, face: FaceIndex, rotation: Rotation): PlacementEffects {
    const cell = this.grid.cellOf(q, r);
    const orient = orientation(tileNo, face, rotation);
    const def = faceDefOf(tileNo, face);
    const slot = this.tiles.length;
    const nodes = def.segments.map((s) => this.areas.addSegment(slot, s.terrain, s.bonus));
    const tile: IndexedTile = {
      q,
      r,
      cell,
      tileNo,
      face,
      rotation,
      orient,
      firstNode: nodes[0] as number,
      trade: def.caravan || def.ship,
    };
    this.tiles.push(tile);
    this.slotAt[cell] = slot + 1;
    this.mountains.add();
    this.corals.add();
    if (isVolcano(tileNo)) this.volcanoUsed = true;
    this.removeFromFrontier(cell);

    const landMask = LAND_MASK[orient] as number;
    const mountainMask = MOUNTAIN_MASK[orient] as number;
    const coralMask = CORAL_MASK[orient] as number;
    let mountainLinked = false;
    let coralLinked = false;
    let tradeAdjacent = false;
    const newHoles: number[] = [];
    for (let e = 0; e < 6; e++) {
      const next = cell + (this.grid.step[e] as number);
      const count = (this.neighbours[next] as number) + 1;
      this.neighbours[next] = count;
      const back = (e + 3) % 6;
      this.touch[next] = (this.touch[next] as number) | (1 << back);
      if (landMask & (1 << e)) this.land[next] = (this.land[next] as number) | (1 << back);
      const node = this.nodeAt(tile, e);
      const other = this.tileAt(next);
      if (other === undefined) {
        this.areas.openEdge(node);
        if (this.frontierPos[next] === 0) {
          this.frontier.push(next);
          this.frontierPos[next] = this.frontier.length;
        }
        if (count === 6) newHoles.push(next);
        continue;
      }
      this.areas.joinAcross(node, this.nodeAt(other, back));
      const otherSlot = (this.slotAt[next] as number) - 1;
      if (mountainMask & (1 << e) && (MOUNTAIN_MASK[other.orient] as number) & (1 << back)) {
        this.mountains.union(slot, otherSlot);
        mountainLinked = true;
      }
      if (coralMask & (1 << e) && (CORAL_MASK[other.orient] as number) & (1 << back)) {
        this.corals.union(slot, otherSlot);
        coralLinked = true;
      }
      if (tile.trade && other.trade) tradeAdjacent = true;
    }

    const completed: number[] = [];
    for (let i = 0; i < def.segments.length; i++) {
      const node = tile.firstNode + i;
      if (!this.areas.isComplete(node)) continue;
      const root = this.areas.root(node);
      if (!completed.some((c) => this.areas.root(c) === root)) completed.push(node);
    }
    return { slot, completed, mountainLinked, coralLinked, tradeAdjacent, newHoles };
  }

  private removeFromFrontier(cell: number): void {
    const pos = this.frontierPos[cell] as number;
    if (pos === 0) return;
    const last = this.frontier.pop() as number;
    if (last !== cell) {
      this.frontier[pos - 1] = last;
      this.frontierPos[last] = pos;
    }
    this.frontierPos[cell] = 0;
  }
}

const cache = new WeakMap<State, BoardIndex>();

/** A new index of the map on `board` (which it keeps: `apply` changes both together). */
export function buildIndex(board: Record<string, PlacedTile>, inventory: InventoryVersion): BoardIndex {
  let extent = 0;
  for (const key of Object.keys(board)) for (const c of parseHexKey(key)) extent = Math.max(extent, Math.abs(c));
  const index = new BoardIndex(board, Grid.holding(extent), inventory);
  for (const key of Object.keys(board)) {
    const placed = board[key] as PlacedTile;
    const [q, r] = parseHexKey(key);
    index.place(q, r, tileNumber(index.inventory, placed.tile), placed.face, placed.rotation);
  }
  return index;
}

/**
 * Gives `state` its own copy of `index`, the index of a map with the same tiles as `state.board`
 * (a search deals many states from one view: copying its index is far cheaper than rebuilding).
 */
export function copyIndexInto(state: State, index: BoardIndex): void {
  cache.set(state, new BoardIndex(state.board, index.grid, index.inventory, index));
}

/** The index of a state's map, built from the board if this state has not been seen. */
export function indexOf(state: State): BoardIndex {
  const known = cache.get(state);
  if (known !== undefined && known.board === state.board) return known;
  const index = buildIndex(state.board, inventoryOf(state));
  cache.set(state, index);
  return index;
}

/** The index, on a grid wide enough for a tile at (q, r) (moved to a wider grid if needed). */
export function indexForTileAt(state: State, q: number, r: number): BoardIndex {
  const index = indexOf(state);
  if (index.grid.holdsTile(q, r)) return index;
  const wider = new BoardIndex(state.board, new Grid(index.grid.bits + 1), index.inventory);
  for (const tile of index.tiles) wider.place(tile.q, tile.r, tile.tileNo, tile.face, tile.rotation);
  cache.set(state, wider);
  return wider;
}
