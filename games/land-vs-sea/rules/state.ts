/** The game state: plain JSON, what boardgame.io stores as G. */
import type { InventoryVersion, TileId } from './tiles';
import type { FaceIndex, Options, Player, PlayerCount, Role, Rotation, StackIndex, Step } from './vocabulary';

/** A tile in a stack or a hand; `up` is the face that showed on the stack (its public face). */
export interface TileDeal {
  tile: TileId;
  up: FaceIndex;
}

export interface PlacedTile {
  tile: TileId;
  face: FaceIndex;
  rotation: Rotation;
}

/** A waypoint on the map: on segment `segment` (index in the placed face's list) of (q, r). */
export interface WaypointSpot {
  q: number;
  r: number;
  segment: number;
}

export interface Score {
  land: number;
  sea: number;
  cartographer?: number;
}

/** The scoring rules, each a column of the end-of-game breakdown. */
export type ScoreSource = 'areas' | 'bonus' | 'ranges' | 'adjacency' | 'waypoints' | 'routes';

/** Points by role and rule; a missing entry is 0 (points are recorded only when scored). */
export type ScoreBreakdown = Partial<Record<Role, Partial<Record<ScoreSource, number>>>>;

export interface State {
  /**
   * The tile inventory the match plays with, for its whole life (new matches: the newest).
   * Optional because matches stored before inventory v2 existed lack it: they play v1.
   */
  inventory?: InventoryVersion;
  numPlayers: PlayerCount;
  options: Options;
  /** Placed tiles keyed "q,r", in placement order (the start tile first). */
  board: Record<string, PlacedTile>;
  /** Two stacks, top first. */
  stacks: [TileDeal[], TileDeal[]];
  /** Hands by player number, slots in order of acquisition. */
  hands: TileDeal[][];
  score: Score;
  /**
   * `score` by rule, so the end can show where the points came from. Optional because matches
   * stored before it existed lack it; such a match keeps none (see `addPoints`).
   */
  scoreBy?: ScoreBreakdown;
  /** Waypoints of the players who own one: null while in the owner's supply. */
  waypoints: Partial<Record<Player, WaypointSpot | null>>;
  step: Step;
  /** The player whose turn (or draft take) it is. */
  current: Player;
  /**
   * Turns in which someone acts, from 1 (draft takes count one each). A passed turn (empty
   * hand) asks for no move and is not counted, so each engine turn is one boardgame.io turn.
   */
  turn: number;
  /** Tiles the current player has placed this turn (Play Again allows a second). */
  placedThisTurn: number;
}

export type Action =
  | { type: 'take'; stack: StackIndex }
  | { type: 'place'; slot: number; face: FaceIndex; q: number; r: number; rotation: Rotation }
  | { type: 'steal'; player: Player; slot: number }
  | { type: 'placeWaypoint'; q: number; r: number; segment: number }
  | { type: 'skipWaypoint' };
