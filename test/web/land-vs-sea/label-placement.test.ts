/**
 * The points labels of completed areas on the Land vs Sea map: neighbouring labels never overlap
 * (QA read "+3 ×1" drawn over "+2 ×1"), and a small island's label sits beside it rather than
 * on it (the tutorial's two-cape island was hidden by its own "+2 ×1"), while a label with room
 * stays where the board always drew it.
 */
import { describe, expect, it } from 'vitest';
import { pick, seededRng } from '../../../games/common/random';
import { actionValues } from '../../../games/land-vs-sea/ai/placement-values';
import { DIRECTIONS } from '../../../games/land-vs-sea/rules/hex';
import { inventoryOf, landVsSea, mapAreas, tileDef, type FaceDef, type SetupData, type State } from '../../../games/land-vs-sea';
import { corner, hexCenter, segmentShapes, type Point } from '../../../games/land-vs-sea/board/geometry';
import {
  cellsOf,
  LABEL_LIFT,
  labelSize,
  placeAreaLabels,
  type AreaCell,
  type LabelRequest,
  type Rect,
} from '../../../games/land-vs-sea/board/label-placement';

const R = 50;
const ALL = [0, 1, 2, 3, 4, 5];
/** A label's size at the map's own scale ("+2 ×1", its outline included), and zoomed out as a phone shows a long game. */
const SMALL = { width: 50, height: 20 };
const ZOOMED_OUT = { width: 125, height: 50 };

const face = (segments: number[][]): FaceDef => ({
  edges: 'SSSSSS',
  segments: segments.map((edges) => ({ terrain: 'L', edges, bonus: 0 })) as FaceDef['segments'],
  mountain: [],
  coral: [],
  caravan: false,
  ship: false,
  action: null,
});

/** The segment of hex (q, r) on `edges`, drawn as the board draws it on a tile made of `segments`. */
function cell(
  q: number,
  r: number,
  edges: number[],
  segments: number[][] = [edges, [0, 1, 2, 3, 4, 5].filter((e) => !edges.includes(e))],
): AreaCell {
  const shape = segmentShapes(face(segments), 0, R).find((s) => s.edges.join() === [...edges].sort().join())!;
  return { center: hexCenter(q, r, R), anchor: shape.anchor, edges: shape.edges, base: shape.base };
}

/** An island of two capes facing each other across edge `edge` of hex (q, r), as the tutorial's. */
function capes(q: number, r: number, edge: number): AreaCell[] {
  const [dq, dr] = DIRECTIONS[edge]!;
  return [cell(q, r, [edge]), cell(q + dq, r + dr, [(edge + 3) % 6])];
}

const area = (id: string, cells: AreaCell[], size = SMALL): LabelRequest => ({ id, cells, ...size });

const boxOf = (at: Point, size: { width: number; height: number }): Rect => ({
  minX: at.x - size.width / 2,
  maxX: at.x + size.width / 2,
  minY: at.y - size.height / 2,
  maxY: at.y + size.height / 2,
});
const overlap = (a: Rect, b: Rect) => a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY;
const covers = (box: Rect, p: Point) => p.x > box.minX && p.x < box.maxX && p.y > box.minY && p.y < box.maxY;

/** A box and hex (q, r) within its outline (90% of its size) share some area: no axis of either separates them (both are convex). */
function coversHex(box: Rect, q: number, r: number): boolean {
  const c = hexCenter(q, r, R);
  const hex = [0, 1, 2, 3, 4, 5].map((i) => corner(i, 0.9 * R)).map((p) => ({ x: c.x + p.x, y: c.y + p.y }));
  const rect = [
    { x: box.minX, y: box.minY },
    { x: box.maxX, y: box.minY },
    { x: box.maxX, y: box.maxY },
    { x: box.minX, y: box.maxY },
  ];
  const axes = [
    { x: 1, y: 0 },
    { x: 0, y: 1 },
    ...[0, 1, 2].map((i) => ({ x: Math.cos((Math.PI / 3) * i), y: Math.sin((Math.PI / 3) * i) })),
  ];
  return axes.every((axis) => {
    const project = (ps: Point[]) => ps.map((p) => p.x * axis.x + p.y * axis.y);
    const [a, b] = [project(hex), project(rect)];
    return Math.min(...a) < Math.max(...b) - 1e-9 && Math.min(...b) < Math.max(...a) - 1e-9;
  });
}

/** Every pair of placed labels that overlap, by id: none is what a reader needs. */
function overlapping(areas: readonly LabelRequest[], places: Map<string, Point>): string[] {
  const boxes = areas.map((a) => ({ id: a.id, box: boxOf(places.get(a.id)!, a) }));
  const pairs: string[] = [];
  boxes.forEach((a, i) => boxes.slice(i + 1).forEach((b) => overlap(a.box, b.box) && pairs.push(`${a.id} × ${b.id}`)));
  return pairs;
}

/** A whole game, each move one of the best for the mover's points at once: a map with many completed areas, as the bots leave. */
function playGreedily(players: number, options: SetupData, seed: string): State {
  const rng = seededRng(seed);
  const state = landVsSea.setup(players, options, rng);
  while (state.step !== 'over') {
    const actions = landVsSea.legalActions(state, state.current);
    const values = actionValues(state, state.current, actions);
    const best = Math.max(...values);
    const bests = actions.filter((_, i) => values[i] === best);
    const result = landVsSea.apply(state, state.current, pick(rng, bests), rng);
    if (!result.ok) throw new Error(result.error);
  }
  return state;
}

describe('area labels on the Land vs Sea map', () => {
  it('a large area with room keeps its label where the board always drew it, above its middle segment', () => {
    // A hex and the six around it, all land.
    const hexes = [[0, 0], ...DIRECTIONS] as const;
    const large = area(
      'large',
      hexes.map(([q, r]) => cell(q, r, ALL, [ALL])),
    );
    const at = placeAreaLabels([large], R).get('large')!;
    const middle = large.cells[0]!;
    expect(at).toEqual({ x: middle.center.x + middle.anchor.x, y: middle.center.y + middle.anchor.y - LABEL_LIFT });
  });

  it('the tutorial’s island of two capes keeps its label beside it, not on it', () => {
    // Step 11: the start tile, a cape below it and a cape below that one, their land meeting.
    const island = capes(0, 1, 3);
    const at = placeAreaLabels([area('island', island)], R).get('island')!;
    const box = boxOf(at, SMALL);
    const shared = hexCenter(0, 1, R);
    const anchors = island.map((c) => ({ x: c.center.x + c.anchor.x, y: c.center.y + c.anchor.y }));
    for (const p of [...anchors, { x: shared.x, y: shared.y + (R * Math.sqrt(3)) / 2 }])
      expect(covers(box, p), `the island at ${p.x},${p.y} in sight of the label at ${at.x},${at.y}`).toBe(false);
  });

  it('a label leaves a tile’s symbol in sight: it moves off a compass where it would lie, not far', () => {
    const island = capes(0, 1, 3);
    const at = placeAreaLabels([area('island', island)], R).get('island')!;
    // A Play Again compass where the label went (the tutorial's: half of it was covered).
    const size = 0.36 * R * 1.25;
    const compass = boxOf(at, { width: size, height: size });
    const moved = placeAreaLabels([area('island', island)], R, undefined, [compass]).get('island')!;
    const label = boxOf(moved, SMALL);
    const covered =
      (Math.max(0, Math.min(label.maxX, compass.maxX) - Math.max(label.minX, compass.minX)) *
        Math.max(0, Math.min(label.maxY, compass.maxY) - Math.max(label.minY, compass.minY))) /
      size ** 2;
    expect(covered, `the label at ${moved.x},${moved.y} covers the compass`).toBeLessThanOrEqual(0.1);
    expect(Math.hypot(moved.x - at.x, moved.y - at.y)).toBeLessThan(2 * R);
    // And the island stays in sight of it.
    for (const c of island) expect(covers(label, { x: c.center.x + c.anchor.x, y: c.center.y + c.anchor.y })).toBe(false);
  });

  it('a one-hex island next to a large area: its label lies beside it, off its hex, and off the other label', () => {
    const islandHex = cell(0, 0, ALL, [ALL]);
    // The large area wraps the island's east side: every hex around it there, and beyond.
    const large = [
      cell(1, -1, [4, 5, 0, 1]),
      cell(1, 0, [3, 4, 5, 0]),
      cell(0, 1, [0, 1, 2, 3]),
      cell(2, -1, ALL, [ALL]),
      cell(2, 0, ALL, [ALL]),
      cell(1, 1, ALL, [ALL]),
    ];
    for (const size of [SMALL, ZOOMED_OUT]) {
      const areas = [area('large', large, size), area('island', [islandHex], size)];
      const places = placeAreaLabels(areas, R);
      expect(overlapping(areas, places), `at ${size.width}×${size.height}`).toEqual([]);
      if (size === SMALL) expect(coversHex(boxOf(places.get('island')!, size), 0, 0), 'the island’s hex in sight').toBe(false);
    }
  });

  it('small areas side by side, and islands all around one hex, each get a label clear of the others', () => {
    // A row of two-cape islands along the map, one a hex apart.
    const row = [0, 1, 2, 3, 4, 5].map((q) => area(`row${q}`, capes(q, 0, 3)));
    // Six islands on the six edges of one hex: their first places all but meet in its middle.
    const ring = [0, 1, 2, 3, 4, 5].map((e) => area(`ring${e}`, capes(0, 0, e)));
    // Two islands on neighbouring edges of a hex, as QA met "+3 ×1" over "+2 ×1".
    const pair = [area('a', capes(0, 0, 2)), area('b', capes(0, 0, 3))];
    for (const areas of [row, ring, pair])
      for (const size of [SMALL, ZOOMED_OUT]) {
        const sized = areas.map((a) => ({ ...a, ...size }));
        const places = placeAreaLabels(sized, R);
        expect(places.size).toBe(sized.length);
        expect(overlapping(sized, places), `${sized.map((a) => a.id).join(' ')} at ${size.width}×${size.height}`).toEqual([]);
      }
  });

  it('stays inside the map’s bounds when it is given them', () => {
    const ring = [0, 1, 2, 3, 4, 5].map((e) => area(`ring${e}`, capes(0, 0, e)));
    const bounds = { minX: -2.7 * R, maxX: 2.7 * R, minY: -2.8 * R, maxY: 2.8 * R };
    const places = placeAreaLabels(ring, R, bounds);
    for (const a of ring) {
      const box = boxOf(places.get(a.id)!, a);
      expect(box.minX >= bounds.minX && box.maxX <= bounds.maxX && box.minY >= bounds.minY && box.maxY <= bounds.maxY, a.id).toBe(true);
    }
    expect(overlapping(ring, places)).toEqual([]);
  });

  it('is deterministic: the same areas in another order get the same places', () => {
    const areas = [0, 1, 2, 3, 4, 5].map((e) => area(`ring${e}`, capes(0, 0, e), ZOOMED_OUT));
    const once = placeAreaLabels(areas, R);
    expect(placeAreaLabels([...areas].reverse(), R)).toEqual(once);
  });

  it('a whole game’s map: no two labels overlap, at the map’s own scale or zoomed out as a phone fits it', () => {
    const games: [string, number, SetupData][] = [
      ['labels-a', 2, {}],
      ['labels-b', 3, { mountainsAndCorals: true, caravansAndShips: true }],
      ['labels-c', 2, { waypoints: true }],
    ];
    for (const [seed, players, options] of games) {
      const state = playGreedily(players, options, seed);
      const inventory = inventoryOf(state);
      const tiles = new Map(
        Object.entries(state.board).map(([key, placed]) => {
          const [q, r] = key.split(',').map(Number) as [number, number];
          return [
            key,
            { center: hexCenter(q, r, R), shapes: segmentShapes(tileDef(inventory, placed.tile).faces[placed.face], placed.rotation, R) },
          ];
        }),
      );
      const completed = mapAreas(state.board, inventory).filter((a) => a.complete);
      expect(completed.length, seed).toBeGreaterThan(12);
      // The board keeps labels on the map as fitted: its tiles and the ring of hexes around them.
      const centers = [...tiles.values()].map((t) => t.center);
      const bounds = {
        minX: Math.min(...centers.map((c) => c.x)) - 2.7 * R,
        maxX: Math.max(...centers.map((c) => c.x)) + 2.7 * R,
        minY: Math.min(...centers.map((c) => c.y)) - 2.8 * R,
        maxY: Math.max(...centers.map((c) => c.y)) + 2.8 * R,
      };
      // 1: a desktop's view; 3: a long game fitted to a phone, its labels drawn three times as large.
      for (const scale of [1, 2, 3]) {
        const areas = completed.map((a) => ({
          id: a.id,
          cells: cellsOf(a.segments, tiles),
          ...labelSize(`+${a.points} ✕${a.bonus}`, scale),
        }));
        expect(overlapping(areas, placeAreaLabels(areas, R, bounds)), `${seed} at ×${scale}`).toEqual([]);
      }
    }
  });
});
