/**
 * The player store on SQLite (`player-store.ts`), in the matches' own file. Reads run on the main
 * thread's connection; writes go to the SQLite store's writer thread like every match write
 * (`sqlite-writes.ts`, `sqlite-batches.ts`), each in its own savepoint of the batch transaction,
 * and settle only once committed. Recording a finished match runs whole on the writer thread:
 * the settled mark, the ratings read there and then, the new ratings (`ratings.ts`) and the
 * results, in one savepoint; a mark already there makes it a no-op.
 */
import type Database from 'better-sqlite3';
import {
  RESULT_COLUMNS,
  resultOfRow,
  resultRowValues,
  type GameRating,
  shownAbove,
  type LeaderboardPage,
  type Page,
  type PlayerRow,
  type PlayerStore,
  type Profile,
  type ResultRow,
  type SaveOutcome,
} from './player-store';
import { PAIR_DAY_MS } from '../games/common/rating';
import { boundPlayers, pairOf, settle, type MatchResult, type PlayerRating, type Settlement } from './ratings';

export const PLAYER_SCHEMA = `
CREATE TABLE IF NOT EXISTS players (
  id         TEXT PRIMARY KEY,
  token_hash TEXT NOT NULL,
  name       TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS player_ratings (
  player_id  TEXT NOT NULL,
  game       TEXT NOT NULL,
  rating     REAL NOT NULL,
  rd         REAL NOT NULL,
  vol        REAL NOT NULL,
  games      INTEGER NOT NULL,
  wins       INTEGER NOT NULL,
  losses     INTEGER NOT NULL,
  draws      INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  PRIMARY KEY (player_id, game)
);
CREATE INDEX IF NOT EXISTS player_ratings_by_game ON player_ratings (game, rating);
CREATE TABLE IF NOT EXISTS settled_matches (
  match_id    TEXT PRIMARY KEY,
  game        TEXT NOT NULL,
  finished_at INTEGER NOT NULL,
  rated       INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS match_results (
  match_id      TEXT NOT NULL,
  seat          TEXT NOT NULL,
  player_id     TEXT NOT NULL,
  game          TEXT NOT NULL,
  finished_at   INTEGER NOT NULL,
  score         REAL NOT NULL,
  rated         INTEGER NOT NULL,
  rating_before REAL,
  rd_before     REAL,
  vol_before    REAL,
  rating_after  REAL,
  rd_after      REAL,
  vol_after     REAL,
  seats         TEXT NOT NULL,
  unrated       TEXT,
  PRIMARY KEY (match_id, seat)
);
CREATE INDEX IF NOT EXISTS match_results_by_player ON match_results (player_id, finished_at);
`;

/** The writes of the player store, as the writer thread receives them (`matchID` orders them, as for matches). */
export type PlayerWrite =
  | { kind: 'player'; matchID: string; id: string; tokenHash: string; name: string; at: number; rename: boolean }
  | { kind: 'settle'; matchID: string; settlement: Settlement };

interface RatingRowSql {
  rating: number;
  rd: number;
  vol: number;
  games: number;
  wins: number;
  losses: number;
  draws: number;
}

const ratingOfRow = (row: RatingRowSql): PlayerRating => ({
  rating: row.rating,
  rd: row.rd,
  vol: row.vol,
  games: row.games,
  wins: row.wins,
  losses: row.losses,
  draws: row.draws,
});

/** Executes the player store's writes on the writer thread's connection (inside the batch's savepoint). */
export function playerWriter(db: Database.Database): (write: PlayerWrite) => void {
  const statements = {
    savePlayer: db.prepare<[string, string, string, number, number]>(
      `INSERT INTO players (id, token_hash, name, created_at, updated_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET name = excluded.name, updated_at = excluded.updated_at
       WHERE players.token_hash = excluded.token_hash`,
    ),
    ensurePlayer: db.prepare<[string, string, string, number, number]>(
      'INSERT OR IGNORE INTO players (id, token_hash, name, created_at, updated_at) VALUES (?, ?, ?, ?, ?)',
    ),
    mark: db.prepare<[string, string, number, number]>(
      'INSERT OR IGNORE INTO settled_matches (match_id, game, finished_at, rated) VALUES (?, ?, ?, ?)',
    ),
    rating: db.prepare<[string, string], RatingRowSql>(
      'SELECT rating, rd, vol, games, wins, losses, draws FROM player_ratings WHERE player_id = ? AND game = ?',
    ),
    setRating: db.prepare<[string, string, number, number, number, number, number, number, number, number]>(
      `INSERT INTO player_ratings (player_id, game, rating, rd, vol, games, wins, losses, draws, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (player_id, game) DO UPDATE SET rating = excluded.rating, rd = excluded.rd, vol = excluded.vol,
         games = excluded.games, wins = excluded.wins, losses = excluded.losses, draws = excluded.draws, updated_at = excluded.updated_at`,
    ),
    pairRated: db.prepare<[string, string, string, number, number], { n: number }>(
      `SELECT COUNT(*) AS n FROM match_results a JOIN match_results b ON b.match_id = a.match_id
       WHERE a.player_id = ? AND b.player_id = ? AND a.game = ? AND a.rated = 1 AND a.finished_at > ? AND a.finished_at < ?`,
    ),
    result: db.prepare(
      `INSERT INTO match_results (${RESULT_COLUMNS}) VALUES (${RESULT_COLUMNS.split(',')
        .map(() => '?')
        .join(', ')})`,
    ),
  };

  return (write) => {
    if (write.kind === 'player') {
      (write.rename ? statements.savePlayer : statements.ensurePlayer).run(write.id, write.tokenHash, write.name, write.at, write.at);
      return;
    }
    const { settlement } = write;
    if (statements.mark.run(settlement.matchID, settlement.game, settlement.finishedAt, settlement.rated ? 1 : 0).changes === 0) return;
    const current = new Map<string, PlayerRating>();
    for (const player of boundPlayers(settlement)) {
      const row = statements.rating.get(player, settlement.game);
      if (row) current.set(player, ratingOfRow(row));
    }
    const pair = pairOf(settlement);
    const { finishedAt, game } = settlement;
    const pairRated = pair ? statements.pairRated.get(pair[0], pair[1], game, finishedAt - PAIR_DAY_MS, finishedAt + PAIR_DAY_MS)!.n : 0;
    const { results, ratings } = settle(settlement, (player) => current.get(player), pairRated);
    const now = Date.now();
    for (const [player, r] of ratings) {
      statements.setRating.run(player, settlement.game, r.rating, r.rd, r.vol, r.games, r.wins, r.losses, r.draws, now);
    }
    for (const result of results) statements.result.run(...resultRowValues(result));
  };
}

/** The main thread's side: reads on its connection, writes handed to the writer thread. */
export class SqlitePlayerStore implements PlayerStore {
  private readonly statements;
  /** Per match, the settle under way: one at a time, so 'already' is exact. */
  private readonly settling = new Map<string, Promise<unknown>>();

  constructor(
    private readonly db: Database.Database,
    private readonly write: (write: PlayerWrite) => Promise<void>,
  ) {
    this.statements = {
      player: db.prepare<[string], { id: string; name: string; created_at: number; token_hash: string }>(
        'SELECT id, name, created_at, token_hash FROM players WHERE id = ?',
      ),
      ratings: db.prepare<[string], RatingRowSql & { game: string }>(
        'SELECT game, rating, rd, vol, games, wins, losses, draws FROM player_ratings WHERE player_id = ? ORDER BY game',
      ),
      rating: db.prepare<[string, string], RatingRowSql>(
        'SELECT rating, rd, vol, games, wins, losses, draws FROM player_ratings WHERE player_id = ? AND game = ?',
      ),
      history: db.prepare<[string, number, number], ResultRow>(
        `SELECT ${RESULT_COLUMNS} FROM match_results WHERE player_id = ? ORDER BY finished_at DESC, match_id DESC LIMIT ? OFFSET ?`,
      ),
      historyCount: db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM match_results WHERE player_id = ?'),
      leaderboard: db.prepare<[string, number, number], RatingRowSql & { id: string; name: string | null }>(
        `SELECT r.player_id AS id, p.name, r.rating, r.rd, r.vol, r.games, r.wins, r.losses, r.draws
         FROM player_ratings r LEFT JOIN players p ON p.id = r.player_id
         WHERE r.game = ? ORDER BY r.rating DESC, r.games DESC, r.player_id LIMIT ? OFFSET ?`,
      ),
      leaderboardCount: db.prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM player_ratings WHERE game = ?'),
      ratedAtLeast: db.prepare<[string, number], { n: number }>('SELECT COUNT(*) AS n FROM player_ratings WHERE game = ? AND rating >= ?'),
      settled: db.prepare<[string], { match_id: string }>('SELECT match_id FROM settled_matches WHERE match_id = ?'),
      stored: db.prepare<[string], { id: string }>('SELECT id FROM matches WHERE id = ?'),
    };
  }

  private async writePlayer(id: string, tokenHash: string, name: string, at: number, rename: boolean): Promise<SaveOutcome> {
    const existing = this.statements.player.get(id);
    if (existing && existing.token_hash !== tokenHash) return 'taken';
    if (existing && !rename) return 'saved';
    await this.write({ kind: 'player', matchID: `player:${id}`, id, tokenHash, name, at, rename });
    return 'saved';
  }

  savePlayer(id: string, tokenHash: string, name: string, at: number): Promise<SaveOutcome> {
    return this.writePlayer(id, tokenHash, name, at, true);
  }

  ensurePlayer(id: string, tokenHash: string, name: string, at: number): Promise<SaveOutcome> {
    return this.writePlayer(id, tokenHash, name, at, false);
  }

  /**
   * `read` as one read transaction: the writer thread commits on its own connection and may do so
   * between two statements, so separate reads could show a match's result without its rating.
   */
  private snapshot<T>(read: () => T): T {
    return this.db.transaction(read)();
  }

  private playerRow(id: string): PlayerRow | undefined {
    const row = this.statements.player.get(id);
    return row && { id: row.id, name: row.name, createdAt: row.created_at };
  }

  private ratingRows(id: string): GameRating[] {
    return this.statements.ratings.all(id).map((row) => ({ game: row.game, ...ratingOfRow(row) }));
  }

  private historyPage(id: string, offset: number, limit: number): Page<MatchResult> {
    return {
      rows: this.statements.history.all(id, limit, offset).map(resultOfRow),
      total: this.statements.historyCount.get(id)!.n,
    };
  }

  async player(id: string): Promise<PlayerRow | undefined> {
    return this.playerRow(id);
  }

  async profile(id: string, offset: number, limit: number): Promise<Profile | undefined> {
    return this.snapshot(() => {
      const player = this.playerRow(id);
      return player && { player, ratings: this.ratingRows(id), history: this.historyPage(id, offset, limit) };
    });
  }

  async ratingsOf(id: string): Promise<GameRating[]> {
    return this.ratingRows(id);
  }

  async ratingOf(id: string, game: string): Promise<PlayerRating | undefined> {
    const row = this.statements.rating.get(id, game);
    return row && ratingOfRow(row);
  }

  async historyOf(id: string, offset: number, limit: number): Promise<Page<MatchResult>> {
    return this.snapshot(() => this.historyPage(id, offset, limit));
  }

  async leaderboard(game: string, offset: number, limit: number): Promise<LeaderboardPage> {
    return this.snapshot(() => {
      const rows = this.statements.leaderboard
        .all(game, limit, offset)
        .map((row) => ({ id: row.id, name: row.name ?? '', ...ratingOfRow(row) }));
      return {
        rows,
        total: this.statements.leaderboardCount.get(game)!.n,
        above: rows[0] ? this.statements.ratedAtLeast.get(game, shownAbove(rows[0]))!.n : 0,
      };
    });
  }

  settle(settlement: Settlement): Promise<'settled' | 'already'> {
    const { matchID } = settlement;
    const previous = this.settling.get(matchID) ?? Promise.resolve();
    const run = previous
      .catch(() => undefined)
      .then(async () => {
        if (this.statements.settled.get(matchID)) return 'already' as const;
        await this.write({ kind: 'settle', matchID, settlement });
        return 'settled' as const;
      });
    this.settling.set(matchID, run);
    void run
      .catch(() => undefined)
      .then(() => {
        if (this.settling.get(matchID) === run) this.settling.delete(matchID);
      });
    return run;
  }

  async settledAmong(matchIDs: readonly string[]): Promise<Set<string>> {
    return new Set(matchIDs.filter((id) => this.statements.settled.get(id)));
  }

  async storedAmong(matchIDs: readonly string[]): Promise<Set<string>> {
    return new Set(matchIDs.filter((id) => this.statements.stored.get(id)));
  }
}
