/**
 * The player store on PostgreSQL (`player-store.ts`), in the matches' database, for several
 * instances at once. Recording a finished match is one transaction: the settled mark first (a
 * second instance recording the same match waits on its key, then finds it and does nothing),
 * then the ratings of its players locked in a fixed order (two matches ending together with a
 * player in common take turns, never deadlock), the new ratings (`ratings.ts`), the results.
 */
import type pg from 'pg';
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
import { boundPlayers, NEW_PLAYER_RATING, pairOf, ratable, settle, type MatchResult, type PlayerRating, type Settlement } from './ratings';
import { inTransaction } from './postgres-transaction';

export const PLAYER_SCHEMA = `
CREATE TABLE IF NOT EXISTS players (
  id         TEXT PRIMARY KEY,
  token_hash TEXT NOT NULL,
  name       TEXT NOT NULL,
  created_at BIGINT NOT NULL,
  updated_at BIGINT NOT NULL
);
CREATE TABLE IF NOT EXISTS player_ratings (
  player_id  TEXT NOT NULL,
  game       TEXT NOT NULL,
  rating     DOUBLE PRECISION NOT NULL,
  rd         DOUBLE PRECISION NOT NULL,
  vol        DOUBLE PRECISION NOT NULL,
  games      INTEGER NOT NULL,
  wins       INTEGER NOT NULL,
  losses     INTEGER NOT NULL,
  draws      INTEGER NOT NULL,
  updated_at BIGINT NOT NULL,
  PRIMARY KEY (player_id, game)
);
CREATE INDEX IF NOT EXISTS player_ratings_by_game ON player_ratings (game, rating);
CREATE TABLE IF NOT EXISTS settled_matches (
  match_id    TEXT PRIMARY KEY,
  game        TEXT NOT NULL,
  finished_at BIGINT NOT NULL,
  rated       BOOLEAN NOT NULL
);
CREATE TABLE IF NOT EXISTS match_results (
  match_id      TEXT NOT NULL,
  seat          TEXT NOT NULL,
  player_id     TEXT NOT NULL,
  game          TEXT NOT NULL,
  finished_at   BIGINT NOT NULL,
  score         DOUBLE PRECISION NOT NULL,
  rated         BOOLEAN NOT NULL,
  rating_before DOUBLE PRECISION,
  rd_before     DOUBLE PRECISION,
  vol_before    DOUBLE PRECISION,
  rating_after  DOUBLE PRECISION,
  rd_after      DOUBLE PRECISION,
  vol_after     DOUBLE PRECISION,
  seats         TEXT NOT NULL,
  unrated       TEXT,
  PRIMARY KEY (match_id, seat)
);
-- Why an unrated result did not count (ratings.ts, UnratedReason); a database made before keeps its rows, without one.
ALTER TABLE match_results ADD COLUMN IF NOT EXISTS unrated TEXT;
CREATE INDEX IF NOT EXISTS match_results_by_player ON match_results (player_id, finished_at);
`;

const RATING_COLUMNS = 'rating, rd, vol, games, wins, losses, draws';

type RatingRow = Record<'rating' | 'rd' | 'vol' | 'games' | 'wins' | 'losses' | 'draws', number>;

const ratingOfRow = (row: RatingRow): PlayerRating => ({
  rating: Number(row.rating),
  rd: Number(row.rd),
  vol: Number(row.vol),
  games: Number(row.games),
  wins: Number(row.wins),
  losses: Number(row.losses),
  draws: Number(row.draws),
});

/** What a read runs on: the pool (a statement of its own) or a transaction's client. */
type Queryable = Pick<pg.PoolClient, 'query'>;

export class PostgresPlayerStore implements PlayerStore {
  constructor(private readonly pool: pg.Pool) {}

  async savePlayer(id: string, tokenHash: string, name: string, at: number): Promise<SaveOutcome> {
    const { rowCount } = await this.pool.query(
      `INSERT INTO players (id, token_hash, name, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)
       ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name, updated_at = EXCLUDED.updated_at
       WHERE players.token_hash = EXCLUDED.token_hash`,
      [id, tokenHash, name, at],
    );
    return rowCount === 1 ? 'saved' : 'taken';
  }

  async ensurePlayer(id: string, tokenHash: string, name: string, at: number): Promise<SaveOutcome> {
    const { rows } = await this.pool.query<{ token_hash: string }>(
      `WITH added AS (
         INSERT INTO players (id, token_hash, name, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)
         ON CONFLICT (id) DO NOTHING RETURNING token_hash
       )
       SELECT token_hash FROM added UNION ALL SELECT token_hash FROM players WHERE id = $1`,
      [id, tokenHash, name, at],
    );
    return rows.every((row) => row.token_hash === tokenHash) ? 'saved' : 'taken';
  }

  /**
   * `read` in one REPEATABLE READ transaction: under READ COMMITTED each statement sees its own
   * snapshot, so separate reads could show a match's result without its rating.
   */
  private snapshot<T>(read: (client: Queryable) => Promise<T>): Promise<T> {
    return inTransaction(this.pool, read, 'BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
  }

  async player(id: string, q: Queryable = this.pool): Promise<PlayerRow | undefined> {
    const { rows } = await q.query<{ id: string; name: string; created_at: string }>(
      'SELECT id, name, created_at FROM players WHERE id = $1',
      [id],
    );
    const row = rows[0];
    return row && { id: row.id, name: row.name, createdAt: Number(row.created_at) };
  }

  profile(id: string, offset: number, limit: number): Promise<Profile | undefined> {
    return this.snapshot(async (client) => {
      const player = await this.player(id, client);
      return player && { player, ratings: await this.ratingsOf(id, client), history: await this.historyPage(client, id, offset, limit) };
    });
  }

  async ratingsOf(id: string, q: Queryable = this.pool): Promise<GameRating[]> {
    const { rows } = await q.query<RatingRow & { game: string }>(
      `SELECT game, ${RATING_COLUMNS} FROM player_ratings WHERE player_id = $1 ORDER BY game`,
      [id],
    );
    return rows.map((row) => ({ game: row.game, ...ratingOfRow(row) }));
  }

  async ratingOf(id: string, game: string): Promise<PlayerRating | undefined> {
    const { rows } = await this.pool.query<RatingRow>(`SELECT ${RATING_COLUMNS} FROM player_ratings WHERE player_id = $1 AND game = $2`, [
      id,
      game,
    ]);
    return rows[0] && ratingOfRow(rows[0]);
  }

  historyOf(id: string, offset: number, limit: number): Promise<Page<MatchResult>> {
    return this.snapshot((client) => this.historyPage(client, id, offset, limit));
  }

  private async historyPage(q: Queryable, id: string, offset: number, limit: number): Promise<Page<MatchResult>> {
    const page = await q.query<ResultRow>(
      `SELECT ${RESULT_COLUMNS} FROM match_results WHERE player_id = $1 ORDER BY finished_at DESC, match_id DESC LIMIT $2 OFFSET $3`,
      [id, limit, offset],
    );
    const count = await q.query<{ n: number }>('SELECT count(*)::int AS n FROM match_results WHERE player_id = $1', [id]);
    return { rows: page.rows.map(resultOfRow), total: count.rows[0]!.n };
  }

  leaderboard(game: string, offset: number, limit: number): Promise<LeaderboardPage> {
    return this.snapshot(async (client) => {
      const page = await client.query<RatingRow & { id: string; name: string | null }>(
        `SELECT r.player_id AS id, p.name, ${RATING_COLUMNS.split(', ')
          .map((c) => `r.${c}`)
          .join(', ')}
         FROM player_ratings r LEFT JOIN players p ON p.id = r.player_id
         WHERE r.game = $1 ORDER BY r.rating DESC, r.games DESC, r.player_id LIMIT $2 OFFSET $3`,
        [game, limit, offset],
      );
      const count = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM player_ratings WHERE game = $1', [game]);
      const rows = page.rows.map((row) => ({ id: row.id, name: row.name ?? '', ...ratingOfRow(row) }));
      const above = rows[0]
        ? await client.query<{ n: number }>('SELECT count(*)::int AS n FROM player_ratings WHERE game = $1 AND rating >= $2', [
            game,
            shownAbove(rows[0]),
          ])
        : undefined;
      return { rows, total: count.rows[0]!.n, above: above?.rows[0]!.n ?? 0 };
    });
  }

  async settle(settlement: Settlement): Promise<'settled' | 'already'> {
    return inTransaction(this.pool, async (client) => {
      const marked = await client.query(
        'INSERT INTO settled_matches (match_id, game, finished_at, rated) VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING',
        [settlement.matchID, settlement.game, settlement.finishedAt, settlement.rated],
      );
      // Settled before (by another instance too): the insert did nothing, nothing to undo.
      if (marked.rowCount === 0) return 'already';
      const current = new Map<string, PlayerRating>();
      if (settlement.rated && ratable(settlement)) {
        const now = Date.now();
        for (const player of boundPlayers(settlement).sort()) {
          const n = NEW_PLAYER_RATING;
          // A row to lock, even for a first rated game: two first games at once must take turns too.
          await client.query(
            `INSERT INTO player_ratings (player_id, game, ${RATING_COLUMNS}, updated_at) VALUES ($1, $2, $3, $4, $5, 0, 0, 0, 0, $6)
             ON CONFLICT DO NOTHING`,
            [player, settlement.game, n.rating, n.rd, n.vol, now],
          );
          const { rows } = await client.query<RatingRow>(
            `SELECT ${RATING_COLUMNS} FROM player_ratings WHERE player_id = $1 AND game = $2 FOR UPDATE`,
            [player, settlement.game],
          );
          if (rows[0]) current.set(player, ratingOfRow(rows[0]));
        }
      }
      // After the pair's rating rows are locked: a match of theirs ending at the same time is counted.
      const pair = pairOf(settlement);
      const { finishedAt, game } = settlement;
      const pairRated = pair
        ? (
            await client.query<{ n: string }>(
              `SELECT COUNT(*) AS n FROM match_results a JOIN match_results b ON b.match_id = a.match_id
               WHERE a.player_id = $1 AND b.player_id = $2 AND a.game = $3 AND a.rated AND a.finished_at > $4 AND a.finished_at < $5`,
              [pair[0], pair[1], game, finishedAt - PAIR_DAY_MS, finishedAt + PAIR_DAY_MS],
            )
          ).rows[0]!.n
        : 0;
      const { results, ratings } = settle(settlement, (player) => current.get(player), Number(pairRated));
      const now = Date.now();
      for (const [player, r] of ratings) {
        await client.query(
          `UPDATE player_ratings SET rating = $3, rd = $4, vol = $5, games = $6, wins = $7, losses = $8, draws = $9, updated_at = $10
           WHERE player_id = $1 AND game = $2`,
          [player, settlement.game, r.rating, r.rd, r.vol, r.games, r.wins, r.losses, r.draws, now],
        );
      }
      for (const result of results) {
        const values = resultRowValues(result, (rated) => rated);
        await client.query(
          `INSERT INTO match_results (${RESULT_COLUMNS}) VALUES (${values.map((_, i) => `$${i + 1}`).join(', ')})`,
          values,
        );
      }
      return 'settled';
    });
  }

  async settledAmong(matchIDs: readonly string[]): Promise<Set<string>> {
    if (matchIDs.length === 0) return new Set();
    const { rows } = await this.pool.query<{ match_id: string }>('SELECT match_id FROM settled_matches WHERE match_id = ANY($1)', [
      [...matchIDs],
    ]);
    return new Set(rows.map((r) => r.match_id));
  }

  async storedAmong(matchIDs: readonly string[]): Promise<Set<string>> {
    if (matchIDs.length === 0) return new Set();
    const { rows } = await this.pool.query<{ id: string }>('SELECT id FROM matches WHERE id = ANY($1)', [[...matchIDs]]);
    return new Set(rows.map((r) => r.id));
  }
}
