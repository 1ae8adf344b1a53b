/**
 * The Land vs Sea bots: always legal, and the search bot wins. That no bot is swayed by what its
 * seat cannot see is checked for every game in test/common/bot-fairness.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { definition, LandVsSeaGame } from '../../games/land-vs-sea';
import { fairMCTSBot, fairRandomBot, greedyBot, searchBot, type FairMCTSOptions } from '../../games/common/bots';
import { outcome, type State } from '../../games/land-vs-sea/rules';
import { playMatch } from '../../scripts/lib/play-match';
import { ReducerMatch } from '../support/reducer';

const enumerate = LandVsSeaGame.ai!.enumerate;
const lvsSearchBot = (budget: { iterations: number }) => searchBot(definition, budget);
const lvsMCTSBot = (budget: FairMCTSOptions) => fairMCTSBot(definition, LandVsSeaGame, budget);
const LvsRandomBot = fairRandomBot(definition);
const ALL = { mountainsAndCorals: true, caravansAndShips: true, waypoints: true };

describe('Land vs Sea bots', () => {
  it.each([2, 3, 4])('every bot returns a legal move in every step it meets (%i players)', async (players) => {
    // Iteration budgets, not time: the test must not depend on the machine's speed.
    const bots = [lvsSearchBot({ iterations: 20 }), LvsRandomBot, lvsMCTSBot({ iterations: 3, playoutDepth: 5 })].map(
      (B, i) => new B({ enumerate, seed: `legal-${players}-${i}` }),
    );
    const m = new ReducerMatch<State>({ ...LandVsSeaGame, seed: `legal-${players}` }, players, players === 2 ? ALL : {});
    const steps = new Set<string>();
    for (let step = 0; !m.state.ctx.gameover; step++) {
      const playerID = m.active()[0]!;
      steps.add(m.state.G.step);
      // Every bot at the first moves and then every tenth decision (a whole game is ~150 decisions).
      if (step < 12 || step % 10 === 0) {
        for (const bot of bots) {
          const { action } = await bot.play(m.state, playerID);
          expect(m.reducer(m.state, action)._stateID, `${bot.constructor.name} at step ${step}`).toBe(m.state._stateID + 1);
        }
      }
      const { action } = await bots[1]!.play(m.state, playerID);
      expect(m.move(playerID, action.payload.type, action.payload.args as unknown[])).toBe(true);
    }
    expect([...steps]).toEqual(expect.arrayContaining(['draft', 'place', 'replenish']));
    expect(outcome(m.state.G)).not.toBeNull();
  });

  it('in a small seeded tournament the search bot (100 iterations a turn) beats the random bot', async () => {
    const Search = lvsSearchBot({ iterations: 100 });
    let wins = 0;
    for (let g = 0; g < 2; g++) {
      const seats = g % 2 === 0 ? [Search, LvsRandomBot] : [LvsRandomBot, Search];
      const { final } = await playMatch(LandVsSeaGame, 2, seats, `lvs-small-${g}`, ALL);
      const result = outcome(final.G as State)!;
      if ('winner' in result && result.winner === (g % 2 === 0 ? 'land' : 'sea')) wins++;
    }
    expect(wins).toBe(2);
  });

  it('in a small seeded series the search bot (200 iterations a turn) beats the greedy player', async () => {
    // The yardstick the search once lost to (about half its games): it wins ~85% of them now.
    const Search = lvsSearchBot({ iterations: 200 });
    const Greedy = greedyBot(definition);
    const margins: number[] = [];
    for (let g = 0; g < 4; g++) {
      const seats = g % 2 === 0 ? [Search, Greedy] : [Greedy, Search];
      const { final } = await playMatch(LandVsSeaGame, 2, seats, `lvs-greedy-${g}`, ALL);
      const { land, sea } = (final.G as State).score;
      margins.push(g % 2 === 0 ? land - sea : sea - land);
    }
    const summary = `search − greedy: ${margins.join(', ')}`;
    expect(margins.filter((m) => m > 0).length, summary).toBeGreaterThanOrEqual(3);
    expect(
      margins.reduce((a, b) => a + b, 0),
      summary,
    ).toBeGreaterThan(0);
  });
});
