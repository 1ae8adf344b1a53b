/**
 * The post-game review (games/common/review.ts): a move that loses at once is marked, a forced
 * move is not searched, the evaluation reads only the seat's view (two match states that differ
 * only in what the seat cannot see are evaluated the same), the move played is always measured,
 * and a review repeats exactly. Small iteration budgets: seconds, not minutes.
 */
import type { State } from 'boardgame.io';
import { CreateGameReducer } from 'boardgame.io/internal';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../games';
import type { Action as AlsAction, AlsState } from '../../games/air-land-sea';
import { searchBot } from '../../games/common/bots';
import type { SomeGame } from '../../games/common/definition';
import { makeMove } from '../../games/common/move-call';
import { search } from '../../games/common/ismcts';
import { seededRng } from '../../games/common/random';
import { replayDecisions } from '../../games/common/replay-decisions';
import { calibrated, evaluateDecision, markOf, MARK_THRESHOLDS, reviewDecisions, significant } from '../../games/common/review';
import { playReplay } from '../../scripts/lib/replay-match';

const loaded = await Promise.all(GAMES.map(async (meta) => ({ name: meta.name, ...(await meta.load()) })));
const byName = (name: string) => loaded.find((l) => l.name === name)!;

/** The game with the identity map: what these tests check must not move when the map is fitted again. */
function uncalibrated(definition: SomeGame): SomeGame {
  return { ...definition, review: { ...definition.review, calibration: { a: 1, b: 0 } } };
}

/** A position of a seeded game, `moves` random moves in, with seat '0' to decide among several moves. */
function alsPosition(seed: string, moves: number): AlsState {
  const { definition } = byName('air-land-sea');
  const engine = definition.engine;
  const rng = seededRng(seed);
  const state = engine.setup(2, { targetVP: 12 }, rng) as AlsState;
  for (let i = 0; i < 200; i++) {
    const player = engine.toAct(state)[0] as '0' | '1';
    if (i >= moves && player === '0' && engine.legalActions(state, player).length > 2 && state.choice === null) return state;
    const action = definition.search.playoutAction(state, player, rng);
    expect(engine.apply(state, player, action, rng).ok).toBe(true);
  }
  throw new Error('no position');
}

describe('marks', () => {
  it('the thresholds name the largest drop passed', () => {
    expect(markOf(0.01)).toBeNull();
    expect(markOf(MARK_THRESHOLDS.inaccuracy)).toBe('inaccuracy');
    expect(markOf(0.12)).toBe('mistake');
    expect(markOf(0.5)).toBe('blunder');
    expect(significant({ rawWin: 0.6, visits: 20 }, { rawWin: 0.5, visits: 20 })).toBe(false);
    expect(significant({ rawWin: 0.6, visits: 2000 }, { rawWin: 0.5, visits: 2000 })).toBe(true);
    expect(calibrated(0.5, { a: 1, b: 0 })).toBeCloseTo(0.5);
    expect(calibrated(0.8, { a: 1, b: 0 })).toBeCloseTo(0.8);
  });
});

describe('Air, Land & Sea', () => {
  const { definition } = byName('air-land-sea');
  const plain = uncalibrated(definition);

  it('a withdrawal that hands the opponent the game is a blunder; the best move is not marked', () => {
    const state = alsPosition('blunder', 3);
    // The opponent needs 2 VP: any withdrawal gives 2 or more, so withdrawing loses at once; a
    // battle fought out and won (6 VP) wins the game.
    state.vp = { '0': 9, '1': 10 };
    const view = plain.engine.view(state, '0');
    const legal = plain.engine.legalActionsInView(view) as AlsAction[];
    const withdraw = legal.find((a) => a.type === 'withdraw')!;
    expect(withdraw).toBeDefined();
    const lost = evaluateDecision(plain, view, '0', withdraw, 'blunder', { iterations: 1_500 });
    if (lost.forced) throw new Error('not forced');
    expect(lost.played.rawWin).toBe(0);
    expect(lost.played.margin).toBeLessThanOrEqual(-3);
    expect(lost.best.win).toBeGreaterThan(0.25);
    expect(lost.same).toBe(false);
    expect(lost.mark).toBe('blunder');
    expect(lost.played.visits).toBeGreaterThanOrEqual(1_500 * 0.25);

    const bestAction = legal.find(
      (a) => plain.search.key(a) === plain.search.key(plain.moves[lost.best.move.move]!.parse(lost.best.move.args)),
    )!;
    const good = evaluateDecision(plain, view, '0', bestAction, 'blunder', { iterations: 1_500 });
    if (good.forced) throw new Error('not forced');
    // Another search (its tree grown around another move) may prefer a move of the same worth.
    expect(good.played.win).toBeGreaterThan(0.25);
    expect(good.mark).toBeNull();
  });

  it('the move played is measured even when the search would hardly try it', () => {
    const state = alsPosition('focus', 2);
    const view = plain.engine.view(state, '0');
    const legal = plain.engine.legalActionsInView(view) as AlsAction[];
    const free = search(plain.review.search, view, '0', { iterations: 800, stopWhenDecided: false }, seededRng('focus'));
    const least = legal.map((a) => plain.search.key(a)).find((k) => !free.visits.some((v) => v.key === k && v.visits > 20));
    const action = legal.find((a) => plain.search.key(a) === least) ?? legal.at(-1)!;
    const e = evaluateDecision(plain, view, '0', action, 'focus', { iterations: 800 });
    if (e.forced) throw new Error('not forced');
    expect(e.played.visits).toBeGreaterThanOrEqual(200);
    expect(e.iterations).toBe(800);
  });

  it('a forced decision is not searched; a review repeats exactly; an illegal move is refused', async () => {
    const { game } = byName('air-land-sea');
    const bot = searchBot(definition, { iterations: 30 });
    const replay = await playReplay(game, 2, [bot, bot], 'review-forced');
    const decisions = replayDecisions(definition, game, replay, '0');
    const forcedAt = decisions.findIndex((d) => definition.engine.legalActionsInView(d.view).length === 1);
    expect(forcedAt).toBeGreaterThanOrEqual(0);
    const forced = evaluateDecision(definition, decisions[forcedAt]!.view, '0', decisions[forcedAt]!.action, 's', {
      iterations: 10_000_000,
    });
    expect(forced).toEqual({ forced: true, legal: 1, played: decisions[forcedAt]!.played });

    const few = decisions.slice(0, 3).map(({ view, action }) => ({ view, action }));
    const strip = (es: ReturnType<typeof reviewDecisions>) => es.map((e) => (e.forced ? e : { ...e, ms: 0 }));
    const once = reviewDecisions(definition, '0', few, { matchID: 'm', budget: { iterations: 300 } });
    const again = reviewDecisions(definition, '0', few, { matchID: 'm', budget: { iterations: 300 } });
    expect(strip(again)).toEqual(strip(once));

    const opponentsMove = decisions[0]!;
    const otherSeat = replayDecisions(definition, game, replay, '1')[0]!;
    expect(() => evaluateDecision(definition, opponentsMove.view, '0', otherSeat.action, 's', { iterations: 100 })).toThrow(
      /not a legal move/,
    );
  });
});

/**
 * Hidden information: the review is given the seat's view and nothing else, so a match state
 * whose hidden part is dealt anew (the definition's `determinize`: the opponents' hands, the
 * deck or stacks, face-down cards and hidden faces) gives the seat the same view and the same
 * evaluation, to the last playout.
 */
describe.each(loaded)('$name: the review never reads hidden information', ({ name, definition, game }) => {
  it('two match states that differ only in what the seat cannot see are evaluated the same', async () => {
    const bot = searchBot(definition, { iterations: 20 });
    const replay = await playReplay(game, 2, [bot, bot], `hidden-${name}`);
    const decisions = replayDecisions(definition, game, replay, '1');
    const picked = [2, 7, 12].map((i) => decisions[Math.min(i, decisions.length - 1)]!);
    // The real match states before those moves, replayed with the game.
    const reducer = CreateGameReducer({ game });
    const states = new Map<number, State>();
    let state = replay.initialState;
    for (const [i, { player, move, args }] of replay.moves.entries()) {
      states.set(i, state);
      state = reducer(state, makeMove({ move, args }, player) as never);
    }
    const rng = seededRng(`hidden-${name}`);
    let changed = 0;
    for (const [i, d] of picked.entries()) {
      const real = states.get(d.moveIndex)!.G;
      const seen = definition.engine.view(real, '1');
      expect(seen).toEqual(d.view);
      // Everything the seat cannot see dealt anew, the rest kept (as in bot-fairness.test.ts).
      const other = { ...(real as object), ...(definition.search.determinize(seen, '1', rng) as object) };
      if (JSON.stringify(real) !== JSON.stringify(other)) changed++;
      const budget = { iterations: name === 'land-vs-sea' ? 400 : 300 };
      const a = evaluateDecision(definition, seen, '1', d.action, `h${i}`, budget);
      const b = evaluateDecision(definition, definition.engine.view(other, '1'), '1', d.action, `h${i}`, budget);
      const strip = (e: typeof a) => (e.forced ? e : { ...e, ms: 0 });
      expect(strip(b)).toEqual(strip(a));
    }
    expect(changed).toBeGreaterThan(0);
  });
});
