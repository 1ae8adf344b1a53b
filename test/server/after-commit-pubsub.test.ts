/**
 * What the after-commit pub/sub publishes when a seat connects (match data), with and without a
 * shared database; what the reporting storage writes and reports after an action; and what
 * happens when a state write fails.
 */
import type { LogEntry, Server, State, StorageAPI, SyncInfo } from 'boardgame.io';
import { Async } from 'boardgame.io/internal';
import { describe, expect, it, vi } from 'vitest';
import { AfterCommitPubSub, committedSync, LocalPubSub, reportingCommits, type ServerStorage } from '../../server/after-commit-pubsub';

interface Message {
  type: string;
  args: unknown[];
}

const state = { _stateID: 5, G: {}, ctx: {} } as unknown as State;
const log = [1, 2, 3, 4, 5].map(
  (n) => ({ _stateID: n, action: { type: 'MAKE_MOVE', payload: { type: 'm', args: [], playerID: '0' } }, turn: 1, phase: '' }) as LogEntry,
);
const matchData: Message = { type: 'matchData', args: ['m', [{ id: 0, isConnected: true }]] };

function listen(bus: AfterCommitPubSub<Message>): Message[] {
  const heard: Message[] = [];
  bus.subscribe('MATCH-m', (payload) => heard.push(payload));
  return heard;
}

describe('after-commit pub/sub: a seat connecting', () => {
  it('with a shared database, the match data is followed by the latest committed state and its log', async () => {
    const bus = new AfterCommitPubSub<Message>(new LocalPubSub<Message>());
    const asked: string[] = [];
    bus.resendAfterConnections(async (matchID) => {
      asked.push(matchID);
      return { state, log };
    });
    const heard = listen(bus);
    bus.publish('MATCH-m', matchData);
    await vi.waitFor(() => expect(heard).toHaveLength(2));
    expect(asked).toEqual(['m']);
    const update = heard.find((m) => m.type === 'update');
    expect(update?.args[0]).toBe('m');
    expect(update?.args[1]).toEqual({ ...state, deltalog: log });
    expect(heard.find((m) => m.type === 'matchData')).toEqual(matchData);
  });

  it('a match gone by then, a failed read, or a match before its first move (a waiting seat is shown no hand) publishes nothing more', async () => {
    const dealt = { ...state, _stateID: 0 } as State;
    for (const latest of [
      async () => undefined,
      async () => Promise.reject(new Error('database down')),
      async () => ({ state: dealt, log: [] }),
    ]) {
      const bus = new AfterCommitPubSub<Message>(new LocalPubSub<Message>());
      bus.resendAfterConnections(latest);
      const heard = listen(bus);
      bus.publish('MATCH-m', matchData);
      await new Promise((r) => setTimeout(r, 20));
      expect(heard).toEqual([matchData]);
    }
  });

  it('on one instance (no resend set), only the match data goes out', async () => {
    const bus = new AfterCommitPubSub<Message>(new LocalPubSub<Message>());
    const heard = listen(bus);
    bus.publish('MATCH-m', matchData);
    await new Promise((r) => setTimeout(r, 20));
    expect(heard).toEqual([matchData]);
  });
});

/** The stored metadata of the recording store's match. */
const storedMetadata = { gameName: 'g', players: {}, createdAt: 1, updatedAt: 1 } as Server.MatchData;

/** A store holding one match at state 5, recording the writes it is asked for. */
class RecordingStorage extends Async implements ServerStorage {
  readonly writes: string[] = [];
  override async connect() {}
  override async createMatch() {}
  override async setState(_matchID: string, written: State) {
    this.writes.push(`state ${written._stateID}`);
  }
  override async setMetadata() {
    this.writes.push('metadata');
  }
  override async fetch<O extends StorageAPI.FetchOpts>(): Promise<StorageAPI.FetchResult<O>> {
    return { state, metadata: storedMetadata } as unknown as StorageAPI.FetchResult<O>;
  }
  override async wipe() {}
  override async listMatches() {
    return [];
  }
  gameOf() {
    return 'g';
  }
  seatsOf() {
    return {};
  }
  close() {}
}

describe('reporting storage: what a move writes', () => {
  const entry = log[0]!;
  const metadata = { gameName: 'g', players: {}, createdAt: 1, updatedAt: 2 } as Server.MatchData;
  /** The Master's writes after an action: state and metadata asked for together. */
  const afterAction = (db: ServerStorage, written: State, deltalog: LogEntry[]) =>
    Promise.all([db.setState('m', written, deltalog), db.setMetadata('m', metadata)]);

  it('a refused action (its state unchanged, no log entry) writes nothing and reports a refusal', async () => {
    const inner = new RecordingStorage();
    const listener = { committed: vi.fn(), refused: vi.fn(), unchanged: vi.fn() };
    await afterAction(reportingCommits(inner, listener), { ...state, deltalog: [] } as State, []);
    expect(inner.writes).toEqual([]);
    expect(listener.unchanged).toHaveBeenCalledWith('m', 5);
    expect(listener.refused).not.toHaveBeenCalled();
    expect(listener.committed).not.toHaveBeenCalled();
  });

  it('an action taken is written and reported, with a log entry or with only a new state id', async () => {
    for (const [written, deltalog] of [
      [{ ...state, _stateID: 6 }, [entry]],
      [{ ...state, _stateID: 6 }, []], // an event that logs nothing, e.g. setActivePlayers
    ] as [State, LogEntry[]][]) {
      const inner = new RecordingStorage();
      const listener = { committed: vi.fn(), refused: vi.fn(), unchanged: vi.fn() };
      await afterAction(reportingCommits(inner, listener), written, deltalog);
      expect(inner.writes).toEqual(['state 6', 'metadata']);
      expect(listener.committed).toHaveBeenCalledWith('m', 6);
    }
  });

  it('a refused action’s metadata write that comes late (its seats read first) writes nothing either', async () => {
    const inner = new RecordingStorage();
    const db = reportingCommits(inner, { committed: vi.fn(), refused: vi.fn(), unchanged: vi.fn() });
    const refused = db.setState('m', { ...state, deltalog: [] } as State, []);
    await new Promise((r) => setTimeout(r, 5));
    await Promise.all([refused, db.setMetadata('m', metadata)]);
    expect(inner.writes).toEqual([]);
  });

  it('a metadata write of its own (a lobby request) is never taken for a refused action’s', async () => {
    const inner = new RecordingStorage();
    const db = reportingCommits(inner, { committed: vi.fn(), refused: vi.fn(), unchanged: vi.fn() });
    const refused = db.setState('m', state, []);
    await refused;
    await db.setMetadata('m', { ...metadata, players: { 0: { id: 0, name: 'Ada' } } });
    expect(inner.writes.at(-1)).toBe('metadata');
  });
});

describe('after-commit pub/sub: a state write that fails', () => {
  const sync: SyncInfo = { state, log, initialState: state, filteredMetadata: [{ id: 0, name: 'Ada' }] };
  const move: Message = { type: 'update', args: ['m', { ...state, _stateID: 6 }, []] };

  it('drops the move and sends the match as committed to its sockets', async () => {
    const bus = new AfterCommitPubSub<Message>(new LocalPubSub<Message>());
    bus.resyncAfterFailedWrites(async () => sync);
    const heard = listen(bus);
    bus.publish('MATCH-m', move);
    bus.refused('m', 6);
    await vi.waitFor(() => expect(heard).toHaveLength(1));
    expect(heard).toEqual([{ type: 'sync', args: ['m', sync] }]);
    expect(bus.waiting).toBe(0);
  });

  it('a refused action (nothing written) is dropped without a re-sync: a junk packet is no broadcast', async () => {
    const bus = new AfterCommitPubSub<Message>(new LocalPubSub<Message>());
    bus.resyncAfterFailedWrites(async () => sync);
    const heard = listen(bus);
    bus.publish('MATCH-m', move);
    bus.unchanged('m', 6);
    await new Promise((r) => setTimeout(r, 20));
    expect(heard).toEqual([]);
    expect(bus.waiting).toBe(0);
  });

  it('without resync (a shared database), or when the match cannot be read, only the move is dropped', async () => {
    const buses = [new AfterCommitPubSub<Message>(new LocalPubSub<Message>())];
    for (const syncOf of [async () => undefined, async () => Promise.reject(new Error('database down'))]) {
      const bus = new AfterCommitPubSub<Message>(new LocalPubSub<Message>());
      bus.resyncAfterFailedWrites(syncOf);
      buses.push(bus);
    }
    for (const bus of buses) {
      const heard = listen(bus);
      bus.publish('MATCH-m', move);
      bus.refused('m', 6);
      await new Promise((r) => setTimeout(r, 20));
      expect(heard).toEqual([]);
    }
  });

  it("committedSync reads the match as a sync answers it, without the seats' credentials", async () => {
    const metadata = {
      gameName: 'g',
      players: { 0: { id: 0, name: 'Ada', credentials: 'secret-0' }, 1: { id: 1, credentials: 'secret-1' } },
      createdAt: 1,
      updatedAt: 2,
    } as Server.MatchData;
    const db = { fetch: async () => ({ state, log, initialState: state, metadata }) } as unknown as StorageAPI.Async;
    const read = await committedSync(db)('m');
    expect(read).toEqual({ state, log, initialState: state, filteredMetadata: [{ id: 0, name: 'Ada' }, { id: 1 }] });
    expect(JSON.stringify(read)).not.toContain('secret');
    const gone = { fetch: async () => ({}) } as unknown as StorageAPI.Async;
    expect(await committedSync(gone)('m')).toBeUndefined();
  });
});
