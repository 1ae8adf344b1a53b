/** Setup data validation and the initial state (spec: "Setup"). */
import { effectiveOptions, type RequestedOptions } from './options';
import { playersOf, roleOf } from './roles';
import type { Score, State, TileDeal, WaypointSpot } from './state';
import { NEW_MATCH_INVENTORY, isMapTileId, mapTileIds, type InventoryVersion } from './tiles';
import { shuffleInPlace, type Rng } from '../../common/random';
import { OPTION_NAMES, PLAYER_COUNTS, START_TILE_ID, type Player, type PlayerCount } from './vocabulary';

export interface SetupData extends RequestedOptions {
  /** Fixes the two stacks, top first (tutorials and tests); all 58 map tiles, each once. */
  stacks?: [TileDeal[], TileDeal[]];
}

const SETUP_KEYS: readonly string[] = [...OPTION_NAMES, 'stacks'];

function stacksError(stacks: unknown, inventory: InventoryVersion): string | null {
  if (!Array.isArray(stacks) || stacks.length !== 2 || !stacks.every(Array.isArray)) return 'stacks must be a list of two lists of tiles';
  const seen = new Set<string>();
  for (const [s, stack] of (stacks as unknown[][]).entries()) {
    if (stack.length === 0) return `stack ${s} is empty`;
    for (const deal of stack) {
      if (typeof deal !== 'object' || deal === null) return `stack ${s} holds something that is not a tile`;
      const { tile, up } = deal as Record<string, unknown>;
      if (!isMapTileId(inventory, tile)) return `stack ${s} holds an unknown map tile ${JSON.stringify(tile)}`;
      if (up !== 0 && up !== 1) return `tile ${tile} needs up: 0 or 1`;
      if (seen.has(tile)) return `tile ${tile} appears twice in the stacks`;
      seen.add(tile);
    }
  }
  const all = mapTileIds(inventory);
  const missing = all.filter((id) => !seen.has(id));
  if (missing.length > 0) return `the stacks must hold all ${all.length} map tiles; missing ${missing.join(' ')}`;
  return null;
}

/**
 * Undefined when the setup data is acceptable, else a message for the lobby. Stacks may have
 * unequal sizes (a tutorial may want it) but neither may start empty.
 */
export function validateSetup(data: unknown, numPlayers: number): string | undefined {
  return setupError(data, numPlayers, NEW_MATCH_INVENTORY);
}

function setupError(data: unknown, numPlayers: number, inventory: InventoryVersion): string | undefined {
  if (!(PLAYER_COUNTS as readonly number[]).includes(numPlayers)) return 'Land vs Sea is for 2 to 4 players';
  if (data === undefined || data === null) return undefined;
  if (typeof data !== 'object' || Array.isArray(data)) return 'setup data must be an object';
  const record = data as Record<string, unknown>;
  for (const key of Object.keys(record)) if (!SETUP_KEYS.includes(key)) return `unknown setup option "${key}"`;
  for (const name of OPTION_NAMES)
    if (record[name] !== undefined && typeof record[name] !== 'boolean') return `${name} must be true or false`;
  return record.stacks === undefined ? undefined : (stacksError(record.stacks, inventory) ?? undefined);
}

function shuffledStacks(inventory: InventoryVersion, rng: Rng): [TileDeal[], TileDeal[]] {
  const deals = shuffleInPlace([...mapTileIds(inventory)], rng).map((tile): TileDeal => ({ tile, up: rng() < 0.5 ? 0 : 1 }));
  const half = deals.length / 2;
  return [deals.slice(0, half), deals.slice(half)];
}

/**
 * The map with the start tile. A null-prototype record: V8 keeps an object that gains dozens
 * of distinct "q,r" keys fastest as a dictionary, and this one starts as one (it is still
 * plain JSON, and copies of it are ordinary objects).
 */
function newBoard(): State['board'] {
  const board = Object.create(null) as State['board'];
  board['0,0'] = { tile: START_TILE_ID, face: 0, rotation: 0 };
  return board;
}

/** The start of a new match (on the newest inventory); throws on setup data that `validateSetup` refuses. */
export function setup(numPlayers: number, data: SetupData | undefined, rng: Rng): State {
  return setupOn(NEW_MATCH_INVENTORY, numPlayers, data, rng);
}

/**
 * The start of a match on a given inventory: what matches stored on an older one began as
 * (tests and tools; the lobby starts every match on the newest).
 */
export function setupOn(inventory: InventoryVersion, numPlayers: number, data: SetupData | undefined, rng: Rng): State {
  const error = setupError(data, numPlayers, inventory);
  if (error !== undefined) throw new Error(`Land vs Sea setup: ${error}`);
  return start(inventory, numPlayers as PlayerCount, data, rng);
}

function start(inventory: InventoryVersion, numPlayers: PlayerCount, data: SetupData | undefined, rng: Rng): State {
  const options = effectiveOptions(numPlayers, data ?? {});
  const players = playersOf(numPlayers);
  const stacks: [TileDeal[], TileDeal[]] = data?.stacks
    ? [data.stacks[0].map((d) => ({ tile: d.tile, up: d.up })), data.stacks[1].map((d) => ({ tile: d.tile, up: d.up }))]
    : shuffledStacks(inventory, rng);
  const score: Score = numPlayers === 3 ? { land: 0, sea: 0, cartographer: 0 } : { land: 0, sea: 0 };
  const waypoints: Partial<Record<Player, WaypointSpot | null>> = {};
  if (options.waypoints) for (const p of players) if (roleOf(numPlayers, p) !== 'cartographer') waypoints[p] = null;
  return {
    inventory,
    numPlayers,
    options,
    board: newBoard(),
    stacks,
    hands: players.map(() => []),
    score,
    scoreBy: {},
    waypoints,
    step: 'draft',
    current: '0',
    turn: 1,
    placedThisTurn: 0,
  };
}
