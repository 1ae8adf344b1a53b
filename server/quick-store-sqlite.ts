/**
 * The quick-match queue in the SQLite file of the matches (`DATA_DIR/matches.sqlite`), on a
 * connection of its own on the main thread: a ticket's few statements are microseconds, and WAL
 * lets them run beside the matches' writer thread (each waits for the other's commit at most).
 *
 * One process serves a SQLite file, so pairing is made atomic in memory: `pairIn`, `cancel` and
 * `expire` run one at a time (a promise chain), and the statements of each run synchronously.
 * Pairing awaits the match's creation (on the writer thread) between reading the waiting tickets
 * and writing their seats; nothing that could take a ticket away runs in between.
 */
import { join } from 'node:path';
import type Database from 'better-sqlite3';
import { openDatabase } from './sqlite-writes';
import {
  parseSeat,
  type CancelOutcome,
  type NewTicket,
  type QuickSeat,
  type QuickStore,
  type SeatTable,
  type StoredTicket,
} from './quick-store';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS quick_tickets (
  hash       TEXT PRIMARY KEY,
  queue      TEXT NOT NULL,
  request    TEXT NOT NULL,
  rating     REAL,
  address    TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  seen_at    INTEGER NOT NULL,
  away       INTEGER NOT NULL DEFAULT 0,
  seat       TEXT
);
CREATE INDEX IF NOT EXISTS quick_by_queue ON quick_tickets (queue, created_at);
CREATE INDEX IF NOT EXISTS quick_by_address ON quick_tickets (address);
`;

interface Row {
  hash: string;
  request: string;
  rating: number | null;
  created_at: number;
  seen_at: number;
  away: number;
  seat: string | null;
}

const COLUMNS = 'hash, request, rating, created_at, seen_at, away, seat';

const ticketOf = (row: Row): StoredTicket => ({
  hash: row.hash,
  request: JSON.parse(row.request) as StoredTicket['request'],
  rating: row.rating ?? undefined,
  createdAt: row.created_at,
  seenAt: row.seen_at,
  away: row.away === 1,
  seat: parseSeat(row.seat),
});

export class SqliteQuickStore implements QuickStore {
  private readonly db: Database.Database;
  private readonly statements;
  private turn: Promise<unknown> = Promise.resolve();

  constructor(file: string) {
    this.db = openDatabase(file);
    this.db.exec(SCHEMA);
    this.statements = {
      count: this.db.prepare<[string, number], { n: number }>(
        'SELECT COUNT(*) AS n FROM quick_tickets WHERE address = ? AND seat IS NULL AND seen_at > ?',
      ),
      insert: this.db.prepare(
        `INSERT INTO quick_tickets (hash, queue, request, rating, address, created_at, seen_at, away)
         VALUES (@hash, @queue, @request, @rating, @address, @now, @now, 0)`,
      ),
      get: this.db.prepare<[string], Row>(`SELECT ${COLUMNS} FROM quick_tickets WHERE hash = ?`),
      seen: this.db.prepare<[number, number, string]>(
        'UPDATE quick_tickets SET seen_at = MAX(seen_at, ?), away = ? WHERE hash = ? AND seat IS NULL',
      ),
      exists: this.db.prepare<[string], { one: number }>('SELECT 1 AS one FROM quick_tickets WHERE hash = ?'),
      cancel: this.db.prepare<[string]>('DELETE FROM quick_tickets WHERE hash = ? AND seat IS NULL'),
      take: this.db.prepare<[string], { seat: string }>('DELETE FROM quick_tickets WHERE hash = ? AND seat IS NOT NULL RETURNING seat'),
      waiting: this.db.prepare<[string, number], Row>(
        `SELECT ${COLUMNS} FROM quick_tickets WHERE queue = ? AND seat IS NULL AND away = 0 AND seen_at > ? ORDER BY created_at, hash`,
      ),
      seat: this.db.prepare<[string, number, string]>('UPDATE quick_tickets SET seat = ?, seen_at = ? WHERE hash = ? AND seat IS NULL'),
      expire: this.db.prepare<[number]>('DELETE FROM quick_tickets WHERE seen_at <= ?'),
    };
  }

  static inDirectory(dataDir: string): SqliteQuickStore {
    return new SqliteQuickStore(join(dataDir, 'matches.sqlite'));
  }

  async connect(): Promise<void> {}

  /** Runs `work` after every other exclusive run has finished. */
  private exclusive<T>(work: () => Promise<T> | T): Promise<T> {
    const run = this.turn.then(work, work);
    this.turn = run.catch(() => undefined);
    return run;
  }

  async add(ticket: NewTicket, cap: number, liveSince: number): Promise<boolean> {
    // Immediate: it reads, then writes. Begun deferred, a commit of the matches' writer in between
    // failed it with SQLITE_BUSY_SNAPSHOT (a 500) instead of waiting for the lock.
    return this.db
      .transaction(() => {
        if (cap > 0 && this.statements.count.get(ticket.address, liveSince)!.n >= cap) return false;
        this.statements.insert.run({
          hash: ticket.hash,
          queue: ticket.queue,
          request: JSON.stringify(ticket.request),
          rating: ticket.rating ?? null,
          address: ticket.address,
          now: ticket.now,
        });
        return true;
      })
      .immediate();
  }

  async get(hash: string): Promise<StoredTicket | undefined> {
    const row = this.statements.get.get(hash);
    return row && ticketOf(row);
  }

  async seen(hash: string, now: number, away: boolean): Promise<boolean> {
    this.statements.seen.run(now, away ? 1 : 0, hash);
    return this.statements.exists.get(hash) !== undefined;
  }

  cancel(hash: string): Promise<CancelOutcome> {
    return this.exclusive(() => {
      if (this.statements.cancel.run(hash).changes > 0) return 'removed';
      return this.statements.exists.get(hash) ? 'matched' : 'none';
    });
  }

  async takeSeat(hash: string): Promise<QuickSeat | undefined> {
    return parseSeat(this.statements.take.get(hash)?.seat ?? null);
  }

  pairIn(queue: string, liveSince: number, now: number, seat: SeatTable): Promise<void> {
    return this.exclusive(async () => {
      const waiting = this.statements.waiting.all(queue, liveSince).map(ticketOf);
      const seats = waiting.length > 0 ? await seat(waiting) : undefined;
      if (!seats) return;
      this.db
        .transaction(() => {
          for (const [hash, given] of seats) this.statements.seat.run(JSON.stringify(given), now, hash);
        })
        .immediate();
    });
  }

  expire(liveSince: number): Promise<number> {
    return this.exclusive(() => this.statements.expire.run(liveSince).changes);
  }

  async close(): Promise<void> {
    await this.turn;
    if (this.db.open) this.db.close();
  }
}
