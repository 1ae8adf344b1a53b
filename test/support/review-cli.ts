/** Runs `npm run review` as a person would, and checks the lines it prints. */
import { spawnSync } from 'node:child_process';
import { expect } from 'vitest';
import { MARK_THRESHOLDS } from '../../games/common/review';

const ROOT = new URL('../../', import.meta.url).pathname;

export function runReview(args: string[]): { status: number | null; lines: Record<string, unknown>[]; stdout: string; stderr: string } {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/review.ts', ...args], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 120_000,
  });
  const lines = run.stdout
    .split('\n')
    .filter((l) => l.trim() !== '')
    .map((l) => JSON.parse(l) as Record<string, unknown>);
  return { status: run.status, lines, stdout: run.stdout, stderr: run.stderr };
}

/** Every decision line and the summary carry the fields. */
export function checkReview(lines: Record<string, unknown>[], seat: string, decisions: number): void {
  const summary = lines.at(-1)!;
  const rows = lines.slice(0, -1);
  expect(rows).toHaveLength(decisions);
  rows.forEach((row, index) => {
    expect(row).toMatchObject({ type: 'decision', seat, index });
    expect(typeof row.moveIndex).toBe('number');
    expect(typeof row.turn).toBe('number');
    expect(row.chapter).toMatch(/^Battle \d+$/);
    expect(typeof (row.played as { move: string }).move).toBe('string');
    if (row.forced) return;
    for (const which of ['played', 'best'] as const) {
      const v = row[which] as { move: string; args: unknown[]; win: number; margin: number; visits: number };
      expect(typeof v.move).toBe('string');
      expect(Array.isArray(v.args)).toBe(true);
      expect(v.win).toBeGreaterThanOrEqual(0);
      expect(v.win).toBeLessThanOrEqual(1);
      expect(Number.isFinite(v.margin)).toBe(true);
      expect(v.visits).toBeGreaterThan(0);
    }
    expect([null, 'inaccuracy', 'mistake', 'blunder']).toContain(row.mark);
    expect(row.drop).toBeGreaterThanOrEqual(0);
  });
  expect(summary).toMatchObject({ type: 'summary', seat, decisions, thresholds: MARK_THRESHOLDS });
  expect((summary.evaluated as number) + (summary.forced as number)).toBe(decisions);
  expect(summary.evaluated).toBeGreaterThan(0);
}
