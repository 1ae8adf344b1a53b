/**
 * What everyone sees of a tile in a hand or on top of a stack: its face up, turned to one
 * canonical rotation. A tile in hand has no orientation, and inventory v2 prints some faces on
 * several tiles in different orientations: shown as the inventory lists it, the orientation
 * would tell those tiles, and so their hidden faces, apart.
 */
import { rotateEdge } from './hex';
import type { TileDeal } from './state';
import { tileDef, type FaceDef, type InventoryVersion, type SegmentDef } from './tiles';
import { ROTATIONS, type Edge, type Rotation } from './vocabulary';

const turnEdges = (edges: readonly Edge[], rotation: Rotation): Edge[] => edges.map((e) => rotateEdge(e, rotation)).sort((a, b) => a - b);

/** The face turned clockwise by `rotation`, its segments ordered by their first edge. */
function turned(face: FaceDef, rotation: Rotation): FaceDef {
  const segments = face.segments
    .map((s): SegmentDef => ({ terrain: s.terrain, edges: turnEdges(s.edges, rotation), bonus: s.bonus }))
    .sort((a, b) => (a.edges[0] as Edge) - (b.edges[0] as Edge));
  return {
    edges: ROTATIONS.map((e) => face.edges[rotateEdge(e as Edge, ((6 - rotation) % 6) as Rotation)]).join(''),
    segments,
    mountain: turnEdges(face.mountain, rotation),
    coral: turnEdges(face.coral, rotation),
    caravan: face.caravan,
    ship: face.ship,
    action: face.action,
  };
}

const canonical = new WeakMap<FaceDef, FaceDef>();

/** The rotation of `face` whose data reads first: the same for every rotation of it. */
export function canonicalFace(face: FaceDef): FaceDef {
  let known = canonical.get(face);
  if (known === undefined) {
    const turns = ROTATIONS.map((k) => turned(face, k)).map((f) => ({ f, text: JSON.stringify(f) }));
    known = turns.reduce((a, b) => (b.text < a.text ? b : a)).f;
    canonical.set(face, known);
  }
  return known;
}

/** The face a tile in a hand or on a stack shows everyone, as views carry it. */
export function publicFace(inventory: InventoryVersion, deal: TileDeal): FaceDef {
  return canonicalFace(tileDef(inventory, deal.tile).faces[deal.up]);
}
