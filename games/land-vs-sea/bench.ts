/**
 * Land vs Sea's benchmarks (`npm run bench` finds this file by its place): random full 2-player
 * games per second (all options on) on the pure engine and through the boardgame.io reducer,
 * measured in one run, and the positions the search is timed on. The engine path is what bots'
 * playouts use (`randomAction`: uniform over the legal actions, drawn without listing them);
 * the figure for picking from the full `legalActions` list is printed too.
 */
import { CreateGameReducer, InitializeGame } from 'boardgame.io/internal';
import type { State as BgioState } from 'boardgame.io';
import { fmt, makeMove, ratePerSecond } from '../../scripts/lib/measure';
import { pick, seededRng, type Rng } from '../common/random';
import { LandVsSeaGame } from './game';
import { landVsSea, type SetupData, type State } from './rules';

const ALL_OPTIONS: SetupData = { mountainsAndCorals: true, caravansAndShips: true, waypoints: true };

/** Plays one random game to its end on the engine; returns 1 (one game). */
export function engineGame(rng: Rng, listAll = false): number {
  const state = landVsSea.setup(2, ALL_OPTIONS, rng);
  while (state.step !== 'over') {
    const player = state.current;
    const action = listAll ? pick(rng, landVsSea.legalActions(state, player)) : landVsSea.randomAction(state, player, rng);
    if (action === null) throw new Error('no legal action');
    const result = landVsSea.apply(state, player, action, rng);
    if (!result.ok) throw new Error(result.error);
  }
  return 1;
}

function reducerGame(rng: Rng, seed: number): number {
  const game = { ...LandVsSeaGame, seed: `bench-lvs-${seed}` };
  const reducer = CreateGameReducer({ game });
  let state = InitializeGame({ game, numPlayers: 2, setupData: ALL_OPTIONS }) as BgioState<State>;
  while (!state.ctx.gameover) {
    const player = state.ctx.currentPlayer;
    const moves = LandVsSeaGame.ai!.enumerate(state.G, state.ctx, player).filter(
      (m): m is { move: string; args: unknown[] } => 'move' in m,
    );
    const { move, args } = pick(rng, moves);
    const next = reducer(state, makeMove(move, args, player)) as BgioState<State>;
    if (next._stateID === state._stateID) throw new Error(`reducer refused ${move}`);
    state = next;
  }
  return 1;
}

export interface LandVsSeaBench {
  engine: number;
  engineListingAll: number;
  reducer: number;
  ratio: number;
}

export function benchLandVsSea(seconds: number): LandVsSeaBench {
  const rng = seededRng('bench-lvs');
  let seed = 0;
  ratePerSecond(0.5, () => engineGame(rng)); // warm up the JIT
  const engine = ratePerSecond(seconds, () => engineGame(rng));
  const engineListingAll = ratePerSecond(seconds, () => engineGame(rng, true));
  const reducer = ratePerSecond(seconds, () => reducerGame(rng, seed++));
  return { engine, engineListingAll, reducer, ratio: engine / reducer };
}

export function printEngine(seconds: number): void {
  const r = benchLandVsSea(seconds);
  console.log('Land vs Sea — random full 2-player games per second, all options on');
  console.log(`  pure engine (randomAction):      ${fmt(r.engine)} games/s`);
  console.log(`  pure engine (pick legalActions): ${fmt(r.engineListingAll)} games/s`);
  console.log(`  boardgame.io reducer:            ${fmt(r.reducer)} games/s`);
  console.log(`  ratio engine / reducer:          ${fmt(r.ratio)}x`);
}

/** 2-player positions, all options on, after 10 to 45 random moves. */
export function searchPositions(count: number): State[] {
  const rng = seededRng('search-positions');
  return Array.from({ length: count }, (_, i) => {
    const state = landVsSea.setup(2, ALL_OPTIONS, rng);
    for (let k = 0; k < 10 + i * 5; k++) {
      const p = landVsSea.toAct(state)[0]!;
      landVsSea.apply(state, p, landVsSea.randomAction(state, p, rng)!, rng);
    }
    return state;
  });
}
