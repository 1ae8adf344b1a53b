/**
 * Land vs Sea (Jon-Paul Jacques, 2021): a 2–4 player hex tile-laying game. Land and Sea (plus
 * a Cartographer with 3 players; two teams with 4) lay double-sided hex tiles around a start
 * tile, matching every touching edge's terrain; completing an area scores its tiles for the
 * terrain's owner and its bonus symbols for the completer. The game ends when the 58th map
 * tile is placed. Spec: shared/rules/land-vs-sea.md (tile lists: rules/tiles-v1.json, tiles-v2.json;
 * a match keeps the inventory it started with, new matches take v2: tiles.ts).
 *
 * Options (setup data): mountainsAndCorals, caravansAndShips, waypoints — all forced on with
 * 3 players, waypoints forced on with 4 (options.ts).
 *
 * Rulings, each in one place:
 * - roles by seat, as design.md fixes them ('0' Land, '1' Sea, ...): the spec's random choice
 *   of sides is the lobby's choice of seats .................................. roles.ts
 * - Play Again and Steal are mandatory; at most 2 tiles a turn; Steal right after its tile;
 *   the last map tile ends the game at once (its placement, and a Volcano it brings, are
 *   scored first; trade routes then) ...................................... turn-flow.ts
 * - empty hand passes; steps with nothing to decide ask for no move ....... turn-flow.ts
 * - split rule (top floor(n/2) of the other stack) ........................ stacks.ts
 * - slots in order of acquisition (take/steal append) ..................... stacks.ts, apply.ts
 * - the Volcano: first uniform hole in edge order, rotation 0, scored after
 *   the placement's own completions; its 6 bonus symbols are data ........ volcano.ts, apply.ts, tiles-v*.json
 * - a placement scores each kind of range once, at its final size ......... scoring/mountains-corals.ts
 * - caravan/ship adjacency: 2 once per placement .......................... scoring/caravans-ships.ts
 * - tied trade routes and all ranges to the Cartographer (3 players) ...... scoring/cartographer.ts
 * - returned waypoints may be placed again, even the same turn ............ scoring/waypoints.ts
 * - forced options override the request ................................... options.ts
 * - stacks given in setup data may be unequal, never empty ................ setup.ts
 * - a tie for the most points is a draw (3 players too) ................... outcome.ts
 * - placements of look-alike rotations are listed once (smallest rotation);
 *   apply accepts every rotation ........................................... face-table.ts, placement.ts
 *
 * Speed: the map is indexed outside the state (board-index.ts: typed arrays, incremental
 * union-find areas), and `randomAction` draws a uniform legal action without listing them all.
 */
import { cloneJson } from '../../common/clone-json';
import type { Engine } from '../../common/engine';
import type { Rng } from '../../common/random';
import { apply } from './apply';
import { legalActions } from './legal-actions';
import { randomAction } from './random-action';
import { setup, validateSetup, type SetupData } from './setup';
import type { Action, State } from './state';
import { view, type View } from './view';
import { legalActionsInView } from './view-actions';
import type { Player } from './vocabulary';

export const landVsSea: Engine<State, Action, Player, View, SetupData> & {
  /** A uniformly random legal action (null when `player` has nothing to decide). */
  randomAction(state: State, player: Player, rng: Rng): Action | null;
} = {
  validateSetup,
  setup,
  randomAction,
  toAct: (state) => (state.step === 'over' ? [] : [state.current]),
  legalActions,
  apply: (state, player, action) => apply(state, player, action),
  view,
  legalActionsInView,
  isOver: (state) => state.step === 'over',
  copy: cloneJson,
};

export { outcome, type Outcome } from './outcome';
export { setup, setupOn, validateSetup, type SetupData } from './setup';
export {
  validateInventory,
  INVENTORIES,
  INVENTORY_VERSIONS,
  NEW_MATCH_INVENTORY,
  faceTiles,
  inventoryOf,
  mapTileIds,
  tileDef,
} from './tiles';
export type { FaceDef, SegmentDef, TileDef, TileId, Inventory, InventoryVersion } from './tiles';
export { canonicalFace, publicFace } from './public-face';
export type { Action, PlacedTile, Score, ScoreBreakdown, ScoreSource, State, TileDeal, WaypointSpot } from './state';
export type { HandTileView, StackView, View } from './view';
export { revealedView } from './view';
export { legalActionsInView } from './view-actions';
export { roleOf, playersOf } from './roles';
export { turnOfPlay } from './turn-flow';
export { canonicalRotation, distinctRotations, tileNumber } from './face-table';
export * from './vocabulary';
export { mapAreas, mapTradeRoutes, type MapArea, type MapRoute, type SegmentRef } from './map-view';
