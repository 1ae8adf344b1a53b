/**
 * Where a face's symbols sit in its hex: each segment's bonus and the face's caravan or ship at
 * the segment's anchor (side by side along it when two share one), the action (Play Again,
 * Steal) and the Volcano's or Whirlpool's mark in the centre. `TileFace` draws them from here,
 * and the map keeps its points labels off them (`label-placement.ts`): one place decides both.
 * Mountains and corals, drawn along the edges, are not listed.
 */
import type { FaceDef } from '../rules';
import { largestOf, type Point, type SegmentShape } from './geometry';

export type TileKind = 'start' | 'volcano' | 'map';

export type SymbolPlace =
  | { symbol: 'bonus'; at: Point; size: number; segment: number; terrain: 'L' | 'S'; count: number }
  | { symbol: 'caravan' | 'ship' | 'compass' | 'swords' | 'volcano' | 'whirlpool'; at: Point; size: number };

/** A symbol's size at hex radius R: about its width. */
export const symbolSize = (R: number) => R * 0.36;

export function symbolPlaces(face: FaceDef, shapes: readonly SegmentShape[], R: number, kind: TileKind): SymbolPlace[] {
  const s = symbolSize(R);
  const out: SymbolPlace[] = [];
  if (kind === 'volcano') out.push({ symbol: face.edges[0] === 'L' ? 'volcano' : 'whirlpool', at: { x: 0, y: 0 }, size: R });
  const land = largestOf(shapes, 'L');
  const sea = largestOf(shapes, 'S');
  for (const shape of shapes) {
    const items: ((at: Point) => SymbolPlace)[] = [];
    if (shape.bonus > 0)
      items.push((at) => ({
        symbol: 'bonus',
        at: kind === 'volcano' ? { x: 0, y: R * 0.55 } : at,
        size: s,
        segment: shape.index,
        terrain: shape.terrain,
        count: shape.bonus,
      }));
    if (face.caravan && shape === land) items.push((at) => ({ symbol: 'caravan', at, size: s * 1.1 }));
    if (face.ship && shape === sea) items.push((at) => ({ symbol: 'ship', at, size: s * 1.1 }));
    const gap = items.length > 1 ? s * 0.6 : 0;
    items.forEach((place, i) => {
      const side = i === 0 ? -1 : 1;
      out.push(place({ x: shape.anchor.x + shape.tangent.x * gap * side, y: shape.anchor.y + shape.tangent.y * gap * side }));
    });
  }
  if (face.action === 'playAgain') out.push({ symbol: 'compass', at: { x: 0, y: 0 }, size: s * 1.25 });
  if (face.action === 'steal') out.push({ symbol: 'swords', at: { x: 0, y: 0 }, size: s * 1.25 });
  return out;
}
