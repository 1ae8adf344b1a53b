import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';

/** The child processes playing a shard of the series (tsx has a helper process of its own). */
function shardsOf(parent: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((pid) => {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return ppid === parent && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--shard');
      } catch {
        return false; // gone meanwhile
      }
    });
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
    const parent = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/tournament.ts',
        'air-land-sea',
        'hard@50',
        'hard@50',
        '100',
        '--jobs',
        '2',
        '--seed',
        'stop',
        '--record',
        record,
      ],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
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
