/**
 * Land vs Sea's ratings: every 2-player match counts, whatever its options. The options add
 * scoring rules that both sides use alike, so they test the same skill, and eight rating pools
 * of one game would each stay nearly empty. With 3 or 4 players there is no one opponent to rate
 * against (a Cartographer, teams): those matches stay unrated. The computer's ratings were
 * measured with all three options on: `npm run bot-ratings` (README, "Ratings").
 */
import type { RatingSpec } from '../common/rating';

export const rating: RatingSpec = {
  counts: '2-player matches, with any options',
  rated: (_setupData, numPlayers) => numPlayers === 2,
  bots: { easy: 1500, medium: 1851, hard: 2016 },
};
