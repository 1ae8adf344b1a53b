/**
 * Where the points labels of completed areas go on the map. Each label starts where the board
 * always put it, just above the area's segment nearest its middle, and moves only when it would
 * overlap a label already placed, hide most of a small area (a two-cape island was lost under
 * its own "+2 ×1"), leave the map, or cover a tile's symbol (the tutorial's island label hid half
 * of the Play Again compass its step spoke of); then it takes the nearest place that does none
 * of these. Pure and deterministic: the same areas and sizes always give the same places.
 */
import type { SegmentRef } from '../rules';
import { alongEdge, type Point, type SegmentShape } from './geometry';

/** One segment of an area, as drawn in one hex. */
export interface AreaCell extends Pick<SegmentShape, 'anchor' | 'edges' | 'base'> {
  /** The hex's centre on the map (the anchor is relative to it). */
  center: Point;
}

/** An area's segments as drawn, from the placed tiles' centres and shapes by hex key. */
export function cellsOf(
  segments: readonly SegmentRef[],
  tiles: ReadonlyMap<string, { center: Point; shapes: readonly SegmentShape[] }>,
): AreaCell[] {
  return segments.flatMap((s) => {
    const tile = tiles.get(s.key);
    const shape = tile?.shapes.find((x) => x.index === s.segment);
    return tile && shape ? [{ center: tile.center, anchor: shape.anchor, edges: shape.edges, base: shape.base }] : [];
  });
}

export interface LabelRequest {
  id: string;
  cells: readonly AreaCell[];
  /** The label's size in map units, its outline included. */
  width: number;
  height: number;
}

export interface Rect {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/** How far above its anchor a label sits when nothing is in its way (the symbol there shows). */
export const LABEL_LIFT = 12;
/** A label's pill, unscaled: its height, and its width for a text (board.css sets the font). */
export const LABEL_HEIGHT = 18;
export const labelWidth = (text: string) => 10 + text.length * 7.5;
/** The pill's white outline, half of it outside the pill. */
const LABEL_OUTLINE = 2;

/** The size a label's pill takes on the map at `scale`, its outline included. */
export const labelSize = (text: string, scale: number) => ({
  width: (labelWidth(text) + LABEL_OUTLINE) * scale,
  height: (LABEL_HEIGHT + LABEL_OUTLINE) * scale,
});

// Costs: any overlap with another label outweighs everything; then leaving the map; then hiding
// an area, by the share of it covered beyond a sliver (a label on a large area covers less than
// that and stays, one on a small island moves beside it); then covering a symbol, by the share
// of it covered beyond a sliver (a whole one is worth moving two hex radii); then the distance
// moved, in hex radii.
const OVERLAP_COST = 1000;
const OUTSIDE_COST = 100;
const HIDE_COST = 10;
const HIDDEN_UNSEEN = 0.05;
const SYMBOL_COST = 2;
const SYMBOL_UNSEEN = 0.1;
/** The grid of places tried around a label's first place, in steps of a quarter width and half a height. */
const STEPS_X = 8;
const STEPS_Y = 8;
/** Room kept between two labels, as a share of their height. */
const GAP_SHARE = 0.1;

interface Body {
  points: Point[];
  box: Rect;
}

const boxAt = (c: Point, w: number, h: number): Rect => ({ minX: c.x - w / 2, maxX: c.x + w / 2, minY: c.y - h / 2, maxY: c.y + h / 2 });
const overlapArea = (a: Rect, b: Rect) =>
  Math.max(0, Math.min(a.maxX, b.maxX) - Math.max(a.minX, b.minX)) * Math.max(0, Math.min(a.maxY, b.maxY) - Math.max(a.minY, b.minY));
const touches = (a: Rect, b: Rect) => a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY;
const inside = (p: Point, r: Rect) => p.x >= r.minX && p.x <= r.maxX && p.y >= r.minY && p.y <= r.maxY;
const within = (a: Rect, b: Rect) => a.minX >= b.minX && a.maxX <= b.maxX && a.minY >= b.minY && a.maxY <= b.maxY;

/**
 * Points spread over what an area shows of itself, about evenly: each segment's anchor, points
 * along each of its edges just inside the hex and a little further in, and for a segment that
 * fills its hex, its middle. The share of them under a label is about the share of it hidden.
 */
function bodyOf(cells: readonly AreaCell[], R: number): Body {
  const points: Point[] = [];
  for (const cell of cells) {
    const at = (p: Point) => points.push({ x: cell.center.x + p.x, y: cell.center.y + p.y });
    at(cell.anchor);
    // A cap's curve bulges in past its anchor: its inner side, a little nearer the middle.
    if (!cell.base) at({ x: cell.anchor.x * 0.8, y: cell.anchor.y * 0.8 });
    for (const e of cell.edges) {
      alongEdge(e, R, 4, 0.05).forEach(at);
      alongEdge(e, R, 1, 0.25).forEach(at);
      if (cell.base) alongEdge(e, R, 1, 0.55).forEach(at);
    }
    if (cell.base) at({ x: 0, y: 0 });
  }
  const box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const p of points) {
    box.minX = Math.min(box.minX, p.x);
    box.maxX = Math.max(box.maxX, p.x);
    box.minY = Math.min(box.minY, p.y);
    box.maxY = Math.max(box.maxY, p.y);
  }
  return { points, box };
}

/** Where the board always put an area's label: just above its anchor nearest the anchors' middle. */
function homeOf(cells: readonly AreaCell[]): Point | null {
  const anchors = cells.map((c) => ({ x: c.center.x + c.anchor.x, y: c.center.y + c.anchor.y }));
  if (anchors.length === 0) return null;
  const mx = anchors.reduce((n, p) => n + p.x, 0) / anchors.length;
  const my = anchors.reduce((n, p) => n + p.y, 0) / anchors.length;
  const near = anchors.reduce((best, p) => (Math.hypot(p.x - mx, p.y - my) < Math.hypot(best.x - mx, best.y - my) ? p : best));
  return { x: near.x, y: near.y - LABEL_LIFT };
}

/** The places tried around `home`, nearest first (ties in a fixed order). */
function candidatesAround(home: Point, w: number, h: number): { at: Point; moved: number }[] {
  const out: { at: Point; moved: number }[] = [];
  for (let j = -STEPS_Y; j <= STEPS_Y; j++)
    for (let i = -STEPS_X; i <= STEPS_X; i++) {
      const dx = (i * w) / 4;
      const dy = (j * h) / 2;
      out.push({ at: { x: home.x + dx, y: home.y + dy }, moved: Math.hypot(dx, dy) });
    }
  return out.sort((a, b) => a.moved - b.moved);
}

/** The box of each symbol on the placed tiles (`symbol-places.ts`), on the map. */
export function symbolBoxes(tiles: Iterable<{ center: Point; symbols: readonly { at: Point; size: number }[] }>): Rect[] {
  const boxes: Rect[] = [];
  for (const { center, symbols } of tiles)
    for (const { at, size } of symbols) boxes.push(boxAt({ x: center.x + at.x, y: center.y + at.y }, size, size));
  return boxes;
}

/**
 * The centre of each area's label, by id (an area with no cells gets none). `R` is the hexes'
 * corner radius; `bounds`, when given, is the part of the map a label should stay in; `symbols`,
 * the boxes of the tiles' symbols (`symbolBoxes`), which a label should leave in sight.
 */
export function placeAreaLabels(
  areas: readonly LabelRequest[],
  R: number,
  bounds?: Rect,
  symbols: readonly Rect[] = [],
): Map<string, Point> {
  const bodies = areas.map((a) => bodyOf(a.cells, R));
  // Small areas first: they have the fewest places that do not hide them.
  const order = [...areas].sort((a, b) => a.cells.length - b.cells.length || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const placed: Rect[] = [];
  const out = new Map<string, Point>();
  for (const area of order) {
    const home = homeOf(area.cells);
    if (!home) continue;
    const { width: w, height: h } = area;
    const gap = h * GAP_SHARE;
    const cost = (at: Point): number => {
      const box = boxAt(at, w, h);
      const spaced = boxAt(at, w + 2 * gap, h + 2 * gap);
      let total = 0;
      for (const other of placed) {
        const shared = overlapArea(spaced, other);
        if (shared > 0) total += OVERLAP_COST * (1 + shared / (w * h));
      }
      if (bounds && !within(box, bounds)) total += OUTSIDE_COST;
      for (const body of bodies) {
        if (!touches(box, body.box)) continue;
        const hidden = body.points.filter((p) => inside(p, box)).length / Math.max(1, body.points.length);
        total += HIDE_COST * Math.max(0, hidden - HIDDEN_UNSEEN);
      }
      for (const symbol of symbols) {
        const covered = overlapArea(box, symbol);
        if (covered > 0)
          total += SYMBOL_COST * Math.max(0, covered / ((symbol.maxX - symbol.minX) * (symbol.maxY - symbol.minY)) - SYMBOL_UNSEEN);
      }
      return total;
    };
    let best = { at: home, total: Infinity };
    for (const { at, moved } of candidatesAround(home, w, h)) {
      const distance = moved / R;
      // Nearest first: once the move alone costs more than the best found, nothing further wins.
      if (distance >= best.total) break;
      const total = cost(at) + distance;
      if (total < best.total) best = { at, total };
    }
    placed.push(boxAt(best.at, w, h));
    out.set(area.id, best.at);
  }
  return out;
}
