/**
 * The storage contract every server storage passes (SQLite by default, PostgreSQL with
 * DATABASE_URL): the same tests, run by `sqlite-storage.test.ts` and
 * `../multi/postgres-storage.test.ts` against a real database each.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { LogEntry, Server, State } from 'boardgame.io';
import { createMatch } from 'boardgame.io/internal';
import type { ServerStorage } from '../../../server/after-commit-pubsub';
import { removeExpiredMatches } from '../../../server/cleanup';
import { games } from '../../../server/games';

export interface StorageUnderTest {
  /** An empty, connected store. */
  fresh(): Promise<ServerStorage>;
  /** The same store closed and opened again (what a restart sees). */
  reopen(db: ServerStorage): Promise<ServerStorage>;
  /** How many log rows are stored, all matches together. */
  logRows(db: ServerStorage): Promise<number>;
  /** Makes the store's database look made before matches had an `unlisted` column (reopened next). */
  dropUnlistedColumn(db: ServerStorage): Promise<void>;
}

export function newMatch(gameIndex: number, at: number, gameover?: unknown) {
  const game = games[gameIndex]!;
  const match = createMatch({ game, numPlayers: 2, setupData: undefined, unlisted: false });
  if ('setupDataError' in match) throw new Error(match.setupDataError);
  const metadata: Server.MatchData = { ...match.metadata, createdAt: at, updatedAt: at, ...(gameover ? { gameover } : {}) };
  return { initialState: match.initialState, metadata };
}

export const entry = (n: number): LogEntry => ({
  action: { type: 'MAKE_MOVE', payload: { type: 'm', args: [n], playerID: '0' } },
  _stateID: n,
  turn: 1,
  phase: 'p',
});

export function storageContract(name: string, store: StorageUnderTest): void {
  let db: ServerStorage;
  beforeEach(async () => {
    db = await store.fresh();
  });
  afterEach(async () => {
    await db.close();
  });

  describe(`${name}: the storage contract`, () => {
    it('stores state, initial state, metadata and an appended log, and reads them back after reopening', async () => {
      const { initialState, metadata } = newMatch(0, 1000);
      await db.createMatch('m1', { initialState, metadata });
      const next: State = { ...initialState, _stateID: 1 };
      await db.setState('m1', next, [entry(0)]);
      await db.setState('m1', { ...next, _stateID: 2 }, [entry(1), entry(2)]);
      await db.setMetadata('m1', { ...metadata, updatedAt: 2000 });
      db = await store.reopen(db);
      const all = await db.fetch('m1', { state: true, initialState: true, metadata: true, log: true });
      expect(all.state._stateID).toBe(2);
      expect(JSON.stringify(all.initialState), 'stored byte for byte (key order too)').toBe(JSON.stringify(initialState));
      expect(all.metadata.updatedAt).toBe(2000);
      expect(all.log.map((e) => e._stateID)).toEqual([0, 1, 2]);
      expect(await db.fetch('m1', { metadata: true })).toEqual({ metadata: all.metadata });
      expect(await db.gameOf('m1')).toBe(games[0]!.name);
    });

    it("reads a match's seats as its metadata says, after every change of seat and after reopening", async () => {
      const { initialState, metadata } = newMatch(0, 1000);
      await db.createMatch('m1', { initialState, metadata });
      expect(await db.seatsOf('m1')).toEqual(metadata.players);
      const joined = { ...metadata, players: { ...metadata.players, 1: { id: 1, name: 'Bo', credentials: 'c1' } } };
      await db.setMetadata('m1', joined);
      expect(await db.seatsOf('m1')).toEqual(joined.players);
      const left = { ...joined, players: { ...joined.players, 1: { id: 1 } } };
      await db.setMetadata('m1', left);
      expect((await db.seatsOf('m1'))?.[1]).toEqual({ id: 1 });
      db = await store.reopen(db);
      expect((await db.seatsOf('m1'))?.[1]).toEqual({ id: 1 });
      expect(await db.seatsOf('nope')).toBeUndefined();
    });

    it('an unknown match fetches as nothing (boardgame.io then answers "not found")', async () => {
      expect(await db.fetch('nope', { state: true, metadata: true, initialState: true })).toEqual({});
      expect(await db.fetch('nope', { log: true })).toEqual({ log: [] });
      expect(await db.gameOf('nope')).toBeUndefined();
    });

    it('keeps the log of each match apart and in order, over many writes', async () => {
      const a = newMatch(0, 1);
      const b = newMatch(1, 1);
      await db.createMatch('a', a);
      await db.createMatch('b', b);
      for (let n = 1; n <= 20; n++) {
        await db.setState('a', { ...a.initialState, _stateID: n }, [entry(n), entry(n + 100)]);
        await db.setState('b', { ...b.initialState, _stateID: n }, [entry(-n)]);
      }
      const logA = (await db.fetch('a', { log: true })).log.map((e) => e._stateID);
      expect(logA).toEqual(Array.from({ length: 20 }, (_, i) => [i + 1, i + 101]).flat());
      expect((await db.fetch('b', { log: true })).log.map((e) => e._stateID)).toEqual(Array.from({ length: 20 }, (_, i) => -(i + 1)));
    });

    it('lists with the filters the lobby uses: game name, game over, updated before / after (strict)', async () => {
      await db.createMatch('a-old', newMatch(0, 100));
      await db.createMatch('a-over', newMatch(0, 200, { winner: '0' }));
      await db.createMatch('b-new', newMatch(1, 300));
      expect(await db.listMatches()).toEqual(['a-old', 'a-over', 'b-new']);
      expect(await db.listMatches({ gameName: games[0]!.name })).toEqual(['a-old', 'a-over']);
      expect(await db.listMatches({ where: { isGameover: true } })).toEqual(['a-over']);
      expect(await db.listMatches({ where: { isGameover: false } })).toEqual(['a-old', 'b-new']);
      expect(await db.listMatches({ where: { updatedBefore: 200 } })).toEqual(['a-old']);
      expect(await db.listMatches({ where: { updatedAfter: 200 } })).toEqual(['b-new']);
      expect(await db.listMatches({ gameName: games[1]!.name, where: { updatedAfter: 100, updatedBefore: 301 } })).toEqual(['b-new']);
      await db.setMetadata('a-old', { ...newMatch(0, 100).metadata, updatedAt: 400, gameover: { winner: '1' } });
      expect(await db.listMatches({ where: { isGameover: true, updatedAfter: 300 } })).toEqual(['a-old']);
    });

    it('lists only the matches not unlisted when asked (the public list), a database made before that was a column too', async () => {
      const unlisted = (at: number) => {
        const match = newMatch(0, at);
        return { ...match, metadata: { ...match.metadata, unlisted: true } };
      };
      await db.createMatch('listed-a', newMatch(0, 100));
      await db.createMatch('unlisted-a', unlisted(200));
      await db.createMatch('listed-b', newMatch(1, 300));
      expect(await db.listMatches({ listedOnly: true })).toEqual(['listed-a', 'listed-b']);
      expect(await db.listMatches({ gameName: games[0]!.name, listedOnly: true, where: { isGameover: false } })).toEqual(['listed-a']);
      expect(await db.listMatches()).toEqual(['listed-a', 'unlisted-a', 'listed-b']);
      await store.dropUnlistedColumn(db);
      db = await store.reopen(db);
      expect(await db.listMatches({ listedOnly: true }), 'the column filled from the metadata').toEqual(['listed-a', 'listed-b']);
      await db.createMatch('unlisted-b', unlisted(400));
      expect(await db.listMatches({ listedOnly: true })).toEqual(['listed-a', 'listed-b']);
      expect(await db.listMatches()).toHaveLength(4);
    });

    it('wipe removes the match and its log', async () => {
      await db.createMatch('w', newMatch(0, 1));
      await db.createMatch('kept', newMatch(0, 1));
      await db.setState('w', { ...newMatch(0, 1).initialState, _stateID: 1 }, [entry(0)]);
      await db.setState('kept', { ...newMatch(0, 1).initialState, _stateID: 1 }, [entry(0)]);
      await db.wipe('w');
      expect(await db.fetch('w', { state: true, log: true })).toEqual({ log: [] });
      expect(await db.gameOf('w')).toBeUndefined();
      expect(await store.logRows(db)).toBe(1);
      expect(await db.listMatches()).toEqual(['kept']);
    });

    it('the cleanup job removes finished matches after the finished TTL and unfinished ones after the abandoned TTL', async () => {
      const hour = 3_600_000;
      const now = 100 * hour;
      await db.createMatch('finished-old', newMatch(0, now - 25 * hour, { winner: '1' }));
      await db.createMatch('finished-recent', newMatch(0, now - 23 * hour, { winner: '1' }));
      await db.createMatch('abandoned', newMatch(1, now - 73 * hour));
      await db.createMatch('in-progress', newMatch(1, now - 25 * hour));
      const removed = await removeExpiredMatches(db, { finishedTtlMs: 24 * hour, abandonedTtlMs: 72 * hour }, now);
      expect(removed.sort()).toEqual(['abandoned', 'finished-old']);
      expect(await db.listMatches()).toEqual(['finished-recent', 'in-progress']);
    });
  });
}
