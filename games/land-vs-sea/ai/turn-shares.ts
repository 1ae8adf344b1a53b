/**
 * How a Land vs Sea turn shares the search's budget among its decisions. The longest turns
 * (Play Again, a second placement, a steal or not, the waypoint, the takes back to two tiles)
 * add up to exactly 1, the others to less. Placements decide the points and get most of it; a
 * take is a choice between two tiles, a steal between two or three.
 */
import type { View } from '../rules';

export const TURN_SHARES = {
  place: 0.6,
  playAgain: 0.2,
  steal: 0.05,
  waypoint: 0.1,
  replenish: 0.05,
  // A draft take is a turn of its own, but the same small choice as a take.
  draft: 0.05,
} as const;

export function turnShare(view: View): number {
  return view.step === 'over' ? 1 : TURN_SHARES[view.step];
}
