/**
 * The caps on an address's matches (`open-match-cap.ts`) over the SQLite store: what a creation
 * reads to count them. Behind one address (a school, a café) a hundred matches may be going on;
 * each creation looked at every one again, which made creating a match cost as much as ten
 * moves of each match under way.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Context } from 'koa';
import type { Server, StorageAPI } from 'boardgame.io';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ForwardingStorage } from '../../server/forwarding-storage';
import { computerMatchCap, openMatchCap } from '../../server/open-match-cap';
import { SqliteStorage } from '../../server/sqlite-storage';
import { newMatch } from './support/storage-contract';

class CountingStorage extends ForwardingStorage {
  fetches = 0;

  override fetch<O extends StorageAPI.FetchOpts>(matchID: string, opts: O): Promise<StorageAPI.FetchResult<O>> {
    this.fetches++;
    return super.fetch(matchID, opts);
  }
}

let dir: string;
let db: CountingStorage;
let made = 0;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'als-cap-'));
  db = new CountingStorage(SqliteStorage.inDirectory(dir));
});
afterEach(async () => {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

type Seat = Server.PlayerMetadata;
const person = (id: number): Seat => ({ id, name: `P${id}`, credentials: `c${id}` });
const computer = (id: number): Seat => ({ id, name: 'Computer (easy)', credentials: `b${id}`, data: { bot: 'easy' } });

/** A creation through `middleware` from one address, the match made with `seats`; its status. */
async function create(
  middleware: (ctx: Context, next: () => Promise<void>) => Promise<void>,
  seats: Seat[],
  body: Record<string, unknown> = {},
): Promise<number> {
  const ctx = { method: 'POST', path: '/games/air-land-sea/create', state: { lobbyBody: body }, status: 404 } as unknown as Context;
  try {
    await middleware(ctx, async () => {
      const matchID = `m${++made}`;
      const { initialState, metadata } = newMatch(0, Date.now());
      await db.createMatch(matchID, { initialState, metadata: { ...metadata, players: { 0: seats[0]!, 1: seats[1]! } } });
      ctx.status = 200;
      ctx.body = { matchID };
    });
    return ctx.status;
  } catch (error) {
    return (error as { status?: number }).status ?? 500;
  }
}

async function setSeat(matchID: string, seat: Seat, extra: Partial<Server.MatchData> = {}): Promise<void> {
  const { metadata } = await db.fetch(matchID, { metadata: true });
  await db.setMetadata(matchID, { ...metadata!, players: { ...metadata!.players, [seat.id]: seat }, ...extra });
}

describe('the caps on an address’s matches', () => {
  it('a creation looks again only at matches that may count: a full one is forgotten', async () => {
    const cap = openMatchCap({ db, perAddress: 2, addressOf: () => '10.0.0.1' });
    for (let i = 0; i < 50; i++) expect(await create(cap, [person(0), person(1)])).toBe(200);
    db.fetches = 0;
    expect(await create(cap, [person(0), person(1)])).toBe(200);
    expect(db.fetches, 'of fifty full matches, only the one made last, not looked at yet').toBe(1);
  });

  it('a match against the computer stops counting once it is over', async () => {
    const cap = computerMatchCap({ db, perAddress: 1, addressOf: () => '10.0.0.2' }).lobby;
    const vsComputer = { bots: { 1: 'easy' } };
    expect(await create(cap, [person(0), computer(1)], vsComputer)).toBe(200);
    const first = `m${made}`;
    expect(await create(cap, [person(0), computer(1)], vsComputer), 'one unfinished: the cap').toBe(429);
    expect(await create(cap, [person(0), person(1)]), 'a match between people is not counted').toBe(200);
    await setSeat(first, person(0), { gameover: { winner: '0' } });
    expect(await create(cap, [person(0), computer(1)], vsComputer), 'the first is over').toBe(200);
    expect(await create(cap, [person(0), computer(1)], vsComputer)).toBe(429);
  });
});
