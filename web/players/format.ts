/** How ratings read on the players' pages. */
import { findGame } from '../../games';
import { PROVISIONAL_RD } from '../../games/common/rating';
import type { RatingView } from './api';

/** "1662?" (provisional) or "1871". */
export const ratingFigure = (r: Pick<RatingView, 'rating' | 'provisional'>) => `${Math.round(r.rating)}${r.provisional ? '?' : ''}`;

/** The figure and its deviation: "1662? · RD 290". */
export const formatRating = (r: Pick<RatingView, 'rating' | 'rd' | 'provisional'>) => `${ratingFigure(r)} · RD ${Math.round(r.rd)}`;

/**
 * A rating's hover text where only its figure shows (the match header): what its "?" means, and no
 * "RD", a term explained on the players' pages only (QA: "Rating 1338? · RD 290" explained nothing).
 */
export const ratingTitle = (r: Pick<RatingView, 'rating' | 'provisional'>) =>
  `Rating ${Math.round(r.rating)}${r.provisional ? ', provisional (“?”): a few more games settle it' : ''}`;

/** "+162", "−12" (a real minus sign), "±0". */
export function ratingChange(change: number): string {
  const points = Math.round(change);
  return points > 0 ? `+${points}` : points < 0 ? `−${-points}` : '±0';
}

export const titleOf = (game: string) => findGame(game)?.title ?? game;

export const RATING_HINT =
  'Glicko-2 ratings, one per game. RD (rating deviation) says how sure the rating is: the strength lies within 2 RD of it ' +
  `with 95% confidence. “?” marks a provisional rating (RD over ${PROVISIONAL_RD}): a few more games settle it.`;
