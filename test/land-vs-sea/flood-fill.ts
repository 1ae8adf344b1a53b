/**
 * Areas computed from scratch by flood fill over the final map, to check the engine's
 * incremental tracking against.
 */
import { DIRECTIONS, rotateEdge } from '../../games/land-vs-sea/rules/hex';
import { inventoryOf, tileDef, type State } from '../../games/land-vs-sea/rules';
import type { Edge } from '../../games/land-vs-sea/rules/vocabulary';

export interface FloodArea {
  /** "q,r#segment" of every segment in the area. */
  segments: string[];
  complete: boolean;
  tiles: number;
}

function segmentEdges(state: State, key: string): Edge[][] {
  const placed = state.board[key];
  if (!placed) return [];
  return tileDef(inventoryOf(state), placed.tile).faces[placed.face].segments.map((s) =>
    s.edges.map((e) => rotateEdge(e, placed.rotation)),
  );
}

export function floodFillAreas(state: State): FloodArea[] {
  const seen = new Set<string>();
  const areas: FloodArea[] = [];
  for (const key of Object.keys(state.board)) {
    segmentEdges(state, key).forEach((_, seg) => {
      const startId = `${key}#${seg}`;
      if (seen.has(startId)) return;
      seen.add(startId);
      const queue: [string, number][] = [[key, seg]];
      const area: FloodArea = { segments: [], complete: true, tiles: 0 };
      const tiles = new Set<string>();
      while (queue.length > 0) {
        const [k, s] = queue.pop() as [string, number];
        area.segments.push(`${k}#${s}`);
        tiles.add(k);
        const [q, r] = k.split(',').map(Number) as [number, number];
        for (const e of segmentEdges(state, k)[s] as Edge[]) {
          const [dq, dr] = DIRECTIONS[e] as [number, number];
          const nk = `${q + dq},${r + dr}`;
          if (!state.board[nk]) {
            area.complete = false;
            continue;
          }
          const back = (e + 3) % 6;
          const ns = segmentEdges(state, nk).findIndex((edges) => edges.includes(back as Edge));
          const id = `${nk}#${ns}`;
          if (!seen.has(id)) {
            seen.add(id);
            queue.push([nk, ns]);
          }
        }
      }
      area.tiles = tiles.size;
      area.segments.sort();
      areas.push(area);
    });
  }
  return areas;
}
