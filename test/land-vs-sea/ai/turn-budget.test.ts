/**
 * A Land vs Sea turn is several decisions (place, perhaps place again or steal, waypoint,
 * takes): they share the level's budget, so a whole turn stays within it, and a decision with
 * one legal move searches not at all.
 */
import { describe, expect, it } from 'vitest';
import { definition, LandVsSeaGame } from '../../../games/land-vs-sea';
import { BUDGETS } from '../../../games/land-vs-sea/ai/levels';
import { TURN_SHARES } from '../../../games/land-vs-sea/ai/turn-shares';
import { searchBot } from '../../../games/common/bots';
import type { Rng } from '../../../games/common/random';
import { landVsSea, type Player, type State, type Step, type View } from '../../../games/land-vs-sea/rules';
import { ReducerMatch } from '../../support/reducer';

const enumerate = LandVsSeaGame.ai!.enumerate;
const ALL = { mountainsAndCorals: true, caravansAndShips: true, waypoints: true };

describe('Land vs Sea turn budget', () => {
  it("shares a turn's iterations among its decisions, and spends none on a forced one", async () => {
    const perTurn = 100;
    // Each decision, and its iterations: every iteration deals one determinization.
    const decisions: { turn: number; step: Step; iterations: number; forced: boolean }[] = [];
    const counting = {
      ...definition,
      search: {
        ...definition.search,
        determinize: (view: View, me: Player, rng: Rng) => {
          (decisions.at(-1) as (typeof decisions)[number]).iterations++;
          return definition.search.determinize(view, me, rng);
        },
      },
    };
    const bot = new (searchBot(counting, { iterations: perTurn }))({ enumerate, seed: 'turn-budget' });
    const m = new ReducerMatch<State>({ ...LandVsSeaGame, seed: 'turn-budget' }, 2, ALL);
    while (m.state.G.turn < 40) {
      const G = m.state.G;
      const playerID = m.active()[0] as Player;
      const forced = landVsSea.legalActions(G, playerID).length === 1;
      decisions.push({ turn: G.turn, step: G.step, iterations: 0, forced });
      const { action } = await bot.play(m.state, playerID);
      expect(m.move(playerID, action.payload.type, action.payload.args as unknown[])).toBe(true);
    }

    const steps = new Set(decisions.map((d) => d.step));
    expect([...steps]).toEqual(expect.arrayContaining(['draft', 'place', 'waypoint', 'replenish']));
    const byTurn = new Map<number, number>();
    for (const { turn, step, iterations, forced } of decisions) {
      // Its share, or less when the choice is settled early; nothing when there is no choice.
      expect(iterations, `${step} in turn ${turn}`).toBeLessThanOrEqual(
        forced ? 0 : Math.round(perTurn * TURN_SHARES[step as keyof typeof TURN_SHARES]),
      );
      byTurn.set(turn, (byTurn.get(turn) ?? 0) + iterations);
    }
    for (const total of byTurn.values()) expect(total).toBeLessThanOrEqual(perTurn);
    // Placements take their full share unless settled: a turn is not cut short.
    expect(Math.max(...decisions.filter((d) => d.step === 'place').map((d) => d.iterations))).toBe(perTurn * TURN_SHARES.place);
  });

  it('gives the longest turns exactly the whole budget, and every level a time cap within 1.5 s a turn', () => {
    const { place, playAgain, steal, waypoint, replenish } = TURN_SHARES;
    // Play Again then a second placement with Steal, the steal, the waypoint, one take.
    expect(place + playAgain + steal + waypoint + replenish).toBeCloseTo(1);
    // Play Again then a plain second placement, the waypoint, two takes.
    expect(place + playAgain + waypoint + 2 * replenish).toBeCloseTo(1);
    for (const budget of Object.values(BUDGETS)) {
      expect(budget.iterations).toBeGreaterThan(0);
      expect(budget.timeMs).toBeLessThanOrEqual(1_400);
    }
  });
});
