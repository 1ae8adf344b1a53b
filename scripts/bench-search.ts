/**
 * Search speed: information-set MCTS iterations per CPU second from real positions (each game's
 * bench file gives them: the opening and a few random positions), for every game of the list.
 */
import type { SomeGame } from '../games/common/definition';
import { search } from '../games/common/ismcts';
import { seededRng } from '../games/common/random';
import { fmt } from './lib/measure';

function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

export function iterationsPerSecond(definition: SomeGame, positions: readonly unknown[], msPerPosition: number): number {
  const rng = seededRng('bench-search');
  let iterations = 0;
  const start = cpuMs();
  for (const state of positions) {
    const me = definition.engine.toAct(state)[0]!;
    iterations += search(definition.search, definition.engine.view(state, me), me, { timeMs: msPerPosition }, rng).iterations;
  }
  return (iterations * 1000) / (cpuMs() - start);
}

export function printSearch(games: { title: string; definition: SomeGame; positions: readonly unknown[] }[], msPerPosition: number): void {
  for (const { definition, positions } of games) iterationsPerSecond(definition, positions, 100); // warm up the JIT
  console.log('Search bot — information-set MCTS iterations per CPU second');
  for (const { title, definition, positions } of games) {
    console.log(`  ${`${title}:`.padEnd(26)} ${fmt(iterationsPerSecond(definition, positions, msPerPosition))} iterations/s`);
  }
}
