/** The search budget of each difficulty level in Air, Land & Sea (a decision every few seconds). */
import type { Budgets } from '../../common/levels';

export const BUDGETS: Budgets = {
  easy: { iterations: 150, timeMs: 150 },
  medium: { iterations: 3_000, timeMs: 400 },
  hard: { timeMs: 1_000 },
};

export { LEVELS, isLevel, type Level } from '../../common/levels';
