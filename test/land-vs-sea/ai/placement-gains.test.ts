/**
 * The search reads a placement's points from the map index without placing it: it must agree
 * with the engine, which places it, on every placement of real games (all options, 2–4 players).
 */
import { describe, expect, it } from 'vitest';
import { exactGains, gainContext, marginGain, newGains } from '../../../games/land-vs-sea/ai/placement-gains';
import { actionValues } from '../../../games/land-vs-sea/ai/placement-values';
import { seededRng } from '../../../games/common/random';
import { landVsSea, type PlayerCount } from '../../../games/land-vs-sea/rules';

const ALL = { mountainsAndCorals: true, caravansAndShips: true, waypoints: true };

describe('Land vs Sea placement gains', () => {
  it.each([2, 3, 4] as PlayerCount[])('equal what the engine scores, for every placement of random %i-player games', (players) => {
    const rng = seededRng(`gains-${players}`);
    const exact = newGains();
    let compared = 0;
    let scoring = 0;
    const wrong: string[] = [];
    for (let game = 0; game < 2; game++) {
      const state = landVsSea.setup(players, ALL, rng);
      for (let decision = 0; state.step !== 'over'; decision++) {
        const player = state.current;
        // Every third decision, and every one once the stacks are empty (the game's end).
        if ((state.step === 'place' || state.step === 'playAgain') && (decision % 3 === 0 || state.stacks.every((s) => s.length === 0))) {
          const legal = landVsSea.legalActions(state, player);
          const values = actionValues(state, player, legal);
          const placer = gainContext(state, player).placer;
          legal.forEach((action, i) => {
            exactGains(state, player, action, exact);
            const value = marginGain(state, placer, exact);
            if (value !== 0) scoring++;
            if (values[i] !== value) wrong.push(`${JSON.stringify(action)}: ${values[i]}, the engine ${value}`);
            compared++;
          });
        }
        landVsSea.apply(state, player, landVsSea.randomAction(state, player, rng)!, rng);
      }
    }
    expect(wrong).toEqual([]);
    expect(compared).toBeGreaterThan(5_000);
    expect(scoring).toBeGreaterThan(compared / 50);
  });
});
