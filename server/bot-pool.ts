/**
 * The threads the computer players think on. A search takes up to a second of CPU (hard); on the
 * event loop it would hold up every human move of every match for that long. The pool runs each
 * decision on a worker thread, one at a time per thread, `size` threads (by default one per core
 * but one, left to the event loop and the SQLite writer). When every thread is busy, decisions
 * wait in order of arrival (FIFO): a bot's move comes later, nobody else's. `status()` says how
 * many wait, for `/health` and the lobby.
 *
 * Threads start on the first decision (a server without computer seats starts none), and one
 * that dies is replaced; its decision fails, and the seat asks again (`bot-seat-player.ts`).
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { DecisionJob, DecisionReply } from '../games/common/decide';
import type { MoveCall } from '../games/common/move-call';

/** One decision asked of the pool: a seat's view, never a match state. */
export type DecisionRequest = Omit<DecisionJob, 'id'>;

/** A thread has loaded every game: its first decision will not wait for that. */
export interface WorkerReady {
  ready: true;
}

export interface PoolStatus {
  threads: number;
  /** Threads started and done loading the games. */
  ready: number;
  busy: number;
  queued: number;
}

/** The default size: every core but one, at least one. */
export const defaultPoolSize = () => Math.max(1, availableParallelism() - 1);

interface Waiting {
  job: DecisionJob;
  resolve: (choice: MoveCall) => void;
  reject: (error: Error) => void;
}

interface Thread {
  worker: Worker;
  current: Waiting | undefined;
  ready: boolean;
}

export class BotPool {
  private readonly threads: Thread[] = [];
  private readonly queue: Waiting[] = [];
  private nextId = 1;
  private closed = false;

  constructor(readonly size: number = defaultPoolSize()) {
    if (!Number.isInteger(size) || size < 1) throw new Error(`the bot pool needs at least one thread, got ${size}`);
  }

  decide(request: DecisionRequest): Promise<MoveCall> {
    if (this.closed) return Promise.reject(new Error('the bot pool is closed'));
    return new Promise<MoveCall>((resolve, reject) => {
      this.queue.push({ job: { ...request, id: this.nextId++ }, resolve, reject });
      this.dispatch();
    });
  }

  /** Starts every thread now (a thread takes a second to load the games), before the first decision. */
  warm(): void {
    while (!this.closed && this.threads.length < this.size) this.spawn();
  }

  status(): PoolStatus {
    return {
      threads: this.size,
      ready: this.threads.filter((t) => t.ready).length,
      busy: this.threads.filter((t) => t.current).length,
      queued: this.queue.length,
    };
  }

  private dispatch(): void {
    while (this.queue.length > 0) {
      const thread = this.threads.find((t) => !t.current) ?? (this.threads.length < this.size ? this.spawn() : undefined);
      if (!thread) return;
      const next = this.queue.shift()!;
      thread.current = next;
      thread.worker.postMessage(next.job);
    }
  }

  private spawn(): Thread {
    const worker = new Worker(new URL('./bot-worker.boot.mjs', import.meta.url));
    const thread: Thread = { worker, current: undefined, ready: false };
    worker.on('message', (reply: DecisionReply | WorkerReady) => {
      if ('ready' in reply) {
        thread.ready = true;
        return;
      }
      const done = thread.current;
      if (!done || done.job.id !== reply.id) return;
      thread.current = undefined;
      if ('error' in reply) done.reject(new Error(`bot: ${reply.error}`));
      else done.resolve(reply.choice);
      this.dispatch();
    });
    const lost = (error: Error) => {
      const index = this.threads.indexOf(thread);
      if (index < 0) return;
      this.threads.splice(index, 1);
      thread.current?.reject(error);
      thread.current = undefined;
      if (!this.closed) this.dispatch();
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`a bot thread exited (${code})`)));
    // The threads never keep the process alive on their own.
    worker.unref();
    this.threads.push(thread);
    return thread;
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const waiting of this.queue.splice(0)) waiting.reject(new Error('the bot pool is closed'));
    await Promise.all(this.threads.map((t) => t.worker.terminate()));
  }
}
