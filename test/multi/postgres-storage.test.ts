/**
 * The PostgreSQL storage on a real PostgreSQL (started for this file): the storage contract the
 * SQLite store passes, the refusal of stale writes (two instances racing on one match), the
 * after-commit broadcasts on top of it, and the cleanup lock that lets exactly one instance run
 * the cleanup job.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { Server, State, StorageAPI } from 'boardgame.io';
import { AfterCommitPubSub, LocalPubSub, reportingCommits, type ServerStorage } from '../../server/after-commit-pubsub';
import { CleanupLeader } from '../../server/cleanup-lock';
import { PostgresStorage, StaleWriteError } from '../../server/postgres-storage';
import { keepingSeatChanges } from '../../server/seat-keeping-writes';
import { entry, newMatch, storageContract } from '../server/support/storage-contract';
import { Infra } from './support/infra';

let infra: Infra;
let url: string;

beforeAll(async () => {
  infra = await Infra.start({ redis: false });
  url = await infra.createDatabase('contract');
}, 60_000);
afterAll(async () => {
  await infra?.stop();
});

const asPostgres = (db: ServerStorage): PostgresStorage => {
  if (!(db instanceof PostgresStorage)) throw new Error('not the PostgreSQL store');
  return db;
};

async function open(): Promise<PostgresStorage> {
  const db = new PostgresStorage(url);
  await db.connect();
  return db;
}

storageContract('PostgresStorage', {
  async fresh() {
    const db = await open();
    await db.pool.query('TRUNCATE matches, log_entries');
    return db;
  },
  async reopen(db) {
    await db.close();
    return open();
  },
  async logRows(db) {
    const { rows } = await asPostgres(db).pool.query<{ n: number }>('SELECT count(*)::int AS n FROM log_entries');
    return rows[0]!.n;
  },
  async dropUnlistedColumn(db) {
    await asPostgres(db).pool.query('ALTER TABLE matches DROP COLUMN unlisted');
  },
});

describe('PostgresStorage: stale writes are refused', () => {
  async function matchAt(db: PostgresStorage, id: string): Promise<State> {
    const { initialState, metadata } = newMatch(0, 1);
    await db.pool.query('DELETE FROM matches WHERE id = $1', [id]);
    await db.createMatch(id, { initialState, metadata });
    return initialState;
  }

  it('a write that is not newer than the stored state throws and changes nothing', async () => {
    const db = await open();
    try {
      const initial = await matchAt(db, 'stale');
      await db.setState('stale', { ...initial, _stateID: 2 }, [entry(1)]);
      for (const stateID of [2, 1]) {
        const write = db.setState('stale', { ...initial, G: { other: true }, _stateID: stateID }, [entry(99)]);
        await expect(write).rejects.toThrow(StaleWriteError);
        await expect(write).rejects.toThrow(/not newer than the stored state 2/);
      }
      const stored = await db.fetch('stale', { state: true, log: true });
      expect(stored.state._stateID).toBe(2);
      expect(stored.state.G).toEqual(initial.G);
      expect(stored.log.map((e) => e._stateID)).toEqual([1]);
      await expect(db.setState('no-such-match', { ...initial, _stateID: 5 }, [])).rejects.toThrow(/no such match/);
      // boardgame.io writes the unchanged state back after an invalid move: not a conflict.
      await expect(db.setState('stale', { ...initial, _stateID: 2 }, [])).resolves.toBeUndefined();
    } finally {
      await db.close();
    }
  });

  it('an older copy of the metadata written after the match ended keeps it ended, and updatedAt never goes back', async () => {
    const db = await open();
    try {
      await matchAt(db, 'late');
      const { metadata } = await db.fetch('late', { metadata: true });
      const ended = { ...metadata, updatedAt: 5_000, gameover: { winner: '1' } };
      await db.setMetadata('late', ended);
      // Another instance's write from before the end, with a seat's connection changed.
      const older = { ...metadata, updatedAt: 4_000, players: { ...metadata.players, 0: { ...metadata.players[0]!, isConnected: true } } };
      await db.setMetadata('late', older);
      const stored = (await db.fetch('late', { metadata: true })).metadata;
      expect(stored.gameover).toEqual({ winner: '1' });
      expect(stored.players[0]?.isConnected).toBe(true);
      expect(await db.listMatches({ where: { isGameover: true } })).toContain('late');
      expect(await db.listMatches({ where: { updatedBefore: 5_000 } })).not.toContain('late');
    } finally {
      await db.close();
    }
  });

  /** A store whose next metadata read lets another instance's write commit before it answers. */
  class WriteInBetween extends PostgresStorage {
    meanwhile: (() => Promise<void>) | undefined;
    override async fetch<O extends StorageAPI.FetchOpts>(matchID: string, opts: O): Promise<StorageAPI.FetchResult<O>> {
      const read = await super.fetch(matchID, opts);
      const meanwhile = opts.metadata ? this.meanwhile : undefined;
      this.meanwhile = undefined;
      await meanwhile?.();
      return read;
    }
  }

  /** A store that lets another instance's write in between (`raced`), and that instance's (`other`). */
  async function racedPair() {
    const raced = new WriteInBetween(url);
    await raced.connect();
    const other = await open();
    return { raced, other, close: () => Promise.all([raced.close(), other.close()]) };
  }

  /** A new match `id` with `seat` given to `player`. */
  async function matchWithSeat(db: PostgresStorage, id: string, seat: number, player: Server.PlayerMetadata): Promise<void> {
    await matchAt(db, id);
    const { metadata: created } = await db.fetch(id, { metadata: true });
    await db.setMetadata(id, { ...created, players: { ...created.players, [seat]: player } });
  }

  it('a socket’s metadata write keeps a join another instance committed between its seats check and its write', async () => {
    const { raced, other, close } = await racedPair();
    try {
      await matchWithSeat(other, 'lost-join', 1, { id: 1, name: 'Computer (easy)', credentials: 'bot-secret', data: { bot: 'easy' } });
      const store = keepingSeatChanges(raced);
      // The computer's socket connects (boardgame.io writes back the metadata it read, seat 1
      // connected) while the person joins seat 0 through the other instance.
      const { metadata } = await store.fetch('lost-join', { metadata: true });
      metadata.players[1] = { ...metadata.players[1]!, isConnected: true };
      raced.meanwhile = async () => {
        const { metadata: now } = await other.fetch('lost-join', { metadata: true });
        await other.setMetadata('lost-join', { ...now, players: { ...now.players, 0: { id: 0, name: 'Ada', credentials: 'ada-secret' } } });
      };
      await store.setMetadata('lost-join', metadata);
      const stored = (await other.fetch('lost-join', { metadata: true })).metadata;
      expect(stored.players[0]).toMatchObject({ name: 'Ada', credentials: 'ada-secret' });
      expect(stored.players[1]?.isConnected).toBe(true);
    } finally {
      await close();
    }
  });

  it('a socket’s metadata write keeps the rematch another instance named after the socket read the match', async () => {
    const [a, b] = [await open(), await open()];
    try {
      await matchWithSeat(a, 'rematch-kept', 0, { id: 0, name: 'Ada', credentials: 'ada-secret', isConnected: true });
      const store = keepingSeatChanges(a);
      const { metadata } = await store.fetch('rematch-kept', { metadata: true });
      metadata.players[0] = { ...metadata.players[0]!, isConnected: false };
      const { metadata: now } = await b.fetch('rematch-kept', { metadata: true });
      await b.setMetadata('rematch-kept', { ...now, nextMatchID: 'next' });
      await store.setMetadata('rematch-kept', metadata);
      const stored = (await b.fetch('rematch-kept', { metadata: true })).metadata;
      expect(stored.nextMatchID).toBe('next');
      expect(stored.players[0]?.isConnected).toBe(false);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('a socket’s metadata write keeps a rematch another instance named between its check and its write', async () => {
    const { raced, other, close } = await racedPair();
    try {
      await matchWithSeat(other, 'rematch-between', 0, { id: 0, name: 'Ada', credentials: 'ada-secret', isConnected: true });
      const store = keepingSeatChanges(raced);
      // Ada's socket closes (boardgame.io writes back the metadata it read, seat 0 disconnected)
      // while Bo's Play again, on the other instance, names the rematch: the seats stay as they were.
      const { metadata } = await store.fetch('rematch-between', { metadata: true });
      metadata.players[0] = { ...metadata.players[0]!, isConnected: false };
      raced.meanwhile = async () => {
        const { metadata: now } = await other.fetch('rematch-between', { metadata: true });
        await other.setMetadata('rematch-between', { ...now, nextMatchID: 'next' });
      };
      await store.setMetadata('rematch-between', metadata);
      const stored = (await other.fetch('rematch-between', { metadata: true })).metadata;
      expect(stored.nextMatchID).toBe('next');
      expect(stored.players[0]?.isConnected).toBe(false);
    } finally {
      await close();
    }
  });

  it('two instances racing on the same move: exactly one write wins, with its own log', async () => {
    const [a, b] = [await open(), await open()];
    try {
      const initial = await matchAt(a, 'race');
      for (let round = 1; round <= 20; round++) {
        const results = await Promise.allSettled([
          a.setState('race', { ...initial, G: { by: 'a', round }, _stateID: round }, [entry(1000 + round)]),
          b.setState('race', { ...initial, G: { by: 'b', round }, _stateID: round }, [entry(2000 + round)]),
        ]);
        expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
        const refused = results.find((r) => r.status === 'rejected');
        expect(refused?.status === 'rejected' && refused.reason).toBeInstanceOf(StaleWriteError);
      }
      const stored = await a.fetch('race', { state: true, log: true });
      expect(stored.state._stateID).toBe(20);
      const winners = stored.log.map((e) => e._stateID);
      expect(winners).toHaveLength(20);
      // Each round's log entry comes from the instance whose state won that round.
      expect(winners.at(-1)).toBe((stored.state.G as { by: string }).by === 'a' ? 1020 : 2020);
      winners.forEach((id, i) => expect(id % 1000).toBe(i + 1));
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('the after-commit pub/sub publishes a move only once its write committed, and drops a refused one', async () => {
    const raw = await open();
    const bus = new AfterCommitPubSub<unknown>(new LocalPubSub<unknown>());
    const db = reportingCommits(raw, bus);
    try {
      const initial = await matchAt(raw, 'gated');
      const heard: number[] = [];
      bus.subscribe('MATCH-gated', (payload) => heard.push((payload as { args: [string, State] }).args[1]._stateID));
      // As the Master does it: broadcast first, then write, in the same tick.
      const send = (stateID: number) => {
        const state = { ...initial, _stateID: stateID };
        const before = heard.length;
        bus.publish('MATCH-gated', { type: 'update', args: ['gated', state] });
        expect(heard.length, 'nothing before the write resolved').toBe(before);
        return db.setState('gated', state, [entry(stateID)]);
      };
      await send(1);
      expect(heard).toEqual([1]);
      await expect(send(1)).rejects.toThrow(StaleWriteError);
      await send(2);
      expect(heard).toEqual([1, 2]);
      expect(bus.waiting).toBe(0);
    } finally {
      await db.close();
    }
  });
});

describe('the cleanup lock', () => {
  it('exactly one instance runs the job; another takes over when its connection dies', async () => {
    const runs: string[] = [];
    const leader = (name: string) =>
      new CleanupLeader({ databaseUrl: url, intervalMs: 100, job: async () => void runs.push(name), log: () => undefined });
    const [a, b, c] = [leader('a'), leader('b'), leader('c')];
    await a.start();
    await Promise.all([b.start(), c.start()]);
    await new Promise((r) => setTimeout(r, 500));
    expect(new Set(runs)).toEqual(new Set(['a']));
    expect([a.leader, b.leader, c.leader]).toEqual([true, false, false]);

    // The leader's database session ends as if its process died (the database drops the socket).
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`SELECT pg_terminate_backend(pid) FROM pg_locks WHERE locktype = 'advisory' AND objid = $1`, [7354211]);
    await admin.end();
    runs.length = 0;
    await new Promise((r) => setTimeout(r, 800));
    const after = new Set(runs);
    expect(after.size, `runs after the leader died: ${[...runs]}`).toBe(1);
    expect([a, b, c].filter((l) => l.leader)).toHaveLength(1);
    await Promise.all([a.stop(), b.stop(), c.stop()]);
  });
});
