/**
 * npm run calibrate -- <game> <games> [--level L] [--budget N] [--sample K] [--setup JSON] [--seed S]
 *                      [--jobs N] [--record FILE] [--report] [--fit]
 *
 * How honest the post-game review's win chances are (#22). Plays seeded self-play games between
 * search bots at one level (default medium), reviews every decision of every seat at the review
 * budget (the game's default, or `--budget N` iterations), and keeps for each decision the win
 * chance of the move played from the mover's view then, with how the game ended for the mover's
 * side. Prints a reliability table (predictions bucketed by 10 points: count, mean predicted,
 * observed win rate with a 95% Wilson interval; decisions of one game are not independent, so
 * the intervals are narrower than they should be) and the Brier score, under the game's stored
 * calibration map.
 *
 * `--sample K` reviews K decisions of each seat a game instead of all: drawn by a seeded draw
 * among its unforced ones. The decisions of one game rise and fall together (one result for
 * all), so a few from each of many games say nearly as much as all of them, for a fraction of
 * the time, and the intervals come closer to honest.
 *
 * `--record FILE` keeps each finished game (one JSON line, with the raw chances) and, run again,
 * plays only the games not in it yet; `--report` prints the figures of the games recorded and
 * plays none. `--fit` fits the Platt map on these games and writes it to
 * `games/<game>/ai/review-calibration.json`; the report is then in-sample, so a second table
 * follows, cross-fitted: each game's decisions scored by the map fitted on the other half of
 * the games (even against odd), out of sample. `--jobs N` plays N games at a time in child processes (the same games as one job).
 */
import type { ChildProcess } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { findGame, GAMES } from '../games';
import { searchBot } from '../games/common/bots';
import type { SomeGame } from '../games/common/definition';
import { isLevel } from '../games/common/levels';
import { replayDecisions } from '../games/common/replay-decisions';
import { seededRng, shuffleInPlace } from '../games/common/random';
import { evaluateDecision, decisionSeedOf } from '../games/common/review';
import { crossFittedReport, fitPlatt, reliabilityReport, type Prediction } from './lib/calibration';
import { playReplay } from './lib/replay-match';
import { playInParallel } from './lib/shards';
import { UsageError } from './lib/usage-error';

function arg(flag: string): string | undefined {
  const i = process.argv.indexOf(flag);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

const USAGE =
  'usage: npm run calibrate -- <game> <games> [--level easy|medium|hard] [--budget N] [--sample K] [--setup JSON] [--seed S] [--jobs N] [--record FILE [--report]] [--fit]';

interface Series {
  game: string;
  games: number;
  level: string;
  /** Review iterations a decision (a turn's in Land vs Sea). */
  budget: number;
  seed: string;
  setup: string;
  /** Decisions reviewed per seat a game (all when absent). */
  sample?: number;
}

/** One finished game: each decision's raw win chance of the move played, and the mover's result. */
interface GameRecord {
  g: number;
  decisions: { seat: string; index: number; raw: number; margin: number; result: number }[];
}

const isCount = (n: number) => Number.isInteger(n) && n > 0;

function parseSetup(text: string): Record<string, unknown> {
  if (text === '') return {};
  let setup: unknown;
  try {
    setup = JSON.parse(text);
  } catch {
    setup = undefined;
  }
  if (typeof setup !== 'object' || setup === null || Array.isArray(setup)) throw new UsageError(`--setup takes a JSON object, not ${text}`);
  return setup as Record<string, unknown>;
}

function resultOf(definition: SomeGame, G: unknown, numPlayers: number, seat: string): number {
  const outcome = definition.outcome(G);
  if (!outcome) throw new Error('calibrate: the game did not end');
  if ('draw' in outcome) return 0.5;
  return outcome.winner === definition.sideOf(numPlayers, seat) ? 1 : 0;
}

async function playGame(series: Series, g: number): Promise<GameRecord> {
  const { definition, game } = await findGame(series.game)!.load();
  const { numPlayers: n, ...setupData } = parseSetup(series.setup);
  const numPlayers = typeof n === 'number' ? n : (definition.playerCounts[0] as number);
  const level = series.level as 'medium';
  const bot = searchBot(definition, level);
  const matchID = `${series.seed}:${g}`;
  const replay = await playReplay(
    game,
    numPlayers,
    Array.from({ length: numPlayers }, () => bot),
    matchID,
    setupData,
  );
  const budget = { ...definition.review.budget, iterations: series.budget };
  const decisions: GameRecord['decisions'] = [];
  for (let s = 0; s < numPlayers; s++) {
    const seat = String(s);
    const result = resultOf(definition, replay.final.G, numPlayers, seat);
    const all = replayDecisions(definition, game, replay, seat).map((d, index) => ({ ...d, index }));
    const unforced = all.filter((d) => definition.engine.legalActionsInView(d.view).length > 1);
    const chosen =
      series.sample === undefined
        ? unforced
        : shuffleInPlace(unforced, seededRng(`${matchID}:${seat}:sample`))
            .slice(0, series.sample)
            .sort((a, b) => a.index - b.index);
    for (const d of chosen) {
      const e = evaluateDecision(definition, d.view, seat, d.action, decisionSeedOf(matchID, seat, d.index), budget);
      if (!e.forced) decisions.push({ seat, index: d.index, raw: e.played.rawWin, margin: e.played.margin, result });
    }
  }
  return { g, decisions };
}

function readRecords(file: string | undefined, header: string): Map<number, GameRecord> {
  const done = new Map<number, GameRecord>();
  if (!file || !existsSync(file)) return done;
  const [first, ...lines] = readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l.trim() !== '');
  if (first !== header) throw new UsageError(`${file} records another series (${first ?? 'empty'}); this one is ${header}`);
  for (const line of lines) {
    const record = JSON.parse(line) as GameRecord;
    done.set(record.g, record);
  }
  return done;
}

async function main(): Promise<void> {
  const [gameName, countText] = process.argv.slice(2).filter((a, i, all) => !a.startsWith('--') && !all[i - 1]?.startsWith('--'));
  const meta = gameName ? findGame(gameName) : undefined;
  if (!meta || countText === undefined) throw new UsageError(`${USAGE}\ngames: ${GAMES.map((g) => g.name).join(', ')}`);
  const games = Number(countText);
  if (!isCount(games)) throw new UsageError(`the number of games must be a positive whole number, not ${countText}`);
  const level = arg('--level') ?? 'medium';
  if (!isLevel(level)) throw new UsageError(`--level is easy, medium or hard, not ${level}`);
  const budget = Number(arg('--budget') ?? 0);
  if (arg('--budget') !== undefined && !isCount(budget)) throw new UsageError(`--budget takes a positive whole number of iterations`);
  const sample = arg('--sample') === undefined ? undefined : Number(arg('--sample'));
  if (sample !== undefined && !isCount(sample)) throw new UsageError(`--sample takes a positive whole number of decisions`);
  const jobs = Number(arg('--jobs') ?? 1);
  if (!isCount(jobs)) throw new UsageError(`--jobs takes a positive whole number, not ${arg('--jobs') ?? 'nothing'}`);
  const { definition } = await meta.load();
  // The series names the iterations it reviews at, so a record never mixes two budgets.
  const reviewIterations = budget || (definition.review.budget.iterations ?? 0);
  const series: Series = {
    game: meta.name,
    games,
    level,
    budget: reviewIterations,
    seed: arg('--seed') ?? 'calibrate',
    setup: arg('--setup') ?? '',
    ...(sample === undefined ? {} : { sample }),
  };
  parseSetup(series.setup);
  const header = JSON.stringify({ series });
  const recordFile = arg('--record');
  const done = readRecords(recordFile, header);

  const shard = arg('--shard');
  if (shard) {
    const [index, of] = shard.split('/').map(Number) as [number, number];
    for (let g = index; g < games; g += of) if (!done.has(g)) console.log(JSON.stringify(await playGame(series, g)));
    return;
  }

  const records = [...done.values()];
  if (!process.argv.includes('--report')) {
    if (recordFile && !existsSync(recordFile)) {
      mkdirSync(dirname(recordFile), { recursive: true });
      appendFileSync(recordFile, `${header}\n`);
    }
    if (done.size > 0) process.stderr.write(`${done.size}/${games} games from ${recordFile}\n`);
    const onRecord = (r: GameRecord) => {
      records.push(r);
      if (recordFile) appendFileSync(recordFile, `${JSON.stringify(r)}\n`);
      process.stderr.write(`\r${records.length}/${games} games`);
    };
    const children: ChildProcess[] = [];
    const stop = (signal: NodeJS.Signals) => {
      for (const child of children) child.kill('SIGTERM');
      process.stderr.write(
        `\nstopped by ${signal} after ${records.length}/${games} games${recordFile ? ` (kept in ${recordFile})` : ''}\n`,
      );
      process.exit(signal === 'SIGINT' ? 130 : 143);
    };
    process.once('SIGINT', stop);
    process.once('SIGTERM', stop);
    if (jobs > 1) await playInParallel(jobs, children, onRecord);
    else for (let g = 0; g < games; g++) if (!done.has(g)) onRecord(await playGame(series, g));
    process.stderr.write('\n');
  } else if (!recordFile || !existsSync(recordFile)) {
    throw new UsageError('--report prints the games of a record file: give an existing one with --record FILE');
  }

  const predictions: Prediction[] = records.flatMap((r) => r.decisions.map(({ raw, result }) => ({ raw, result })));
  let map = definition.review.calibration;
  if (process.argv.includes('--fit')) {
    const fitted = fitPlatt(predictions);
    map = {
      a: Math.round(fitted.a * 1e4) / 1e4,
      b: Math.round(fitted.b * 1e4) / 1e4,
      fittedOn: `${predictions.length} decisions of ${records.length} self-play games, ${level} bots, review budget ${reviewIterations} iterations, seed ${series.seed}${series.setup ? `, setup ${series.setup}` : ''}${sample ? `, ${sample} decisions a seat a game` : ''}`,
    };
    const file = new URL(`../games/${meta.name}/ai/review-calibration.json`, import.meta.url);
    writeFileSync(file, `${JSON.stringify(map, null, 2)}\n`);
    console.log(`fitted a = ${map.a}, b = ${map.b}: written to ${file.pathname} (the table below is in-sample)`);
  }
  const budgetText = `${reviewIterations} iterations${definition.review.search.turnShare ? ' a turn' : ' a decision'}`;
  console.log(
    `${meta.name}: ${records.length}/${games} self-play games (${level} bots, seed ${series.seed}), review budget ${budgetText}, calibration a = ${map.a}, b = ${map.b}`,
  );
  for (const line of reliabilityReport(predictions, map)) console.log(line);
  if (process.argv.includes('--fit')) {
    const byGame = records.map((r) => ({ g: r.g, predictions: r.decisions.map(({ raw, result }) => ({ raw, result })) }));
    console.log('\ncross-fitted (each game scored by the map fitted on the other half of the games, even against odd):');
    for (const line of crossFittedReport(byGame)) console.log(line);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof UsageError ? error.message : error);
  process.exit(error instanceof UsageError ? 2 : 1);
});
