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
 * The first version played out to the end of the game: its chances were overconfident (Platt
 * slope 0.63 on 20 games) and, on 10 more games, scored a Brier of 0.30 raw and 0.27 mapped,
 * worse than always saying 50% (0.25).
 */
import type { Judgement, SearchGame } from '../../common/ismcts';
import type { Calibration, ReviewGame } from '../../common/review';
import { opponent, type Action, type AlsState, type AlsView, type Player } from '../rules';
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

function judge(_start: Start, end: AlsState, player: Player): Judgement {
  const mine = end.vp[player];
  const theirs = end.vp[opponent(player)];
  if (end.winner !== null) return { win: end.winner === player ? 1 : 0, margin: mine - theirs };
  return outlook(mine, theirs, end.options.targetVP, end.options.mode === 'beginner');
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
