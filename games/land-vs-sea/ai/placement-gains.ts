/**
 * What a placement scores at once, by role, read from the board index without placing it. The
 * search ranks every placement of a hand (a few hundred) at its root and at each node it adds;
 * placing each on a copy of the state would cost about a hundred times more.
 *
 * Exact for every rule (areas, bonus symbols, ranges, trade adjacency, returned waypoints, and
 * the trade routes when the placement ends the game) but one that needs the board after it: a
 * placement that brings the Volcano. For those `placementGains` says it cannot tell, and
 * `exactGains` places the tile on a copy (the tests hold both to the engine on random games).
 */
import { apply } from '../rules/apply';
import { copyIndexInto, indexOf, type BoardIndex } from '../rules/board-index';
import { CORAL_MASK, LAND_MASK, MOUNTAIN_MASK, SEGMENT_AT, faceDefOf, orientation } from '../rules/face-table';
import { roleOf } from '../rules/roles';
import { rangeRecipient } from '../rules/scoring/cartographer';
import { ADJACENCY_POINTS } from '../rules/scoring/caravans-ships';
import { routeWinner } from '../rules/scoring/trade-routes';
import { WAYPOINT_RETURN_POINTS } from '../rules/scoring/waypoints';
import type { Action, State } from '../rules/state';
import { mapTilesLeft } from '../rules/turn-flow';
import { PLAYERS, type FaceIndex, type Player, type Role, type Rotation } from '../rules/vocabulary';

/** Points by role number (`ROLE_NUMBER`), the shape of `Gains` arrays. */
export const ROLE_NUMBER: Readonly<Record<Role, number>> = { land: 0, sea: 1, cartographer: 2 };
const ROLE_BY_NUMBER: readonly Role[] = ['land', 'sea', 'cartographer'];

/** Points a placement gives each role, indexed by role number. */
export type Gains = Int32Array;

export function newGains(): Gains {
  return new Int32Array(3);
}

/** What stays the same for every placement of one position. */
export interface GainContext {
  state: State;
  index: BoardIndex;
  /** Role number of the player placing. */
  placer: number;
  /** Role numbers that ranges score for, or -1 with the option off. */
  mountainsTo: number;
  coralsTo: number;
  trade: boolean;
  /** Cells and area nodes of the waypoints on the map. */
  waypointCells: number[];
  waypointNodes: number[];
  /** The next placement ends the game, and with the option on, the trade routes score then. */
  ending: EndingRoutes | null;
}

/** The trade routes before the last placement, which may join some of them. */
interface EndingRoutes {
  /** Route number of each trade tile's cell. */
  routeAt: Map<number, number>;
  caravans: number[];
  ships: number[];
  tiles: number[];
  /** What the routes as they are would score, by role number. */
  points: Gains;
}

/** Points a route scores at the end, into `out` (by role number), times `sign`. */
function addRoute(state: State, caravans: number, ships: number, tiles: number, sign: number, out: Gains): void {
  if (tiles < 2) return;
  const winner = routeWinner({ tiles: [], caravans, ships }, state);
  if (winner !== null) out[ROLE_NUMBER[winner]] = (out[ROLE_NUMBER[winner]] as number) + sign * (caravans + ships);
}

function endingRoutes(state: State, index: BoardIndex): EndingRoutes {
  const routes: EndingRoutes = { routeAt: new Map(), caravans: [], ships: [], tiles: [], points: newGains() };
  if (!state.options.caravansAndShips) return routes;
  for (const start of index.tiles) {
    if (!start.trade || routes.routeAt.has(start.cell)) continue;
    const route = routes.tiles.length;
    let caravans = 0;
    let ships = 0;
    let tiles = 0;
    const queue = [start];
    routes.routeAt.set(start.cell, route);
    for (let tile = queue.pop(); tile !== undefined; tile = queue.pop()) {
      const def = faceDefOf(tile.tileNo, tile.face);
      if (def.caravan) caravans++;
      if (def.ship) ships++;
      tiles++;
      for (const step of index.grid.step) {
        const next = index.tileAt(tile.cell + step);
        if (next?.trade && !routes.routeAt.has(next.cell)) {
          routes.routeAt.set(next.cell, route);
          queue.push(next);
        }
      }
    }
    routes.caravans.push(caravans);
    routes.ships.push(ships);
    routes.tiles.push(tiles);
    addRoute(state, caravans, ships, tiles, 1, routes.points);
  }
  return routes;
}

const joined: number[] = [];

/** The last placement: the trade routes as they end, with the placed tile joining its neighbours'. */
function addGameEnd(ctx: GainContext, cell: number, tileNo: number, face: FaceIndex, out: Gains): void {
  const routes = ctx.ending;
  if (routes === null) return;
  for (let role = 0; role < 3; role++) out[role] = (out[role] as number) + (routes.points[role] as number);
  const def = faceDefOf(tileNo, face);
  if (!def.caravan && !def.ship) return;
  let caravans = def.caravan ? 1 : 0;
  let ships = def.ship ? 1 : 0;
  let tiles = 1;
  joined.length = 0;
  for (const step of ctx.index.grid.step) {
    const route = routes.routeAt.get(cell + step);
    if (route === undefined || joined.includes(route)) continue;
    joined.push(route);
    const [c, s, t] = [routes.caravans[route] as number, routes.ships[route] as number, routes.tiles[route] as number];
    addRoute(ctx.state, c, s, t, -1, out);
    caravans += c;
    ships += s;
    tiles += t;
  }
  addRoute(ctx.state, caravans, ships, tiles, 1, out);
}

export function gainContext(state: State, placer: Player): GainContext {
  const index = indexOf(state);
  const waypointCells: number[] = [];
  const waypointNodes: number[] = [];
  for (const owner of PLAYERS) {
    const spot = state.waypoints[owner];
    const tile = spot ? index.tileAtHex(spot.q, spot.r) : undefined;
    if (!spot || tile === undefined) continue;
    waypointCells.push(tile.cell);
    waypointNodes.push(tile.firstNode + spot.segment);
  }
  const ranges = state.options.mountainsAndCorals;
  return {
    state,
    index,
    placer: ROLE_NUMBER[roleOf(state.numPlayers, placer)],
    mountainsTo: ranges ? ROLE_NUMBER[rangeRecipient(state.numPlayers, 'mountain')] : -1,
    coralsTo: ranges ? ROLE_NUMBER[rangeRecipient(state.numPlayers, 'coral')] : -1,
    trade: state.options.caravansAndShips,
    waypointCells,
    waypointNodes,
    ending: mapTilesLeft(state) === 1 ? endingRoutes(state, index) : null,
  };
}

// Scratch space for one evaluation (a face has at most 6 segments, a cell 6 neighbours).
const groupOf = new Int8Array(6);
const segmentOpen = new Int32Array(6);
const groupOpen = new Int32Array(6);
const roots = new Int32Array(6);
const rootSegment = new Int8Array(6);
const closings = new Int32Array(6);
const mountainRoots = new Int32Array(6);
const coralRoots = new Int32Array(6);

function group(segment: number): number {
  let s = segment;
  while (groupOf[s] !== s) s = groupOf[s] as number;
  return s;
}

function distinctSetSize(sets: BoardIndex['mountains'], rootsSeen: Int32Array, count: number): number {
  let size = 1;
  for (let i = 0; i < count; i++) {
    let repeated = false;
    for (let j = 0; j < i; j++) if (rootsSeen[j] === rootsSeen[i]) repeated = true;
    if (!repeated) size += sets.size(rootsSeen[i] as number);
  }
  return size;
}

/**
 * Fills `out` with the points each role would score at once for this placement (which must be
 * legal), and returns true; returns false (leaving `out` unspecified) when only placing it can
 * tell: it brings the Volcano or ends the game.
 */
export function placementGains(ctx: GainContext, cell: number, tileNo: number, face: FaceIndex, rotation: Rotation, out: Gains): boolean {
  out.fill(0);
  const { index } = ctx;
  const { areas, grid } = index;
  const o = orientation(tileNo, face, rotation);
  const def = faceDefOf(tileNo, face);
  const segments = def.segments;
  for (let s = 0; s < segments.length; s++) {
    groupOf[s] = s;
    segmentOpen[s] = 0;
    groupOpen[s] = 0;
  }
  const land = LAND_MASK[o] as number;
  const mountain = ctx.mountainsTo >= 0 ? (MOUNTAIN_MASK[o] as number) : 0;
  const coral = ctx.coralsTo >= 0 ? (CORAL_MASK[o] as number) : 0;
  let rootCount = 0;
  let mountainLinks = 0;
  let coralLinks = 0;
  let tradeNeighbour = false;
  for (let e = 0; e < 6; e++) {
    const s = SEGMENT_AT[o * 6 + e] as number;
    const next = cell + (grid.step[e] as number);
    const back = (e + 3) % 6;
    const other = index.tileAt(next);
    if (other === undefined) {
      segmentOpen[s] = (segmentOpen[s] as number) + 1;
      if (!index.volcanoUsed && index.neighbours[next] === 5) {
        const landAfter = index.landMask(next) | (((land >> e) & 1) << back);
        if (landAfter === 0b111111 || landAfter === 0) return false;
      }
      continue;
    }
    const root = areas.root(index.nodeAt(other, back));
    let j = 0;
    while (j < rootCount && roots[j] !== root) j++;
    if (j === rootCount) {
      roots[j] = root;
      rootSegment[j] = s;
      closings[j] = 1;
      rootCount++;
    } else {
      closings[j] = (closings[j] as number) + 1;
      const a = group(s);
      const b = group(rootSegment[j] as number);
      if (a !== b) groupOf[Math.max(a, b)] = Math.min(a, b);
    }
    if (mountain & (1 << e) && (MOUNTAIN_MASK[other.orient] as number) & (1 << back))
      mountainRoots[mountainLinks++] = index.mountains.find(index.slotOf(next));
    if (coral & (1 << e) && (CORAL_MASK[other.orient] as number) & (1 << back))
      coralRoots[coralLinks++] = index.corals.find(index.slotOf(next));
    if (other.trade) tradeNeighbour = true;
  }

  for (let s = 0; s < segments.length; s++) {
    const g = group(s);
    groupOpen[g] = (groupOpen[g] as number) + (segmentOpen[s] as number);
  }
  for (let j = 0; j < rootCount; j++) {
    const g = group(rootSegment[j] as number);
    groupOpen[g] = (groupOpen[g] as number) + areas.openEdges(roots[j] as number) - (closings[j] as number);
  }

  let returned = 0;
  let returnedMask = 0;
  for (let g = 0; g < segments.length; g++) {
    if (groupOf[g] !== g || groupOpen[g] !== 0) continue;
    // A completed area: rare, so the few allocations here do not matter.
    const tiles = new Set<number>();
    let bonus = 0;
    for (let s = 0; s < segments.length; s++) if (group(s) === g) bonus += (segments[s] as (typeof segments)[number]).bonus;
    for (let j = 0; j < rootCount; j++) {
      if (group(rootSegment[j] as number) !== g) continue;
      const root = roots[j] as number;
      for (const t of areas.tiles(root)) tiles.add(t);
      bonus += areas.bonus(root);
      ctx.waypointNodes.forEach((node, w) => {
        if (areas.root(node) === root && !(returnedMask & (1 << w))) {
          returnedMask |= 1 << w;
          returned++;
        }
      });
    }
    const owner = (segments[g] as (typeof segments)[number]).terrain === 'L' ? 0 : 1;
    out[owner] = (out[owner] as number) + tiles.size + 1;
    out[ctx.placer] = (out[ctx.placer] as number) + bonus;
  }
  ctx.waypointCells.forEach((waypointCell, w) => {
    if (returnedMask & (1 << w) || index.neighbours[waypointCell] !== 5) return;
    for (let e = 0; e < 6; e++)
      if (waypointCell === cell + (grid.step[e] as number)) {
        returnedMask |= 1 << w;
        returned++;
      }
  });
  out[ctx.placer] = (out[ctx.placer] as number) + returned * WAYPOINT_RETURN_POINTS;

  if (mountainLinks > 0)
    out[ctx.mountainsTo] = (out[ctx.mountainsTo] as number) + distinctSetSize(index.mountains, mountainRoots, mountainLinks);
  if (coralLinks > 0) out[ctx.coralsTo] = (out[ctx.coralsTo] as number) + distinctSetSize(index.corals, coralRoots, coralLinks);
  if (ctx.trade && tradeNeighbour && (def.caravan || def.ship)) out[ctx.placer] = (out[ctx.placer] as number) + ADJACENCY_POINTS;
  addGameEnd(ctx, cell, tileNo, face, out);
  return true;
}

/**
 * What every placement on one cell shares: most cells can neither complete an area nor bring
 * the Volcano, and there a placement's points depend only on which of its edges meet a
 * neighbour's mountain or coral and whether it bears a caravan or ship. `cellGains` reads that
 * much once per cell, so that a greedy choice over a whole hand costs little more than listing it.
 */
export interface CellGains {
  cell: number;
  /** Its placements need the full count (`placementGains`): they may complete an area or bring the Volcano. */
  full: boolean;
  /** Edges whose neighbour shows a mountain (coral) edge to this cell. */
  mountainEdges: number;
  coralEdges: number;
  /** By edge, the range (reef) of the neighbour there. */
  mountainRoot: Int32Array;
  coralRoot: Int32Array;
  tradeNeighbour: boolean;
  /** Waypoints returned by any placement here: their tile gets its sixth neighbour. */
  surrounded: number;
}

export function newCellGains(): CellGains {
  return {
    cell: -1,
    full: true,
    mountainEdges: 0,
    coralEdges: 0,
    mountainRoot: new Int32Array(6),
    coralRoot: new Int32Array(6),
    tradeNeighbour: false,
    surrounded: 0,
  };
}

/** Fills `out` for the (empty, frontier) cell. */
export function cellGains(ctx: GainContext, cell: number, out: CellGains): void {
  const { index } = ctx;
  const { areas, grid } = index;
  out.cell = cell;
  out.full = false;
  out.mountainEdges = 0;
  out.coralEdges = 0;
  out.tradeNeighbour = false;
  out.surrounded = 0;
  let rootCount = 0;
  for (let e = 0; e < 6; e++) {
    const next = cell + (grid.step[e] as number);
    const back = (e + 3) % 6;
    const other = index.tileAt(next);
    if (other === undefined) {
      // Some placement here may make a uniform hole there.
      if (!index.volcanoUsed && index.neighbours[next] === 5) out.full = true;
      continue;
    }
    const root = areas.root(index.nodeAt(other, back));
    let j = 0;
    while (j < rootCount && roots[j] !== root) j++;
    if (j === rootCount) {
      roots[j] = root;
      closings[j] = 1;
      rootCount++;
    } else closings[j] = (closings[j] as number) + 1;
    if (ctx.mountainsTo >= 0 && (MOUNTAIN_MASK[other.orient] as number) & (1 << back)) {
      out.mountainEdges |= 1 << e;
      out.mountainRoot[e] = index.mountains.find(index.slotOf(next));
    }
    if (ctx.coralsTo >= 0 && (CORAL_MASK[other.orient] as number) & (1 << back)) {
      out.coralEdges |= 1 << e;
      out.coralRoot[e] = index.corals.find(index.slotOf(next));
    }
    if (other.trade) out.tradeNeighbour = true;
    if (index.neighbours[next] === 5) {
      for (let w = 0; w < ctx.waypointCells.length; w++) if (ctx.waypointCells[w] === next) out.surrounded++;
    }
  }
  // An area can close only if every open edge it has faces this cell (whatever the placement).
  for (let j = 0; j < rootCount; j++) if (areas.openEdges(roots[j] as number) === closings[j]) out.full = true;
}

function linkedSize(sets: BoardIndex['mountains'], edges: number, root: Int32Array): number {
  let count = 0;
  for (let e = 0; e < 6; e++) if (edges & (1 << e)) mountainRoots[count++] = root[e] as number;
  return count === 0 ? 0 : distinctSetSize(sets, mountainRoots, count);
}

/** `placementGains` for a placement on the cell `cell` describes. */
export function placementGainsOn(
  ctx: GainContext,
  cell: CellGains,
  tileNo: number,
  face: FaceIndex,
  rotation: Rotation,
  out: Gains,
): boolean {
  if (cell.full) return placementGains(ctx, cell.cell, tileNo, face, rotation, out);
  out.fill(0);
  const o = orientation(tileNo, face, rotation);
  const mountains = cell.mountainEdges & (MOUNTAIN_MASK[o] as number);
  const corals = cell.coralEdges & (CORAL_MASK[o] as number);
  if (mountains !== 0)
    out[ctx.mountainsTo] = (out[ctx.mountainsTo] as number) + linkedSize(ctx.index.mountains, mountains, cell.mountainRoot);
  if (corals !== 0) out[ctx.coralsTo] = (out[ctx.coralsTo] as number) + linkedSize(ctx.index.corals, corals, cell.coralRoot);
  let placer = cell.surrounded * WAYPOINT_RETURN_POINTS;
  if (ctx.trade && cell.tradeNeighbour) {
    const def = faceDefOf(tileNo, face);
    if (def.caravan || def.ship) placer += ADJACENCY_POINTS;
  }
  out[ctx.placer] = (out[ctx.placer] as number) + placer;
  addGameEnd(ctx, cell.cell, tileNo, face, out);
  return true;
}

/** A copy that `apply` may change without touching the original (its score breakdown is dropped). */
function scratchCopy(state: State): State {
  const copy: State = {
    ...state,
    board: { ...state.board },
    stacks: [[...state.stacks[0]], [...state.stacks[1]]],
    hands: state.hands.map((hand) => [...hand]),
    score: { ...state.score },
    scoreBy: undefined,
    waypoints: { ...state.waypoints },
  };
  copyIndexInto(copy, indexOf(state));
  return copy;
}

/** The points of any legal action of `player`, by role, found by playing it on a copy. */
export function exactGains(state: State, player: Player, action: Action, out: Gains): void {
  const copy = scratchCopy(state);
  const result = apply(copy, player, action);
  if (!result.ok) throw new Error(`exactGains: ${result.error}`);
  for (let role = 0; role < 3; role++) {
    const name = ROLE_BY_NUMBER[role] as Role;
    out[role] = (copy.score[name] ?? 0) - (state.score[name] ?? 0);
  }
}

/**
 * How much a placement's points raise the placer's margin over the best other side (the
 * quantity the greedy player maximizes): with 2 sides, their points minus the other's.
 */
export function marginGain(state: State, placer: number, gains: Gains): number {
  const roles = state.numPlayers === 3 ? 3 : 2;
  let before = Number.NEGATIVE_INFINITY;
  let after = Number.NEGATIVE_INFINITY;
  for (let role = 0; role < roles; role++) {
    if (role === placer) continue;
    const points = state.score[ROLE_BY_NUMBER[role] as Role] ?? 0;
    before = Math.max(before, points);
    after = Math.max(after, points + (gains[role] as number));
  }
  return (gains[placer] as number) - (after - before);
}
