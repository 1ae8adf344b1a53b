/**
 * Air, Land & Sea's ratings: only the standard game counts (2 players, standard mode, 12 VP,
 * revised edition, nothing fixed in advance). Beginner mode, 18 VP and the first edition are other
 * games in all but name, and a match that fixes the theaters or the first player was set up by one
 * of its players. The computer's ratings: `npm run bot-ratings` (README, "Ratings").
 */
import type { RatingSpec } from '../common/rating';
import { DEFAULT_TARGET_VP } from './rules/vocabulary';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function rated(setupData: unknown, numPlayers: number): boolean {
  if (numPlayers !== 2) return false;
  if (setupData === undefined || setupData === null) return true;
  if (!isRecord(setupData)) return false;
  const { mode, targetVP, edition, ...rest } = setupData;
  return (
    (mode === undefined || mode === 'standard') &&
    (targetVP === undefined || targetVP === DEFAULT_TARGET_VP) &&
    (edition === undefined || edition === 'revised') &&
    Object.values(rest).every((value) => value === undefined)
  );
}

export const rating: RatingSpec = {
  counts: 'standard games: 2 players, standard mode, to 12 VP, revised edition',
  rated,
  bots: { easy: 1500, medium: 1895, hard: 2162 },
};
