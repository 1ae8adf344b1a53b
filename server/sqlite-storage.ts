/**
 * boardgame.io storage on SQLite (better-sqlite3, WAL). One row per match (initial state, state,
 * metadata, plus the columns `listMatches` filters on) and one row per log entry, so a move
 * appends instead of rewriting the whole log. Every write is one transaction: after a crash or
 * `kill -9` a match is exactly as of its last accepted move. `synchronous = NORMAL` is durable
 * against process crashes (the WAL is in the OS before a write returns); only a power cut may
 * drop the last transactions.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { Async } from 'boardgame.io/internal';
import type { LogEntry, Server, State, StorageAPI } from 'boardgame.io';

const SCHEMA = `
CREATE TABLE IF NOT EXISTS matches (
  id            TEXT PRIMARY KEY,
  game_name     TEXT NOT NULL,
  initial_state TEXT NOT NULL,
  state         TEXT NOT NULL,
  metadata      TEXT NOT NULL,
  gameover      INTEGER NOT NULL,
  updated_at    INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS matches_by_game ON matches (game_name, updated_at);
CREATE TABLE IF NOT EXISTS log_entries (
  seq      INTEGER PRIMARY KEY,
  match_id TEXT NOT NULL,
  entry    TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS log_by_match ON log_entries (match_id, seq);
`;

type Row = Partial<Record<'state' | 'initial_state' | 'metadata', string>>;

const isOver = (metadata: Server.MatchData) => metadata.gameover !== undefined && metadata.gameover !== null;

export class SqliteStorage extends Async {
  readonly db: Database.Database;
  private readonly selects = new Map<string, Database.Statement<[string], Row>>();
  private readonly statements;
  private readonly writeState: (matchID: string, state: State, deltalog?: LogEntry[]) => void;

  constructor(file: string) {
    super();
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('synchronous = NORMAL');
    this.db.pragma('busy_timeout = 5000');
    this.db.exec(SCHEMA);
    const db = this.db;
    this.statements = {
      insert: db.prepare<[string, string, string, string, string, number, number]>(
        'INSERT INTO matches (id, game_name, initial_state, state, metadata, gameover, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?)'),
      setState: db.prepare<[string, string]>('UPDATE matches SET state = ? WHERE id = ?'),
      setMetadata: db.prepare<[string, number, number, string]>('UPDATE matches SET metadata = ?, gameover = ?, updated_at = ? WHERE id = ?'),
      appendLog: db.prepare<[string, string]>('INSERT INTO log_entries (match_id, entry) VALUES (?, ?)'),
      log: db.prepare<[string], { entry: string }>('SELECT entry FROM log_entries WHERE match_id = ? ORDER BY seq'),
      gameOf: db.prepare<[string], { game_name: string }>('SELECT game_name FROM matches WHERE id = ?'),
      wipeMatch: db.prepare<[string]>('DELETE FROM matches WHERE id = ?'),
      wipeLog: db.prepare<[string]>('DELETE FROM log_entries WHERE match_id = ?'),
    };
    // The state and its log entries commit together or not at all.
    this.writeState = db.transaction((matchID: string, state: State, deltalog?: LogEntry[]) => {
      this.statements.setState.run(JSON.stringify(state), matchID);
      for (const entry of deltalog ?? []) this.statements.appendLog.run(matchID, JSON.stringify(entry));
    });
  }

  /** Opens (creating if needed) `matches.sqlite` in `dataDir`. */
  static inDirectory(dataDir: string): SqliteStorage {
    mkdirSync(dataDir, { recursive: true });
    return new SqliteStorage(join(dataDir, 'matches.sqlite'));
  }

  override async connect(): Promise<void> {}

  close(): void {
    if (this.db.open) this.db.close();
  }

  /** The game of a match, or undefined if there is none; synchronous, for the socket guards. */
  gameOf(matchID: string): string | undefined {
    return this.statements.gameOf.get(matchID)?.game_name;
  }

  override async createMatch(matchID: string, { initialState, metadata }: StorageAPI.CreateMatchOpts): Promise<void> {
    const initial = JSON.stringify(initialState);
    this.statements.insert.run(matchID, metadata.gameName, initial, initial, JSON.stringify(metadata),
      isOver(metadata) ? 1 : 0, metadata.updatedAt);
  }

  override async setState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<void> {
    this.writeState(matchID, state, deltalog);
  }

  override async setMetadata(matchID: string, metadata: Server.MatchData): Promise<void> {
    this.statements.setMetadata.run(JSON.stringify(metadata), isOver(metadata) ? 1 : 0, metadata.updatedAt, matchID);
  }

  override async fetch<O extends StorageAPI.FetchOpts>(matchID: string, opts: O): Promise<StorageAPI.FetchResult<O>> {
    const result: Partial<StorageAPI.FetchFields> = {};
    const columns = (['state', 'initial_state', 'metadata'] as const).filter((c) =>
      c === 'initial_state' ? opts.initialState : opts[c]);
    if (columns.length > 0) {
      const row = this.select(columns).get(matchID);
      if (row?.state !== undefined) result.state = JSON.parse(row.state) as State;
      if (row?.initial_state !== undefined) result.initialState = JSON.parse(row.initial_state) as State;
      if (row?.metadata !== undefined) result.metadata = JSON.parse(row.metadata) as Server.MatchData;
    }
    if (opts.log) {
      // boardgame.io treats a missing log as an empty one; a match that does not exist has none.
      result.log = this.statements.log.all(matchID).map((r) => JSON.parse(r.entry) as LogEntry);
    }
    return result as StorageAPI.FetchResult<O>;
  }

  private select(columns: readonly string[]): Database.Statement<[string], Row> {
    const key = columns.join(',');
    let statement = this.selects.get(key);
    if (!statement) {
      statement = this.db.prepare<[string], Row>(`SELECT ${key} FROM matches WHERE id = ?`);
      this.selects.set(key, statement);
    }
    return statement;
  }

  override async wipe(matchID: string): Promise<void> {
    this.db.transaction(() => {
      this.statements.wipeMatch.run(matchID);
      this.statements.wipeLog.run(matchID);
    })();
  }

  /** The filters boardgame.io's lobby and FlatFile use: updatedBefore / updatedAfter are strict. */
  override async listMatches(opts?: StorageAPI.ListMatchesOpts): Promise<string[]> {
    const clauses: string[] = [];
    const params: (string | number)[] = [];
    if (opts?.gameName !== undefined) {
      clauses.push('game_name = ?');
      params.push(opts.gameName);
    }
    const where = opts?.where ?? {};
    if (where.isGameover !== undefined) {
      clauses.push('gameover = ?');
      params.push(where.isGameover ? 1 : 0);
    }
    if (where.updatedBefore !== undefined) {
      clauses.push('updated_at < ?');
      params.push(where.updatedBefore);
    }
    if (where.updatedAfter !== undefined) {
      clauses.push('updated_at > ?');
      params.push(where.updatedAfter);
    }
    const sql = `SELECT id FROM matches${clauses.length ? ` WHERE ${clauses.join(' AND ')}` : ''} ORDER BY rowid`;
    return this.db.prepare<(string | number)[], { id: string }>(sql).all(...params).map((r) => r.id);
  }
}
