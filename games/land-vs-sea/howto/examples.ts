/**
 * Tiles to draw on the rules page, picked from the tile inventory by what they show, so the
 * pictures stay true if the tile list is replaced.
 */
import { INVENTORY, type FaceDef, type TileDef } from '../rules';

const faces = (): FaceDef[] => INVENTORY.tiles.flatMap((t) => t.faces);

/** The first map-tile face that shows `feature`; the start tile's face if none does. */
export function faceWith(feature: (face: FaceDef) => boolean): FaceDef {
  return faces().find(feature) ?? INVENTORY.start.faces[0];
}

/** A tile whose two faces differ in what they bear: the two faces are the point of the picture. */
export function twoFacedTile(): TileDef {
  const bonus = (f: FaceDef) => f.segments.some((s) => s.bonus > 0);
  return INVENTORY.tiles.find((t) => bonus(t.faces[0]) !== bonus(t.faces[1])) ?? INVENTORY.tiles[0]!;
}

export const hasBonus = (terrain: 'L' | 'S') => (face: FaceDef) => face.segments.some((s) => s.terrain === terrain && s.bonus > 0);
