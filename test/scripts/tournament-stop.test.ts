import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';

/** The child processes playing a shard of the series (tsx has a helper process of its own). */
function shardsOf(pid: number): number[] {
  try {
    const lines = execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(pid)], { encoding: 'utf8' }).trim().split('\n');
    return lines.filter((line) => line.includes('--shard')).map((line) => Number.parseInt(line, 10));
  } catch {
    return []; // ps exits 1 when there are none
  }
}

/** Running: a killed process left as a zombie (until init reaps it) counts as gone. */
function alive(pid: number): boolean {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

async function until(condition: () => boolean, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe('tournament --jobs', () => {
  it('stopped, it stops the games its child processes are playing and says how to go on', async () => {
    const record = join(mkdtempSync(join(tmpdir(), 'tournament-')), 'series.jsonl');
    // 50 ms a move: a game takes a couple of seconds, so each child is mid-game when stopped.
    const parent = spawn(process.execPath, ['--import', 'tsx', 'scripts/tournament.ts', 'air-land-sea', 'hard@50', 'hard@50', '100', '--jobs', '2', '--seed', 'stop', '--record', record], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    parent.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    const exited = new Promise<number | null>((resolve) => parent.on('exit', (code) => resolve(code)));

    await until(() => existsSync(record) && readFileSync(record, 'utf8').trim().split('\n').length >= 2, 30_000);
    const shards = shardsOf(parent.pid as number);
    expect(shards).toHaveLength(2);
    parent.kill('SIGTERM');
    onTestFinished(() => [parent.pid, ...shards].forEach((pid) => alive(pid as number) && process.kill(pid as number)));

    expect(await exited).toBe(143);
    await until(() => shards.every((pid) => !alive(pid)), 1_000);
    expect(stderr).toMatch(/stopped by SIGTERM after \d+\/100 games \(in .*series\.jsonl: the same command goes on from there\)/);
  });
});
