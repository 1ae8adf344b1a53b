/**
 * Incremental area tracking. Every placed segment is a node; nodes joined across matching
 * edges form an area. Each area (at its root) counts its open edges — segment edges that face
 * an empty hex — so completion is `open === 0`, found the moment the last edge closes.
 */
import { DisjointSets } from './disjoint-sets';
import type { Terrain } from './vocabulary';

export class Areas {
  private readonly sets: DisjointSets;
  private readonly open: number[];
  private readonly tileOf: number[];
  private readonly bonusOf: number[];
  private readonly terrainOf: Terrain[];

  /** Empty, or a copy of `from` that changes independently. */
  constructor(from?: Areas) {
    this.sets = new DisjointSets(from?.sets);
    this.open = from ? from.open.slice() : [];
    this.tileOf = from ? from.tileOf.slice() : [];
    this.bonusOf = from ? from.bonusOf.slice() : [];
    this.terrainOf = from ? from.terrainOf.slice() : [];
  }

  /** A new node for one segment of the tile in board slot `tile`. */
  addSegment(tile: number, terrain: Terrain, bonus: number): number {
    const node = this.sets.add();
    this.open.push(0);
    this.tileOf.push(tile);
    this.bonusOf.push(bonus);
    this.terrainOf.push(terrain);
    return node;
  }

  /** The segment's edge faces an empty hex. */
  openEdge(node: number): void {
    const root = this.sets.find(node);
    this.open[root] = (this.open[root] as number) + 1;
  }

  /** The segment's edge meets `other`'s edge, which was open until now. */
  joinAcross(node: number, other: number): void {
    const otherRoot = this.sets.find(other);
    this.open[otherRoot] = (this.open[otherRoot] as number) - 1;
    const [root, absorbed] = this.sets.union(node, other);
    if (absorbed >= 0) this.open[root] = (this.open[root] as number) + (this.open[absorbed] as number);
  }

  root(node: number): number {
    return this.sets.find(node);
  }

  /** Open edges of the node's area: 0 once it is complete. */
  openEdges(node: number): number {
    return this.open[this.sets.find(node)] as number;
  }

  isComplete(node: number): boolean {
    return this.open[this.sets.find(node)] === 0;
  }

  terrain(node: number): Terrain {
    return this.terrainOf[node] as Terrain;
  }

  /** Board slots of the tiles that contribute at least one segment to the area. */
  tiles(node: number): number[] {
    const seen = new Set<number>();
    for (const m of this.sets.members(node)) seen.add(this.tileOf[m] as number);
    return [...seen];
  }

  bonus(node: number): number {
    let total = 0;
    for (const m of this.sets.members(node)) total += this.bonusOf[m] as number;
    return total;
  }

  segments(node: number): readonly number[] {
    return this.sets.members(node);
  }
}
