/**
 * The search budget of each difficulty level in Land vs Sea, spaced out as in Air, Land & Sea
 * (play improves slowly past a few thousand iterations; the hard bot runs about 3,000–4,000 in
 * its 0.9 s on this kind of machine).
 */
import type { Budgets } from '../../common/levels';

export const BUDGETS: Budgets = {
  easy: { iterations: 20, timeMs: 150 },
  medium: { iterations: 300, timeMs: 400 },
  // Answers within a second: the search stops at 0.9 s, leaving room for the rest of the move.
  hard: { timeMs: 900 },
};
