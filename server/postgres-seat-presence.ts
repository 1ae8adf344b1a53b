/**
 * Which seats have a socket on another instance, with several instances on one PostgreSQL: what
 * a claim of the win and the public list read for a seat whose socket is not here.
 *
 * boardgame.io's stored flag (`isConnected`) could not be it. Only the instance holding a seat's
 * socket writes the flag back to false, and one that died (SIGKILL, out of memory) never does: its
 * seats read as connected for good, so nobody could claim against a player who had gone with it
 * (found by an attacker on a cluster).
 *
 * Each instance keeps one row per seat it holds a socket of (`seat_presence`): written when the
 * seat's first socket here registers, deleted when its last one goes, and refreshed every `beatMs`
 * (all of this instance's rows in one statement; rows of seats no longer held go then too, should
 * a write have failed). A row counts while it was refreshed within `FRESH_BEATS` beats: an
 * instance that died stops refreshing its rows, and its seats read as away a few beats later. The
 * database's clock stamps every row, so instances' clocks may differ.
 *
 * One seat's writes run one after another: a reload's "gone" and "here" arrive together, and run
 * on two connections they could land in either order. Only the last one asked for waits behind
 * the one under way: with the database slow or away, a seat that comes and goes a thousand times
 * still holds one write in memory, not a thousand.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { SeatPresence } from './seat-checked-transport';
import { createSchema } from './postgres-transaction';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS seat_presence (
  match_id  TEXT NOT NULL,
  player_id TEXT NOT NULL,
  instance  TEXT NOT NULL,
  seen_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (match_id, player_id, instance)
);
CREATE INDEX IF NOT EXISTS seat_presence_by_instance ON seat_presence (instance);
`;

/** Serialises the schema's creation by instances starting together (the matches' lock is 7354210). */
const SCHEMA_LOCK = 7354214;
/** A row counts for this many beats after its last refresh: two missed beats are not a death. */
const FRESH_BEATS = 2.5;

export interface HeldSeat {
  matchID: string;
  playerID: string;
}

export class PostgresSeatPresence implements SeatPresence {
  private readonly pool: pg.Pool;
  private readonly instance = randomUUID();
  /** Per seat with a write under way, whether it is here as last told (written once that write is done). */
  private readonly wanted = new Map<string, boolean | undefined>();
  /** The seats' writes under way, each until its seat has none left to make. */
  private readonly writing = new Set<Promise<void>>();
  private beating = false;
  private timer: NodeJS.Timeout | undefined;
  /** Set at `close()`: nothing is written after it. */
  private closed = false;
  /** Whether the last write failed: said once, until one succeeds again. */
  private failing = false;

  constructor(
    connectionString: string,
    private readonly held: () => Iterable<HeldSeat>,
    private readonly beatMs = 30_000,
    poolSize = 2,
  ) {
    this.pool = new pg.Pool({ connectionString, max: poolSize });
    this.pool.on('error', (error) => {
      if (!this.closed) console.error('postgres (seat presence): idle connection lost:', error.message);
    });
  }

  async connect(): Promise<void> {
    await createSchema(this.pool, SCHEMA_LOCK, [SCHEMA]);
  }

  /** Beats every `beatMs` from now on. */
  start(): void {
    this.timer ??= setInterval(() => void this.beat(), this.beatMs);
    this.timer.unref();
  }

  online(matchID: string, playerID: string): void {
    this.want(matchID, playerID, true);
  }

  offline(matchID: string, playerID: string): void {
    this.want(matchID, playerID, false);
  }

  /** Whether a socket of the seat is registered on another instance that is alive. */
  async elsewhere(matchID: string, playerID: string): Promise<boolean> {
    const { rows } = await this.pool.query<{ here: boolean }>({
      name: 'seat-presence-elsewhere',
      text: `SELECT EXISTS (
               SELECT 1 FROM seat_presence
               WHERE match_id = $1 AND player_id = $2 AND instance <> $3 AND seen_at > now() - make_interval(secs => $4)
             ) AS here`,
      values: [matchID, playerID, this.instance, (FRESH_BEATS * this.beatMs) / 1000],
    });
    return rows[0]?.here === true;
  }

  /**
   * Refreshes this instance's rows to the seats it holds now. Rows of another instance unrefreshed
   * for an hour are deleted: it is gone, and cannot.
   */
  async beat(): Promise<void> {
    // One at a time: with the database slow, beats must not pile up.
    if (this.closed || this.beating) return;
    this.beating = true;
    const seats = [...this.held()];
    await this.guarded(async () => {
      await this.pool.query(
        `WITH held AS (SELECT * FROM unnest($1::text[], $2::text[]) AS h (match_id, player_id)),
         refreshed AS (
           INSERT INTO seat_presence (match_id, player_id, instance) SELECT match_id, player_id, $3 FROM held
           ON CONFLICT (match_id, player_id, instance) DO UPDATE SET seen_at = now()
         )
         DELETE FROM seat_presence p
         WHERE (p.instance = $3 AND NOT EXISTS (SELECT 1 FROM held h WHERE h.match_id = p.match_id AND h.player_id = p.player_id))
            OR (p.instance <> $3 AND p.seen_at < now() - interval '1 hour')`,
        [seats.map((s) => s.matchID), seats.map((s) => s.playerID), this.instance],
      );
    });
    this.beating = false;
  }

  /** Stops refreshing and takes this instance's rows out: its seats are away at once elsewhere. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.timer);
    await Promise.all(this.writing);
    await this.pool.query('DELETE FROM seat_presence WHERE instance = $1', [this.instance]).catch(() => undefined);
    await this.pool.end();
  }

  private want(matchID: string, playerID: string, here: boolean): void {
    if (this.closed) return;
    const key = JSON.stringify([matchID, playerID]);
    const busy = this.wanted.has(key);
    this.wanted.set(key, here);
    if (busy) return;
    const done = this.writeSeat(key, matchID, playerID).finally(() => this.writing.delete(done));
    this.writing.add(done);
  }

  /** Writes the seat as wanted, again while it was told otherwise meanwhile. */
  private async writeSeat(key: string, matchID: string, playerID: string): Promise<void> {
    for (let here = this.wanted.get(key); here !== undefined; here = this.wanted.get(key)) {
      this.wanted.set(key, undefined);
      const values = [matchID, playerID, this.instance];
      await this.guarded(() =>
        here
          ? this.pool.query(
              `INSERT INTO seat_presence (match_id, player_id, instance) VALUES ($1, $2, $3)
               ON CONFLICT (match_id, player_id, instance) DO UPDATE SET seen_at = now()`,
              values,
            )
          : this.pool.query('DELETE FROM seat_presence WHERE match_id = $1 AND player_id = $2 AND instance = $3', values),
      );
    }
    this.wanted.delete(key);
  }

  /** A database fault is said (once while it lasts), never thrown: the next beat writes every seat again. */
  private async guarded(write: () => Promise<unknown>): Promise<void> {
    try {
      await write();
      this.failing = false;
    } catch (error) {
      if (!this.failing && !this.closed)
        console.error('postgres (seat presence): a write failed; the next beat tries again:', (error as Error).message);
      this.failing = true;
    }
  }
}
