/**
 * Union-find where every element points straight at its set's root and each set is a linked
 * list of its members: `find` is one read (no path compression, so reads never write), and a
 * union relabels the smaller set, which keeps the total work O(n log n). Plain number arrays
 * only: no allocation per element.
 */
export class DisjointSets {
  private readonly rootOf: number[];
  private readonly next: number[];
  /** Valid at roots: the last member and the size of the set. */
  private readonly tail: number[];
  private readonly count: number[];

  /** Empty, or a copy of `from` that changes independently. */
  constructor(from?: DisjointSets) {
    this.rootOf = from ? from.rootOf.slice() : [];
    this.next = from ? from.next.slice() : [];
    this.tail = from ? from.tail.slice() : [];
    this.count = from ? from.count.slice() : [];
  }

  add(): number {
    const id = this.rootOf.length;
    this.rootOf.push(id);
    this.next.push(-1);
    this.tail.push(id);
    this.count.push(1);
    return id;
  }

  find(x: number): number {
    return this.rootOf[x] as number;
  }

  /** Merges the sets of a and b; returns the surviving root and the absorbed one (or -1). */
  union(a: number, b: number): [root: number, absorbed: number] {
    let ra = this.find(a);
    let rb = this.find(b);
    if (ra === rb) return [ra, -1];
    if ((this.count[ra] as number) < (this.count[rb] as number)) [ra, rb] = [rb, ra];
    for (let m = rb; m !== -1; m = this.next[m] as number) this.rootOf[m] = ra;
    this.next[this.tail[ra] as number] = rb;
    this.tail[ra] = this.tail[rb] as number;
    this.count[ra] = (this.count[ra] as number) + (this.count[rb] as number);
    return [ra, rb];
  }

  members(x: number): number[] {
    const list: number[] = [];
    for (let m = this.find(x); m !== -1; m = this.next[m] as number) list.push(m);
    return list;
  }

  size(x: number): number {
    return this.count[this.find(x)] as number;
  }
}
