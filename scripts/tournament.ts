/**
 * npm run tournament -- <game> <botA> <botB> <games> [--setup '<json>'] [--seed S]
 *
 * Seeded, seat-swapped games between two bots; prints bot A's win rate with a 95% confidence
 * interval, the average score margin, and time per move. Bots: random, mcts (boardgame.io's
 * MCTS made fair, 1 s per move), easy, medium, hard; `name@ms` sets a time budget per move
 * (e.g. hard@200, mcts@200); `search#N` is the search bot at N iterations a move. Land vs Sea takes `--setup '{"numPlayers":3,...options}'`
 * (numPlayers is read by the harness, the rest is the game's setup data) and also reports which
 * side won (Land vs Sea balance).
 */
import { registry } from './lib/tournament-games';
import { playMatch } from './lib/play-match';
import { fmt } from './lib/measure';
import { mean, percentile, wilson } from './lib/stats';

function arg(flag: string): string | undefined {
  const i = process.argv.indexOf(flag);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main(): Promise<void> {
  const [gameName, botA, botB, countText] = process.argv.slice(2).filter((a, i, all) => !a.startsWith('--') && !all[i - 1]?.startsWith('--'));
  const entry = gameName ? registry[gameName] : undefined;
  if (!entry || !botA || !botB) {
    console.error('usage: npm run tournament -- <air-land-sea|land-vs-sea> <botA> <botB> <games> [--setup JSON] [--seed S]');
    console.error('bots: random, mcts, easy, medium, hard (name@ms sets a time budget per move)');
    process.exit(2);
  }
  const games = Number(countText ?? 20);
  const { numPlayers: _n, ...setupData } = arg('--setup') ? (JSON.parse(arg('--setup')!) as Record<string, unknown>) : {};
  const seed = arg('--seed') ?? 'tournament';
  const A = entry.bot(botA);
  const B = entry.bot(botB);
  const numPlayers = entry.numPlayers(arg('--setup') ? JSON.parse(arg('--setup')!) : undefined);
  let winsA = 0;
  let draws = 0;
  const margins: number[] = [];
  const timesA: number[] = [];
  const timesB: number[] = [];
  const sides: Record<string, number> = {};
  for (let g = 0; g < games; g++) {
    // Seat swap: A takes seat 0 in even games, seat 1 in odd ones (same seed for each pair).
    const aSeat = g % 2;
    const seats = Array.from({ length: numPlayers }, (_, s) => (s % 2 === aSeat ? A : B));
    const record = await playMatch(entry.game, numPlayers, seats, `${seed}:${Math.floor(g / 2)}`, setupData);
    const outcome = entry.outcome(record.final, aSeat);
    if (outcome.result === 'win') winsA++;
    if (outcome.result === 'draw') draws++;
    margins.push(outcome.margin);
    if (outcome.side) sides[outcome.side] = (sides[outcome.side] ?? 0) + 1;
    for (const [seat, times] of Object.entries(record.times)) (Number(seat) % 2 === aSeat ? timesA : timesB).push(...times);
    process.stdout.write(`\r${g + 1}/${games} games, ${botA} won ${winsA}`);
  }
  process.stdout.write('\n');
  const score = winsA + draws / 2;
  const ci = wilson(score, games);
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  const sortedA = [...timesA].sort((a, b) => a - b);
  const sortedB = [...timesB].sort((a, b) => a - b);
  console.log(`${gameName}: ${botA} vs ${botB}, ${games} games (seats swapped), seed ${seed}`);
  console.log(`  ${botA} win rate: ${pct(score / games)}  (95% CI ${pct(ci.low)}–${pct(ci.high)}; ${winsA} wins, ${draws} draws)`);
  console.log(`  average score margin (${botA} − ${botB}): ${mean(margins).toFixed(2)}`);
  console.log(`  time per move: ${botA} mean ${fmt(mean(timesA))} ms, p99 ${fmt(percentile(sortedA, 99))} ms, max ${fmt(sortedA.at(-1) ?? 0)} ms; ` +
    `${botB} mean ${fmt(mean(timesB))} ms, p99 ${fmt(percentile(sortedB, 99))} ms, max ${fmt(sortedB.at(-1) ?? 0)} ms`);
  if (Object.keys(sides).length > 0) {
    console.log(`  side balance (winning side): ${Object.entries(sides).map(([s, n]) => `${s} ${n}`).join(', ')}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
