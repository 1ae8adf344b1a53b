/** L4 Cover Fire (ongoing): every card beneath it in its pile is exactly strength 4. */
import type { Pile } from '../state';

export const COVERED_STRENGTH = 4;

/** Index of a face-up Cover Fire in the pile (cards below it are covered by it), or -1. */
export function coverFireIndex(pile: Pile): number {
  for (let i = pile.length - 1; i > 0; i--) {
    const card = pile[i];
    if (card && card.id === 'L4' && card.faceUp) return i;
  }
  return -1;
}
