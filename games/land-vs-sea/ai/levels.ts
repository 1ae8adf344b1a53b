/**
 * The search budget of each difficulty level in Land vs Sea: iterations a turn, shared among
 * the turn's decisions (turn-shares.ts: a placement gets most), with a time cap a turn never
 * passes. The iterations decide the play; on this project's machine they take about half the
 * cap, so a machine half as fast (or as busy) plays the same moves, a little later, and only a
 * slower one reaches the cap and plays weaker.
 */
import type { Budgets } from '../../common/levels';

export const BUDGETS: Budgets = {
  easy: { iterations: 30, timeMs: 100 },
  medium: { iterations: 600, timeMs: 500 },
  // A whole turn within 1.5 s: the cap leaves 0.1 s for the rest of the turn's moves.
  hard: { iterations: 3_000, timeMs: 1_400 },
};
