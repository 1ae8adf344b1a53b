/** What a tournament prints about the games played so far: win rate, margin, time, side balance. */
import { fmt } from './measure';
import { mean, percentile, wilson } from './stats';

export interface GameRecord {
  g: number;
  result: 'win' | 'loss' | 'draw';
  margin: number;
  side?: string;
  timesA: number[];
  timesB: number[];
}

export interface SeriesLabels {
  game: string;
  botA: string;
  botB: string;
  /** Games the series is to have: a partial series says how many of them it is about. */
  planned: number;
  seed: string;
  jobs: number;
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

function timing(name: string, times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  return `${name} mean ${fmt(mean(times))} ms, p99 ${fmt(percentile(sorted, 99))} ms, max ${fmt(sorted.at(-1) ?? 0)} ms`;
}

/** The figures over the games in `records` (rates are over the games played, not the planned). */
export function summarize(records: GameRecord[], series: SeriesLabels): string[] {
  const { game, botA, botB, planned, seed, jobs } = series;
  const played = records.length;
  const winsA = records.filter((r) => r.result === 'win').length;
  const draws = records.filter((r) => r.result === 'draw').length;
  const score = winsA + draws / 2;
  const ci = wilson(score, played);
  const count = played === planned ? `${played} games` : `${played} of ${planned} games played`;
  const lines = [
    `${game}: ${botA} vs ${botB}, ${count} (seats swapped), seed ${seed}${jobs > 1 ? `, ${jobs} games at a time` : ''}`,
    `  ${botA} win rate: ${played ? pct(score / played) : '–'}  (95% CI ${pct(ci.low)}–${pct(ci.high)}; ${winsA} wins, ${draws} draws)`,
    `  average score margin (${botA} − ${botB}): ${mean(records.map((r) => r.margin)).toFixed(2)}`,
    `  time per move: ${timing(
      botA,
      records.flatMap((r) => r.timesA),
    )}; ${timing(
      botB,
      records.flatMap((r) => r.timesB),
    )}`,
  ];
  const sides: Record<string, number> = {};
  for (const r of records) if (r.side) sides[r.side] = (sides[r.side] ?? 0) + 1;
  if (Object.keys(sides).length > 0) {
    lines.push(
      `  side balance (winning side): ${Object.entries(sides)
        .map(([s, n]) => `${s} ${n}`)
        .join(', ')}`,
    );
  }
  return lines;
}
