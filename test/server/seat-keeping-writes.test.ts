/**
 * boardgame.io's Master writes a match's metadata back from the copy it read before a move (or
 * before a socket's connection change). A seat change committed in between must survive that
 * write: on the SQLite store under the server's seat keeping (`seatKeepingStore`), with the
 * Master's read held back until the lobby's change (done as boardgame.io's leave route does it)
 * has committed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Game, Server, StorageAPI } from 'boardgame.io';
import type { Context } from 'koa';
import { createMatch } from 'boardgame.io/internal';
import { Master } from 'boardgame.io/master';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Seats, ServerStorage } from '../../server/after-commit-pubsub';
import { seatKeepingStore } from '../../server/backends';
import { ForwardingStorage } from '../../server/forwarding-storage';
import { playerBinding } from '../../server/player-binding';
import type { PlayerStore } from '../../server/player-store';
import { keptSeats } from '../../server/seat-keeping-writes';
import { SqliteStorage } from '../../server/sqlite-storage';

const COUNTER: Game<{ n: number }> = {
  name: 'counter',
  setup: () => ({ n: 0 }),
  moves: { add: ({ G }) => ({ n: G.n + 1 }) },
};

/**
 * A store whose next metadata read is made at once and handed over only when released, or
 * handed over only after something else is done (`afterNextMetadataRead`).
 */
class HeldReads extends ForwardingStorage {
  private hold: Promise<void> | undefined;
  private afterMetadataRead: (() => void) | undefined;

  constructor(private readonly sqlite: SqliteStorage) {
    super(sqlite);
  }

  afterNextMetadataRead(meanwhile: () => void): void {
    this.afterMetadataRead = meanwhile;
  }

  setMetadataIfUnchanged(matchID: string, metadata: Server.MatchData, expected: Server.MatchData): Promise<boolean> {
    return this.sqlite.setMetadataIfUnchanged(matchID, metadata, expected);
  }

  holdNextMetadataRead(): () => void {
    let release!: () => void;
    this.hold = new Promise((resolve) => (release = resolve));
    return release;
  }

  override fetch<O extends StorageAPI.FetchOpts>(matchID: string, opts: O): Promise<StorageAPI.FetchResult<O>> {
    const meanwhile = opts.metadata ? this.afterMetadataRead : undefined;
    if (meanwhile) {
      this.afterMetadataRead = undefined;
      return this.inner.fetch(matchID, opts).then((result) => (meanwhile(), result));
    }
    const hold = opts.metadata ? this.hold : undefined;
    if (!hold) return this.inner.fetch(matchID, opts);
    this.hold = undefined;
    return this.inner.fetch(matchID, opts).then(async (result) => (await hold, result));
  }
}

const MATCH = 'm';
/** Bo's public id: seat 1 is bound to him. */
const BO = 'bo-public-id-000';
let dir: string;
let sqlite: SqliteStorage;
let held: HeldReads;
let db: ServerStorage;
let master: Master;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'als-seat-keeping-'));
  sqlite = SqliteStorage.inDirectory(dir);
  held = new HeldReads(sqlite);
  db = seatKeepingStore(held);
  const match = createMatch({ game: COUNTER, numPlayers: 2, setupData: undefined, unlisted: false });
  if ('setupDataError' in match) throw new Error(match.setupDataError);
  const players: Server.MatchData['players'] = {
    0: { id: 0, name: 'Ada', credentials: 'ada-secret', isConnected: true },
    1: { id: 1, name: 'Bo', credentials: 'bo-secret', isConnected: true, data: { player: BO } },
  };
  await db.createMatch(MATCH, { ...match, metadata: { ...match.metadata, players } });
  master = new Master(COUNTER, db, { send: () => {}, sendAll: () => {} });
});

afterEach(async () => {
  await sqlite.close();
  rmSync(dir, { recursive: true, force: true });
});

/**
 * What boardgame.io's leave route does (read the metadata, empty the seat, write it back), as the
 * server runs it: under the player binding's seat change of the match, during which `meanwhile`
 * runs after the write.
 */
async function leave(seat: number, meanwhile = async () => {}): Promise<void> {
  const ctx = { method: 'POST', path: `/games/counter/${MATCH}/leave`, state: {} } as unknown as Context;
  await playerBinding({} as PlayerStore, (id) => db.seatsOf(id))(ctx, async () => {
    const { metadata } = await db.fetch(MATCH, { metadata: true });
    delete metadata.players[seat]!.name;
    delete metadata.players[seat]!.credentials;
    await db.setMetadata(MATCH, metadata);
    await meanwhile();
  });
}

const stored = async () => await sqlite.fetch(MATCH, { metadata: true, state: true });

/** Seat 0's first move, whose read of the match is made at once and handed over on `release`. */
function moveWithHeldRead() {
  const release = held.holdNextMetadataRead();
  const payload = { type: 'add', args: [], playerID: '0', credentials: 'ada-secret' };
  return { release, move: master.onUpdate({ type: 'MAKE_MOVE', payload }, 0, MATCH, '0') };
}

describe('a metadata write made from seats read before a seat change', () => {
  it("a move's write keeps a leave committed after the move read the match", async () => {
    const { release, move } = moveWithHeldRead();
    await leave(1);
    release();
    await move;
    const { metadata, state } = await stored();
    expect(state.G).toEqual({ n: 1 });
    expect(metadata.players[1], 'free, so not connected').toEqual({ id: 1 });
    expect(metadata.players[0]).toEqual({ id: 0, name: 'Ada', credentials: 'ada-secret', isConnected: true });
  });

  it("a socket's disconnect keeps the leave of another seat, and is itself kept", async () => {
    const release = held.holdNextMetadataRead();
    const disconnect = master.onConnectionChange(MATCH, '0', 'ada-secret', false);
    await leave(1);
    release();
    await disconnect;
    const { metadata } = await stored();
    expect(metadata.players[1], 'free, so not connected').toEqual({ id: 1 });
    expect(metadata.players[0]).toEqual({ id: 0, name: 'Ada', credentials: 'ada-secret', isConnected: false });
  });

  it("a move's write keeps a disconnect written after the move read the match", async () => {
    const { release, move } = moveWithHeldRead();
    await master.onConnectionChange(MATCH, '1', 'bo-secret', false);
    release();
    await move;
    expect((await stored()).metadata.players[1]).toEqual({
      id: 1,
      name: 'Bo',
      credentials: 'bo-secret',
      isConnected: false,
      data: { player: BO },
    });
  });

  it("a rename's write keeps a disconnect committed after the rename read the match", async () => {
    const release = held.holdNextMetadataRead();
    const rename = (async () => {
      const { metadata } = await db.fetch(MATCH, { metadata: true });
      metadata.players[0]!.name = 'Ada L.';
      await db.setMetadata(MATCH, metadata);
    })();
    await master.onConnectionChange(MATCH, '0', 'ada-secret', false);
    release();
    await rename;
    expect((await stored()).metadata.players[0], 'renamed, and away').toEqual({
      id: 0,
      name: 'Ada L.',
      credentials: 'ada-secret',
      isConnected: false,
    });
  });

  it("the lobby's own seat changes are written as they are", async () => {
    await leave(1);
    const { metadata } = await db.fetch(MATCH, { metadata: true });
    metadata.players[1] = { id: 1, name: 'Cy', credentials: 'cy-secret' };
    await db.setMetadata(MATCH, metadata);
    expect((await stored()).metadata.players[1]).toEqual({ id: 1, name: 'Cy', credentials: 'cy-secret' });
  });
});

describe("a metadata write made before the match's end or its rematch was written", () => {
  /** What boardgame.io's Play again does: read the metadata, name the rematch, write it back. */
  async function playAgain(nextMatchID: string): Promise<void> {
    const { metadata } = await db.fetch(MATCH, { metadata: true });
    metadata.nextMatchID = nextMatchID;
    await db.setMetadata(MATCH, metadata);
  }

  it("a socket's disconnect keeps the rematch Play again named after the disconnect read the match", async () => {
    const release = held.holdNextMetadataRead();
    const disconnect = master.onConnectionChange(MATCH, '0', 'ada-secret', false);
    await playAgain('rematch');
    release();
    await disconnect;
    const { metadata } = await stored();
    expect(metadata.nextMatchID, 'the second player is sent to the same rematch').toBe('rematch');
    expect(metadata.players[0]?.isConnected).toBe(false);
  });

  it("a socket's disconnect keeps the end of the match written after the disconnect read it", async () => {
    const release = held.holdNextMetadataRead();
    const disconnect = master.onConnectionChange(MATCH, '1', 'bo-secret', false);
    // As the Master writes a move that ends the match: its metadata with the outcome.
    const { metadata: before } = await db.fetch(MATCH, { metadata: true });
    const ended = { ...before, updatedAt: before.updatedAt + 1_000, gameover: { winner: '0' } };
    await db.setMetadata(MATCH, ended);
    release();
    await disconnect;
    const { metadata } = await stored();
    expect(metadata.gameover, 'listed as over').toEqual({ winner: '0' });
    expect(metadata.updatedAt).toBe(ended.updatedAt);
    expect(metadata.players[1]?.isConnected).toBe(false);
  });

  it("a socket's disconnect keeps a rematch named between its second read of the match and its write", async () => {
    const release = held.holdNextMetadataRead();
    const disconnect = master.onConnectionChange(MATCH, '0', 'ada-secret', false);
    await master.onConnectionChange(MATCH, '1', 'bo-secret', false);
    // Play again's write, handed over just as the disconnect's write has read the match again: its
    // seats are those stored, so the seats alone cannot tell that the match changed.
    held.afterNextMetadataRead(() => {
      const seats = sqlite.seatsOf(MATCH) as Seats;
      void sqlite.setMetadata(MATCH, { gameName: 'counter', createdAt: 0, updatedAt: Date.now(), players: seats, nextMatchID: 'rematch' });
    });
    release();
    await disconnect;
    const { metadata } = await stored();
    expect(metadata.nextMatchID).toBe('rematch');
    expect([metadata.players[0]?.isConnected, metadata.players[1]?.isConnected]).toEqual([false, false]);
  });

  it('a rematch found gone and forgotten stays forgotten, written over a connection change', async () => {
    await playAgain('gone');
    const { metadata } = await db.fetch(MATCH, { metadata: true });
    const { nextMatchID: _gone, ...forgotten } = metadata;
    await master.onConnectionChange(MATCH, '1', 'bo-secret', false);
    await db.setMetadata(MATCH, forgotten);
    const now = (await stored()).metadata;
    expect(now.nextMatchID).toBeUndefined();
    expect(now.players[1]?.isConnected).toBe(false);
  });
});

describe('a seat change handed over after a stale write read the seats', () => {
  it("a socket's disconnect does not overwrite a join written between its seats read and its write", async () => {
    const release = held.holdNextMetadataRead();
    const disconnect = master.onConnectionChange(MATCH, '0', 'ada-secret', false);
    await leave(1);
    // Another request's join, handed over just as the disconnect's write has read the seats.
    held.afterNextMetadataRead(() => {
      const seats = sqlite.seatsOf(MATCH) as Seats;
      void sqlite.setMetadata(MATCH, {
        gameName: 'counter',
        createdAt: 0,
        updatedAt: Date.now(),
        players: { ...seats, 1: { id: 1, name: 'Cy', credentials: 'cy-secret' } },
      });
    });
    release();
    await disconnect;
    const { metadata } = await stored();
    expect(metadata.players[1], 'the join kept').toEqual({ id: 1, name: 'Cy', credentials: 'cy-secret' });
    expect(metadata.players[0]).toEqual({ id: 0, name: 'Ada', credentials: 'ada-secret', isConnected: false });
  });
});

describe('a stale write while the lobby binds seats', () => {
  it("a socket's disconnect written during a leave keeps the leave, and the seat loses its player", async () => {
    const release = held.holdNextMetadataRead();
    const disconnect = master.onConnectionChange(MATCH, '0', 'ada-secret', false);
    await leave(1, async () => {
      release();
      await disconnect;
    });
    const { metadata } = await stored();
    expect(metadata.players[1], 'left: free and unbound').toEqual({ id: 1 });
    expect(metadata.players[0]).toEqual({ id: 0, name: 'Ada', credentials: 'ada-secret', isConnected: false });
  });
});

describe('keptSeats', () => {
  it("applies only the writer's own connection changes, and none to a seat that changed hands", () => {
    const read = {
      0: { id: 0, name: 'Ada', credentials: 'a', isConnected: true },
      1: { id: 1, name: 'Bo', credentials: 'b', isConnected: true },
    };
    const written = { 0: { ...read[0], isConnected: false }, 1: { ...read[1], isConnected: false } };
    const now = { 0: { id: 0, name: 'Ada', credentials: 'a', isConnected: true }, 1: { id: 1, name: 'Cy', credentials: 'c' } };
    expect(keptSeats(read, written, now)).toEqual({ 0: { ...now[0], isConnected: false }, 1: now[1] });
  });
});
