/** The search budget of each difficulty level in Land vs Sea. */
import type { Budgets } from '../../common/levels';

export const BUDGETS: Budgets = {
  easy: { iterations: 100, timeMs: 150 },
  medium: { iterations: 1_500, timeMs: 500 },
  // Answers within a second: the search stops at 0.9 s, leaving room for the rest of the move.
  hard: { timeMs: 900 },
};
