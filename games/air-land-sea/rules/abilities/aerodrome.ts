/** A4 Aerodrome (ongoing): its owner may play cards of strength 3 or less face up anywhere. */
import { activeOngoing } from '../board';
import { CARDS } from '../cards';
import type { AlsState } from '../state';
import type { CardId, Player } from '../vocabulary';

export const AERODROME_MAX_STRENGTH = 3;

export function aerodromeActiveFor(state: AlsState, player: Player): boolean {
  const at = activeOngoing(state, 'A4');
  return at !== null && at.owner === player;
}

export function aerodromeAllows(state: AlsState, player: Player, card: CardId): boolean {
  return CARDS[card].strength <= AERODROME_MAX_STRENGTH && aerodromeActiveFor(state, player);
}
