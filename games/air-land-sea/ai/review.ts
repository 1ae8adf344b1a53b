/**
 * Air, Land & Sea for the post-game review (`games/common/review.ts`). The bots' playouts stop at
 * the end of the battle, which says who gains VP, not who wins the game: the review's play out
 * to the end of the game instead (random play that never withdraws), so every playout is a win
 * or a loss with its final VP margin, and the search's reward is the game's (0.8 · win + 0.2 ·
 * the margin squashed). The raw win chance (the share of playouts won) is calibrated by
 * `review-calibration.json` (`npm run calibrate -- air-land-sea ...`).
 */
import type { Judgement, SearchGame } from '../../common/ismcts';
import type { Calibration, ReviewGame } from '../../common/review';
import { opponent, type Action, type AlsState, type AlsView, type Player } from '../rules';
import calibration from './review-calibration.json';
import { alsSearchGame } from './search-game';

interface Start {
  /** VP a battle can swing: 6 in standard play, 1 in beginner mode. */
  scale: number;
}

function judge(_start: Start, end: AlsState, player: Player): Judgement {
  return { win: end.winner === null ? 0.5 : end.winner === player ? 1 : 0, margin: end.vp[player] - end.vp[opponent(player)] };
}

const reviewSearch: SearchGame<AlsState, Action, Player, AlsView, Start> = {
  ...alsSearchGame,
  start: (state) => ({ scale: state.options.mode === 'beginner' ? 1 : 6 }),
  playoutOver: (_start, state) => state.winner !== null,
  reward: (start, end, player) => {
    const { win, margin } = judge(start, end, player);
    return 0.8 * win + 0.2 * (0.5 + 0.5 * Math.tanh(margin / start.scale));
  },
};

export const alsReview: ReviewGame<AlsState, Action, Player, AlsView, Start> = {
  search: reviewSearch,
  judge,
  budget: { iterations: 6_000 },
  calibration: calibration as Calibration,
};
