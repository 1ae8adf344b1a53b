/**
 * Air, Land & Sea's benchmarks (`npm run bench` finds this file by its place): random full
 * battles per second on the pure engine and through the boardgame.io reducer, measured in one
 * run (random play never withdraws, so every battle is fought out to empty hands), and the
 * positions the search is timed on.
 */
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import type { State } from 'boardgame.io';
import { fmt, makeMove, ratePerSecond } from '../../scripts/lib/measure';
import { pick, seededRng, type Rng } from '../common/random';
import { AirLandSeaGame, type AlsMatchState } from './game';
import { airLandSea, setup, type AlsState, type Player } from './rules';

/** Plays one random game to its end; returns the number of battles fought. */
export function engineGame(rng: () => number): number {
  const state = setup(2, {}, rng);
  while (state.winner === null) {
    const player = airLandSea.toAct(state)[0];
    if (player === undefined) break;
    const actions = airLandSea.legalActions(state, player);
    const last = actions[actions.length - 1];
    // Withdraw, when legal, is listed last: leave it out.
    const choices = last?.type === 'withdraw' ? actions.length - 1 : actions.length;
    const action = actions[Math.floor(rng() * choices)];
    if (!action) throw new Error('no legal action');
    const result = airLandSea.apply(state, player, action, rng);
    if (!result.ok) throw new Error(result.error);
  }
  return state.battle;
}

function reducerGame(rng: () => number, seed: number): number {
  const game = { ...AirLandSeaGame, seed: String(seed) };
  const reducer = CreateGameReducer({ game });
  let state: State<AlsMatchState> = InitializeGame({ game, numPlayers: 2 });
  while (!state.ctx.gameover) {
    const player = state.ctx.activePlayers ? Object.keys(state.ctx.activePlayers)[0] : state.ctx.currentPlayer;
    if (player === undefined) break;
    const moves = AirLandSeaGame.ai!.enumerate(state.G, state.ctx, player).filter(
      (m): m is { move: string; args: unknown[] } => 'move' in m && m.move !== 'withdraw',
    );
    const { move, args } = pick(rng, moves);
    const next = reducer(state, makeMove(move, args, player));
    if (next._stateID === state._stateID) throw new Error(`reducer refused ${move}`);
    state = next;
  }
  return state.G.battle;
}

export function benchAirLandSea(seconds: number): { engine: number; reducer: number; ratio: number } {
  const rng = seededRng('bench-als');
  let seed = 0;
  ratePerSecond(0.3, () => engineGame(rng)); // warm up the JIT
  const engine = ratePerSecond(seconds, () => engineGame(rng));
  const reducer = ratePerSecond(seconds, () => reducerGame(rng, seed++));
  return { engine, reducer, ratio: engine / reducer };
}

export function printEngine(seconds: number): void {
  const r = benchAirLandSea(seconds);
  console.log('Air, Land & Sea — random full battles per second');
  console.log(`  pure engine:         ${fmt(r.engine)} battles/s`);
  console.log(`  boardgame.io reducer: ${fmt(r.reducer)} battles/s`);
  console.log(`  ratio:               ${fmt(r.ratio)}x`);
}

/** The opening and positions a few random moves (never a withdrawal) into a battle. */
export function searchPositions(count: number): AlsState[] {
  const rng: Rng = seededRng('search-positions');
  return Array.from({ length: count }, (_, i) => {
    const state = setup(2, {}, rng);
    for (let k = 0; k < i % 8; k++) {
      const p = airLandSea.toAct(state)[0] as Player;
      airLandSea.apply(
        state,
        p,
        pick(
          rng,
          airLandSea.legalActions(state, p).filter((a) => a.type !== 'withdraw'),
        ),
        rng,
      );
    }
    return state;
  });
}
