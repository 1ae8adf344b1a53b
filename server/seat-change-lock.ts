/**
 * One seat change at a time per match. boardgame.io's lobby routes (join, leave, update,
 * playAgain) each read the match's metadata, change one seat (or `nextMatchID`) and write the
 * metadata back whole. Two at once both read the seats as they were, and the later write erased
 * the earlier one. Two people joining seats 0 and 1 together were both answered 200, and one
 * seat was then empty with its credentials dead (most joins lost with player tokens, whose
 * binding adds a read). Two joins of one seat were both answered 200. One token held two seats,
 * and two "play again" made two rematches. `lobby-validation.ts` runs its checks and the route
 * inside `run`, so each sees the seats as the previous change left them.
 *
 * - One instance (SQLite): a queue per match in this process (`LocalSeatChanges`).
 * - Several instances (PostgreSQL): the same queue, then a session-level advisory lock on the
 *   match (`pg_advisory_lock`) on a connection held for the change, so the instances take turns
 *   too (`AdvisorySeatChanges`). A dead instance's session ends and its locks with it.
 *
 * A request's body is read before it queues: a slow client cannot hold a match's seats.
 */
import pg from 'pg';

export interface SeatChanges {
  /** Runs `change` once every change of the match queued before it has finished. */
  run<T>(matchID: string, change: () => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export class LocalSeatChanges implements SeatChanges {
  /** Per match, when the last queued change settles (never rejects). */
  private readonly tails = new Map<string, Promise<void>>();

  run<T>(matchID: string, change: () => Promise<T>): Promise<T> {
    const result = (this.tails.get(matchID) ?? Promise.resolve()).then(change);
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(matchID, tail);
    void tail.then(() => {
      if (this.tails.get(matchID) === tail) this.tails.delete(matchID);
    });
    return result;
  }

  async close(): Promise<void> {
    await Promise.all(this.tails.values());
  }
}

/** A key space of its own, apart from the computer seats' leases (`bot-lease.ts`). */
const LOCK_SPACE = 'seat-change:';

export class AdvisorySeatChanges implements SeatChanges {
  private readonly local = new LocalSeatChanges();
  private readonly pool: pg.Pool;

  constructor(databaseUrl: string) {
    // Changes of different matches wait for a connection beyond this many at once.
    this.pool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
    this.pool.on('error', () => undefined); // an idle connection lost: the next change opens another
  }

  run<T>(matchID: string, change: () => Promise<T>): Promise<T> {
    const key = LOCK_SPACE + matchID;
    return this.local.run(matchID, async () => {
      const client = await this.pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock(hashtextextended($1, 0))', [key]);
      } catch (error) {
        client.release(error instanceof Error ? error : true);
        throw error;
      }
      try {
        return await change();
      } finally {
        // Unlocked, or else the connection closed: the locks of its session end with it.
        await client.query('SELECT pg_advisory_unlock(hashtextextended($1, 0))', [key]).then(
          () => client.release(),
          (error: unknown) => client.release(error instanceof Error ? error : true),
        );
      }
    });
  }

  async close(): Promise<void> {
    await this.local.close();
    await this.pool.end();
  }
}
