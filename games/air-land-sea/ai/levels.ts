/** The search budget of each difficulty level in Air, Land & Sea (a decision every few seconds). */
import type { Budgets } from '../../common/levels';

export const BUDGETS: Budgets = {
  easy: { iterations: 150, timeMs: 150 },
  medium: { iterations: 3_000, timeMs: 400 },
  // Answers within a second: the search stops at 0.9 s, leaving room for the rest of the move.
  hard: { timeMs: 900 },
};

export { LEVELS, isLevel, type Level } from '../../common/levels';
