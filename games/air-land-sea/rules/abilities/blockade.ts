/**
 * S5 Blockade (ongoing, both players): a card played to a theater adjacent to Blockade that
 * already holds 3 or more cards (both sides, the new one not counted) is destroyed.
 */
import { areAdjacent, cardCount, faceUpTheater, type PublicBoard } from '../board';
import type { Theater } from '../vocabulary';

export const BLOCKADE_THRESHOLD = 3;

/** Public facts only, so a board can warn before the play (`destroyedBy`). */
export function blockadeDestroys(board: PublicBoard, theater: Theater): boolean {
  const at = faceUpTheater(board, 'S5');
  return at !== undefined && areAdjacent(board, at, theater) && cardCount(board, theater) >= BLOCKADE_THRESHOLD;
}
