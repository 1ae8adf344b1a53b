/**
 * Drawing geometry of flat-topped hexes (design.md): axial (q, r), edge e faces the neighbour
 * at DIRECTIONS[e], edge 0 north then clockwise; a face turned by k has its edge i on edge
 * (i + k) mod 6. Everything here is in SVG units with the hex centre at (0, 0) and corner
 * radius R, unless it says map.
 */
import type { FaceDef } from '../rules';

export const SQRT3 = Math.sqrt(3);

export interface Point {
  x: number;
  y: number;
}

/** The centre of hex (q, r) on the map. */
export function hexCenter(q: number, r: number, R: number): Point {
  return { x: 1.5 * R * q, y: SQRT3 * R * (r + q / 2) };
}

const rad = (deg: number) => (deg * Math.PI) / 180;
const polar = (deg: number, radius: number): Point => ({ x: radius * Math.cos(rad(deg)), y: radius * Math.sin(rad(deg)) });

/** Corner c lies between edge c and edge c + 1 (corner 0: between north and north-east). */
export const corner = (c: number, R: number): Point => polar(-60 + 60 * (((c % 6) + 6) % 6), R);

/** The middle of edge e, and the direction (degrees) from the centre to it. */
export const edgeAngle = (e: number) => -90 + 60 * e;
export const edgeMid = (e: number, R: number): Point => polar(edgeAngle(e), (R * SQRT3) / 2);

const fmt = (n: number) => (Math.abs(n) < 1e-9 ? '0' : n.toFixed(2).replace(/\.?0+$/, ''));
export const pt = (p: Point) => `${fmt(p.x)},${fmt(p.y)}`;

export function hexPoints(R: number): string {
  return [0, 1, 2, 3, 4, 5].map((c) => pt(corner(c, R))).join(' ');
}

/** Where edge e's two corners are: it runs from corner e - 1 to corner e. */
export function edgeEnds(e: number, R: number): [Point, Point] {
  return [corner(e + 5, R), corner(e, R)];
}

/** The smallest run of consecutive edges (clockwise from `start`) holding all of `edges`. */
export function coveringArc(edges: readonly number[]): { start: number; length: number } {
  let best = { start: edges[0] ?? 0, length: 7 };
  for (const s of edges) {
    const length = Math.max(...edges.map((e) => (e - s + 6) % 6)) + 1;
    if (length < best.length) best = { start: s, length };
  }
  return best;
}

/** One segment of a placed face, ready to draw. */
export interface SegmentShape {
  /** Index in the face's segment list. */
  index: number;
  terrain: 'L' | 'S';
  /** Placed edges (after rotation). */
  edges: number[];
  /** SVG path of its region; the base segment fills the whole hex (drawn first). */
  path: string;
  base: boolean;
  /** A point well inside the region, for its symbols. */
  anchor: Point;
  /** A unit vector along the region at the anchor: symbols side by side go this way. */
  tangent: Point;
  bonus: number;
}

const CAP_DEPTH = [0, 0.25, 0.05, 0, -0.45, -0.7];

/**
 * The regions of a face turned by `rotation`: the segment with most edges is the background;
 * every other one is a cap on its run of edges, bulging in as far as the run is long. Caps
 * are listed longest run first, so a bay inside a longer cap is drawn over it.
 */
export function segmentShapes(face: FaceDef, rotation: number, R: number): SegmentShape[] {
  const placed = face.segments.map((s, index) => ({ ...s, index, edges: s.edges.map((e) => (e + rotation) % 6).sort((a, b) => a - b) }));
  let baseIndex = 0;
  placed.forEach((s, i) => {
    if (s.edges.length > (placed[baseIndex] as (typeof placed)[number]).edges.length) baseIndex = i;
  });
  const shapes: (SegmentShape & { arc: number })[] = placed.map((s) => {
    if (s.index === baseIndex) {
      let x = 0;
      let y = 0;
      for (const e of s.edges) {
        const m = edgeMid(e, 1);
        x += m.x;
        y += m.y;
      }
      const len = Math.hypot(x, y);
      const dir = len < 0.3 ? { x: 0, y: -1 } : { x: x / len, y: y / len };
      const anchor = { x: dir.x * (len < 0.3 ? 0.45 : 0.42) * R, y: dir.y * (len < 0.3 ? 0.45 : 0.42) * R };
      const path = `M${hexPoints(R).split(' ').join('L')}Z`;
      return {
        index: s.index,
        terrain: s.terrain,
        edges: s.edges,
        path,
        base: true,
        anchor,
        tangent: { x: -dir.y, y: dir.x },
        bonus: s.bonus,
        arc: 7,
      };
    }
    const { start, length } = coveringArc(s.edges);
    const from = corner(start + 5, R);
    const corners: Point[] = [];
    for (let i = 0; i < length; i++) corners.push(corner(start + i, R));
    const mid = edgeAngle(start) + 30 * (length - 1);
    const control = polar(mid, (CAP_DEPTH[length] ?? 0) * R);
    const path = `M${pt(from)}${corners.map((c) => `L${pt(c)}`).join('')}Q${pt(control)} ${pt(from)}Z`;
    const anchorRadius = length === 1 ? 0.7 : length === 2 ? 0.55 : 0.45;
    const tangent = polar(mid + 90, 1);
    return {
      index: s.index,
      terrain: s.terrain,
      edges: s.edges,
      path,
      base: false,
      anchor: polar(mid, anchorRadius * R),
      tangent,
      bonus: s.bonus,
      arc: length,
    };
  });
  return shapes.sort((a, b) => b.arc - a.arc).map(({ arc: _arc, ...shape }) => shape);
}

/** The face's largest segment of a terrain (where its caravan or ship sits). */
export function largestOf(shapes: readonly SegmentShape[], terrain: 'L' | 'S'): SegmentShape | null {
  let best: SegmentShape | null = null;
  for (const s of shapes) if (s.terrain === terrain && (best === null || s.edges.length > best.edges.length)) best = s;
  return best;
}

/** Points spread along edge e, just inside the hex (for mountains and corals). */
export function alongEdge(e: number, R: number, count: number, inset = 0.14): Point[] {
  const [a, b] = edgeEnds(e, R);
  const k = 1 - inset;
  const out: Point[] = [];
  for (let i = 0; i < count; i++) {
    const t = (i + 1) / (count + 1);
    out.push({ x: (a.x + (b.x - a.x) * t) * k, y: (a.y + (b.y - a.y) * t) * k });
  }
  return out;
}
