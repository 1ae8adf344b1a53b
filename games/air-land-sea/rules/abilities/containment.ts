/** A5 Containment (ongoing, both players): a card played face down is destroyed. */
import { faceUpTheater, type PublicBoard } from '../board';

/** Public facts only, so a board can warn before the play (`destroyedBy`). */
export function containmentDestroys(board: PublicBoard, faceUp: boolean): boolean {
  return !faceUp && faceUpTheater(board, 'A5') !== undefined;
}
