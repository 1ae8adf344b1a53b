/**
 * Three players: the Cartographer takes the points no side owns — every mountain range and
 * coral reef (from anyone's placements) and every tied trade route. Bonus symbols and returned
 * waypoints already go to whoever completed/returned them, the Cartographer included.
 */
import type { PlayerCount, Role } from '../vocabulary';

export type RangeKind = 'mountain' | 'coral';

export function rangeRecipient(numPlayers: PlayerCount, kind: RangeKind): Role {
  if (numPlayers === 3) return 'cartographer';
  return kind === 'mountain' ? 'land' : 'sea';
}

export function tiedRouteRecipient(numPlayers: PlayerCount): Role | null {
  return numPlayers === 3 ? 'cartographer' : null;
}
