/** The words of Land vs Sea as `as const` lists, with the types derived from them. */

export const PLAYERS = ['0', '1', '2', '3'] as const;
export type Player = (typeof PLAYERS)[number];

export const ROLES = ['land', 'sea', 'cartographer'] as const;
export type Role = (typeof ROLES)[number];

/** Edge and segment terrain: L land, S sea (the letters of the tile file). */
export const TERRAINS = ['L', 'S'] as const;
export type Terrain = (typeof TERRAINS)[number];

/** Edges clockwise from north (flat-topped hexes). */
export const EDGES = [0, 1, 2, 3, 4, 5] as const;
export type Edge = (typeof EDGES)[number];

/** Clockwise turns of a face when placed: its edge i lands on edge (i + k) mod 6. */
export const ROTATIONS = [0, 1, 2, 3, 4, 5] as const;
export type Rotation = (typeof ROTATIONS)[number];

export const FACES = [0, 1] as const;
export type FaceIndex = (typeof FACES)[number];

export const STACKS = [0, 1] as const;
export type StackIndex = (typeof STACKS)[number];

export const ACTION_SYMBOLS = ['playAgain', 'steal'] as const;
export type ActionSymbol = (typeof ACTION_SYMBOLS)[number];

export const OPTION_NAMES = ['mountainsAndCorals', 'caravansAndShips', 'waypoints'] as const;
export type OptionName = (typeof OPTION_NAMES)[number];
export type Options = Record<OptionName, boolean>;

/**
 * The steps of play. `draft` is one take of the opening draft; the others are the steps of a
 * turn (the boardgame.io adapter turns them into stages of the same names).
 */
export const STEPS = ['draft', 'place', 'playAgain', 'steal', 'waypoint', 'replenish', 'over'] as const;
export type Step = (typeof STEPS)[number];

export const PLAYER_COUNTS = [2, 3, 4] as const;
export type PlayerCount = (typeof PLAYER_COUNTS)[number];

export const MAP_TILE_COUNT = 58;
export const HAND_SIZE = 2;
export const START_TILE_ID = 'START';
export const VOLCANO_TILE_ID = 'VOLCANO';

export function isPlayer(value: unknown): value is Player {
  return typeof value === 'string' && (PLAYERS as readonly string[]).includes(value);
}
