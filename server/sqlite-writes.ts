/**
 * What the SQLite store's two threads share: the schema, how a connection is opened, and the
 * writes the main thread hands to the writer thread (`sqlite-writer.ts`), already serialized.
 * The players' tables and writes are `sqlite-players.ts`'.
 */
import Database from 'better-sqlite3';
import { PLAYER_SCHEMA, type PlayerWrite } from './sqlite-players';

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

/**
 * WAL: readers never wait for the writer. `synchronous = NORMAL` is durable against process
 * crashes (the WAL is in the OS before a commit returns); only a power cut may drop the last
 * transactions.
 *
 * Pages of 8 KiB (on a new file; a file made earlier keeps its 4 KiB until a VACUUM outside WAL
 * mode): a match's row (initial state, state and metadata, 3–5 KB once a few of Air, Land &
 * Sea's battles are recorded in its state) no longer spills into overflow pages, and SQLite
 * rewrites the whole row at every move. With 4 KiB pages each move's write took the writer
 * thread 45% longer (36 µs against 25 µs in a benchmark of 2.5 KB states).
 */
export function openDatabase(file: string): Database.Database {
  const db = new Database(file);
  db.pragma('page_size = 8192'); // before WAL mode and the first table: no effect on a file made earlier
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = NORMAL');
  db.pragma('busy_timeout = 5000');
  db.exec(SCHEMA);
  db.exec(PLAYER_SCHEMA);
  addUnratedReason(db);
  addUnlistedColumn(db);
  return db;
}

/**
 * Whether a match is unlisted (set at its creation, which no lobby route changes), as a column the
 * public list filters on: counted among the newest matches it looks at, unlisted ones (quick
 * matches, rematches) pushed an older open table out of the lobby (`match-list.ts`). A database
 * made before gains the column, filled from each match's metadata, in one transaction.
 */
function addUnlistedColumn(db: Database.Database): void {
  const columns = db.prepare<[], { name: string }>("SELECT name FROM pragma_table_info('matches')").all();
  if (columns.some((c) => c.name === 'unlisted')) return;
  try {
    db.transaction(() => {
      db.exec('ALTER TABLE matches ADD COLUMN unlisted INTEGER NOT NULL DEFAULT 0');
      db.exec("UPDATE matches SET unlisted = 1 WHERE json_extract(metadata, '$.unlisted') = 1");
    })();
  } catch (error) {
    if (!/duplicate column/i.test(error instanceof Error ? error.message : '')) throw error;
  }
}

/**
 * A database made before results kept why they were unrated gains the column (its rows stay
 * without one). Both threads open the file: the second to try finds the column there.
 */
function addUnratedReason(db: Database.Database): void {
  const columns = db.prepare<[], { name: string }>("SELECT name FROM pragma_table_info('match_results')").all();
  if (columns.some((c) => c.name === 'unrated')) return;
  try {
    db.exec('ALTER TABLE match_results ADD COLUMN unrated TEXT');
  } catch (error) {
    if (!/duplicate column/i.test(error instanceof Error ? error.message : '')) throw error;
  }
}

export type Write =
  | {
      kind: 'create';
      matchID: string;
      gameName: string;
      initialState: string;
      metadata: string;
      gameover: number;
      unlisted: number;
      updatedAt: number;
    }
  | { kind: 'state'; matchID: string; state: string; log: string[] }
  | { kind: 'metadata'; matchID: string; metadata: string; gameover: number; updatedAt: number }
  | { kind: 'wipe'; matchID: string }
  | PlayerWrite;

export interface WriteRequest {
  id: number;
  write: Write;
}

/** Why a write failed: SQLite's result code (`SQLITE_FULL`, ...) and message. */
export interface WriteFailure {
  code: string;
  message: string;
}

/** The writer's answer once a batch has committed: every id up to `upTo`, less those that failed. */
export interface WriteReport {
  upTo: number;
  failed: ({ id: number } & WriteFailure)[];
}

/** SQLite found the file damaged, or not a database at all. */
export const isCorruption = (code: string) => code.startsWith('SQLITE_CORRUPT') || code === 'SQLITE_NOTADB';

export function failureOf(error: unknown): WriteFailure {
  const code = (error as { code?: unknown } | null)?.code;
  return { code: typeof code === 'string' ? code : 'ERROR', message: error instanceof Error ? error.message : String(error) };
}

export interface WriterData {
  file: string;
}
