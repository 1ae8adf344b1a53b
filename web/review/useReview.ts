/**
 * A review's evaluations on the page: the kept one if this browser has it, else computed by the
 * worker pool, shown as they come. Cancel stops the workers at once and keeps what is done;
 * Resume evaluates only the decisions still missing (each is independent of the others), Start
 * again all of them. A complete review is kept; a part never is.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SearchBudget } from '../../games/common/ismcts';
import type { ReplayDecision } from '../../games/common/replay-decisions';
import type { Calibration, Evaluation } from '../../games/common/review';
import { completeReview, loadReview, reviewKey, saveReview } from './review-cache';
import type { ReviewJob } from './review-job';
import { poolSize, runPool, type PoolRun, type PoolWorker } from './review-pool';

export type ReviewStatus =
  | { kind: 'checking' }
  | { kind: 'kept' }
  | { kind: 'running'; workers: number }
  | { kind: 'cancelled' }
  | { kind: 'done'; workers: number; seconds: number }
  | { kind: 'failed'; error: string };

export interface ReviewSubject {
  game: string;
  matchID: string;
  seat: string;
  budget: SearchBudget;
  calibration: Calibration;
  decisions: readonly Pick<ReplayDecision, 'view' | 'action'>[];
}

const spawn = (): PoolWorker => new Worker(new URL('./review-worker.ts', import.meta.url), { type: 'module' }) as PoolWorker;

export function useReview(subject: ReviewSubject) {
  const { game, matchID, seat, budget, calibration, decisions } = subject;
  const key = reviewKey({ game, matchID, seat, budget, calibration });
  const [evaluations, setEvaluations] = useState<(Evaluation | undefined)[]>(() => decisions.map(() => undefined));
  const [status, setStatus] = useState<ReviewStatus>({ kind: 'checking' });
  const run = useRef<PoolRun | null>(null);
  // What the pool has evaluated so far, read when it finishes (the state may lag a render).
  const found = useRef<(Evaluation | undefined)[]>(evaluations);

  const start = useCallback(
    (fresh: boolean) => {
      if (fresh) found.current = decisions.map(() => undefined);
      setEvaluations([...found.current]);
      const jobs: ReviewJob[] = decisions.flatMap(({ view, action }, index) =>
        found.current[index] ? [] : [{ index, game, matchID, seat, view, action, budget }],
      );
      const workers = poolSize(navigator.hardwareConcurrency, jobs.length);
      const started = performance.now();
      setStatus({ kind: 'running', workers });
      const current = runPool(jobs, workers, spawn, (index, evaluation) => {
        found.current[index] = evaluation;
        setEvaluations([...found.current]);
      });
      run.current = current;
      current.done.then(
        () => {
          if (run.current !== current) return;
          run.current = null;
          const complete = completeReview(found.current);
          if (!complete) return;
          setStatus({ kind: 'done', workers, seconds: (performance.now() - started) / 1000 });
          void saveReview(key, complete);
        },
        (error: unknown) => {
          if (run.current !== current) return;
          run.current = null;
          setStatus({ kind: 'failed', error: error instanceof Error ? error.message : String(error) });
        },
      );
    },
    [decisions, game, matchID, seat, budget, key],
  );

  useEffect(() => {
    let live = true;
    void loadReview(key).then((kept) => {
      if (!live) return;
      if (kept && kept.length === decisions.length) {
        found.current = kept;
        setEvaluations(kept);
        setStatus({ kind: 'kept' });
      } else start(true);
    });
    return () => {
      live = false;
      run.current?.cancel();
      run.current = null;
    };
  }, [key, decisions, start]);

  const cancel = () => {
    run.current?.cancel();
    run.current = null;
    setStatus({ kind: 'cancelled' });
  };
  return { evaluations, status, cancel, resume: () => start(false), restart: () => start(true) };
}
