/** Reads what the server stored, straight from its SQLite file (read-only, beside the server). */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { LogEntry, Server, State } from 'boardgame.io';

export interface StoredMatch {
  state: State;
  initialState: State;
  metadata: Server.MatchData;
  log: LogEntry[];
}

export class StoredMatches {
  private readonly db: Database.Database;

  constructor(dataDir: string) {
    this.db = new Database(join(dataDir, 'matches.sqlite'), { readonly: true, fileMustExist: true });
  }

  get(matchID: string): StoredMatch | undefined {
    const row = this.db
      .prepare<[string], { state: string; initial_state: string; metadata: string }>(
        'SELECT state, initial_state, metadata FROM matches WHERE id = ?',
      )
      .get(matchID);
    if (!row) return undefined;
    const log = this.db
      .prepare<[string], { entry: string }>('SELECT entry FROM log_entries WHERE match_id = ? ORDER BY seq')
      .all(matchID)
      .map((r) => JSON.parse(r.entry) as LogEntry);
    return {
      state: JSON.parse(row.state) as State,
      initialState: JSON.parse(row.initial_state) as State,
      metadata: JSON.parse(row.metadata) as Server.MatchData,
      log,
    };
  }

  count(): number {
    return this.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM matches').get()!.n;
  }

  /** Every row, for "this request changed nothing" checks. */
  snapshot(): string {
    return JSON.stringify(this.db.prepare('SELECT id, metadata, state FROM matches ORDER BY id').all());
  }

  close(): void {
    this.db.close();
  }
}
