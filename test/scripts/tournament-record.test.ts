import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function tournament(...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/tournament.ts', ...args], { encoding: 'utf8' });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

const lines = (file: string) => readFileSync(file, 'utf8').trim().split('\n');
/** A game's record without its timings (which no two runs share). */
const outcome = (line: string) => {
  const { g, result, margin, timesA, timesB } = JSON.parse(line) as {
    g: number;
    result: string;
    margin: number;
    timesA: number[];
    timesB: number[];
  };
  return { g, result, margin, moves: timesA.length + timesB.length };
};

describe('tournament --record', () => {
  it('goes on with the series a record file holds, replaying exactly the missing games, and reports it without playing', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'tournament-')), 'series.jsonl');
    // An iteration budget, not a level with a time cap: a busy machine must not change the games.
    const first = tournament('air-land-sea', 'random', 'search#30', '6', '--seed', 'resume', '--record', file);
    expect(first.code).toBe(0);
    const [header, ...games] = lines(file);
    expect(games).toHaveLength(6);

    // Two games lost (say, under way when the series was stopped); the file alone says what to play.
    writeFileSync(file, `${[header, ...games.filter((_, i) => i !== 1 && i !== 4)].join('\n')}\n`);
    const resumed = tournament('--record', file);
    expect(resumed.code).toBe(0);
    expect(resumed.stderr).toContain('4/6 games from');
    const after = lines(file)
      .slice(1)
      .map(outcome)
      .sort((a, b) => a.g - b.g);
    expect(after).toEqual(games.map(outcome));

    const report = tournament('--record', file, '--report');
    expect(report.code).toBe(0);
    expect(lines(file)).toHaveLength(7);
    // The same figures as the uninterrupted series (timings aside).
    const figures = (out: string) => out.split('\n').filter((l) => !l.includes('time per'));
    expect(figures(report.stdout)).toEqual(figures(first.stdout));
  });

  it("keeps each game's own figures where the game has some: Land vs Sea's completed areas", () => {
    const file = join(mkdtempSync(join(tmpdir(), 'tournament-')), 'series.jsonl');
    const run = tournament('land-vs-sea', 'random', 'random', '2', '--seed', 'stats', '--record', file);
    expect(run.code).toBe(0);
    for (const line of lines(file).slice(1)) {
      const { stats } = JSON.parse(line) as { stats?: Record<string, number[]> };
      expect(Object.keys(stats ?? {})).toEqual(['landAreas', 'seaAreas']);
      expect([...stats!.landAreas!, ...stats!.seaAreas!].every((n) => Number.isInteger(n) && n > 0)).toBe(true);
    }
    expect(run.stdout).toMatch(/landAreas \(2 games\): /);
  });

  it('refuses a record file of another series, or one that is not a record, in one line', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'tournament-')), 'series.jsonl');
    expect(tournament('air-land-sea', 'random', 'random', '2', '--seed', 'a', '--record', file).code).toBe(0);
    const other = tournament('air-land-sea', 'random', 'random', '4', '--seed', 'a', '--record', file);
    expect(other.code).toBe(2);
    expect(other.stderr.trim()).toMatch(/^\S+series\.jsonl records another series .*"games":2.*; this one is .*"games":4/);

    writeFileSync(file, 'not a record\n');
    const notRecord = tournament('--record', file, '--report');
    expect(notRecord.code).toBe(2);
    expect(notRecord.stderr.trim()).toBe(`${file} does not start with a series line: is it a tournament record?`);
  });

  it.each([
    [['air-land-sea', 'hard', 'random', 'lots'], 'the number of games must be a positive whole number, not lots'],
    [['air-land-sea', 'hard@fast', 'random', '2'], 'unknown bot hard@fast: random, greedy, mcts, easy, medium, hard'],
    [
      ['land-vs-sea', 'hard', 'random', '2', '--setup', '{numPlayers:3}'],
      `--setup takes a JSON object, e.g. '{"numPlayers":3}', not {numPlayers:3}`,
    ],
    [['land-vs-sea', 'hard', 'random', '2', '--setup', '{"numPlayers":5}'], 'land-vs-sea: numPlayers is 2, 3 or 4, not 5'],
    [['air-land-sea', 'hard', 'random', '2', '--jobs', 'two'], '--jobs takes a positive whole number, not two'],
  ])('refuses %j in one line and starts no record', (args, message) => {
    const file = join(mkdtempSync(join(tmpdir(), 'tournament-')), 'series.jsonl');
    const run = tournament(...args, '--record', file);
    expect(run.code).toBe(2);
    expect(run.stderr.trim()).toContain(message);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(existsSync(file)).toBe(false);
  });
});
