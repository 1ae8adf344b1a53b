/**
 * The cleanup job on several instances: exactly one runs it. Each instance keeps trying to take a
 * PostgreSQL session-level advisory lock (`pg_try_advisory_lock`) on its own connection; the one
 * that gets it runs the job while it holds it. The lock lives as long as that connection: when
 * the instance stops or dies (even `kill -9`, the database sees the socket close), the lock is
 * released and another instance takes it on its next attempt.
 */
import pg from 'pg';
import type { StorageAPI } from 'boardgame.io';
import { removeExpiredMatches, type CleanupPolicy } from './cleanup';

/** Any 64-bit number, the same on every instance. */
export const CLEANUP_LOCK = 7354211;

export interface CleanupLeaderOptions {
  databaseUrl: string;
  /** How often the leader runs the job, and how often the others try to take over. */
  intervalMs: number;
  /** The job; by default `removeExpiredMatches(db, policy)`. */
  job: () => Promise<void>;
  log?: (line: string) => void;
}

export class CleanupLeader {
  private client: pg.Client | undefined;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;
  private running: Promise<void> = Promise.resolve();
  leader = false;

  constructor(private readonly options: CleanupLeaderOptions) {}

  /** Tries now, then every interval; returns once the first attempt is done. */
  async start(): Promise<void> {
    await this.tick();
    if (this.options.intervalMs > 0 && !this.stopped) {
      this.timer = setInterval(() => {
        this.running = this.running.then(() => this.tick());
      }, this.options.intervalMs);
      this.timer.unref();
    }
  }

  private log(line: string): void {
    (this.options.log ?? console.log)(line);
  }

  private async tick(): Promise<void> {
    if (this.stopped) return;
    try {
      if (!this.leader) await this.tryToLead();
      if (this.leader) await this.options.job();
    } catch (error) {
      this.log(`cleanup: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private async tryToLead(): Promise<void> {
    if (!this.client) {
      const client = new pg.Client({ connectionString: this.options.databaseUrl });
      // A lost connection means a lost lock: stop leading, reconnect on the next attempt.
      client.on('error', () => this.lose(client));
      client.on('end', () => this.lose(client));
      this.client = client;
      try {
        await client.connect();
      } catch (error) {
        this.lose(client);
        throw error;
      }
    }
    const { rows } = await this.client.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [CLEANUP_LOCK]);
    if (rows[0]?.locked) {
      this.leader = true;
      this.log(`cleanup: this instance (pid ${process.pid}) runs the cleanup job`);
    }
  }

  private lose(client: pg.Client): void {
    if (this.client !== client) return;
    if (this.leader && !this.stopped) this.log('cleanup: lost the cleanup lock');
    this.leader = false;
    this.client = undefined;
    client.end().catch(() => undefined);
  }

  /** Stops trying and releases the lock (closing the connection releases it). */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
    const client = this.client;
    this.client = undefined;
    this.leader = false;
    await client?.end().catch(() => undefined);
  }
}

/** The cleanup job of `cleanup.ts`, run by whichever instance holds the lock. */
export function cleanupLeader(databaseUrl: string, db: StorageAPI.Async, policy: CleanupPolicy, intervalMs: number): CleanupLeader {
  return new CleanupLeader({
    databaseUrl,
    intervalMs,
    job: async () => {
      const removed = await removeExpiredMatches(db, policy);
      if (removed.length > 0) console.log(`cleanup: removed ${removed.length} expired match(es)`);
    },
  });
}
