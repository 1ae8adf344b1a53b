/**
 * What a tournament prints about the games played so far: win rate, margin, time, side balance,
 * and the game's own figures (`stats`) where its records have them.
 */
import { fmt } from './measure';
import { mean, percentile, wilson } from './stats';

export interface GameRecord {
  g: number;
  result: 'win' | 'loss' | 'draw';
  margin: number;
  side?: string;
  sideOfA?: string;
  timesA: number[];
  timesB: number[];
  /** The game's figures of this game (`GameDefinition.stats`), e.g. Land vs Sea's completed-area sizes. */
  stats?: Readonly<Record<string, readonly number[]>>;
  /** Milliseconds per turn (absent from records made before they were kept). */
  turnsA?: number[];
  turnsB?: number[];
}

export interface SeriesLabels {
  game: string;
  botA: string;
  botB: string;
  /** Games the series is to have: a partial series says how many of them it is about. */
  planned: number;
  seed: string;
  jobs: number;
  /** The game's sides where they are not its seats (Land vs Sea: land, sea, and with 3 players the Cartographer). */
  sides?: readonly string[];
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/** Wins count 1, draws half. */
function points(records: readonly GameRecord[]): number {
  return records.filter((r) => r.result === 'win').length + records.filter((r) => r.result === 'draw').length / 2;
}

function rate(records: readonly GameRecord[]): string {
  const ci = wilson(points(records), records.length);
  return `${records.length ? pct(points(records) / records.length) : '–'} (95% CI ${pct(ci.low)}–${pct(ci.high)})`;
}

function timing(name: string, times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  return `${name} mean ${fmt(mean(times))} ms, p99 ${fmt(percentile(sorted, 99))} ms, max ${fmt(sorted.at(-1) ?? 0)} ms`;
}

/** The figures over the games in `records` (rates are over the games played, not the planned). */
export function summarize(records: GameRecord[], series: SeriesLabels): string[] {
  const { game, botA, botB, planned, seed, jobs } = series;
  const twoSides = series.sides?.length === 2 ? (series.sides as readonly [string, string]) : undefined;
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
  const turns = (of: (r: GameRecord) => number[] | undefined) => records.flatMap((r) => of(r) ?? []);
  if (records.some((r) => r.turnsA)) {
    lines.push(
      `  time per turn: ${timing(
        botA,
        turns((r) => r.turnsA),
      )}; ${timing(
        botB,
        turns((r) => r.turnsB),
      )}`,
    );
  }
  const bySide = new Map<string, GameRecord[]>();
  for (const r of records) if (r.sideOfA) bySide.set(r.sideOfA, [...(bySide.get(r.sideOfA) ?? []), r]);
  if (bySide.size > 0) {
    const rates = [...bySide].map(([side, games]) => `as ${side} ${rate(games)} in ${games.length} games`);
    lines.push(`  ${botA} by side: ${rates.join('; ')}`);
  }
  const sides: Record<string, number> = {};
  for (const r of records) if (r.side) sides[r.side] = (sides[r.side] ?? 0) + 1;
  if (Object.keys(sides).length > 0) {
    lines.push(
      `  side balance (winning side): ${Object.entries(sides)
        .map(([s, n]) => `${s} ${n}`)
        .join(', ')}`,
    );
  }
  if (twoSides) lines.push(balanceLine(records, ...twoSides));
  lines.push(...statsLines(records));
  return lines;
}

/**
 * With two sides, the first's score minus the second's a game, with a 95% interval (normal
 * approximation): how far the game itself favours a side. Bot A's margin is the winning side's
 * lead over the other, so its size is the gap and the winning side its sign.
 */
function balanceLine(records: GameRecord[], first: string, second: string): string {
  const gaps = records.flatMap((r) =>
    r.side === first ? [Math.abs(r.margin)] : r.side === second ? [-Math.abs(r.margin)] : r.side === 'draw' ? [0] : [],
  );
  const m = mean(gaps);
  const sd = Math.sqrt(gaps.reduce((sum, x) => sum + (x - m) ** 2, 0) / Math.max(1, gaps.length - 1));
  const half = (1.96 * sd) / Math.sqrt(Math.max(1, gaps.length));
  const signed = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(2)}`;
  return `  ${first} − ${second} score: ${signed(m)} a game (95% CI ${signed(m - half)} to ${signed(m + half)}; ${gaps.length} games)`;
}

/** Per figure of the games' `stats`: how many values a game, their mean, median and largest. */
function statsLines(records: GameRecord[]): string[] {
  const withStats = records.filter((r) => r.stats !== undefined);
  const names = [...new Set(withStats.flatMap((r) => Object.keys(r.stats ?? {})))];
  return names.map((name) => {
    const values = withStats.flatMap((r) => r.stats?.[name] ?? []);
    const sorted = [...values].sort((a, b) => a - b);
    const perGame = (values.length / withStats.length).toFixed(1);
    return `  ${name} (${withStats.length} games): ${perGame} a game, mean ${mean(values).toFixed(2)}, median ${percentile(sorted, 50)}, max ${sorted.at(-1) ?? '–'}`;
  });
}
