/** Difficulty levels of the search bots; each game sets the search budget of each level. */
import type { SearchBudget } from './ismcts';

export const LEVELS = ['easy', 'medium', 'hard'] as const;
export type Level = (typeof LEVELS)[number];

export type Budgets = Record<Level, SearchBudget>;

export function isLevel(value: unknown): value is Level {
  return typeof value === 'string' && (LEVELS as readonly string[]).includes(value);
}

/**
 * How a computer's seat reads everywhere (lobby, header, board, log): with more than one
 * computer at the table each has its number (its order among them), or two at one level could
 * not be told apart.
 */
export const computerName = (level: string, number?: number, ...notes: string[]): string =>
  `Computer${number === undefined ? '' : ` ${number}`} (${[level, ...notes].join(', ')})`;
