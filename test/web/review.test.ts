/**
 * The review page's pure parts: its address (route, seat, budget), the worker pool (every
 * decision evaluated once, reported by its number, the same evaluations whatever the pool
 * size; Cancel stops it), the kept reviews' key (a change to anything the evaluations depend
 * on is another review; no IndexedDB, nothing kept) and the graph's data.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findGame } from '../../games';
import { replayDecisions, type Replay } from '../../games/common/replay-decisions';
import { iterationsOf, REVIEW_VERSION, type Evaluation } from '../../games/common/review';
import { parseRoute, reviewPath } from '../../web/app/router';
import { chartData, chartSummary } from '../../web/review/chart-data';
import { completeReview, loadReview, reviewKey, saveReview, type ReviewIdentity } from '../../web/review/review-cache';
import { answerReviewJob, type ReviewJob, type ReviewReply } from '../../web/review/review-job';
import { reviewParams } from '../../web/review/review-params';
import { poolSize, runPool, type PoolWorker } from '../../web/review/review-pool';

const query = (text: string) => new URLSearchParams(text);
const DEFAULT = { iterations: 10_000 };

describe('the address', () => {
  it('reviewPath and parseRoute agree', () => {
    expect(reviewPath('air-land-sea', 'm 1')).toBe('/review/air-land-sea/m%201');
    const path = reviewPath('land-vs-sea', 'abc', { seat: '1', budget: 300 });
    expect(path).toBe('/review/land-vs-sea/abc?seat=1&budget=300');
    const [pathname, search] = path.split('?') as [string, string];
    const route = parseRoute(pathname, `?${search}`);
    expect(route).toMatchObject({ page: 'review', game: 'land-vs-sea', matchID: 'abc' });
    expect(route.page === 'review' && route.query.get('budget')).toBe('300');
    expect(parseRoute('/review/land-vs-sea', '')).toMatchObject({ page: 'missing' });
  });

  it('the seat: asked for, else the viewer’s own, else the first; a seat the match lacks is refused', () => {
    expect(reviewParams(query(''), ['0', '1'], undefined, DEFAULT)).toEqual({ seat: '0', budget: DEFAULT, custom: false });
    expect(reviewParams(query(''), ['0', '1'], '1', DEFAULT)).toMatchObject({ seat: '1' });
    expect(reviewParams(query(''), ['0', '1'], '3', DEFAULT)).toMatchObject({ seat: '0' });
    expect(reviewParams(query('seat=0'), ['0', '1'], '1', DEFAULT)).toMatchObject({ seat: '0' });
    expect(reviewParams(query('seat=2'), ['0', '1'], undefined, DEFAULT)).toEqual({
      problem: 'This match has no seat 2: its seats are 0, 1.',
    });
  });

  it('the budget: the game’s default, or a positive whole number of iterations', () => {
    expect(reviewParams(query('budget=250'), ['0', '1'], undefined, DEFAULT)).toEqual({
      seat: '0',
      budget: { iterations: 250 },
      custom: true,
    });
    for (const bad of ['0', '-3', '1.5', 'lots', '1e3', '', '9999999999']) {
      expect(iterationsOf(bad), bad).toBeNull();
      expect(reviewParams(query(`budget=${encodeURIComponent(bad)}`), ['0', '1'], undefined, DEFAULT), bad).toHaveProperty('problem');
    }
    expect(iterationsOf('007')).toBe(7);
  });
});

/** A stand-in for a Web Worker: answers each job after `delay(job)` ms with `answer(job)`. */
class FakeWorker implements PoolWorker {
  onmessage: ((event: MessageEvent<ReviewReply>) => void) | null = null;
  onerror: ((event: ErrorEvent) => void) | null = null;
  terminated = false;
  readonly took: number[] = [];

  constructor(
    private readonly answer: (job: ReviewJob) => Promise<ReviewReply>,
    private readonly delay: (job: ReviewJob) => number,
  ) {}

  postMessage(job: ReviewJob): void {
    this.took.push(job.index);
    setTimeout(async () => {
      const reply = await this.answer(job);
      if (!this.terminated) this.onmessage?.({ data: reply } as MessageEvent<ReviewReply>);
    }, this.delay(job));
  }

  terminate(): void {
    this.terminated = true;
  }
}

const forced = (index: number): Evaluation => ({ forced: true, legal: 1, played: { move: 'm', args: [index] } });
const jobsOf = (n: number): ReviewJob[] =>
  Array.from({ length: n }, (_, index) => ({ index, game: 'g', matchID: 'm', seat: '0', view: null, action: null, budget: {} }));

describe('the worker pool', () => {
  it('one worker per core but one, at least one, never more than the decisions', () => {
    expect(poolSize(2, 30)).toBe(1);
    expect(poolSize(1, 30)).toBe(1);
    expect(poolSize(8, 30)).toBe(7);
    expect(poolSize(8, 3)).toBe(3);
    expect(poolSize(undefined, 30)).toBe(1);
  });

  it('gives every decision to a free worker once and reports each by its number, in whatever order they finish', async () => {
    const workers: FakeWorker[] = [];
    const seen: [number, Evaluation][] = [];
    const run = runPool(
      jobsOf(12),
      3,
      () => {
        const w = new FakeWorker(
          async (job) => ({ index: job.index, evaluation: forced(job.index) }),
          (job) => ((job.index * 7) % 5) * 3,
        );
        workers.push(w);
        return w;
      },
      (index, evaluation) => seen.push([index, evaluation]),
    );
    await run.done;
    expect(workers).toHaveLength(3);
    expect(workers.flatMap((w) => w.took).sort((a, b) => a - b)).toEqual([...Array(12).keys()]);
    expect(workers.every((w) => w.took.length > 0 && w.terminated)).toBe(true);
    expect(seen.map(([i]) => i).sort((a, b) => a - b)).toEqual([...Array(12).keys()]);
    expect(seen.map(([i]) => i)).not.toEqual([...Array(12).keys()]);
    for (const [index, evaluation] of seen) expect(evaluation).toEqual(forced(index));
  });

  it('Cancel terminates every worker at once and nothing more is reported', async () => {
    const workers: FakeWorker[] = [];
    const seen: number[] = [];
    const run = runPool(
      jobsOf(10),
      2,
      () => {
        const w = new FakeWorker(
          async (job) => ({ index: job.index, evaluation: forced(job.index) }),
          () => 20,
        );
        workers.push(w);
        return w;
      },
      (index) => {
        seen.push(index);
        if (seen.length === 3) run.cancel();
      },
    );
    await run.done;
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(seen).toHaveLength(3);
    expect(workers.every((w) => w.terminated)).toBe(true);
  });

  it('a decision that cannot be evaluated stops the pool with the reason', async () => {
    const run = runPool(
      jobsOf(4),
      2,
      () =>
        new FakeWorker(
          async (job) => (job.index === 2 ? { index: 2, error: 'no seat 7' } : { index: job.index, evaluation: forced(0) }),
          () => 1,
        ),
      () => {},
    );
    await expect(run.done).rejects.toThrow('Decision 3 could not be evaluated: no seat 7');
  });

  it('the same evaluations from one worker as from three (each decision has its own seed)', async () => {
    const meta = findGame('air-land-sea')!;
    const { definition, game } = await meta.load();
    const replay = JSON.parse(readFileSync(new URL('../scripts/fixtures/air-land-sea-replay.json', import.meta.url), 'utf8')) as Replay;
    const decisions = replayDecisions(definition, game, replay, '0').slice(0, 6);
    const jobs: ReviewJob[] = decisions.map(({ view, action }, index) => ({
      index,
      game: 'air-land-sea',
      matchID: 'fixture-als',
      seat: '0',
      view,
      action,
      budget: { iterations: 60 },
    }));
    const review = async (size: number) => {
      const out: Evaluation[] = [];
      const spawn = () =>
        new FakeWorker(
          (job) => answerReviewJob(job, meta.definition),
          (job) => (job.index % 3) * 2,
        );
      await runPool(jobs, size, spawn, (index, evaluation) => (out[index] = evaluation)).done;
      // The time each search took is the only thing allowed to differ.
      return out.map((e) => (e.forced ? e : { ...e, ms: 0 }));
    };
    const one = await review(1);
    expect(one.filter((e) => !e.forced).length).toBeGreaterThan(2);
    expect(await review(3)).toEqual(one);
  });
});

describe('kept reviews', () => {
  const identity: ReviewIdentity = {
    game: 'air-land-sea',
    matchID: 'm1',
    seat: '0',
    budget: { iterations: 500 },
    calibration: { a: 0.6, b: -0.04, fittedOn: 'twenty games' },
  };

  it('the key changes with the match, the seat, the budget, the calibration map and the version, and only with them', () => {
    const key = reviewKey(identity);
    expect(reviewKey({ ...identity, calibration: { a: 0.6, b: -0.04 } })).toBe(key);
    const others = [
      { ...identity, game: 'land-vs-sea' },
      { ...identity, matchID: 'm2' },
      { ...identity, seat: '1' },
      { ...identity, budget: { iterations: 501 } },
      { ...identity, calibration: { a: 0.61, b: -0.04 } },
      { ...identity, calibration: { a: 0.6, b: 0 } },
    ].map(reviewKey);
    expect(new Set([key, ...others]).size).toBe(others.length + 1);
    expect(JSON.parse(key)).toMatchObject({ v: REVIEW_VERSION });
  });

  it('only a complete review is kept; without IndexedDB nothing is, and nothing fails', async () => {
    expect(completeReview([forced(0), undefined, forced(2)])).toBeNull();
    expect(completeReview([forced(0), forced(1)])).toEqual([forced(0), forced(1)]);
    expect(typeof indexedDB).toBe('undefined');
    await expect(saveReview(reviewKey(identity), [forced(0)])).resolves.toBeUndefined();
    await expect(loadReview(reviewKey(identity))).resolves.toBeNull();
  });
});

describe('the graph', () => {
  const move = { move: 'deploy', args: [] };
  const searched = (win: number, best: number, mark: 'mistake' | null): Evaluation => ({
    forced: false,
    legal: 3,
    played: { move, win, rawWin: win, margin: 0, visits: 10 },
    best: { move, win: best, rawWin: best, margin: 0, visits: 10 },
    same: win === best,
    drop: best - win,
    mark,
    iterations: 20,
    ms: 1,
  });

  it('a point a decision in percent, a gap where forced or not yet evaluated, marked ones apart, where each chapter begins', () => {
    const decisions = [{ chapter: 'Battle 1' }, { chapter: 'Battle 1' }, { chapter: 'Battle 2' }, { chapter: 'Battle 2' }];
    const data = chartData(decisions, [searched(0.5, 0.55, null), forced(1), searched(0.3, 0.45, 'mistake'), undefined]);
    expect(data).toEqual({
      x: [1, 2, 3, 4],
      played: [50, null, 30, null],
      best: [55, null, 45, null],
      marked: [null, null, 30, null],
      chapters: [
        { x: 1, name: 'Battle 1' },
        { x: 3, name: 'Battle 2' },
      ],
    });
    expect(chartSummary(data, 'Ada')).toBe(
      'Win chance of Ada over 4 decisions: 50% at decision 1, highest 50% (decision 1), lowest 30% (decision 3), 30% at decision 3; 1 marked. The list below tells every decision.',
    );
    // A solo review's seat is "You".
    expect(chartSummary(data, 'You')).toMatch(/^Your win chance over 4 decisions: /);
  });
});
