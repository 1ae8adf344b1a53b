/**
 * Completed areas: the owner of the terrain (Land for land, Sea for sea) scores 1 point per
 * tile that contributes at least one segment, whoever completed it. The start tile and the
 * Volcano/Whirlpool count like any other tile.
 */
import type { BoardIndex } from '../board-index';
import { addPoints, ownerOf } from '../roles';
import type { State } from '../state';

export function areaPoints(index: BoardIndex, node: number): number {
  return index.areas.tiles(node).length;
}

export function scoreCompletedArea(state: State, index: BoardIndex, node: number): void {
  addPoints(state, ownerOf(index.areas.terrain(node)), 'areas', areaPoints(index, node));
}
