/** The search stops early once its choice is settled, and chooses exactly what a full search would. */
import { describe, expect, it } from 'vitest';
import { alsSearchGame } from '../../games/air-land-sea/ai/search-game';
import { airLandSea, legalActions, setup, view, type Player } from '../../games/air-land-sea/rules';
import { search } from '../../games/common/ismcts';
import { pick, seededRng } from '../../games/common/random';

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
});
