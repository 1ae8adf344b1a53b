/**
 * Post-game review (issue #22): each decision a seat made, evaluated from what that seat knew
 * then (its view; never the hidden cards or tiles it could not see), with a fixed budget.
 *
 * One search a decision, from the view, on the game's `review.search` (the bots' search, or a
 * variant of it: Air, Land & Sea's plays out to the end of the game rather than of the battle).
 * The move played is the search's `focus`: tried first and given at least `FOCUS_SHARE` of the
 * iterations, however little the search thinks of it, so it is always measured on enough
 * playouts; those forced visits do not count towards the best move (the most visited otherwise).
 *
 * Win chances (a ruling): the search's root values are rewards (a win shaded by the margin, or
 * a squashed margin where a playout is cut off), not win chances. Every playout is therefore
 * also judged by the game's `review.judge`: a finished game is a win (1), a draw (0.5) or a loss
 * (0) with its final margin; a playout cut off before the end (Land vs Sea's look a few turns
 * ahead) gets the game's estimate of the chance that its projected margin holds. The mean over
 * a root action's playouts is its raw win chance. Playouts are played by a random policy, so the
 * raw figure is not an honest probability yet: it goes through the game's calibration map
 * (`review.calibration`, Platt scaling: σ(a · logit(raw) + b)), fitted on self-play games by
 * `npm run calibrate -- <game> <games> --fit` and stored as data beside the game's search. The
 * margin is the playouts' mean margin, in the game's points, unmapped.
 *
 * Pure: no boardgame.io, no React (the review page runs it in a Web Worker). The positions of a
 * match come from `replay-decisions.ts`, which replays the log with boardgame.io.
 */
import { decisionBudget } from './decide';
import type { GameDefinition } from './definition';
import { search, type Judgement, type SearchBudget, type SearchGame } from './ismcts';
import type { MoveCall } from './move-call';
import { seededRng } from './random';

/** A Platt map from a raw win chance to a calibrated one: σ(a · logit(raw) + b). */
export interface Calibration {
  a: number;
  b: number;
  /** What it was fitted on (the calibration run), for people. */
  fittedOn?: string;
}

/** What a game gives the review: its search, how a playout is judged, the default budget, the map. */
export interface ReviewGame<State, Action, Player extends string, View, Start = unknown> {
  search: SearchGame<State, Action, Player, View, Start>;
  /** A playout's result for `player` (the win, or an estimate where the playout was cut off; the margin). */
  judge(start: Start, end: State, player: Player): Judgement;
  /**
   * The default budget: iterations only, so a review is the same on any machine. Where the game
   * shares a turn's budget among its decisions (`search.turnShare`), this is a turn's.
   */
  budget: SearchBudget;
  calibration: Calibration;
}

/** The least share of a decision's iterations the move played gets. */
export const FOCUS_SHARE = 0.25;

/**
 * A decision is marked when its move's win chance is this far (a fraction: 0.05 is 5
 * percentage points) below the best move's, both from the seat's view then, and the gap is more
 * than its playouts' noise (`significant`). The largest threshold passed names the mark.
 */
export const MARK_THRESHOLDS = { inaccuracy: 0.05, mistake: 0.1, blunder: 0.2 } as const;
export type Mark = keyof typeof MARK_THRESHOLDS;

export function markOf(drop: number): Mark | null {
  if (drop >= MARK_THRESHOLDS.blunder) return 'blunder';
  if (drop >= MARK_THRESHOLDS.mistake) return 'mistake';
  if (drop >= MARK_THRESHOLDS.inaccuracy) return 'inaccuracy';
  return null;
}

const EPSILON = 0.001;
const logit = (p: number) => Math.log(p / (1 - p));
const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/** The raw win chance kept off 0 and 1, so its logit is finite. */
export function clampedLogit(raw: number): number {
  return logit(Math.min(1 - EPSILON, Math.max(EPSILON, raw)));
}

export function calibrated(raw: number, map: Calibration): number {
  return sigmoid(map.a * clampedLogit(raw) + map.b);
}

/**
 * Whether the best move's raw win chance is above the played one's by more than twice the
 * standard error of the difference (each a mean of playouts in [0, 1], whose variance is at most
 * p(1 − p)): a move the search measured on few playouts is not marked on their noise alone.
 */
export function significant(best: Pick<MoveValue, 'rawWin' | 'visits'>, played: Pick<MoveValue, 'rawWin' | 'visits'>): boolean {
  const variance = (v: Pick<MoveValue, 'rawWin' | 'visits'>) => (v.rawWin * (1 - v.rawWin)) / Math.max(1, v.visits);
  return best.rawWin - played.rawWin > 2 * Math.sqrt(variance(best) + variance(played));
}

/** One move's evaluation. */
export interface MoveValue {
  move: MoveCall;
  /** Its estimated chance to win, calibrated, in [0, 1]. */
  win: number;
  /** The playouts' win chance before calibration. */
  rawWin: number;
  /** Expected score margin (the seat's side minus the best other side) at the end. */
  margin: number;
  /** Playouts through it. */
  visits: number;
}

export type Evaluation =
  | { forced: true; legal: 1; played: MoveCall }
  | {
      forced: false;
      legal: number;
      played: MoveValue;
      best: MoveValue;
      /** The played move is (equivalent to) the best one. */
      same: boolean;
      /** Best win chance minus the played move's (0 when the same or better). */
      drop: number;
      mark: Mark | null;
      iterations: number;
      ms: number;
    };

/** One decision of a seat: what it saw, and what it did. */
export interface SeatDecision<View, Action> {
  view: View;
  action: Action;
}

type Definition<State, Action, Player extends string, View> = GameDefinition<State, Action, Player, View, unknown>;

/** A review budget for one decision: iterations only (a turn's shared out), never stopped early. */
export function reviewBudget<View>(game: SearchGame<unknown, unknown, string, View>, view: View, budget: SearchBudget): SearchBudget {
  const { timeMs: _time, ...iterationsOnly } = decisionBudget(game, view, budget);
  return { ...iterationsOnly, stopWhenDecided: false };
}

/**
 * The decision `action` of `player` at `view`, evaluated with `budget` (default: the game's
 * review budget) from `seed`. A forced decision (one legal move) is not searched.
 */
export function evaluateDecision<State, Action, Player extends string, View>(
  definition: Definition<State, Action, Player, View>,
  view: View,
  player: Player,
  action: Action,
  seed: string,
  budget?: SearchBudget,
): Evaluation {
  const review = definition.review;
  const game = review.search;
  const legal = definition.engine.legalActionsInView(view);
  const playedKey = game.key(action);
  if (!legal.some((a) => game.key(a) === playedKey)) throw new Error(`review: ${playedKey} is not a legal move of seat ${player} here`);
  if (legal.length === 1) return { forced: true, legal: 1, played: definition.toMove(action) };

  const result = search(game, view, player, reviewBudget(game, view, budget ?? review.budget), seededRng(seed), {
    focus: { key: playedKey, share: FOCUS_SHARE },
    judge: review.judge.bind(review),
  });
  const actions = new Map(legal.map((a) => [game.key(a), a]));
  const valueOf = (key: string): MoveValue => {
    const entry = result.visits.find((v) => v.key === key);
    if (!entry || entry.win === undefined || entry.margin === undefined) throw new Error(`review: ${key} was not measured`);
    return {
      move: definition.toMove(actions.get(key) as Action),
      win: calibrated(entry.win, review.calibration),
      rawWin: entry.win,
      margin: entry.margin,
      visits: entry.visits,
    };
  };
  const bestKey = result.visits[0]?.key ?? playedKey;
  const played = valueOf(playedKey);
  const best = valueOf(bestKey);
  const same = bestKey === playedKey;
  const drop = same ? 0 : Math.max(0, best.win - played.win);
  const mark = significant(best, played) ? markOf(drop) : null;
  return { forced: false, legal: legal.length, played, best, same, drop, mark, iterations: result.iterations, ms: result.elapsedMs };
}

/**
 * What a kept review was computed with besides its match, seat, budget and calibration map: bump
 * it whenever a change to the search, a game's judge or this file changes what a review says, so
 * the review page does not show an old review kept in a browser as if it were a new one.
 */
export const REVIEW_VERSION = 1;

/** The iterations of a budget given as text (`--budget N`, `?budget=N`): a positive whole number, else null. */
export function iterationsOf(text: string): number | null {
  if (!/^\d{1,9}$/.test(text)) return null;
  const iterations = Number(text);
  return iterations > 0 ? iterations : null;
}

/** How many decisions were searched, forced, and marked, by mark. */
export function tally(evaluations: readonly Evaluation[]): { evaluated: number; forced: number; marks: Record<Mark, number> } {
  const marks: Record<Mark, number> = { inaccuracy: 0, mistake: 0, blunder: 0 };
  let forced = 0;
  for (const e of evaluations) {
    if (e.forced) forced++;
    else if (e.mark) marks[e.mark]++;
  }
  return { evaluated: evaluations.length - forced, forced, marks };
}

/** The seed of decision `index` of a match: the same review every time. */
export function decisionSeedOf(matchID: string, player: string, index: number): string {
  return `review:${matchID}:${player}:${index}`;
}

/** Every decision of `player` in a match, in order (`onEach` hears each as it is done: a progress bar, a JSON line). */
export function reviewDecisions<State, Action, Player extends string, View>(
  definition: Definition<State, Action, Player, View>,
  player: Player,
  decisions: readonly SeatDecision<View, Action>[],
  options: { matchID: string; budget?: SearchBudget; onEach?: (evaluation: Evaluation, index: number) => void },
): Evaluation[] {
  return decisions.map((decision, index) => {
    const evaluation = evaluateDecision(
      definition,
      decision.view,
      player,
      decision.action,
      decisionSeedOf(options.matchID, player, index),
      options.budget,
    );
    options.onEach?.(evaluation, index);
    return evaluation;
  });
}
