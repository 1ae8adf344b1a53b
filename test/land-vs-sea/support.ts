/**
 * Short notation and scripted games for the Land vs Sea tests. The scenarios' tiles are those of
 * inventory v1, on which their maps were drawn (v1 matches still play; the rules are the same
 * on every inventory); random games and the hidden-information tests play new matches (v2).
 * - A deal: 'T05' (face 0 up) or 'T05.1' (face 1 up).
 * - A placed tile: 'T05.1 r2' (face 1, rotation 2); 'T05' is face 0, rotation 0.
 * - A placement: 'T05.1 @1,-1 r2' places the current player's T05 face 1 at (1,-1) rotation 2.
 */
import { expect } from 'vitest';
import { seededRng } from '../../games/common/random';
import { DIRECTIONS } from '../../games/land-vs-sea/rules/hex';
import { LAND_MASK, orientation } from '../../games/land-vs-sea/rules/face-table';
import {
  inventoryOf,
  landVsSea,
  mapTileIds,
  setupOn,
  tileNumber,
  type InventoryVersion,
  type Action,
  type FaceIndex,
  type PlacedTile,
  type Player,
  type PlayerCount,
  type Rotation,
  type SetupData,
  type State,
  type TileDeal,
} from '../../games/land-vs-sea/rules';

export function deal(code: string): TileDeal {
  const [tile, up = '0'] = code.split('.');
  return { tile: tile as string, up: Number(up) as FaceIndex };
}

export function placed(code: string): PlacedTile {
  const [tileFace, rot = 'r0'] = code.trim().split(/\s+/);
  const { tile, up } = deal(tileFace as string);
  return { tile, face: up, rotation: Number(rot.slice(1)) as Rotation };
}

export interface Scenario {
  /** The inventory the tile codes are read in (default v1). */
  inventory?: InventoryVersion;
  players?: PlayerCount;
  options?: Omit<SetupData, 'stacks'>;
  /** Each player's hand after the draft, in slot order (deal codes). */
  hands: string[][];
  /** The next tiles on top of stack 0 after the draft (deal codes). */
  next?: string[];
  /** Tiles already on the map besides the start tile: "q,r" -> placed-tile code. */
  board?: Record<string, string>;
  /** Size of stack 0 before the draft (default: as even as the rest allows). */
  stack0Size?: number;
}

/**
 * A game after its draft with the given hands: stack 0 is arranged so that taking from it
 * deals them, board tiles are taken out of the stacks and put on the map.
 */
export function scenario(s: Scenario): State {
  const players = s.players ?? 2;
  const inventory = s.inventory ?? 1;
  const allTiles = mapTileIds(inventory);
  if (s.hands.length !== players || s.hands.some((h) => h.length !== 2))
    throw new Error('every player holds exactly 2 tiles after the draft');
  const draft: string[] = [];
  for (let round = 0; round < 2; round++) for (const h of s.hands) draft.push(h[round] as string);
  const top = [...draft, ...(s.next ?? [])].map(deal);
  const onBoard = new Set(
    Object.values(s.board ?? {})
      .map((code) => placed(code).tile)
      .filter((id) => allTiles.includes(id)),
  );
  const used = new Set([...top.map((d) => d.tile), ...onBoard]);
  const rest = allTiles.filter((id) => !used.has(id)).map((tile): TileDeal => ({ tile, up: 0 }));
  const size0 = s.stack0Size ?? Math.max(top.length, Math.floor((58 - onBoard.size) / 2));
  const boardDeals = [...onBoard].map((tile): TileDeal => ({ tile, up: 0 }));
  const stack0 = [...top, ...rest.slice(0, size0 - top.length)];
  const stack1 = [...rest.slice(size0 - top.length), ...boardDeals];
  const state = setupOn(inventory, players, { ...s.options, stacks: [stack0, stack1] }, seededRng('scenario'));
  for (let i = 0; i < 2 * players; i++) act(state, state.current, { type: 'take', stack: 0 });
  state.stacks[1] = state.stacks[1].filter((d) => !onBoard.has(d.tile));
  // A new board object: the engine rebuilds its index from it.
  state.board = { ...state.board, ...Object.fromEntries(Object.entries(s.board ?? {}).map(([k, code]) => [k, placed(code)])) };
  expectMatchingMap(state);
  return state;
}

export function act(state: State, player: Player, action: Action): void {
  const result = landVsSea.apply(state, player, action, seededRng('act'));
  if (!result.ok) throw new Error(`${player} ${JSON.stringify(action)} refused: ${result.error}`);
}

export function refused(state: State, player: Player, action: Action): string {
  const before = JSON.stringify(state);
  const result = landVsSea.apply(state, player, action, seededRng('act'));
  if (result.ok) throw new Error(`${player} ${JSON.stringify(action)} was accepted`);
  expect(JSON.stringify(state)).toBe(before);
  return result.error;
}

/** The current player places a tile of their hand: 'T05.1 @1,-1 r2'. */
export function put(state: State, code: string): void {
  const m = /^(\w+)(?:\.(\d))?\s+@(-?\d+),(-?\d+)(?:\s+r(\d))?$/.exec(code.trim());
  if (!m) throw new Error(`bad placement ${code}`);
  const [, tile, face = '0', q, r, rot = '0'] = m;
  const hand = state.hands[Number(state.current)] as TileDeal[];
  const slot = hand.findIndex((d) => d.tile === tile);
  if (slot < 0) throw new Error(`${state.current} does not hold ${tile}`);
  act(state, state.current, {
    type: 'place',
    slot,
    face: Number(face) as FaceIndex,
    q: Number(q),
    r: Number(r),
    rotation: Number(rot) as Rotation,
  });
}

export function take(state: State, stack: 0 | 1 = 0): void {
  act(state, state.current, { type: 'take', stack });
}

/** Every pair of touching placed tiles has matching terrain on the shared edge, the tiles read in `inventory`. */
export function expectMatchingMap(state: Pick<State, 'board' | 'inventory'>, inventory = inventoryOf(state)): void {
  for (const [key, tile] of Object.entries(state.board)) {
    const [q, r] = key.split(',').map(Number) as [number, number];
    const land = LAND_MASK[orientation(tileNumber(inventory, tile.tile), tile.face, tile.rotation)] as number;
    DIRECTIONS.forEach(([dq, dr], e) => {
      const other = state.board[`${q + dq},${r + dr}`];
      if (!other) return;
      const otherLand = LAND_MASK[orientation(tileNumber(inventory, other.tile), other.face, other.rotation)] as number;
      expect(Boolean(land & (1 << e)), `${key} edge ${e}`).toBe(Boolean(otherLand & (1 << ((e + 3) % 6))));
    });
  }
}

export function hand(state: State, player: Player): string[] {
  return (state.hands[Number(player)] as TileDeal[]).map((d) => d.tile);
}
