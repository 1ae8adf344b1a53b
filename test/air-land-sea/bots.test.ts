/** The bots: always legal, never influenced by what their seat cannot see, and the search bot wins. */
import type { MCTSBot } from 'boardgame.io/ai';
import { describe, expect, it } from 'vitest';
import { AirLandSeaGame, definition, type AlsMatchState } from '../../games/air-land-sea';
import { determinize, view, type AlsState } from '../../games/air-land-sea/rules';
import { fairMCTSBot, fairRandomBot, searchBot, type FairMCTSOptions } from '../../games/common/bots';
import { seededRng } from '../../games/common/random';
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

  it("the search bot's choice does not change when what it cannot see changes", async () => {
    const rng = seededRng('fair');
    const Search = alsSearchBot({ iterations: 300 });
    for (let game = 0; game < 6; game++) {
      const m = new ReducerMatch<AlsMatchState>({ ...AirLandSeaGame, seed: `fair-${game}` }, 2, { firstPlayer: '0' });
      // A few random moves first, so that face-down cards are on the board too.
      for (let i = 0; i < 2 + game; i++) {
        const p = m.active()[0]!;
        const moves = enumerate(m.state.G, m.state.ctx, p) as { move: string; args: unknown[] }[];
        const pick = moves[Math.floor(rng() * moves.length)]!;
        if (pick.move === 'withdraw' || !m.move(p, pick.move, pick.args)) m.move(p, moves[0]!.move, moves[0]!.args);
      }
      const { G } = m.state;
      const me = m.active()[0] as '0' | '1';
      // Another world, identical from `me`'s seat: the opponent's hand, hidden cards and deck dealt anew.
      const twin: AlsMatchState = { ...determinize(view(G, me), me, seededRng(`twin-${game}`)), phaseBattle: G.phaseBattle };
      expect(view(twin, me)).toEqual(view(G, me));
      const opponentCards = (s: AlsState) => [...s.hands[me === '0' ? '1' : '0'], ...s.deck];
      expect(opponentCards(twin)).not.toEqual(opponentCards(G));
      const a = await new Search({ enumerate, seed: 'same' }).play(m.state, me);
      const b = await new Search({ enumerate, seed: 'same' }).play({ ...m.state, G: twin }, me);
      expect(b.action).toEqual(a.action);
    }
  });

  it('the fair MCTS and random bots decide the same whatever the opponent holds', async () => {
    const m = new ReducerMatch<AlsMatchState>({ ...AirLandSeaGame, seed: 'fair-mcts' }, 2, { firstPlayer: '0' });
    const G = m.state.G;
    const twin: AlsMatchState = { ...determinize(view(G, '0'), '0', seededRng('twin')), phaseBattle: G.phaseBattle };
    expect(twin.hands['1']).not.toEqual(G.hands['1']);
    for (const Bot of [alsMCTSBot({ iterations: 40 }), AlsRandomBot]) {
      const a = await new Bot({ enumerate, seed: 's' }).play(m.state, '0');
      const b = await new Bot({ enumerate, seed: 's' }).play({ ...m.state, G: twin }, '0');
      expect(b.action).toEqual(a.action);
    }
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
