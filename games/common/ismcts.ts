/**
 * Information-set Monte Carlo tree search (single-observer ISMCTS, Cowling, Powley & Whitehouse
 * 2012) on a pure engine. The bot sees only its own view: every iteration samples a full state
 * consistent with that view (a determinization), descends a tree shared by all samples using
 * only the actions legal in this sample (UCB with availability counts), adds one node, plays out
 * with a cheap policy and backs the result up. It never reads the real hidden state.
 */
import type { Engine } from './engine';
import type { Rng } from './random';

export interface SearchGame<State, Action, Player extends string, View, Start = unknown> {
  engine: Engine<State, Action, Player, View, unknown>;
  /** A full state consistent with what `player` may know (its view), hidden parts sampled. */
  determinize(view: View, player: Player, rng: Rng): State;
  /** The same action gets the same key in every determinization. */
  key(action: Action): string;
  /** What a playout's result is measured against (e.g. the score before the search). */
  start(state: State): Start;
  /** Where a playout stops (the game's end, or earlier, e.g. the end of a battle). */
  playoutOver(start: Start, state: State): boolean;
  /** The playout's result for `player`, in [0, 1] (a win, shaded by the score margin). */
  reward(start: Start, end: State, player: Player): number;
  /** The playout policy: a legal action of `player` (it may avoid listing them all). */
  playoutAction(state: State, player: Player, rng: Rng): Action;
  /**
   * Optional: how promising each of `actions` (the legal actions of `player`) looks before any
   * search, one number each in their order, higher first; only the order matters. With it a
   * node widens progressively: it tries its most promising actions first and admits more as its
   * visits grow (`widening`), instead of trying each legal action once before choosing, which a
   * few hundred iterations cannot do over a few hundred actions.
   */
  prior?(state: State, player: Player, actions: readonly Action[]): ArrayLike<number>;
  /** With `prior`: a node visited n times tries another action while it has tried fewer than `base + n ** exponent`. */
  widening?: { base: number; exponent: number };
  /**
   * Optional, for games whose turn takes several decisions: the share of a turn's budget the
   * decision in `view` gets. The shares of the decisions of any one turn add up to at most 1, so
   * a whole turn stays within the budget. Without it every decision gets the whole budget.
   */
  turnShare?(view: View): number;
}

export interface SearchBudget {
  /** Stop after this many iterations. */
  iterations?: number;
  /** Stop after this many milliseconds (checked every few iterations). */
  timeMs?: number;
  /** UCB exploration constant. */
  exploration?: number;
  /**
   * Stop as soon as no other root action could overtake the most visited one in the budget left
   * (default true). With an iteration budget the choice is exactly the full search's; with a
   * time budget the iterations left are estimated from the rate so far.
   */
  stopWhenDecided?: boolean;
}

/** A finished or cut-off playout measured for people: the game's chance of a win and its score margin. */
export interface Judgement {
  /** 1 a win, 0 a loss, 0.5 a draw; for a playout cut off before the end, an estimate in [0, 1]. */
  win: number;
  /** The side's score minus the best other side's (at the end, or projected where cut off). */
  margin: number;
}

/** Options of the post-game review (`review.ts`); the bots search without them. */
export interface SearchOptions<State, Player extends string, Start> {
  /**
   * A root action (by key) the search must measure whatever it thinks of it: it is tried first
   * and chosen at the root whenever it has had fewer than `share` of the iterations. Those
   * forced visits do not count towards the choice of the best action.
   */
  focus?: { key: string; share: number };
  /** Every playout is also measured by this, for the searching player, per root action. */
  judge?(start: Start, end: State, player: Player): Judgement;
}

export interface RootVisits {
  key: string;
  visits: number;
  value: number;
  /** Visits forced by `focus` (absent: none). */
  forced?: number;
  /** With `judge`: the mean of its playouts' judgements. */
  win?: number;
  margin?: number;
}

export interface SearchResult<Action> {
  action: Action;
  iterations: number;
  elapsedMs: number;
  /** Visits of each root action, most visited first (forced visits not counted). */
  visits: RootVisits[];
}

interface Node<Action, Player> {
  action: Action | null;
  /** Who chose the action leading here (rewards are credited from their point of view). */
  player: Player | null;
  parent: Node<Action, Player> | null;
  children: Map<string, Node<Action, Player>>;
  visits: number;
  availability: number;
  total: number;
}

function node<Action, Player>(parent: Node<Action, Player> | null, action: Action | null, player: Player | null): Node<Action, Player> {
  return { action, player, parent, children: new Map(), visits: 0, availability: 0, total: 0 };
}

const CHECK_CLOCK_EVERY = 16;

/** How many more visits the most visited root action has than the next one. */
function leadOfBest<Action, Player>(root: Node<Action, Player>): number {
  let first = 0;
  let second = 0;
  for (const child of root.children.values()) {
    if (child.visits > first) {
      second = first;
      first = child.visits;
    } else if (child.visits > second) second = child.visits;
  }
  return first - second;
}

/** Every action the search plays was offered by the engine: a refusal is a bug, not a move. */
function play<State, Action, Player extends string>(
  engine: Engine<State, Action, Player, unknown, unknown>,
  state: State,
  player: Player,
  action: Action,
  rng: Rng,
): void {
  const result = engine.apply(state, player, action, rng);
  if (!result.ok) throw new Error(`search: the engine refused ${JSON.stringify(action)} of player ${player}: ${result.error}`);
}

const DEFAULT_WIDENING = { base: 2, exponent: 0.5 };

/** The index of the largest value, ties broken at random. */
function argmax(values: ArrayLike<number>, rng: Rng): number {
  let best = 0;
  let ties = 0;
  for (let i = 0; i < values.length; i++) {
    const v = values[i] as number;
    const top = values[best] as number;
    if (i === 0 || v > top) {
      best = i;
      ties = 1;
    } else if (v === top && rng() * ++ties < 1) best = i;
  }
  return best;
}

/** `actions` from the most promising to the least, ties in random order. */
function byPromise<Action>(actions: readonly Action[], prior: ArrayLike<number>, rng: Rng): Action[] {
  const order = actions.map((action, i) => ({ action, prior: prior[i] as number, tie: rng() }));
  order.sort((a, b) => b.prior - a.prior || a.tie - b.tie);
  return order.map((o) => o.action);
}

export function search<State, Action, Player extends string, View, Start>(
  game: SearchGame<State, Action, Player, View, Start>,
  view: View,
  me: Player,
  budget: SearchBudget,
  rng: Rng,
  options: SearchOptions<State, Player, Start> = {},
): SearchResult<Action> {
  const { engine, prior } = game;
  const { focus, judge } = options;
  /** Per root action: forced visits, and the sums of the judgements of its playouts. */
  const forced = new Map<string, number>();
  const judged = new Map<string, { win: number; margin: number }>();
  const exploration = budget.exploration ?? 0.7;
  const maxIterations = budget.iterations ?? Number.POSITIVE_INFINITY;
  const start = performance.now();
  const deadline = budget.timeMs === undefined ? Number.POSITIVE_INFINITY : start + budget.timeMs;
  const root = node<Action, Player>(null, null, null);
  const widening = game.widening ?? DEFAULT_WIDENING;
  /** With a prior: the root's legal actions, most promising first. */
  let rootActions: Action[] | null = null;
  let iterations = 0;

  const stopWhenDecided = budget.stopWhenDecided ?? true;
  while (iterations < maxIterations) {
    if (iterations % CHECK_CLOCK_EVERY === 0 && iterations > 0) {
      const now = performance.now();
      if (now >= deadline) break;
      if (stopWhenDecided) {
        const byTime = ((deadline - now) * iterations) / (now - start);
        if (leadOfBest(root) > Math.min(maxIterations - iterations, byTime)) break;
      }
    }
    iterations++;
    const state = game.determinize(view, me, rng);
    const begun = game.start(state);
    let current = root;

    // Selection and expansion.
    for (;;) {
      const toAct = engine.toAct(state);
      const player = toAct[0];
      if (player === undefined || game.playoutOver(begun, state)) break;
      // With a prior, the root's actions (the searching player's: the same in every
      // determinization) are listed and ranked once, and tried in that order.
      const ranked = prior !== undefined && current === root && player === me;
      if (ranked && rootActions === null) {
        const all = engine.legalActions(state, player);
        rootActions = byPromise(all, prior(state, player, all), rng);
        if (focus) {
          const at = rootActions.findIndex((a) => game.key(a) === focus.key);
          if (at < 0) throw new Error(`search: the focus ${focus.key} is not a legal action`);
          rootActions.unshift(...rootActions.splice(at, 1));
        }
      }
      const legal = ranked && rootActions ? rootActions.slice(0, root.children.size) : engine.legalActions(state, player);
      if (legal.length === 0 && !ranked) break;
      const untried: Action[] = [];
      let best: Node<Action, Player> | null = null;
      let bestScore = Number.NEGATIVE_INFINITY;
      let tried = 0;
      for (const action of legal) {
        const child = current.children.get(game.key(action));
        if (!child) {
          untried.push(action);
          continue;
        }
        tried++;
        child.availability++;
        const score = child.total / child.visits + exploration * Math.sqrt(Math.log(child.availability) / child.visits);
        if (score > bestScore) {
          bestScore = score;
          best = child;
        }
      }
      const wide = widening.base + current.visits ** widening.exponent;
      let action: Action | undefined;
      const focusHere = focus !== undefined && current === root && player === me ? focus : undefined;
      const focused = focusHere ? current.children.get(focusHere.key) : undefined;
      if (focusHere && !focused && !ranked) {
        action = legal.find((a) => game.key(a) === focusHere.key);
        if (action === undefined) throw new Error(`search: the focus ${focusHere.key} is not a legal action`);
      } else if (focusHere && focused && focused.visits < focusHere.share * root.visits) {
        forced.set(focusHere.key, (forced.get(focusHere.key) ?? 0) + 1);
        best = focused;
      } else if (ranked && rootActions) {
        if (tried < wide) action = rootActions[tried];
      } else if (untried.length > 0 && (!prior || tried < wide)) {
        action = prior ? untried[argmax(prior(state, player, untried), rng)] : untried[Math.floor(rng() * untried.length)];
      }
      if (action !== undefined) {
        const child = node(current, action, player);
        current.children.set(game.key(action), child);
        play(engine, state, player, action, rng);
        current = child;
        break;
      }
      if (!best) break;
      play(engine, state, player, best.action as Action, rng);
      current = best;
    }

    // Playout.
    while (!game.playoutOver(begun, state)) {
      const player = engine.toAct(state)[0];
      if (player === undefined) break;
      play(engine, state, player, game.playoutAction(state, player, rng), rng);
    }

    // Backpropagation.
    for (let n: Node<Action, Player> | null = current; n !== null; n = n.parent) {
      n.visits++;
      if (n.player !== null) n.total += game.reward(begun, state, n.player);
      if (judge && n.parent === root && n.action !== null) {
        const { win, margin } = judge(begun, state, me);
        const key = game.key(n.action);
        const sum = judged.get(key) ?? { win: 0, margin: 0 };
        sum.win += win;
        sum.margin += margin;
        judged.set(key, sum);
      }
    }
  }

  const visits = [...root.children.entries()]
    .map(([key, child]) => {
      const f = forced.get(key) ?? 0;
      const sum = judged.get(key);
      const n = child.visits;
      return {
        key,
        visits: n,
        value: n ? child.total / n : 0,
        ...(f > 0 ? { forced: f } : {}),
        ...(sum && n ? { win: sum.win / n, margin: sum.margin / n } : {}),
        child,
      };
    })
    .sort((a, b) => b.visits - (b.forced ?? 0) - (a.visits - (a.forced ?? 0)) || b.value - a.value);
  const best = visits[0];
  if (!best || best.child.action === null) throw new Error('search: no legal action at the root');
  return {
    action: best.child.action,
    iterations,
    elapsedMs: performance.now() - start,
    visits: visits.map(({ child: _child, ...rest }) => rest),
  };
}
