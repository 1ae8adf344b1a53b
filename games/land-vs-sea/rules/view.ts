/**
 * What one player may know (spec: "Hidden information"): the map, every tile's public face,
 * the top face of each stack's top tile, stack sizes, and the hidden faces of their own hand.
 * No tile id leaves a stack or another player's hand, nor the map — the inventory is public,
 * so an id would give the hidden face away, and placed ids would tell by elimination which
 * tiles are still hidden: the map shows face tiles (face-tiles.ts). The stack order never
 * leaves the engine. Public faces are shown in a canonical rotation (public-face.ts). The
 * match's inventory version is public.
 */
import { cloneJson } from '../../common/clone-json';
import { roleOf, playersOf } from './roles';
import { publicFace } from './public-face';
import type { PlacedTile, Score, ScoreBreakdown, State, TileDeal, WaypointSpot } from './state';
import { inventoryOf, shownAs, type FaceDef, type InventoryVersion, type TileId } from './tiles';
import type { FaceIndex, Options, Player, PlayerCount, Role, Rotation, Step } from './vocabulary';

/** A hand tile: `face` is its public face (canonical rotation); `tile` and `up` only for the holder. */
export type HandTileView = { tile: TileId; up: FaceIndex; face: FaceDef } | { tile: null; face: FaceDef };

export interface StackView {
  size: number;
  /** The top face of the top tile. */
  top: FaceDef | null;
}

export interface View {
  /** The match's tile inventory: the board's tile ids and the holder's own tiles are read in it. */
  inventory: InventoryVersion;
  numPlayers: PlayerCount;
  options: Options;
  roles: Role[];
  viewer: Player | null;
  /** The map, each map tile as the face tile of its face up (the start tile and the Volcano as themselves). */
  board: Record<string, PlacedTile>;
  stacks: [StackView, StackView];
  hands: HandTileView[][];
  score: Score;
  /** Public, like the score; `{}` for a match stored before the breakdown existed. */
  scoreBy: ScoreBreakdown;
  waypoints: Partial<Record<Player, WaypointSpot | null>>;
  step: Step;
  current: Player;
  turn: number;
  placedThisTurn: number;
}

function stackView(inventory: InventoryVersion, stack: readonly TileDeal[]): StackView {
  const top = stack[0];
  return { size: stack.length, top: top === undefined ? null : publicFace(inventory, top) };
}

/** A placed tile as everyone sees it: its face, as a face tile turned to look the same. */
function shownOnMap(inventory: InventoryVersion, placed: PlacedTile): PlacedTile {
  const shown = shownAs(inventory, placed.tile, placed.face);
  return shown ? { tile: shown.tile, face: 0, rotation: ((placed.rotation + shown.offset) % 6) as Rotation } : { ...placed };
}

export function view(state: State, viewer: Player | null): View {
  const inventory = inventoryOf(state);
  return {
    inventory,
    numPlayers: state.numPlayers,
    options: { ...state.options },
    roles: playersOf(state.numPlayers).map((p) => roleOf(state.numPlayers, p)),
    viewer,
    board: Object.fromEntries(Object.entries(state.board).map(([key, placed]) => [key, shownOnMap(inventory, placed)])),
    stacks: [stackView(inventory, state.stacks[0]), stackView(inventory, state.stacks[1])],
    hands: state.hands.map((hand, p) =>
      hand.map((deal): HandTileView => {
        const face = publicFace(inventory, deal);
        return String(p) === viewer ? { tile: deal.tile, up: deal.up, face } : { tile: null, face };
      }),
    ),
    score: { ...state.score },
    scoreBy: cloneJson(state.scoreBy ?? {}),
    waypoints: Object.fromEntries(Object.entries(state.waypoints).map(([p, spot]) => [p, spot && { ...spot }])),
    step: state.step,
    current: state.current,
    turn: state.turn,
    placedThisTurn: state.placedThisTurn,
  };
}

/** `perspective`'s view with every hand disclosed, both faces of each tile (replays). */
export function revealedView(state: State, perspective: Player): View {
  const inventory = inventoryOf(state);
  return {
    ...view(state, perspective),
    hands: state.hands.map((hand) =>
      hand.map((deal): HandTileView => ({ tile: deal.tile, up: deal.up, face: publicFace(inventory, deal) })),
    ),
  };
}
