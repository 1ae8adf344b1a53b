/**
 * Tiles to draw on the rules page, picked from the tile inventory by what they show, so the
 * pictures stay true if the tile list is replaced. Among the faces that show a feature, the
 * plainest is drawn: a picture of a caravan should not be read as one of a steal.
 */
import { INVENTORIES, NEW_MATCH_INVENTORY, type FaceDef, type TileDef } from '../rules';

/** The tiles new matches are dealt (a match keeps the inventory it started with). */
const INVENTORY = INVENTORIES[NEW_MATCH_INVENTORY];

const faces = (): FaceDef[] => INVENTORY.tiles.flatMap((t) => t.faces);

/** How many things a face bears besides its terrain. */
function clutter(face: FaceDef): number {
  const bonus = face.segments.reduce((n, s) => n + s.bonus, 0);
  return (
    bonus +
    (face.action ? 1 : 0) +
    (face.caravan ? 1 : 0) +
    (face.ship ? 1 : 0) +
    (face.mountain.length > 0 ? 1 : 0) +
    (face.coral.length > 0 ? 1 : 0)
  );
}

/**
 * The plainest map-tile face that shows `feature` (on a tie, the one with most edges of
 * `terrain`, so the feature sits on a large area of it); the start tile's face if none does.
 */
export function faceWith(feature: (face: FaceDef) => boolean, terrain?: 'L' | 'S'): FaceDef {
  const edgesOf = (face: FaceDef) => (terrain ? [...face.edges].filter((e) => e === terrain).length : 0);
  const shown = faces().filter(feature);
  shown.sort((a, b) => clutter(a) - clutter(b) || edgesOf(b) - edgesOf(a));
  return shown[0] ?? INVENTORY.start.faces[0];
}

/** A tile whose two faces differ in what they bear: the two faces are the point of the picture. */
export function twoFacedTile(): TileDef {
  const bonus = (f: FaceDef) => f.segments.some((s) => s.bonus > 0);
  return INVENTORY.tiles.find((t) => bonus(t.faces[0]) !== bonus(t.faces[1])) ?? INVENTORY.tiles[0]!;
}

export const hasBonus = (terrain: 'L' | 'S') => (face: FaceDef) => face.segments.some((s) => s.terrain === terrain && s.bonus > 0);
