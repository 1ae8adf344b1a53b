/**
 * The search stops early once its choice is settled, and chooses exactly what a full search
 * would; with a prior it tries the most promising actions first and widens as it goes.
 */
import { describe, expect, it } from 'vitest';
import { alsSearchGame } from '../../games/air-land-sea/ai/search-game';
import { airLandSea, legalActions, setup, view, type Player } from '../../games/air-land-sea/rules';
import { OK, type Engine } from '../../games/common/engine';
import { search, type SearchGame } from '../../games/common/ismcts';
import { pick, seededRng } from '../../games/common/random';

/** One move: pick one of 200 numbers; number n is worth VALUES[n], which its prior tells. */
const VALUES = Array.from({ length: 200 }, (_, n) => (n * 37) % 200);
type Pick = { picked: number | null };
const picking: Engine<Pick, number, '0', Pick, unknown> = {
  validateSetup: () => undefined,
  setup: () => ({ picked: null }),
  toAct: (state) => (state.picked === null ? ['0'] : []),
  legalActions: (state) => (state.picked === null ? VALUES.map((_, n) => n) : []),
  apply: (state, _player, n) => {
    state.picked = n;
    return OK;
  },
  view: (state) => ({ ...state }),
  copy: (state) => ({ ...state }),
  legalActionsInView: (state) => picking.legalActions(state, '0'),
  isOver: (state) => state.picked !== null,
};
const pickGame: SearchGame<Pick, number, '0', Pick> = {
  engine: picking,
  determinize: (v) => ({ ...v }),
  key: String,
  start: () => null,
  playoutOver: (_start, state) => state.picked !== null,
  reward: (_start, end) => (VALUES[end.picked as number] as number) / 200,
  playoutAction: () => 0,
};

describe('information-set MCTS', () => {
  it('stops once no other action can overtake the most visited, with the full search’s choice', () => {
    const game = seededRng('early-stop-game');
    const state = setup(2, { firstPlayer: '0' }, game);
    let full = 0;
    let early = 0;
    let decisions = 0;
    while (state.winner === null && decisions < 40) {
      const player = airLandSea.toAct(state)[0] as Player;
      const seen = view(state, player);
      const legal = legalActions(state, player);
      if (legal.length > 1) {
        const budget = { iterations: 1_500 };
        const whole = search(alsSearchGame, seen, player, { ...budget, stopWhenDecided: false }, seededRng(`d${decisions}`));
        const stopped = search(alsSearchGame, seen, player, budget, seededRng(`d${decisions}`));
        expect(stopped.action, `decision ${decisions}`).toEqual(whole.action);
        full += whole.iterations;
        early += stopped.iterations;
        decisions++;
      }
      airLandSea.apply(state, player, pick(game, legal), game);
    }
    expect(decisions).toBeGreaterThan(10);
    expect(full).toBe(decisions * 1_500);
    expect(early).toBeLessThan(full * 0.9);
  });

  it('with a prior, tries the most promising actions first and admits more as its visits grow', () => {
    const budget = { iterations: 60, stopWhenDecided: false };
    const guided = search(
      { ...pickGame, prior: (_s, _p, actions) => actions.map((n) => VALUES[n] as number) },
      { picked: null },
      '0',
      budget,
      seededRng('w'),
    );
    // A node visited n times tries another action while it has tried fewer than 2 + √n: 10 of
    // the 200 after 60 iterations, the most promising first.
    expect(guided.visits).toHaveLength(10);
    expect(guided.action).toBe(VALUES.indexOf(199));
    // Without one it tries 60 actions once each, and cannot tell them apart.
    const blind = search(pickGame, { picked: null }, '0', budget, seededRng('w'));
    expect(blind.visits).toHaveLength(60);
    expect(blind.visits.every((v) => v.visits === 1)).toBe(true);
  });
});
