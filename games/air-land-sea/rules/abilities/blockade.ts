/**
 * S5 Blockade (ongoing, both players): a card played to a theater adjacent to Blockade that
 * already holds 3 or more cards (both sides, the new one not counted) is destroyed.
 */
import { activeOngoing, areAdjacent, cardCount } from '../board';
import type { AlsState } from '../state';
import type { Theater } from '../vocabulary';

export const BLOCKADE_THRESHOLD = 3;

export function blockadeDestroys(state: AlsState, theater: Theater): boolean {
  const at = activeOngoing(state, 'S5');
  return at !== null && areAdjacent(state, at.theater, theater) && cardCount(state, theater) >= BLOCKADE_THRESHOLD;
}
