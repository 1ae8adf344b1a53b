/**
 * The search budget of each difficulty level in Air, Land & Sea. Measured with the tournament
 * harness: 500 iterations beat 30 in 82.5% of games, 3,000 beat 500 in 65%, 0.9 s beat 3,000
 * in 60% — play improves slowly past a few thousand iterations, so the levels are spaced out.
 */
import type { Budgets } from '../../common/levels';

export const BUDGETS: Budgets = {
  easy: { iterations: 30, timeMs: 150 },
  medium: { iterations: 500, timeMs: 400 },
  // Answers within a second: the search stops at 0.9 s, leaving room for the rest of the move.
  hard: { timeMs: 900 },
};

export { LEVELS, isLevel, type Level } from '../../common/levels';
