/**
 * The calibration script's figures (scripts/lib/calibration.ts) on made-up predictions whose
 * truth is known, and `npm run calibrate` itself on two tiny games: a record it resumes and
 * reports. Small budgets: seconds.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { seededRng } from '../../games/common/random';
import { calibrated } from '../../games/common/review';
import { brier, crossFittedReport, fitPlatt, reliability, reliabilityReport, type Prediction } from '../../scripts/lib/calibration';

const ROOT = new URL('../../', import.meta.url).pathname;

/** Predictions whose results follow σ(a · logit(raw) + b): the truth a fit must find. */
function madeUp(a: number, b: number, n: number): Prediction[] {
  const rng = seededRng(`made-up-${a}-${b}`);
  return Array.from({ length: n }, () => {
    const raw = 0.02 + 0.96 * rng();
    return { raw, result: rng() < calibrated(raw, { a, b }) ? 1 : 0 };
  });
}

describe('calibration figures', () => {
  it('the Platt fit finds the map the results follow, and lowers the Brier score', () => {
    const predictions = madeUp(0.6, -0.3, 20_000);
    const fitted = fitPlatt(predictions);
    expect(fitted.a).toBeCloseTo(0.6, 1);
    expect(fitted.b).toBeCloseTo(-0.3, 1);
    expect(brier(predictions, fitted)).toBeLessThan(brier(predictions, { a: 1, b: 0 }));
  });

  it('buckets by the calibrated prediction: counts, means and observed rates with intervals', () => {
    const predictions: Prediction[] = [
      { raw: 0.05, result: 0 },
      { raw: 0.07, result: 0 },
      { raw: 0.95, result: 1 },
      { raw: 0.55, result: 0.5 },
    ];
    const buckets = reliability(predictions, { a: 1, b: 0 });
    expect(buckets.map((b) => b.count)).toEqual([2, 0, 0, 0, 0, 1, 0, 0, 0, 1]);
    expect(buckets[0]!.meanPredicted).toBeCloseTo(0.06);
    expect(buckets[0]!.observed).toBe(0);
    expect(buckets[5]!.observed).toBe(0.5);
    expect(buckets[9]!.interval.low).toBeGreaterThan(0);
    expect(brier(predictions, { a: 1, b: 0 })).toBeCloseTo((0.05 ** 2 + 0.07 ** 2 + 0.05 ** 2 + 0.05 ** 2) / 4);
    const report = reliabilityReport(predictions, { a: 1, b: 0 });
    expect(report[0]).toMatch(/^predicted/);
    expect(report.at(-1)).toMatch(/^Brier score 0\.\d{4} over 4 decisions/);
  });

  it('cross-fitted: each half of the games scored by the map of the other half, near the truth on honest data, worse on noise', () => {
    const games = (a: number, b: number) => {
      const all = madeUp(a, b, 20_000);
      return Array.from({ length: 400 }, (_, g) => ({ g, predictions: all.slice(g * 50, (g + 1) * 50) }));
    };
    const honest = crossFittedReport(games(0.6, -0.3));
    const inSample = brier(madeUp(0.6, -0.3, 20_000), fitPlatt(madeUp(0.6, -0.3, 20_000)));
    const score = (lines: string[]) => Number(/^Brier score (0\.\d+) over 20000 decisions, cross-fitted$/.exec(lines.at(-1)!)?.[1]);
    expect(score(honest)).toBeCloseTo(inSample, 3);
    // Results that the chances do not predict at all: out of sample, no better than saying 50%.
    expect(score(crossFittedReport(games(0, 0)))).toBeGreaterThan(0.249);
  });
});

describe('npm run calibrate', () => {
  const run = (args: string[]) =>
    spawnSync(process.execPath, ['--import', 'tsx', 'scripts/calibrate.ts', ...args], { cwd: ROOT, encoding: 'utf8', timeout: 300_000 });

  it('plays and reviews seeded self-play games into a record, resumes it, and reports it', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'calibrate-')), 'record.jsonl');
    const args = ['air-land-sea', '2', '--level', 'easy', '--budget', '40', '--seed', 'tiny', '--record', file];
    const first = run(args);
    expect(first.status, first.stderr).toBe(0);
    expect(first.stdout).toMatch(/^air-land-sea: 2\/2 self-play games \(easy bots, seed tiny\), review budget 40 iterations a decision/);
    expect(first.stdout).toMatch(/\nBrier score 0\.\d{4} over \d+ decisions/);
    const lines = readFileSync(file, 'utf8').trim().split('\n');
    expect(JSON.parse(lines[0]!)).toEqual({
      series: { game: 'air-land-sea', games: 2, level: 'easy', budget: 40, seed: 'tiny', setup: '' },
    });
    expect(lines).toHaveLength(3);
    const game = JSON.parse(lines[1]!) as { decisions: { raw: number; result: number }[] };
    expect(game.decisions.length).toBeGreaterThan(10);
    for (const d of game.decisions) {
      expect(d.raw).toBeGreaterThanOrEqual(0);
      expect(d.raw).toBeLessThanOrEqual(1);
      expect([0, 0.5, 1]).toContain(d.result);
    }
    // Run again: nothing left to play, the same figures.
    const again = run(args);
    expect(again.stderr).toMatch(/2\/2 games from/);
    expect(again.stdout).toBe(first.stdout);
    expect(readFileSync(file, 'utf8').trim().split('\n')).toHaveLength(3);
    const report = run([...args, '--report']);
    expect(report.stdout).toBe(first.stdout);
    // Another series in the same file is refused.
    const other = run(['air-land-sea', '2', '--level', 'easy', '--budget', '41', '--seed', 'tiny', '--record', file]);
    expect(other.status).toBe(2);
    expect(other.stderr).toMatch(/records another series/);
  });

  it('--sample K reviews K decisions of each seat a game, the same ones every run', () => {
    const dir = mkdtempSync(join(tmpdir(), 'calibrate-'));
    const args = (file: string) => [
      'air-land-sea',
      '1',
      '--level',
      'easy',
      '--budget',
      '20',
      '--seed',
      'tiny',
      '--sample',
      '3',
      '--record',
      join(dir, file),
    ];
    const [first, second] = [run(args('a.jsonl')), run(args('b.jsonl'))];
    expect(first.status, first.stderr).toBe(0);
    const [headerA, gameA] = readFileSync(join(dir, 'a.jsonl'), 'utf8').trim().split('\n');
    expect(JSON.parse(headerA!).series).toMatchObject({ sample: 3 });
    const decisions = (JSON.parse(gameA!) as { decisions: { seat: string; index: number }[] }).decisions;
    expect(decisions.filter((d) => d.seat === '0')).toHaveLength(3);
    expect(decisions.filter((d) => d.seat === '1')).toHaveLength(3);
    expect(second.status, second.stderr).toBe(0);
    expect(readFileSync(join(dir, 'b.jsonl'), 'utf8')).toBe(readFileSync(join(dir, 'a.jsonl'), 'utf8'));
    expect(run(['air-land-sea', '1', '--sample', '0']).stderr).toMatch(/--sample takes a positive whole number/);
  });
});
