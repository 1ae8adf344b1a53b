/**
 * What the viewer may do now, read from the engine's legal actions (never re-derived here).
 * Placements are listed once per look-alike rotation (the smallest), so a spot is matched by
 * the canonical rotation of the one the player holds; the move then sends the rotation held.
 */
import {
  canonicalRotation,
  tileNumber,
  type Action,
  type FaceIndex,
  type InventoryVersion,
  type Player,
  type Rotation,
  type StackIndex,
  type TileId,
} from '../rules';

type Of<T extends Action['type']> = Extract<Action, { type: T }>;
export type PlaceAction = Of<'place'>;
export type StealAction = Of<'steal'>;
export type WaypointAction = Of<'placeWaypoint'>;

export interface Holding {
  slot: number;
  tile: TileId;
  face: FaceIndex;
  rotation: Rotation;
}

const ofType = <T extends Action['type']>(legal: readonly Action[], type: T): Of<T>[] => legal.filter((a): a is Of<T> => a.type === type);

/**
 * The hexes where the held tile (of the match's `inventory`) fits, face and rotation as held:
 * one action each, rotation as held.
 */
export function placeSpots(legal: readonly Action[], held: Holding | null, inventory: InventoryVersion): PlaceAction[] {
  if (held === null) return [];
  const canonical = canonicalRotation(tileNumber(inventory, held.tile), held.face, held.rotation);
  return ofType(legal, 'place')
    .filter((a) => a.slot === held.slot && a.face === held.face && a.rotation === canonical)
    .map((a) => ({ ...a, rotation: held.rotation }));
}

/** How many hexes each rotation of the held face fits (index: rotation). */
export function spotsByRotation(legal: readonly Action[], held: Holding | null, inventory: InventoryVersion): number[] {
  if (held === null) return [0, 0, 0, 0, 0, 0];
  return ([0, 1, 2, 3, 4, 5] as const).map((rotation) => placeSpots(legal, { ...held, rotation }, inventory).length);
}

/** The rotation held if it fits somewhere, else the first that does, so a tile picked up shows spots. */
export function fittingRotation(legal: readonly Action[], held: Holding, inventory: InventoryVersion): Rotation {
  if (placeSpots(legal, held, inventory).length > 0) return held.rotation;
  const fits = spotsByRotation(legal, held, inventory).findIndex((n) => n > 0);
  return fits === -1 ? held.rotation : (fits as Rotation);
}

/** Hand slots that have at least one placement. */
export function playableSlots(legal: readonly Action[]): Set<number> {
  return new Set(ofType(legal, 'place').map((a) => a.slot));
}

export const takeOf = (legal: readonly Action[], stack: StackIndex): Of<'take'> | undefined =>
  ofType(legal, 'take').find((a) => a.stack === stack);

/** Every tile a Steal may take, in the order the engine lists them. */
export const steals = (legal: readonly Action[]): StealAction[] => ofType(legal, 'steal');

export const stealOf = (legal: readonly Action[], player: Player, slot: number): StealAction | undefined =>
  steals(legal).find((a) => a.player === player && a.slot === slot);

export const waypointSpots = (legal: readonly Action[]): WaypointAction[] => ofType(legal, 'placeWaypoint');

export const skipOf = (legal: readonly Action[]): Of<'skipWaypoint'> | undefined => ofType(legal, 'skipWaypoint')[0];
