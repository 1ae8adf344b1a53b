/**
 * Which seats have a socket on another instance, and when another instance last saw one, with
 * several instances on one PostgreSQL: what a claim of the win and the public list read for a
 * seat whose socket is not here.
 *
 * boardgame.io's stored flag (`isConnected`) could not be it. Only the instance holding a seat's
 * socket writes the flag back to false, and one that died (SIGKILL, out of memory) never does: its
 * seats read as connected for good, so nobody could claim against a player who had gone with it
 * (found by an attacker on a cluster).
 *
 * Each instance keeps one row per seat it has held a socket of (`seat_presence`): marked here when
 * the seat's first socket here registers, marked gone (with the time) when its last one goes, and
 * refreshed every `beatMs` (all of this instance's rows in one statement, which also marks gone
 * the seats no longer held, should a write have failed). A row that says here counts while it was
 * refreshed within `FRESH_BEATS` beats: an instance that died stops refreshing its rows, and its
 * seats read as away a few beats later. Every row also says when that instance last saw the seat:
 * a claim counts the seat's time away from then at the earliest. Counted from when the claimant's
 * instance last saw it go, a player who had been on another instance since was claimable the
 * moment they reloaded there (found by an attacker). The database's clock stamps every row and
 * measures how long ago, so instances' clocks may differ.
 *
 * One seat's writes run one after another: a reload's "gone" and "here" arrive together, and run
 * on two connections they could land in either order. Only the last one asked for waits behind
 * the one under way: with the database slow or away, a seat that comes and goes a thousand times
 * still holds one write in memory, not a thousand.
 */
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import type { SeatSeen } from './away-seats';
import type { HeldSeat, SeatPresence } from './seat-checked-transport';
import { createSchema } from './postgres-transaction';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS seat_presence (
  match_id  TEXT NOT NULL,
  player_id TEXT NOT NULL,
  instance  TEXT NOT NULL,
  here      BOOLEAN NOT NULL,
  seen_at   TIMESTAMPTZ NOT NULL DEFAULT now(),
  PRIMARY KEY (match_id, player_id, instance)
);
CREATE INDEX IF NOT EXISTS seat_presence_by_instance ON seat_presence (instance);
`;

/** Serialises the schema's creation by instances starting together (the matches' lock is 7354210). */
const SCHEMA_LOCK = 7354214;
/** A row counts as here for this many beats after its last refresh: two missed beats are not a death. */
const FRESH_BEATS = 2.5;

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

  /** Whether a socket of the seat is registered on another instance alive, and when another instance last saw one. */
  async seen(matchID: string, playerID: string): Promise<SeatSeen> {
    const { rows } = await this.pool.query<{ here: boolean | null; ago_ms: number | null }>({
      name: 'seat-presence-seen',
      text: `SELECT bool_or(here AND seen_at > now() - make_interval(secs => $4)) AS here,
                    (EXTRACT(EPOCH FROM now() - max(seen_at)) * 1000)::float8 AS ago_ms
             FROM seat_presence WHERE match_id = $1 AND player_id = $2 AND instance <> $3`,
      values: [matchID, playerID, this.instance, (FRESH_BEATS * this.beatMs) / 1000],
    });
    const [row] = rows;
    const here = row?.here === true;
    return row?.ago_ms === null || row?.ago_ms === undefined ? { here } : { here, lastSeenAt: Date.now() - Math.max(0, row.ago_ms) };
  }

  /**
   * Refreshes this instance's rows to the seats it holds now; a seat no longer held is marked gone
   * as of now, the latest it can have gone (unless its row was written within half a beat: a seat
   * that came after the list was taken).
   * Rows unrefreshed for an hour are deleted, those of an instance gone too: it cannot.
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
           INSERT INTO seat_presence (match_id, player_id, instance, here) SELECT match_id, player_id, $3, true FROM held
           ON CONFLICT (match_id, player_id, instance) DO UPDATE SET here = true, seen_at = now()
         ),
         gone AS (
           UPDATE seat_presence p SET here = false, seen_at = now()
           WHERE p.instance = $3 AND p.here AND p.seen_at < now() - make_interval(secs => $4)
             AND NOT EXISTS (SELECT 1 FROM held h WHERE h.match_id = p.match_id AND h.player_id = p.player_id)
         )
         DELETE FROM seat_presence p WHERE p.seen_at < now() - interval '1 hour' AND (p.instance <> $3 OR NOT p.here)`,
        [seats.map((s) => s.matchID), seats.map((s) => s.playerID), this.instance, this.beatMs / 2000],
      );
    });
    this.beating = false;
  }

  /** Stops refreshing and marks this instance's seats gone now: they are away at once elsewhere. */
  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    clearInterval(this.timer);
    await Promise.all(this.writing);
    await this.pool
      .query('UPDATE seat_presence SET here = false, seen_at = now() WHERE instance = $1 AND here', [this.instance])
      .catch(() => undefined);
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
      await this.guarded(() =>
        this.pool.query(
          `INSERT INTO seat_presence (match_id, player_id, instance, here) VALUES ($1, $2, $3, $4)
           ON CONFLICT (match_id, player_id, instance) DO UPDATE SET here = $4, seen_at = now()`,
          [matchID, playerID, this.instance, here],
        ),
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
