/**
 * The threads the computer players think on. A search takes up to a second of CPU (hard); on the
 * event loop it would hold up every human move of every match for that long. The pool runs each
 * decision on a worker thread, one at a time per thread, `size` threads (by default one per core
 * but one, left to the event loop and the SQLite writer). When every thread is busy, decisions
 * wait: a bot's move comes later, nobody else's. `status()` says how many wait, for `/health`
 * and the lobby.
 *
 * They wait by whose they are (the address that created the match, `bot-host.ts`), and the next
 * thread goes to the one served longest ago: one address's many matches against hard computers
 * had queued in front of everyone (first come, first served), and another player's easy computer
 * took up to a second a move instead of 40 ms. Now a decision waits behind at most one of each other
 * owner's, however many they have asked for. Each owner's own decisions keep their order.
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
  current: (Waiting & { line: Line }) | undefined;
  ready: boolean;
}

/** One owner's decisions: kept while any waits or is being made. */
interface Line {
  owner: string;
  waiting: Waiting[];
  running: number;
  /** When a thread last took one of them (the pool's count of dispatches; -1: never). */
  lastServed: number;
}

export class BotPool {
  private readonly threads: Thread[] = [];
  /** By owner, in order of arrival (a tie in `lastServed` goes to the first). */
  private readonly lines = new Map<string, Line>();
  private dispatched = 0;
  private nextId = 1;
  private closed = false;

  constructor(readonly size: number = defaultPoolSize()) {
    if (!Number.isInteger(size) || size < 1) throw new Error(`the bot pool needs at least one thread, got ${size}`);
  }

  /** A decision, waiting in `owner`'s line while every thread is busy. */
  decide(request: DecisionRequest, owner: string): Promise<MoveCall> {
    if (this.closed) return Promise.reject(new Error('the bot pool is closed'));
    return new Promise<MoveCall>((resolve, reject) => {
      const line = this.lines.get(owner) ?? { owner, waiting: [], running: 0, lastServed: -1 };
      this.lines.set(owner, line);
      line.waiting.push({ job: { ...request, id: this.nextId++ }, resolve, reject });
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
      queued: [...this.lines.values()].reduce((sum, line) => sum + line.waiting.length, 0),
    };
  }

  /** The line served longest ago among those with a decision waiting. */
  private nextLine(): Line | undefined {
    let next: Line | undefined;
    for (const line of this.lines.values()) if (line.waiting.length > 0 && (!next || line.lastServed < next.lastServed)) next = line;
    return next;
  }

  private dispatch(): void {
    for (let line = this.nextLine(); line; line = this.nextLine()) {
      const thread = this.threads.find((t) => !t.current) ?? (this.threads.length < this.size ? this.spawn() : undefined);
      if (!thread) return;
      const next = line.waiting.shift()!;
      line.running++;
      line.lastServed = this.dispatched++;
      thread.current = { ...next, line };
      thread.worker.postMessage(next.job);
    }
  }

  /** A thread is done with its decision: the decision's line goes once nothing of it waits or runs. */
  private finished(thread: Thread): void {
    const line = thread.current?.line;
    thread.current = undefined;
    if (line && --line.running === 0 && line.waiting.length === 0) this.lines.delete(line.owner);
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
      this.finished(thread);
      if ('error' in reply) done.reject(new Error(`bot: ${reply.error}`));
      else done.resolve(reply.choice);
      this.dispatch();
    });
    const lost = (error: Error) => {
      const index = this.threads.indexOf(thread);
      if (index < 0) return;
      this.threads.splice(index, 1);
      thread.current?.reject(error);
      this.finished(thread);
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
    for (const line of this.lines.values())
      for (const waiting of line.waiting.splice(0)) waiting.reject(new Error('the bot pool is closed'));
    this.lines.clear();
    await Promise.all(this.threads.map((t) => t.worker.terminate()));
  }
}
