/**
 * npm run bench [-- <seconds>]: every performance figure of the package, each measured in one
 * run (engine and boardgame.io reducer side by side, so their ratio is fair). Rates are per CPU
 * second of this process, which other load on the machine distorts less than wall time. `npm run
 * bench` sets NODE_ENV=production as `npm run serve` does: boardgame.io's development-only check
 * that G serializes walks all of G on every move, and the server never runs it.
 * Each game's own figures come from `games/<game>/bench.ts` (`printEngine`, `searchPositions`).
 */
import { existsSync } from 'node:fs';
import { GAMES } from '../games';
import { printSearch } from './bench-search';

interface GameBench {
  printEngine(seconds: number): void;
  searchPositions(count: number): unknown[];
}

const seconds = Number(process.argv[2] ?? 3);
console.log(`Node ${process.version}, ${seconds} s per measurement\n`);
const searched = [];
for (const meta of GAMES) {
  const file = new URL(`../games/${meta.name}/bench.ts`, import.meta.url);
  if (!existsSync(file)) continue;
  const bench = (await import(file.href)) as GameBench;
  bench.printEngine(seconds);
  console.log();
  searched.push({ title: meta.title, definition: await meta.definition(), positions: bench.searchPositions(8) });
}
printSearch(searched, seconds * 200);
