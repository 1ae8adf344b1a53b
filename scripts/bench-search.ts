/**
 * Search speed: information-set MCTS iterations per CPU second from real positions (the
 * opening and a few random mid-battle positions), for each game that has a search bot.
 */
import { search } from '../games/common/ismcts';
import { seededRng, pick } from '../games/common/random';
import { alsSearchGame } from '../games/air-land-sea/ai';
import { airLandSea, createGame, view, type AlsState, type Player } from '../games/air-land-sea/rules';
import { lvsSearchGame } from '../games/land-vs-sea/ai';
import { landVsSea, type State as LvsState } from '../games/land-vs-sea/rules';
import { fmt } from './lib/measure';

function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

function alsPositions(count: number): AlsState[] {
  const rng = seededRng('search-positions');
  return Array.from({ length: count }, (_, i) => {
    const state = createGame({}, rng);
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

export function alsIterationsPerSecond(msPerPosition: number): number {
  const rng = seededRng('bench-search');
  const positions = alsPositions(8);
  let iterations = 0;
  const start = cpuMs();
  for (const state of positions) {
    const me = airLandSea.toAct(state)[0] as Player;
    iterations += search(alsSearchGame, view(state, me), me, { timeMs: msPerPosition }, rng).iterations;
  }
  return (iterations * 1000) / (cpuMs() - start);
}

/** 2-player Land vs Sea, all options on, after 10 to 45 random moves. */
function lvsPositions(count: number): LvsState[] {
  const rng = seededRng('search-positions');
  return Array.from({ length: count }, (_, i) => {
    const state = landVsSea.setup(2, { mountainsAndCorals: true, caravansAndShips: true, waypoints: true }, rng);
    for (let k = 0; k < 10 + i * 5; k++) {
      const p = landVsSea.toAct(state)[0]!;
      landVsSea.apply(state, p, landVsSea.randomAction(state, p, rng)!, rng);
    }
    return state;
  });
}

export function lvsIterationsPerSecond(msPerPosition: number): number {
  const rng = seededRng('bench-search');
  const positions = lvsPositions(8);
  let iterations = 0;
  const start = cpuMs();
  for (const state of positions) {
    const me = landVsSea.toAct(state)[0]!;
    iterations += search(lvsSearchGame, landVsSea.view(state, me), me, { timeMs: msPerPosition }, rng).iterations;
  }
  return (iterations * 1000) / (cpuMs() - start);
}

export function printSearch(msPerPosition: number): void {
  alsIterationsPerSecond(100); // warm up the JIT
  lvsIterationsPerSecond(100);
  console.log('Search bot — information-set MCTS iterations per CPU second');
  console.log(`  Air, Land & Sea:           ${fmt(alsIterationsPerSecond(msPerPosition))} iterations/s`);
  console.log(`  Land vs Sea (2 players):   ${fmt(lvsIterationsPerSecond(msPerPosition))} iterations/s`);
}

if (import.meta.url === `file://${process.argv[1]}`) printSearch(Number(process.argv[2] ?? 500));
