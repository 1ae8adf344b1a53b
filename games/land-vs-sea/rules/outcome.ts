/**
 * The result once the last map tile is placed: most points wins; a tie stands.
 * Ruling (project): with 3 players, a tie for the most points (even if a third player has
 * fewer) is a draw — the spec gives no tie-breaker.
 */
import type { Score, State } from './state';
import type { Role } from './vocabulary';

export type Outcome = ({ winner: Role } | { draw: true }) & { scores: Score };

export function outcome(state: State): Outcome | null {
  if (state.step !== 'over') return null;
  const scores = { ...state.score };
  const entries = Object.entries(scores) as [Role, number][];
  const best = Math.max(...entries.map(([, points]) => points));
  const leaders = entries.filter(([, points]) => points === best);
  return leaders.length === 1 ? { winner: (leaders[0] as [Role, number])[0], scores } : { draw: true, scores };
}
