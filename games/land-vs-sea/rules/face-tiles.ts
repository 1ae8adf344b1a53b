/**
 * What the map shows of a placed tile: its face, never the tile. The inventory is public, so a
 * placed tile's id would give away its other face, and so, by elimination, which tiles are
 * still hidden in the stacks and hands (spec, "Hidden information"). Views therefore carry, for
 * each placed map tile, a *face tile*: one per printing of a face, both of its sides that face,
 * placed so that it looks on the map exactly as the real tile does, its segments in the same
 * order (a waypoint's segment number reads the same on both).
 */
import { rotateEdge } from './hex';
import type { FaceDef, Inventory, TileDef, TileId } from './tiles';
import { ROTATIONS, type Edge, type FaceIndex, type Rotation } from './vocabulary';

/** The face tile a placed face is shown as, and the turn that lines the two up. */
export interface ShownAs {
  tile: TileId;
  /** The face tile's rotation is the placed tile's plus this. */
  offset: Rotation;
}

export interface FaceTiles {
  tiles: TileDef[];
  /** By `${tile}/${face}` of every map tile face. */
  shownAs: ReadonlyMap<string, ShownAs>;
}

const maskOf = (edges: readonly Edge[], rotation: Rotation) => edges.reduce((mask: number, e) => mask | (1 << rotateEdge(e, rotation)), 0);

/** Everything the map shows of `face` turned by `rotation`, segments in their listed order. */
function looks(face: FaceDef, rotation: Rotation): string {
  const edges = ROTATIONS.map((e) => face.edges[(e - rotation + 6) % 6]).join('');
  const segments = face.segments.map((s) => `${s.terrain}${s.bonus}:${maskOf(s.edges, rotation)}`).join(',');
  return `${edges} ${segments} ${maskOf(face.mountain, rotation)} ${maskOf(face.coral, rotation)} ${face.caravan} ${face.ship} ${face.action}`;
}

export const faceKey = (tile: TileId, face: FaceIndex) => `${tile}/${face}`;

/**
 * One face tile (`F01`, `F02`, ...) per printing of an inventory's map tile faces: two faces
 * are one printing when one, turned, looks exactly like the other.
 */
export function faceTilesOf(inventory: Inventory): FaceTiles {
  const tiles: TileDef[] = [];
  const shownAs = new Map<string, ShownAs>();
  const ids = new Set(inventory.tiles.map((t) => t.id));
  for (const tile of inventory.tiles)
    tile.faces.forEach((face, f) => {
      const own = looks(face, 0);
      for (const faceTile of tiles) {
        const offset = ROTATIONS.find((k) => looks(faceTile.faces[0], k) === own);
        if (offset !== undefined) {
          shownAs.set(faceKey(tile.id, f as FaceIndex), { tile: faceTile.id, offset });
          return;
        }
      }
      const id = `F${String(tiles.length + 1).padStart(2, '0')}`;
      if (ids.has(id)) throw new Error(`Land vs Sea tiles: ${id} is the id of a face tile, not free for a map tile`);
      tiles.push({ id, faces: [face, face] });
      shownAs.set(faceKey(tile.id, f as FaceIndex), { tile: id, offset: 0 });
    });
  return { tiles, shownAs };
}
