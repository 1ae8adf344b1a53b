/** Difficulty levels of the search bot: a budget per decision. */
import type { SearchBudget } from '../../common/ismcts';

export const LEVELS = ['easy', 'medium', 'hard'] as const;
export type Level = (typeof LEVELS)[number];

export const BUDGETS: Record<Level, SearchBudget> = {
  easy: { iterations: 150, timeMs: 150 },
  medium: { iterations: 3_000, timeMs: 400 },
  hard: { timeMs: 1_000 },
};

export function isLevel(value: unknown): value is Level {
  return typeof value === 'string' && (LEVELS as readonly string[]).includes(value);
}
