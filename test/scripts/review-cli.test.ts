/**
 * `npm run review` on a recorded replay file: one JSON line per decision of the seat with the
 * fields the issue asks for, and a summary line; a file that is missing or not a replay is told
 * in one line with a non-zero exit. A small budget: the whole file takes a few seconds.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkReview, runReview } from '../support/review-cli';

const FIXTURE = new URL('./fixtures/air-land-sea-replay.json', import.meta.url).pathname;

describe('npm run review', () => {
  it('prints one JSON line per decision of the seat of a recorded replay, then a summary', () => {
    const replay = JSON.parse(readFileSync(FIXTURE, 'utf8')) as { moves: { player: string }[] };
    const { status, lines, stderr } = runReview([FIXTURE, '--seat', '1', '--budget', '150']);
    expect(stderr).toBe('');
    expect(status).toBe(0);
    checkReview(lines, '1', replay.moves.filter((m) => m.player === '1').length);
    expect(lines[0]).toMatchObject({ game: 'air-land-sea', matchID: 'fixture-als' });
  });

  it('tells what is wrong with a missing file, a file that is not a replay, or a bad argument', () => {
    const missing = runReview(['/nonexistent/replay.json']);
    expect(missing.status).toBe(1);
    expect(missing.stderr).toMatch(/^review: cannot read \/nonexistent\/replay\.json/);
    const notReplay = runReview([new URL('../../package.json', import.meta.url).pathname]);
    expect(notReplay.status).toBe(1);
    expect(notReplay.stderr).toMatch(/no initialState/);
    const badSeat = runReview([FIXTURE, '--seat', '7']);
    expect(badSeat.status).toBe(2);
    expect(badSeat.stderr).toMatch(/seats 0, 1, not 7/);
    const badBudget = runReview([FIXTURE, '--budget', 'lots']);
    expect(badBudget.status).toBe(2);
    expect(badBudget.stderr).toMatch(/--budget/);
    expect(runReview([]).status).toBe(2);
  });
});
