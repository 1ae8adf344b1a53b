/**
 * The review's workers: `poolSize` of them take the decisions one at a time, each the next one
 * not yet given out when it is free (a slow decision does not hold back the others). Every
 * decision carries its own seed, so the evaluations are the same whatever the pool size and
 * whichever worker takes which; they are reported by decision number as they come.
 */
import type { Evaluation } from '../../games/common/review';
import type { ReviewJob, ReviewReply } from './review-job';

/** What the pool needs of a Web Worker (tests give it a fake one). */
export interface PoolWorker {
  postMessage(job: ReviewJob): void;
  terminate(): void;
  onmessage: ((event: MessageEvent<ReviewReply>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
}

/** One worker per core but the page's own, at least one, and never more than there are decisions. */
export function poolSize(cores: number | undefined, decisions: number): number {
  return Math.max(1, Math.min((cores ?? 2) - 1, decisions));
}

export interface PoolRun {
  /** Settles once every decision is evaluated, or a worker failed (rejected), or the run was cancelled. */
  done: Promise<void>;
  /** Terminates the workers at once; nothing more is reported. */
  cancel(): void;
}

export function runPool(
  jobs: readonly ReviewJob[],
  size: number,
  spawn: () => PoolWorker,
  onEvaluation: (index: number, evaluation: Evaluation) => void,
): PoolRun {
  const workers: PoolWorker[] = [];
  let next = 0;
  let outstanding = jobs.length;
  let stopped = false;
  let settle: { resolve: () => void; reject: (error: Error) => void } = { resolve: () => {}, reject: () => {} };
  const done = new Promise<void>((resolve, reject) => (settle = { resolve, reject }));

  const stop = () => {
    stopped = true;
    workers.forEach((w) => w.terminate());
  };
  const fail = (message: string) => {
    if (stopped) return;
    stop();
    settle.reject(new Error(message));
  };
  const feed = (worker: PoolWorker) => {
    const job = jobs[next++];
    if (job) worker.postMessage(job);
  };

  if (jobs.length === 0) settle.resolve();
  for (let i = 0; i < Math.min(size, jobs.length); i++) {
    const worker = spawn();
    workers.push(worker);
    worker.onmessage = ({ data }) => {
      if (stopped) return;
      if ('error' in data) return fail(`Decision ${data.index + 1} could not be evaluated: ${data.error}`);
      onEvaluation(data.index, data.evaluation);
      if (--outstanding === 0) {
        stop();
        settle.resolve();
      } else feed(worker);
    };
    worker.onerror = (event) => fail(`A review worker failed: ${event.message || 'it could not start'}`);
    feed(worker);
  }
  return {
    done,
    cancel: () => {
      if (stopped) return;
      stop();
      settle.resolve();
    },
  };
}
