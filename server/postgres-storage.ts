/**
 * boardgame.io storage on PostgreSQL, for several server instances sharing one database
 * (chosen with DATABASE_URL; SQLite stays the default). The same layout as the SQLite store:
 * one row per match, one row per log entry; JSON is stored as text, byte for byte as written
 * (JSONB would reorder keys and cost a parse per move).
 *
 * A state write is refused unless it is newer than the stored one: the state ids are compared
 * inside the single statement that writes the state and appends its log entries, under the
 * match row's lock, so an instance holding a stale copy of a match (two instances racing on one
 * match, or a move computed before another instance's commit) can never overwrite a newer state
 * or append a log that does not belong to it. The refused write throws `StaleWriteError`, and
 * the after-commit pub/sub then drops that move's broadcast.
 */
import pg from 'pg';
import { Async } from 'boardgame.io/internal';
import type { LogEntry, Server, State, StorageAPI } from 'boardgame.io';
import { isOver, type MatchListOpts, type Seats } from './after-commit-pubsub';
import { PLAYER_SCHEMA, PostgresPlayerStore } from './postgres-players';
import type { PlayerStore } from './player-store';
import { createSchema } from './postgres-transaction';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS matches (
  id            TEXT PRIMARY KEY,
  game_name     TEXT NOT NULL,
  initial_state TEXT NOT NULL,
  state         TEXT NOT NULL,
  state_id      INTEGER NOT NULL,
  metadata      TEXT NOT NULL,
  gameover      BOOLEAN NOT NULL,
  updated_at    BIGINT NOT NULL,
  created_seq   BIGSERIAL
);
CREATE INDEX IF NOT EXISTS matches_by_game ON matches (game_name, updated_at);
CREATE INDEX IF NOT EXISTS matches_by_update ON matches (updated_at);
CREATE TABLE IF NOT EXISTS log_entries (
  seq      BIGSERIAL PRIMARY KEY,
  match_id TEXT NOT NULL,
  entry    TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS log_by_match ON log_entries (match_id, seq);
`;

/**
 * The `unlisted` column the public list filters on, as in the SQLite store (`sqlite-writes.ts`
 * says why): a database made before gains it, filled from each match's metadata (under the
 * schema lock).
 */
const UNLISTED_COLUMN = `
DO $$ BEGIN
  IF NOT EXISTS (SELECT 1 FROM information_schema.columns
                 WHERE table_schema = current_schema() AND table_name = 'matches' AND column_name = 'unlisted') THEN
    ALTER TABLE matches ADD COLUMN unlisted BOOLEAN NOT NULL DEFAULT false;
    UPDATE matches SET unlisted = true WHERE metadata::jsonb -> 'unlisted' = 'true'::jsonb;
  END IF;
END $$;
`;

/** Any 64-bit number, the same on every instance: serialises the schema creation. */
const SCHEMA_LOCK = 7354210;

/**
 * One statement (so one transaction and one round trip): the state is written only if its id
 * is newer, and the log entries are appended only if the state was. The outer SELECT sees the
 * row as it was before this statement. A state that ends the match marks the row over at once:
 * boardgame.io writes the metadata that says so in a second statement, and an instance that dies
 * between the two must not leave a finished match that the players' reconcile
 * (`match-settlement.ts`, which lists matches by this column) never finds.
 */
const WRITE_STATE = `
WITH written AS (
  UPDATE matches SET state = $2, state_id = $3, gameover = gameover OR $5 WHERE id = $1 AND state_id < $3 RETURNING id
), logged AS (
  INSERT INTO log_entries (match_id, entry)
  SELECT written.id, e.entry FROM written, unnest($4::text[]) WITH ORDINALITY AS e(entry, n) ORDER BY e.n
)
SELECT (SELECT count(*) FROM written)::int AS written, (SELECT state_id FROM matches WHERE id = $1) AS stored`;

/** Refused: the database already holds this state or a newer one (or no such match). */
/**
 * A metadata write ($1 the metadata, $2 whether it is over, $3 its updatedAt): a match that is over
 * stays over and updatedAt never goes back (see setMetadata).
 */
const METADATA_WRITE = `
  metadata = CASE WHEN gameover AND NOT $2 AND metadata::jsonb ? 'gameover'
    THEN jsonb_set($1::text::jsonb, '{gameover}', metadata::jsonb -> 'gameover')::text ELSE $1::text END,
  gameover = gameover OR $2,
  updated_at = GREATEST(updated_at, $3)`;

export class StaleWriteError extends Error {
  constructor(
    readonly matchID: string,
    readonly stateID: number,
    readonly storedStateID: number | undefined,
  ) {
    super(
      storedStateID === undefined
        ? `refused a write of state ${stateID} of match ${matchID}: no such match`
        : `refused a stale write of match ${matchID}: state ${stateID} is not newer than the stored state ${storedStateID}`,
    );
    this.name = 'StaleWriteError';
  }
}

type Row = Partial<Record<'state' | 'initial_state' | 'metadata', string>>;

export class PostgresStorage extends Async {
  readonly pool: pg.Pool;
  private closed = false;

  constructor(connectionString: string, poolSize = 10) {
    super();
    this.pool = new pg.Pool({ connectionString, max: poolSize });
    // An idle connection that breaks (database restart, network) must not end the process:
    // the pool drops it and the next query opens a new one.
    this.pool.on('error', (error) => {
      if (!this.closed) console.error('postgres: idle connection lost:', error.message);
    });
  }

  override async connect(): Promise<void> {
    await createSchema(this.pool, SCHEMA_LOCK, [SCHEMA, UNLISTED_COLUMN, PLAYER_SCHEMA]);
  }

  /** The players, their ratings and finished matches, in this same database (`postgres-players.ts`). */
  players(): PlayerStore {
    return new PostgresPlayerStore(this.pool);
  }

  async close(): Promise<void> {
    this.closed = true;
    await this.pool.end();
  }

  /** The game of a match, or undefined if there is none (for the socket guards). */
  async seatsOf(matchID: string): Promise<Seats | undefined> {
    return (await this.fetch(matchID, { metadata: true })).metadata?.players;
  }

  async gameOf(matchID: string): Promise<string | undefined> {
    const { rows } = await this.pool.query<{ game_name: string }>({
      name: 'game-of',
      text: 'SELECT game_name FROM matches WHERE id = $1',
      values: [matchID],
    });
    return rows[0]?.game_name;
  }

  override async createMatch(matchID: string, { initialState, metadata }: StorageAPI.CreateMatchOpts): Promise<void> {
    const initial = JSON.stringify(initialState);
    await this.pool.query(
      `INSERT INTO matches (id, game_name, initial_state, state, state_id, metadata, gameover, unlisted, updated_at)
       VALUES ($1, $2, $3, $3, $4, $5, $6, $7, $8)`,
      [
        matchID,
        metadata.gameName,
        initial,
        initialState._stateID,
        JSON.stringify(metadata),
        isOver(metadata),
        metadata.unlisted === true,
        metadata.updatedAt,
      ],
    );
  }

  override async setState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<void> {
    const entries = (deltalog ?? []).map((entry) => JSON.stringify(entry));
    const { rows } = await this.pool.query<{ written: number; stored: number | null }>({
      name: 'write-state',
      text: WRITE_STATE,
      values: [matchID, JSON.stringify(state), state._stateID, entries, state.ctx.gameover !== undefined],
    });
    const { written, stored } = rows[0]!;
    if (written === 1) return;
    // boardgame.io writes the unchanged state back after a refused (invalid) move: same id, no
    // log. That is not a conflict: the stored state is that very state.
    if (stored === state._stateID && entries.length === 0) return;
    throw new StaleWriteError(matchID, state._stateID, stored ?? undefined);
  }

  /**
   * boardgame.io writes metadata it read earlier (each move, each connection change), and with
   * two instances on a match an older copy can land after the one that ended the match: a
   * match that is over stays over (its gameover is kept, where the metadata has one yet: the
   * final state may have marked the row over first), and updatedAt never goes back.
   */
  override async setMetadata(matchID: string, metadata: Server.MatchData): Promise<void> {
    await this.pool.query({
      name: 'write-metadata',
      text: `UPDATE matches SET ${METADATA_WRITE} WHERE id = $4`,
      values: [JSON.stringify(metadata), isOver(metadata), metadata.updatedAt, matchID],
    });
  }

  /**
   * `setMetadata` only if the metadata stored is still `expected` but for its `updatedAt` (a move
   * elsewhere changes only that; compared as JSON values): false, and nothing written, if anything
   * else changed meanwhile. The check and the write are one statement, so another instance's join
   * or rematch cannot land between them.
   */
  async setMetadataIfUnchanged(matchID: string, metadata: Server.MatchData, expected: Server.MatchData): Promise<boolean> {
    const { rowCount } = await this.pool.query({
      name: 'write-metadata-if-unchanged',
      text: `UPDATE matches SET ${METADATA_WRITE} WHERE id = $4 AND metadata::jsonb - 'updatedAt' = $5::jsonb - 'updatedAt'`,
      values: [JSON.stringify(metadata), isOver(metadata), metadata.updatedAt, matchID, JSON.stringify(expected)],
    });
    return rowCount === 1;
  }

  override async fetch<O extends StorageAPI.FetchOpts>(matchID: string, opts: O): Promise<StorageAPI.FetchResult<O>> {
    const result: Partial<StorageAPI.FetchFields> = {};
    const columns = (['state', 'initial_state', 'metadata'] as const).filter((c) => (c === 'initial_state' ? opts.initialState : opts[c]));
    // Named: prepared once per connection and column set (the Master fetches on every move).
    const select = columns.join(', ');
    const row =
      columns.length > 0
        ? (await this.pool.query<Row>({ name: `fetch-${select}`, text: `SELECT ${select} FROM matches WHERE id = $1`, values: [matchID] }))
            .rows[0]
        : undefined;
    if (row?.state !== undefined) result.state = JSON.parse(row.state) as State;
    if (row?.initial_state !== undefined) result.initialState = JSON.parse(row.initial_state) as State;
    if (row?.metadata !== undefined) result.metadata = JSON.parse(row.metadata) as Server.MatchData;
    if (opts.log) {
      // boardgame.io treats a missing log as an empty one; a match that does not exist has none.
      const { rows } = await this.pool.query<{ entry: string }>({
        name: 'fetch-log',
        text: 'SELECT entry FROM log_entries WHERE match_id = $1 ORDER BY seq',
        values: [matchID],
      });
      result.log = rows.map((r) => JSON.parse(r.entry) as LogEntry);
    }
    return result as StorageAPI.FetchResult<O>;
  }

  override async wipe(matchID: string): Promise<void> {
    // One statement: the match and its log go together.
    await this.pool.query('WITH gone AS (DELETE FROM log_entries WHERE match_id = $1) DELETE FROM matches WHERE id = $1', [matchID]);
  }

  /** The filters boardgame.io's lobby and FlatFile use (updatedBefore / updatedAfter are strict), and `listedOnly`. */
  override async listMatches(opts?: MatchListOpts): Promise<string[]> {
    const clauses: string[] = [];
    const params: (string | number | boolean)[] = [];
    const add = (column: string, operator: string, value: string | number | boolean) => {
      params.push(value);
      clauses.push(`${column} ${operator} $${params.length}`);
    };
    if (opts?.gameName !== undefined) add('game_name', '=', opts.gameName);
    if (opts?.listedOnly) add('unlisted', '=', false);
    const where = opts?.where ?? {};
    if (where.isGameover !== undefined) add('gameover', '=', where.isGameover);
    if (where.updatedBefore !== undefined) add('updated_at', '<', where.updatedBefore);
    if (where.updatedAfter !== undefined) add('updated_at', '>', where.updatedAfter);
    const sql = `SELECT id FROM matches${clauses.length ? ` WHERE ${clauses.join(' AND ')}` : ''} ORDER BY created_seq`;
    const { rows } = await this.pool.query<{ id: string }>(sql, params);
    return rows.map((r) => r.id);
  }
}
