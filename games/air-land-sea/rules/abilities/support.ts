/** A1 Support (ongoing): its owner gains +3 strength in each theater adjacent to it. */
import { activeOngoing, areAdjacent } from '../board';
import type { AlsState } from '../state';
import type { Player, Theater } from '../vocabulary';

export const SUPPORT_BONUS = 3;

/** Added to the owner's total even where the owner has no card. */
export function supportBonus(state: AlsState, theater: Theater, player: Player): number {
  const at = activeOngoing(state, 'A1');
  return at && at.owner === player && areAdjacent(state, at.theater, theater) ? SUPPORT_BONUS : 0;
}
