/**
 * The bots: always legal, the search bot wins, the MCTS bot keeps its time budget. That no bot
 * is swayed by what its seat cannot see is checked for every game in test/common/bot-fairness.test.ts.
 */
import type { MCTSBot } from 'boardgame.io/ai';
import { describe, expect, it } from 'vitest';
import { AirLandSeaGame, definition, type AlsMatchState } from '../../games/air-land-sea';
import { fairMCTSBot, fairRandomBot, searchBot, type FairMCTSOptions } from '../../games/common/bots';
import { playMatch } from '../../scripts/lib/play-match';
import { ReducerMatch } from '../support/reducer';

const enumerate = AirLandSeaGame.ai!.enumerate;
const alsSearchBot = (budget: { iterations: number }) => searchBot(definition, budget);
const alsMCTSBot = (budget: FairMCTSOptions) => fairMCTSBot(definition, AirLandSeaGame, budget);
const AlsRandomBot = fairRandomBot(definition);

describe('Air, Land & Sea bots', () => {
  it('every bot returns a legal move in every phase and stage it meets', async () => {
    // Iteration budgets, not time: the test must not depend on the machine's speed.
    const bots = [alsSearchBot({ iterations: 100 }), AlsRandomBot, alsMCTSBot({ iterations: 10 })].map(
      (B, i) => new B({ enumerate, seed: `legal-${i}` }),
    );
    const m = new ReducerMatch<AlsMatchState>({ ...AirLandSeaGame, seed: 'legal' }, 2, { firstPlayer: '0' });
    const stagesSeen = new Set<string>();
    for (let step = 0; !m.state.ctx.gameover && step < 400; step++) {
      const playerID = m.active()[0]!;
      stagesSeen.add(m.state.ctx.activePlayers ? String(m.state.ctx.activePlayers[playerID]) : 'turn');
      for (const bot of bots) {
        const { action } = await bot.play(m.state, playerID);
        const next = m.reducer(m.state, action);
        expect(next._stateID, `${bot.constructor.name} at step ${step}`).toBe(m.state._stateID + 1);
      }
      const { action } = await bots[step % 2]!.play(m.state, playerID);
      expect(m.move(playerID, action.payload.type, action.payload.args as unknown[])).toBe(true);
    }
    expect(m.state.ctx.gameover).toBeDefined();
    expect(stagesSeen.has('turn')).toBe(true);
    expect(stagesSeen.size).toBeGreaterThan(1);
  });

  it('in a small seeded tournament the search bot (2,000 iterations a move) beats the random bot', async () => {
    const Hard = alsSearchBot({ iterations: 2_000 });
    let wins = 0;
    for (let g = 0; g < 4; g++) {
      const seats = g % 2 === 0 ? [Hard, AlsRandomBot] : [AlsRandomBot, Hard];
      const { final } = await playMatch(AirLandSeaGame, 2, seats, `small-${Math.floor(g / 2)}`);
      if ((final.G as AlsMatchState).winner === String(g % 2)) wins++;
    }
    expect(wins).toBe(4);
  });

  it('the fair MCTS bot stops on its time budget: no playout begins after it has passed but the one under way', async () => {
    const budget = 150;
    const starts: number[] = [];
    let deadline = 0;
    // Stamped before the bot's own check, so a playout counted as late here is late for the bot too.
    class Timed extends alsMCTSBot({ timeMs: budget }) {
      override playout(node: Parameters<MCTSBot['playout']>[0]): unknown {
        starts.push(performance.now());
        deadline = this.deadline;
        return super.playout(node);
      }
    }
    const m = new ReducerMatch<AlsMatchState>({ ...AirLandSeaGame, seed: 'budget' }, 2, { firstPlayer: '0' });
    const started = performance.now();
    const { action } = await new Timed({ enumerate, seed: 'b' }).play(m.state, '0');
    const finished = performance.now();
    expect(m.reducer(m.state, action)._stateID).toBe(m.state._stateID + 1);
    expect(starts.length, 'it searched').toBeGreaterThan(1);
    expect(deadline - started).toBeGreaterThanOrEqual(budget);
    expect(finished - started).toBeGreaterThanOrEqual(budget);
    expect(starts.filter((t) => t >= deadline).length).toBeLessThanOrEqual(1);
  });
});
