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

export interface SearchResult<Action> {
  action: Action;
  iterations: number;
  elapsedMs: number;
  /** Visits of each root action, most visited first. */
  visits: { key: string; visits: number; value: number }[];
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

export function search<State, Action, Player extends string, View, Start>(
  game: SearchGame<State, Action, Player, View, Start>,
  view: View,
  me: Player,
  budget: SearchBudget,
  rng: Rng,
): SearchResult<Action> {
  const { engine } = game;
  const exploration = budget.exploration ?? 0.7;
  const maxIterations = budget.iterations ?? Number.POSITIVE_INFINITY;
  const start = performance.now();
  const deadline = budget.timeMs === undefined ? Number.POSITIVE_INFINITY : start + budget.timeMs;
  const root = node<Action, Player>(null, null, null);
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
      const legal = engine.legalActions(state, player);
      if (legal.length === 0) break;
      const untried: Action[] = [];
      let best: Node<Action, Player> | null = null;
      let bestScore = Number.NEGATIVE_INFINITY;
      for (const action of legal) {
        const child = current.children.get(game.key(action));
        if (!child) {
          untried.push(action);
          continue;
        }
        child.availability++;
        const score = child.total / child.visits + exploration * Math.sqrt(Math.log(child.availability) / child.visits);
        if (score > bestScore) {
          bestScore = score;
          best = child;
        }
      }
      if (untried.length > 0) {
        const action = untried[Math.floor(rng() * untried.length)] as Action;
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
    }
  }

  const visits = [...root.children.entries()]
    .map(([key, child]) => ({ key, visits: child.visits, value: child.visits ? child.total / child.visits : 0, child }))
    .sort((a, b) => b.visits - a.visits || b.value - a.value);
  const best = visits[0];
  if (!best || best.child.action === null) throw new Error('search: no legal action at the root');
  return {
    action: best.child.action,
    iterations,
    elapsedMs: performance.now() - start,
    visits: visits.map(({ key, visits: v, value }) => ({ key, visits: v, value })),
  };
}
