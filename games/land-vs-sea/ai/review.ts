/**
 * Land vs Sea for the post-game review (`games/common/review.ts`): the bots' own search (its
 * playouts look `PLAYOUT_TURNS` turns ahead), each playout also judged for people. A finished
 * game is a win, a draw or a loss with its final margin; a playout cut off earlier is judged by
 * its projected margin (trade routes counted as if the game ended there) against how much the
 * tiles still to come can swing it: the chance that the margin holds, σ(1.7 · margin / spread)
 * with a spread of 4 + 1.5 · √(tiles left) points (a rough normal model; the calibration map
 * `review-calibration.json`, fitted by `npm run calibrate -- land-vs-sea ...`, corrects its scale).
 */
import type { Judgement } from '../../common/ismcts';
import type { Calibration, ReviewGame } from '../../common/review';
import { outcome, roleOf, type Action, type State, type View } from '../rules';
import type { Player } from '../rules/vocabulary';
import calibration from './review-calibration.json';
import { lvsSearchGame, margin, projected } from './search-game';

function tilesLeft(state: State): number {
  let n = state.stacks[0].length + state.stacks[1].length;
  for (const hand of state.hands) n += hand.length;
  return n;
}

function judge(_start: unknown, end: State, player: Player): Judgement {
  const role = roleOf(end.numPlayers, player);
  const result = outcome(end);
  if (result) return { win: 'winner' in result ? (result.winner === role ? 1 : 0) : 0.5, margin: margin(end.score, role) };
  const ahead = margin(projected(end), role);
  const spread = 4 + 1.5 * Math.sqrt(tilesLeft(end));
  return { win: 1 / (1 + Math.exp((-1.7 * ahead) / spread)), margin: ahead };
}

export const lvsReview: ReviewGame<State, Action, Player, View> = {
  search: lvsSearchGame,
  judge,
  // A turn's iterations, shared among its decisions as the levels' are.
  budget: { iterations: 4_000 },
  calibration: calibration as Calibration,
};
