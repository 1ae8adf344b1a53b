/**
 * How honest the review's win chances are: predictions of decisions (the chance to win of the
 * move played, from the mover's view then) against how each game ended for the mover's side.
 * A reliability table (predictions in buckets of 10 points: how many, their mean, how often
 * those decisions' sides won, with a 95% interval), the Brier score, and the Platt map that
 * `--fit` stores (`games/common/review.ts`, `Calibration`).
 */
import { calibrated, clampedLogit, type Calibration } from '../../games/common/review';
import { wilson } from './stats';

export interface Prediction {
  /** The raw win chance (the playouts'), before any map. */
  raw: number;
  /** The result for the mover's side: 1 won, 0.5 drew, 0 lost. */
  result: number;
}

export interface Bucket {
  low: number;
  high: number;
  count: number;
  meanPredicted: number;
  observed: number;
  interval: { low: number; high: number };
}

const BUCKETS = 10;

export function reliability(predictions: readonly Prediction[], map: Calibration): Bucket[] {
  const buckets = Array.from({ length: BUCKETS }, (_, i) => ({ low: i / BUCKETS, high: (i + 1) / BUCKETS, sum: 0, results: 0, count: 0 }));
  for (const { raw, result } of predictions) {
    const p = calibrated(raw, map);
    const bucket = buckets[Math.min(BUCKETS - 1, Math.floor(p * BUCKETS))]!;
    bucket.count++;
    bucket.sum += p;
    bucket.results += result;
  }
  return buckets.map(({ low, high, sum, results, count }) => ({
    low,
    high,
    count,
    meanPredicted: count ? sum / count : 0,
    observed: count ? results / count : 0,
    interval: wilson(results, count),
  }));
}

/** Mean squared error of the predictions (0 is perfect; always saying 50% scores 0.25). */
export function brier(predictions: readonly Prediction[], map: Calibration): number {
  if (predictions.length === 0) return 0;
  let sum = 0;
  for (const { raw, result } of predictions) sum += (calibrated(raw, map) - result) ** 2;
  return sum / predictions.length;
}

/**
 * The Platt map (a, b) that best predicts the results from logit(raw) (logistic regression by
 * Newton's method; a draw counts as half a win).
 */
export function fitPlatt(predictions: readonly Prediction[], iterations = 50): Calibration {
  let a = 1;
  let b = 0;
  for (let it = 0; it < iterations; it++) {
    let ga = 0;
    let gb = 0;
    let haa = 0;
    let hab = 0;
    let hbb = 0;
    for (const { raw, result } of predictions) {
      const x = clampedLogit(raw);
      const p = 1 / (1 + Math.exp(-(a * x + b)));
      const w = Math.max(1e-9, p * (1 - p));
      ga += (p - result) * x;
      gb += p - result;
      haa += w * x * x;
      hab += w * x;
      hbb += w;
    }
    // A small ridge keeps the step finite when every prediction sits at one value.
    haa += 1e-6;
    hbb += 1e-6;
    const det = haa * hbb - hab * hab;
    if (!(det > 0)) break;
    const da = (hbb * ga - hab * gb) / det;
    const db = (haa * gb - hab * ga) / det;
    a -= da;
    b -= db;
    if (Math.abs(da) + Math.abs(db) < 1e-10) break;
  }
  return { a, b };
}

const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

/** The reliability table as lines of text, predictions bucketed after `map`. */
function tableLines(predictions: readonly Prediction[], map: Calibration): string[] {
  const lines = ['predicted   decisions  mean predicted  won (95% interval)'];
  for (const b of reliability(predictions, map)) {
    if (b.count === 0) continue;
    const range = `${String(Math.round(b.low * 100)).padStart(3)}-${String(Math.round(b.high * 100)).padEnd(3)}%`;
    lines.push(
      `${range.padEnd(11)} ${String(b.count).padStart(9)}  ${pct(b.meanPredicted).padStart(14)}  ${pct(b.observed)} (${pct(b.interval.low)}-${pct(b.interval.high)})`,
    );
  }
  return lines;
}

const IDENTITY: Calibration = { a: 1, b: 0 };

/** The report as lines of text: the table, then the Brier scores (the map's, the raw chances', always 50%). */
export function reliabilityReport(predictions: readonly Prediction[], map: Calibration): string[] {
  return [
    ...tableLines(predictions, map),
    `Brier score ${brier(predictions, map).toFixed(4)} over ${predictions.length} decisions (raw playout chances ${brier(predictions, IDENTITY).toFixed(4)}; always 50%: ${brier(
      predictions.map((p) => ({ ...p, raw: 0.5 })),
      IDENTITY,
    ).toFixed(4)})`,
  ];
}

/**
 * Out-of-sample figures from one set of games: the games split by the parity of their number,
 * each half's decisions calibrated by the map fitted on the other half. What a map fitted on
 * these games would score on games it never saw, without playing a second series.
 */
export function crossFittedReport(games: readonly { g: number; predictions: readonly Prediction[] }[]): string[] {
  const half = (parity: number) => games.filter((game) => game.g % 2 === parity).flatMap((game) => game.predictions);
  const halves = [half(0), half(1)];
  // Each prediction as the chance the other half's map gives it: a "raw" the identity map keeps.
  const scored = halves.flatMap((own, i) => {
    const map = fitPlatt(halves[1 - i]!);
    return own.map((p) => ({ raw: calibrated(p.raw, map), result: p.result }));
  });
  return [
    ...tableLines(scored, IDENTITY),
    `Brier score ${brier(scored, IDENTITY).toFixed(4)} over ${scored.length} decisions, cross-fitted`,
  ];
}
