/** The game state: plain JSON, what boardgame.io stores as G. */
import type { TileId } from './tiles';
import type { FaceIndex, Options, Player, PlayerCount, Rotation, StackIndex, Step } from './vocabulary';

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

export interface State {
  numPlayers: PlayerCount;
  options: Options;
  /** Placed tiles keyed "q,r", in placement order (the start tile first). */
  board: Record<string, PlacedTile>;
  /** Two stacks, top first. */
  stacks: [TileDeal[], TileDeal[]];
  /** Hands by player number, slots in order of acquisition. */
  hands: TileDeal[][];
  score: Score;
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
