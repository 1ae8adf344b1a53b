/**
 * The quick-match queue in the PostgreSQL database of the matches, shared by every instance.
 *
 * Pairing is one transaction: it first takes the queue's transaction-level advisory lock
 * (`pg_advisory_xact_lock` on the queue name's hash), so pairings of one queue run one at a time
 * across all instances (two instances serving two new tickets at once never both take a third),
 * then reads the queue's live waiting tickets `FOR UPDATE` (a cancel, an expiry or a "seen" of one
 * of them waits for the commit and then finds it matched), creates the match (on the matches'
 * own connections), writes the seats and commits. If the instance dies before the commit, the
 * tickets are still waiting (the match, seated by nobody who knows it, expires with the
 * abandoned ones). The lock is released with the transaction, whatever happens.
 *
 * The per-address cap on waiting tickets is counted in the insert's own statement; two inserts
 * racing on two instances may both pass it (one ticket over): a cap, not an invariant.
 */
import pg from 'pg';
import {
  parseSeat,
  type CancelOutcome,
  type NewTicket,
  type QuickSeat,
  type QuickStore,
  type SeatTable,
  type StoredTicket,
} from './quick-store';
import { createSchema, inTransaction } from './postgres-transaction';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS quick_tickets (
  hash       TEXT PRIMARY KEY,
  queue      TEXT NOT NULL,
  request    TEXT NOT NULL,
  rating     DOUBLE PRECISION,
  address    TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  seen_at    BIGINT NOT NULL,
  away       BOOLEAN NOT NULL DEFAULT FALSE,
  seat       TEXT
);
CREATE INDEX IF NOT EXISTS quick_by_queue ON quick_tickets (queue, created_at);
CREATE INDEX IF NOT EXISTS quick_by_address ON quick_tickets (address);
`;

/** Serialises the schema's creation by instances starting together (the matches' lock is 7354210). */
const SCHEMA_LOCK = 7354213;
/** The queues' advisory locks, apart from the computer seats' and the cleanup's. */
const QUEUE_SPACE = 'quick-queue:';

interface Row {
  hash: string;
  request: string;
  rating: number | null;
  created_at: string;
  seen_at: string;
  away: boolean;
  seat: string | null;
}

const COLUMNS = 'hash, request, rating, created_at, seen_at, away, seat';

const ticketOf = (row: Row): StoredTicket => ({
  hash: row.hash,
  request: JSON.parse(row.request) as StoredTicket['request'],
  rating: row.rating ?? undefined,
  createdAt: Number(row.created_at),
  seenAt: Number(row.seen_at),
  away: row.away,
  seat: parseSeat(row.seat),
});

export class PostgresQuickStore implements QuickStore {
  private readonly pool: pg.Pool;
  private closed = false;

  /** Its own few connections: a pairing holds one while the match is created on the matches' pool. */
  constructor(connectionString: string, poolSize = 4) {
    this.pool = new pg.Pool({ connectionString, max: poolSize });
    this.pool.on('error', (error) => {
      if (!this.closed) console.error('postgres (quick match): idle connection lost:', error.message);
    });
  }

  async connect(): Promise<void> {
    await createSchema(this.pool, SCHEMA_LOCK, [SCHEMA]);
  }

  async add(ticket: NewTicket, cap: number, liveSince: number): Promise<boolean> {
    const { rowCount } = await this.pool.query(
      `INSERT INTO quick_tickets (hash, queue, request, rating, address, created_at, seen_at)
       SELECT $1, $2, $3, $4, $5, $6, $6
       WHERE $7 = 0 OR (SELECT COUNT(*) FROM quick_tickets WHERE address = $5 AND seat IS NULL AND seen_at > $8) < $7`,
      [ticket.hash, ticket.queue, JSON.stringify(ticket.request), ticket.rating ?? null, ticket.address, ticket.now, cap, liveSince],
    );
    return rowCount === 1;
  }

  async get(hash: string): Promise<StoredTicket | undefined> {
    const { rows } = await this.pool.query<Row>({
      name: 'quick-get',
      text: `SELECT ${COLUMNS} FROM quick_tickets WHERE hash = $1`,
      values: [hash],
    });
    return rows[0] && ticketOf(rows[0]);
  }

  async seen(hash: string, now: number, away: boolean): Promise<boolean> {
    const { rows } = await this.pool.query<{ found: boolean }>({
      name: 'quick-seen',
      text: `WITH touched AS (
               UPDATE quick_tickets SET seen_at = GREATEST(seen_at, $2), away = $3 WHERE hash = $1 AND seat IS NULL RETURNING hash
             )
             SELECT EXISTS (SELECT 1 FROM touched) OR EXISTS (SELECT 1 FROM quick_tickets WHERE hash = $1) AS found`,
      values: [hash, now, away],
    });
    return rows[0]?.found === true;
  }

  async cancel(hash: string): Promise<CancelOutcome> {
    const { rows } = await this.pool.query<{ removed: boolean; found: boolean }>(
      `WITH gone AS (DELETE FROM quick_tickets WHERE hash = $1 AND seat IS NULL RETURNING hash)
       SELECT EXISTS (SELECT 1 FROM gone) AS removed, EXISTS (SELECT 1 FROM quick_tickets WHERE hash = $1) AS found`,
      [hash],
    );
    // The outer SELECT sees the table as before the DELETE: a removed ticket is "found" too.
    if (rows[0]?.removed) return 'removed';
    return rows[0]?.found ? 'matched' : 'none';
  }

  async takeSeat(hash: string): Promise<QuickSeat | undefined> {
    const { rows } = await this.pool.query<{ seat: string }>(
      'DELETE FROM quick_tickets WHERE hash = $1 AND seat IS NOT NULL RETURNING seat',
      [hash],
    );
    return parseSeat(rows[0]?.seat ?? null);
  }

  async pairIn(queue: string, liveSince: number, now: number, seat: SeatTable): Promise<void> {
    await inTransaction(this.pool, async (client) => {
      await client.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [QUEUE_SPACE + queue]);
      const { rows } = await client.query<Row>(
        `SELECT ${COLUMNS} FROM quick_tickets
         WHERE queue = $1 AND seat IS NULL AND NOT away AND seen_at > $2
         ORDER BY created_at, hash FOR UPDATE`,
        [queue, liveSince],
      );
      const seats = rows.length > 0 ? await seat(rows.map(ticketOf)) : undefined;
      for (const [hash, given] of seats ?? []) {
        await client.query('UPDATE quick_tickets SET seat = $2, seen_at = $3 WHERE hash = $1', [hash, JSON.stringify(given), now]);
      }
    });
  }

  async expire(liveSince: number): Promise<number> {
    const { rowCount } = await this.pool.query('DELETE FROM quick_tickets WHERE seen_at <= $1', [liveSince]);
    return rowCount ?? 0;
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.pool.end();
  }
}
