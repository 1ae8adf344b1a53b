/**
 * The player store on a real PostgreSQL (started for this file), in the matches' database: the
 * contract the SQLite store passes, two store connections (two instances) recording the same
 * finished matches at once, and the reconcile that records a finished match nobody recorded.
 */
import type { LogEntry, Server, State } from 'boardgame.io';
import { createMatch } from 'boardgame.io/internal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, served } from '../../server/games';
import { Settler } from '../../server/match-settlement';
import { PostgresStorage } from '../../server/postgres-storage';
import { playerStoreContract, versus, type Stores } from '../server/support/player-store-contract';
import { Infra } from './support/infra';

let infra: Infra;
let url: string;

beforeAll(async () => {
  infra = await Infra.start({ redis: false });
  url = await infra.createDatabase('players');
}, 60_000);
afterAll(async () => {
  await infra?.stop();
});

async function open(): Promise<Stores & { db: PostgresStorage }> {
  const db = new PostgresStorage(url, 4);
  await db.connect();
  return { db, players: db.players() };
}

async function fresh(): Promise<Stores & { db: PostgresStorage }> {
  const stores = await open();
  await stores.db.pool.query('TRUNCATE matches, log_entries, players, player_ratings, settled_matches, match_results');
  return stores;
}

playerStoreContract('PostgresPlayerStore', {
  fresh,
  async reopen(stores) {
    await stores.db.close();
    return open();
  },
  async reopenFromBeforeReasons(stores) {
    await (stores.db as PostgresStorage).pool.query('ALTER TABLE match_results DROP COLUMN unrated');
    await stores.db.close();
    return open();
  },
});

describe('PostgresPlayerStore with several instances', () => {
  it('two instances recording the same matches at once: each match once, no rating update lost', async () => {
    const [a, b] = [await fresh(), await open()];
    try {
      // Two matches each against four opponents: none over a pair's day.
      const settlements = Array.from({ length: 8 }, (_, i) =>
        versus(`race${i}`, 'ada', ['bo', 'cy', 'di', 'ed'][i % 4]!, i % 3 === 0 ? 1 : 0, 1000 + i),
      );
      const outcomes = await Promise.all(settlements.flatMap((s) => [a.players.settle(s), b.players.settle(s)]));
      expect(outcomes.filter((o) => o === 'settled')).toHaveLength(8);
      expect(outcomes.filter((o) => o === 'already')).toHaveLength(8);
      expect(await a.players.ratingOf('ada', 'air-land-sea')).toMatchObject({ games: 8, wins: 3, losses: 5 });
      expect((await b.players.ratingOf('bo', 'air-land-sea'))?.games).toBe(2);
      expect((await a.players.historyOf('ada', 0, 20)).total).toBe(8);
    } finally {
      await Promise.all([a.db.close(), b.db.close()]);
    }
  });

  it("the same two people's matches recorded at once by two instances, in any order: 3 rated in a day, no more", async () => {
    const [a, b] = [await fresh(), await open()];
    try {
      const settlements = Array.from({ length: 6 }, (_, i) => versus(`pair${i}`, 'ada', 'bo', 1, 1000 + i));
      // The later ones first on one instance: a match recorded late is held to those recorded before it.
      await Promise.all([...settlements.map((s) => a.players.settle(s)), ...settlements.reverse().map((s) => b.players.settle(s))]);
      expect((await a.players.ratingOf('ada', 'air-land-sea'))?.games).toBe(3);
      const rows = (await a.players.historyOf('ada', 0, 20)).rows;
      expect(rows).toHaveLength(6);
      expect(rows.filter((r) => r.rated)).toHaveLength(3);
    } finally {
      await Promise.all([a.db.close(), b.db.close()]);
    }
  });

  it('a finished match nobody recorded (its instance died) is recorded by the reconcile of any instance', async () => {
    const { db, players } = await fresh();
    try {
      const game = games.find((g) => g.name === 'air-land-sea')!;
      const match = createMatch({ game, numPlayers: 2, setupData: undefined, unlisted: false });
      if ('setupDataError' in match) throw new Error(match.setupDataError);
      const seats: Server.MatchData['players'] = {
        0: { id: 0, name: 'Ada', credentials: 'c0', data: { player: 'AdaAdaAdaAdaAda0' } },
        1: { id: 1, name: 'Bo', credentials: 'c1', data: { player: 'BoBoBoBoBoBoBoB1' } },
      };
      const gameover = { winner: '0' };
      // Each seat made a move of its own: the match is rated.
      const log: LogEntry[] = ['0', '1'].map((playerID, turn) => ({
        action: { type: 'MAKE_MOVE', payload: { type: 'withdraw', args: [], playerID } },
        _stateID: turn,
        turn: turn + 1,
        phase: '',
      }));
      await db.createMatch('lost', { initialState: match.initialState, metadata: { ...match.metadata, players: seats } });
      await db.setState('lost', { ...match.initialState, ctx: { ...match.initialState.ctx, gameover }, _stateID: 1 } as State, log);
      await db.setMetadata('lost', { ...match.metadata, players: seats, gameover, updatedAt: 5000 });
      // Another instance died between the final state and the metadata that says the match is over.
      await db.createMatch('cut', { initialState: match.initialState, metadata: { ...match.metadata, players: seats, updatedAt: 4000 } });
      await db.setState('cut', { ...match.initialState, ctx: { ...match.initialState.ctx, gameover }, _stateID: 1 } as State, log);
      // A copy of the metadata read before the end lands late: the metadata stays whole.
      await db.setMetadata('cut', { ...match.metadata, players: seats, updatedAt: 4500 });
      expect((await db.fetch('cut', { metadata: true })).metadata).toMatchObject({ gameName: 'air-land-sea', updatedAt: 4500 });
      const settlers = [0, 1].map(() => new Settler({ db, store: players, served, log: () => undefined }));
      const recorded = await Promise.all(settlers.map((s) => s.reconcile()));
      expect(recorded.reduce((x, y) => x + y)).toBe(2);
      expect((await players.historyOf('AdaAdaAdaAdaAda0', 0, 5)).rows.map((r) => r.matchID).sort()).toEqual(['cut', 'lost']);
      expect(await players.ratingOf('AdaAdaAdaAdaAda0', 'air-land-sea')).toMatchObject({ games: 2, wins: 2, losses: 0, draws: 0 });
      expect((await players.historyOf('BoBoBoBoBoBoBoB1', 0, 5)).rows[0]).toMatchObject({ matchID: 'lost', finishedAt: 5000, score: 0 });
    } finally {
      await db.close();
    }
  });
});
