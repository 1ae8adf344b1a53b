/**
 * boardgame.io storage on PostgreSQL, for several server instances sharing one database
 * (chosen with DATABASE_URL; SQLite stays the default). The same layout as the SQLite store:
 * one row per match, one row per log entry. A state write is refused unless it is newer than
 * the stored one (state ids compared inside the transaction), so an instance holding a stale
 * copy of a match can never overwrite a newer state written through another instance.
 */
import pg from 'pg';
import { Async } from 'boardgame.io/internal';
import type { LogEntry, Server, State, StorageAPI } from 'boardgame.io';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS matches (
  id            TEXT PRIMARY KEY,
  game_name     TEXT NOT NULL,
  initial_state JSONB NOT NULL,
  state         JSONB NOT NULL,
  state_id      INTEGER NOT NULL,
  metadata      JSONB NOT NULL,
  gameover      BOOLEAN NOT NULL,
  updated_at    BIGINT NOT NULL,
  created_seq   BIGSERIAL
);
CREATE INDEX IF NOT EXISTS matches_by_game ON matches (game_name, updated_at);
CREATE TABLE IF NOT EXISTS log_entries (
  seq      BIGSERIAL PRIMARY KEY,
  match_id TEXT NOT NULL,
  entry    JSONB NOT NULL
);
CREATE INDEX IF NOT EXISTS log_by_match ON log_entries (match_id, seq);
`;

/** Refused: the database already holds this state or a newer one. */
export class StaleWriteError extends Error {
  constructor(matchID: string, stateID: number) {
    super(`refused a stale write of match ${matchID}: state ${stateID} is not newer than the stored state`);
  }
}

const isOver = (metadata: Server.MatchData) => metadata.gameover !== undefined && metadata.gameover !== null;

export class PostgresStorage extends Async {
  private readonly pool: pg.Pool;

  constructor(connectionString: string) {
    super();
    this.pool = new pg.Pool({ connectionString, max: 10 });
  }

  override async connect(): Promise<void> {
    // Two instances starting together may both create the schema: serialise them.
    const client = await this.pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock(7354210)');
      await client.query(SCHEMA);
    } finally {
      await client.query('SELECT pg_advisory_unlock(7354210)').catch(() => undefined);
      client.release();
    }
  }

  async close(): Promise<void> {
    await this.pool.end();
  }

  async has(matchID: string): Promise<boolean> {
    const { rowCount } = await this.pool.query('SELECT 1 FROM matches WHERE id = $1', [matchID]);
    return (rowCount ?? 0) > 0;
  }

  override async createMatch(matchID: string, { initialState, metadata }: StorageAPI.CreateMatchOpts): Promise<void> {
    await this.pool.query(
      `INSERT INTO matches (id, game_name, initial_state, state, state_id, metadata, gameover, updated_at)
       VALUES ($1, $2, $3, $3, $4, $5, $6, $7)`,
      [matchID, metadata.gameName, JSON.stringify(initialState), initialState._stateID, JSON.stringify(metadata), isOver(metadata), metadata.updatedAt],
    );
  }

  override async setState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      const { rowCount } = await client.query(
        'UPDATE matches SET state = $1, state_id = $2 WHERE id = $3 AND state_id < $2',
        [JSON.stringify(state), state._stateID, matchID],
      );
      if (rowCount === 0) throw new StaleWriteError(matchID, state._stateID);
      for (const entry of deltalog ?? []) {
        await client.query('INSERT INTO log_entries (match_id, entry) VALUES ($1, $2)', [matchID, JSON.stringify(entry)]);
      }
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
  }

  override async setMetadata(matchID: string, metadata: Server.MatchData): Promise<void> {
    await this.pool.query('UPDATE matches SET metadata = $1, gameover = $2, updated_at = $3 WHERE id = $4', [
      JSON.stringify(metadata), isOver(metadata), metadata.updatedAt, matchID,
    ]);
  }

  override async fetch<O extends StorageAPI.FetchOpts>(matchID: string, opts: O): Promise<StorageAPI.FetchResult<O>> {
    const result: Partial<StorageAPI.FetchFields> = {};
    const columns = [opts.state && 'state', opts.initialState && 'initial_state', opts.metadata && 'metadata'].filter(
      (c): c is string => typeof c === 'string',
    );
    if (columns.length > 0) {
      const { rows } = await this.pool.query<Record<string, unknown>>(`SELECT ${columns.join(', ')} FROM matches WHERE id = $1`, [matchID]);
      const row = rows[0];
      if (row?.state !== undefined) result.state = row.state as State;
      if (row?.initial_state !== undefined) result.initialState = row.initial_state as State;
      if (row?.metadata !== undefined) result.metadata = row.metadata as Server.MatchData;
    }
    if (opts.log) {
      const { rows } = await this.pool.query<{ entry: LogEntry }>('SELECT entry FROM log_entries WHERE match_id = $1 ORDER BY seq', [matchID]);
      result.log = rows.map((r) => r.entry);
    }
    return result as StorageAPI.FetchResult<O>;
  }

  override async wipe(matchID: string): Promise<void> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      await client.query('DELETE FROM log_entries WHERE match_id = $1', [matchID]);
      await client.query('DELETE FROM matches WHERE id = $1', [matchID]);
      await client.query('COMMIT');
    } catch (error) {
      await client.query('ROLLBACK');
      throw error;
    } finally {
      client.release();
    }
  }

  /** The filters boardgame.io's lobby and FlatFile use: updatedBefore / updatedAfter are strict. */
  override async listMatches(opts?: StorageAPI.ListMatchesOpts): Promise<string[]> {
    const clauses: string[] = [];
    const params: (string | number | boolean)[] = [];
    const add = (sql: string, value: string | number | boolean) => {
      params.push(value);
      clauses.push(sql.replace('?', `$${params.length}`));
    };
    if (opts?.gameName !== undefined) add('game_name = ?', opts.gameName);
    const where = opts?.where ?? {};
    if (where.isGameover !== undefined) add('gameover = ?', where.isGameover);
    if (where.updatedBefore !== undefined) add('updated_at < ?', where.updatedBefore);
    if (where.updatedAfter !== undefined) add('updated_at > ?', where.updatedAfter);
    const sql = `SELECT id FROM matches${clauses.length ? ` WHERE ${clauses.join(' AND ')}` : ''} ORDER BY created_seq`;
    const { rows } = await this.pool.query<{ id: string }>(sql, params);
    return rows.map((r) => r.id);
  }
}
