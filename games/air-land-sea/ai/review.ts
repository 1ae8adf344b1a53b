/**
 * Air, Land & Sea for the post-game review (`games/common/review.ts`). Playouts stop at the end
 * of the battle, as the bots' do (random play past it says little: it never withdraws, so every
 * later battle would be worth 6 VP). A playout that ends the game is a win or a loss with its
 * final VP margin; one that ends the battle is judged by the chance of winning the game from
 * the VP the two sides then have, reckoned as if every later battle were a coin toss worth what
 * battles are worth in play (`BATTLE_VP`: the VP of 163 battles of 30 games between medium
 * bots), and the final margin expected the same way. The search's reward is 0.8 · that chance
 * + 0.2 · the bots' own reward (the battle's VP swing). The raw chances are calibrated by
 * `review-calibration.json` (`npm run calibrate -- air-land-sea ...`).
 *
 * Measured with `npm run calibrate` (medium bots; 20 games to fit, 10 others to check; Brier
 * scores, always saying 50% scores 0.25): playouts to the end of the game, 0.30 raw and 0.27
 * mapped on the check games; to the battle's end with its VP as fought out, 0.259 raw and 0.241
 * mapped; with battles fought out in playouts credited at their typical worth (below), 0.256 raw
 * and 0.242 mapped, 0.239 raw on the fitting games. Air, Land & Sea between medium bots is hard
 * to call from a seat's view: the map compresses the raw chances towards 50% (slope 0.6).
 */
import type { Judgement, SearchGame } from '../../common/ismcts';
import type { Calibration, ReviewGame } from '../../common/review';
import { lastBattleOf, opponent, type Action, type AlsState, type AlsView, type Player } from '../rules';
import calibration from './review-calibration.json';
import { alsSearchGame } from './search-game';

/** What a battle is worth to its winner, and how often, in standard play (medium bots: 38, 35, 35 and 55 of 163 battles). */
export const BATTLE_VP: readonly (readonly [vp: number, share: number])[] = [
  [2, 38 / 163],
  [3, 35 / 163],
  [4, 35 / 163],
  [6, 55 / 163],
];
/** Beginner mode: every battle is worth 1 VP. */
const BEGINNER_VP: readonly (readonly [number, number])[] = [[1, 1]];

interface Outlook {
  win: number;
  margin: number;
}

const tables = new Map<string, Outlook[][]>();

/** From VP (mine, theirs), my chance to reach `target` first and the final margin expected, each battle a coin toss. */
export function outlook(mine: number, theirs: number, target: number, beginner: boolean): Outlook {
  if (mine >= target) return { win: 1, margin: mine - theirs };
  if (theirs >= target) return { win: 0, margin: mine - theirs };
  const key = `${target}:${beginner}`;
  let table = tables.get(key);
  if (!table) {
    table = Array.from({ length: target }, () => new Array<Outlook>(target));
    tables.set(key, table);
  }
  const known = table[mine]![theirs];
  if (known) return known;
  let win = 0;
  let margin = 0;
  for (const [vp, share] of beginner ? BEGINNER_VP : BATTLE_VP) {
    const won = outlook(mine + vp, theirs, target, beginner);
    const lost = outlook(mine, theirs + vp, target, beginner);
    win += share * 0.5 * (won.win + lost.win);
    margin += share * 0.5 * (won.margin + lost.margin);
  }
  return (table[mine]![theirs] = { win, margin });
}

type Start = Parameters<typeof alsSearchGame.reward>[0];

/**
 * A battle a playout fought out is credited to its winner at what battles are worth in play,
 * not at the 6 VP of a battle fought out: random play never withdraws, where a player who is
 * losing would have. A withdrawal (chosen in the search's tree, never in a playout) counts as
 * it is.
 */
function judge(start: Start, end: AlsState, player: Player): Judgement {
  const other = opponent(player);
  const target = end.options.targetVP;
  const beginner = end.options.mode === 'beginner';
  const battle = lastBattleOf(end);
  const foughtOut = battle !== null && battle.battle === start.battle && battle.withdrawn === null;
  if (foughtOut && !beginner) {
    let win = 0;
    let margin = 0;
    for (const [vp, share] of BATTLE_VP) {
      const mine = start.vp[player] + (battle.winner === player ? vp : 0);
      const theirs = start.vp[other] + (battle.winner === player ? 0 : vp);
      const o = outlook(mine, theirs, target, beginner);
      win += share * o.win;
      margin += share * o.margin;
    }
    return { win, margin };
  }
  const mine = end.vp[player];
  const theirs = end.vp[other];
  if (end.winner !== null) return { win: end.winner === player ? 1 : 0, margin: mine - theirs };
  return outlook(mine, theirs, target, beginner);
}

const reviewSearch: SearchGame<AlsState, Action, Player, AlsView, Start> = {
  ...alsSearchGame,
  reward: (start, end, player) => 0.8 * judge(start, end, player).win + 0.2 * alsSearchGame.reward(start, end, player),
};

export const alsReview: ReviewGame<AlsState, Action, Player, AlsView, Start> = {
  search: reviewSearch,
  judge,
  budget: { iterations: 10_000 },
  calibration: calibration as Calibration,
};
