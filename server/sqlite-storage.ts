/**
 * boardgame.io storage on SQLite (better-sqlite3, WAL). One row per match (initial state, state,
 * metadata, plus the columns `listMatches` filters on) and one row per log entry, so a move
 * appends instead of rewriting the whole log. Every write is one transaction: after a crash or
 * `kill -9` a match is exactly as of its last accepted move. `synchronous = NORMAL` is durable
 * against process crashes (the WAL is in the OS before a write returns); only a power cut may
 * drop the last transactions.
 *
 * This process is the file's only writer, so it keeps the last state it wrote of recently used
 * matches (parsed) and their metadata: a move does not read back and re-parse what the previous
 * move wrote. A move that only advances `updatedAt` rewrites the metadata at most every
 * UPDATED_AT_STEP_MS: `fetch` still returns the fresh value, while `listMatches`' time filters
 * (the cleanup job's, in hours) and a restart may see a match a few seconds older than it is.
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

/** How many matches' latest state and metadata stay in memory (least recently used dropped). */
const RECENT_MATCHES = 2_000;
const UPDATED_AT_STEP_MS = 5_000;

interface Recent {
  /** The last state written or read; frozen outside production, so a mutation would throw in tests. */
  state?: State;
  /** The metadata as last written, without `updatedAt`, and the `updatedAt` it was stored with. */
  metadataBody?: string;
  storedUpdatedAt?: number;
  updatedAt?: number;
}

const FREEZE = process.env.NODE_ENV !== 'production';

function deepFreeze<T>(value: T): T {
  // Into frozen objects too: a move's new G comes frozen at the top only.
  if (typeof value === 'object' && value !== null) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}

const withoutUpdatedAt = ({ updatedAt: _updatedAt, ...rest }: Server.MatchData) => JSON.stringify(rest);

const isOver = (metadata: Server.MatchData) => metadata.gameover !== undefined && metadata.gameover !== null;

export class SqliteStorage extends Async {
  readonly db: Database.Database;
  private readonly selects = new Map<string, Database.Statement<[string], Row>>();
  private readonly statements;
  private readonly writeState: (matchID: string, state: State, deltalog?: LogEntry[]) => void;
  private readonly recent = new Map<string, Recent>();

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
    this.remember(matchID).state = FREEZE ? deepFreeze(state) : state;
  }

  override async setMetadata(matchID: string, metadata: Server.MatchData): Promise<void> {
    const recent = this.remember(matchID);
    const body = withoutUpdatedAt(metadata);
    const unchanged = body === recent.metadataBody && recent.storedUpdatedAt !== undefined;
    if (!unchanged || metadata.updatedAt - (recent.storedUpdatedAt ?? 0) >= UPDATED_AT_STEP_MS) {
      this.statements.setMetadata.run(JSON.stringify(metadata), isOver(metadata) ? 1 : 0, metadata.updatedAt, matchID);
      recent.storedUpdatedAt = metadata.updatedAt;
    }
    recent.metadataBody = body;
    recent.updatedAt = metadata.updatedAt;
  }

  override async fetch<O extends StorageAPI.FetchOpts>(matchID: string, opts: O): Promise<StorageAPI.FetchResult<O>> {
    const result: Partial<StorageAPI.FetchFields> = {};
    const recent = this.recent.get(matchID);
    const cachedState = opts.state ? recent?.state : undefined;
    const cachedMetadata = opts.metadata && recent?.metadataBody !== undefined ? recent : undefined;
    if (cachedState) result.state = cachedState;
    if (cachedMetadata) {
      // A fresh object each time: the lobby edits the metadata it fetched before writing it back.
      result.metadata = { ...(JSON.parse(cachedMetadata.metadataBody!) as Server.MatchData), updatedAt: cachedMetadata.updatedAt! };
    }
    const columns = (['state', 'initial_state', 'metadata'] as const).filter((c) =>
      c === 'initial_state' ? opts.initialState : c === 'state' ? opts.state && !cachedState : opts.metadata && !cachedMetadata);
    if (columns.length > 0) {
      const row = this.select(columns).get(matchID);
      if (row?.state !== undefined) {
        result.state = JSON.parse(row.state) as State;
        this.remember(matchID).state = FREEZE ? deepFreeze(result.state) : result.state;
      }
      if (row?.initial_state !== undefined) result.initialState = JSON.parse(row.initial_state) as State;
      if (row?.metadata !== undefined) {
        result.metadata = JSON.parse(row.metadata) as Server.MatchData;
        const remembered = this.remember(matchID);
        remembered.metadataBody = withoutUpdatedAt(result.metadata);
        remembered.storedUpdatedAt = remembered.updatedAt = result.metadata.updatedAt;
      }
    }
    if (opts.log) {
      // boardgame.io treats a missing log as an empty one; a match that does not exist has none.
      result.log = this.statements.log.all(matchID).map((r) => JSON.parse(r.entry) as LogEntry);
    }
    return result as StorageAPI.FetchResult<O>;
  }

  /** The match's entry in the recent-matches cache, made the most recently used. */
  private remember(matchID: string): Recent {
    const entry = this.recent.get(matchID) ?? {};
    this.recent.delete(matchID);
    this.recent.set(matchID, entry);
    if (this.recent.size > RECENT_MATCHES) this.recent.delete(this.recent.keys().next().value!);
    return entry;
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
    this.recent.delete(matchID);
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
