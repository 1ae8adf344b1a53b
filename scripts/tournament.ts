/**
 * npm run tournament -- <game> <botA> <botB> <games> [--setup '<json>'] [--seed S]
 *
 * Seeded, seat-swapped games between two bots; prints bot A's win rate with a 95% confidence
 * interval, the average score margin, and time per move. Bots: random, greedy (one ply), mcts
 * (boardgame.io's MCTS made fair, 1 s per move), easy, medium, hard; `name@ms` sets a time budget per move
 * (e.g. hard@200, mcts@200); `search#N` is the search bot at N iterations a move. Land vs Sea takes `--setup '{"numPlayers":3,...options}'`
 * (numPlayers is read by the harness, the rest is the game's setup data) and also reports which
 * side won (Land vs Sea balance). `--jobs N` plays N games at a time in child processes (one per
 * core: time budgets need a core each); the results are the same games as with one job.
 * `--record FILE` appends each finished game to FILE (one JSON line) and, run again with the same
 * arguments, plays only the games not in it yet: a long series can be stopped and resumed.
 * `--report` (with `--record FILE`) prints the figures of the games recorded so far and plays none.
 * `--record FILE` alone (no game, bots or count) goes on with the series FILE records.
 */
import type { ChildProcess } from 'node:child_process';
import { appendFileSync, existsSync, readFileSync } from 'node:fs';
import { GAMES } from '../games';
import type { BotClass } from '../games/common/bots';
import { BOT_NAMES, tournamentGame, type TournamentGame } from './lib/tournament-games';
import { playMatch } from './lib/play-match';
import { summarize, type GameRecord } from './lib/tournament-summary';
import { playInParallel } from './lib/shards';
import { UsageError } from './lib/usage-error';

function arg(flag: string): string | undefined {
  const i = process.argv.indexOf(flag);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

/** Plays game g of the series (A in seat g mod 2; each pair of games shares a seed). */
async function playGame(
  entry: TournamentGame,
  A: BotClass,
  B: BotClass,
  numPlayers: number,
  seed: string,
  setupData: Record<string, unknown>,
  g: number,
): Promise<GameRecord> {
  const aSeat = g % 2;
  const seats = Array.from({ length: numPlayers }, (_, s) => (s % 2 === aSeat ? A : B));
  const record = await playMatch(entry.game, numPlayers, seats, `${seed}:${Math.floor(g / 2)}`, setupData);
  const outcome = entry.outcome(record.final, aSeat);
  const bySide = (times: Record<string, number[]>) => {
    const ofA: number[] = [];
    const ofB: number[] = [];
    for (const [seat, ms] of Object.entries(times)) (Number(seat) % 2 === aSeat ? ofA : ofB).push(...ms);
    return [ofA, ofB] as const;
  };
  const [timesA, timesB] = bySide(record.times);
  const [turnsA, turnsB] = bySide(record.turnTimes);
  const stats = entry.stats?.(record.final);
  return { g, ...outcome, timesA, timesB, turnsA, turnsB, ...(stats ? { stats } : {}) };
}

const isCount = (n: number) => Number.isInteger(n) && n > 0;

/** `--setup`'s JSON object (absent: the game's default setup). */
function parseSetup(text: string): Record<string, unknown> | undefined {
  if (text === '') return undefined;
  let setup: unknown;
  try {
    setup = JSON.parse(text);
  } catch {
    setup = undefined;
  }
  if (typeof setup !== 'object' || setup === null || Array.isArray(setup))
    throw new UsageError(`--setup takes a JSON object, e.g. '{"numPlayers":3}', not ${text}`);
  return setup as Record<string, unknown>;
}

/** What a record file's first line says: the series its games belong to. */
interface SeriesHeader {
  series: { game: string; botA: string; botB: string; games: number; seed: string; setup: string };
}

/** The first line of a record file: which series its games belong to. */
function readHeader(file: string): SeriesHeader['series'] {
  const first = readFileSync(file, 'utf8').split('\n')[0] ?? '';
  let series: Partial<SeriesHeader['series']> | undefined;
  try {
    series = (JSON.parse(first) as Partial<SeriesHeader>).series;
  } catch {
    series = undefined;
  }
  const { game, botA, botB, games, seed, setup } = series ?? {};
  if (
    typeof game !== 'string' ||
    typeof botA !== 'string' ||
    typeof botB !== 'string' ||
    typeof games !== 'number' ||
    typeof seed !== 'string' ||
    typeof setup !== 'string'
  ) {
    throw new UsageError(`${file} does not start with a series line: is it a tournament record?`);
  }
  return { game, botA, botB, games, seed, setup };
}

/** The series given on the command line or, with only `--record FILE`, the one FILE records. */
function seriesToPlay(recordFile: string | undefined): SeriesHeader['series'] | undefined {
  const [game, botA, botB, countText] = process.argv.slice(2).filter((a, i, all) => !a.startsWith('--') && !all[i - 1]?.startsWith('--'));
  if (game === undefined && recordFile && existsSync(recordFile)) return readHeader(recordFile);
  if (!game || !botA || !botB) return undefined;
  if (countText !== undefined && !isCount(Number(countText)))
    throw new UsageError(`the number of games must be a positive whole number, not ${countText}`);
  return { game, botA, botB, games: Number(countText ?? 20), seed: arg('--seed') ?? 'tournament', setup: arg('--setup') ?? '' };
}

/** The games a record file already holds (after checking they are this series'), by game number. */
function recordedGames(file: string | undefined, header: SeriesHeader): Map<number, GameRecord> {
  const done = new Map<number, GameRecord>();
  if (!file || !existsSync(file)) return done;
  const [first, ...lines] = readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '');
  if (first !== JSON.stringify(header)) {
    throw new UsageError(`${file} records another series (${first ?? 'empty'}); this one is ${JSON.stringify(header)}`);
  }
  for (const line of lines) {
    const record = JSON.parse(line) as GameRecord;
    if (record.g < header.series.games) done.set(record.g, record);
  }
  return done;
}

async function main(): Promise<void> {
  const recordFile = arg('--record');
  const series = seriesToPlay(recordFile);
  const entry = series ? await tournamentGame(series.game) : undefined;
  if (!series || !entry) {
    console.error(
      `usage: npm run tournament -- <${GAMES.map((g) => g.name).join('|')}> <botA> <botB> <games> [--setup JSON] [--seed S] [--jobs N] [--record FILE [--report]]`,
    );
    console.error('       npm run tournament -- --record FILE [--jobs N] [--report]   (goes on with the series in FILE)');
    console.error(`bots: ${BOT_NAMES}`);
    process.exit(2);
  }
  const { game: gameName, botA, botB, games, seed } = series;
  const setup = parseSetup(series.setup);
  const { numPlayers: _n, ...setupData } = setup ?? {};
  const A = entry.bot(botA);
  const B = entry.bot(botB);
  const numPlayers = entry.numPlayers(setup);
  const jobs = Number(arg('--jobs') ?? 1);
  if (!isCount(jobs)) throw new UsageError(`--jobs takes a positive whole number, not ${arg('--jobs') ?? 'nothing'}`);
  const header: SeriesHeader = { series };
  const done = recordedGames(recordFile, header);
  const shard = arg('--shard');
  if (shard) {
    const [index, of] = shard.split('/').map(Number) as [number, number];
    for (let g = index; g < games; g += of) {
      if (!done.has(g)) console.log(JSON.stringify(await playGame(entry, A, B, numPlayers, seed, setupData, g)));
    }
    return;
  }

  if (process.argv.includes('--report')) {
    if (!recordFile || !existsSync(recordFile))
      throw new UsageError('--report prints the games of a record file: give an existing one with --record FILE');
    const recorded = [...done.values()].sort((a, b) => a.g - b.g);
    for (const line of summarize(recorded, { game: gameName, botA, botB, planned: games, seed, jobs: 1, sides: entry.sides(numPlayers) }))
      console.log(line);
    return;
  }

  if (recordFile && !existsSync(recordFile)) appendFileSync(recordFile, `${JSON.stringify(header)}\n`);
  const records = [...done.values()];
  if (done.size > 0) process.stderr.write(`${done.size}/${games} games from ${recordFile}\n`);
  const onRecord = (r: GameRecord) => {
    records.push(r);
    if (recordFile) appendFileSync(recordFile, `${JSON.stringify(r)}\n`);
    process.stderr.write(`\r${records.length}/${games} games, ${botA} won ${records.filter((x) => x.result === 'win').length}`);
  };
  const children: ChildProcess[] = [];
  // Stopped, the children go too: left playing, they would take the cores of whatever runs next.
  const stop = (signal: NodeJS.Signals) => {
    for (const child of children) child.kill('SIGTERM');
    const resume = recordFile ? ` (in ${recordFile}: the same command goes on from there)` : '';
    process.stderr.write(`\nstopped by ${signal} after ${records.length}/${games} games${resume}\n`);
    process.exit(signal === 'SIGINT' ? 130 : 143);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  if (jobs > 1) await playInParallel(jobs, children, onRecord);
  else for (let g = 0; g < games; g++) if (!done.has(g)) onRecord(await playGame(entry, A, B, numPlayers, seed, setupData, g));
  process.stderr.write('\n');

  for (const line of summarize(records, { game: gameName, botA, botB, planned: games, seed, jobs, sides: entry.sides(numPlayers) }))
    console.log(line);
}

main().catch((error: unknown) => {
  console.error(error instanceof UsageError ? error.message : error);
  process.exit(error instanceof UsageError ? 2 : 1);
});
