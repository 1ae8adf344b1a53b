/**
 * The public match list leaves out a match nobody is at once it has been unchanged, and left, for
 * LIST_AWAY_SECONDS (a table its creator left, a match both players left, one against the
 * computer whose person left): listed, it drew strangers to wait for someone gone. A person's page
 * open on it brings it back at once. Unlisted matches made after an open table do not push it out.
 */
import type { Context } from 'koa';
import type { Server } from 'boardgame.io';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicMatchList } from '../../server/match-list';
import { createJoinedMatch, joinSeat, request } from './support/lobby';
import { SeatClient } from './support/seat-client';
import { NO_ADDRESS_LIMITS, ServerProcess } from './support/server-process';

const GAME = 'air-land-sea';
const AWAY_SECONDS = 5;
let server: ServerProcess;

beforeAll(async () => {
  server = await ServerProcess.start({ ...NO_ADDRESS_LIMITS, LIST_AWAY_SECONDS: String(AWAY_SECONDS) });
});
afterAll(async () => {
  await server?.dispose();
});

const listed = async () =>
  ((await request(server.url, 'GET', `/games/${GAME}`)).body.matches as { matchID: string }[]).map((m) => m.matchID);
const create = async (body: Record<string, unknown>) =>
  String((await request(server.url, 'POST', `/games/${GAME}/create`, body)).body.matchID);
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the public match list', () => {
  it('leaves out a match nobody is at once it has been unchanged for a while; a page of its players brings it back', async () => {
    // A match over, its players gone: a finished match is listed as before (`isGameover=true`).
    const ended = await createJoinedMatch(server.url, GAME, 2);
    const enders = ended.seats.map((s) => new SeatClient(server.url, GAME, ended.matchID, s.playerID, s.credentials));
    for (const client of enders) expect(await client.sync()).toBe(true);
    expect(
      await Promise.any(enders.map((client) => client.move('resign', ['resigned']).then((ok) => ok || Promise.reject()))),
      'resigned',
    ).toBe(true);
    enders.forEach((client) => client.close());
    // A table its creator joined and left, a match whose first player is on its page, one against the computer.
    const table = await create({ numPlayers: 2 });
    const tableSeat = await joinSeat(server.url, GAME, table, '0', 'Ada');
    const played = await createJoinedMatch(server.url, GAME, 2);
    const here = new SeatClient(server.url, GAME, played.matchID, '0', played.seats[0]!.credentials);
    expect(await here.sync()).toBe(true);
    const computer = await create({ numPlayers: 2, bots: { 1: 'easy' } });
    await joinSeat(server.url, GAME, computer, '0', 'Cy');

    expect(await listed(), 'all just made').toEqual(expect.arrayContaining([table, played.matchID, computer]));

    await pause(AWAY_SECONDS * 1000 + 500);
    // The computer is nobody: its match leaves too, counted from its own first move if it had it.
    await expect.poll(listed, { timeout: 15_000 }).not.toContain(computer);
    const later = await listed();
    expect(later).toContain(played.matchID);
    expect(later, 'the creator never came').not.toContain(table);
    const over = ((await request(server.url, 'GET', `/games/${GAME}?isGameover=true`)).body.matches as { matchID: string }[]).map(
      (m) => m.matchID,
    );
    expect(over).toContain(ended.matchID);

    const back = new SeatClient(server.url, GAME, table, '0', tableSeat.credentials);
    expect(await back.sync()).toBe(true);
    expect(await listed(), 'its creator is back').toContain(table);

    // Just left (a phone dropping the page while its player sends the link): still listed for a while.
    here.close();
    back.close();
    await pause(500);
    expect(await listed()).toEqual(expect.arrayContaining([table, played.matchID]));
    await expect.poll(listed, { timeout: (AWAY_SECONDS + 5) * 1000 }).not.toContain(played.matchID);
    expect(await listed()).not.toContain(table);
    // Still there for its players.
    expect((await request(server.url, 'GET', `/games/${GAME}/${table}`)).status).toBe(200);
  });
});

describe('the public match list on a busy server', () => {
  it('shows an open table however many unlisted matches (quick matches, rematches) were made after it', async () => {
    // A list of 2, which looks at the 20 newest listed matches: 30 unlisted ones came after the table.
    const busy = await ServerProcess.start({ ...NO_ADDRESS_LIMITS, MATCH_LIST_LIMIT: '2' });
    try {
      const make = async (body: Record<string, unknown>) =>
        String((await request(busy.url, 'POST', `/games/${GAME}/create`, body)).body.matchID);
      const table = await make({ numPlayers: 2 });
      await joinSeat(busy.url, GAME, table, '0', 'Ada');
      for (let i = 0; i < 30; i++) await make({ numPlayers: 2, unlisted: true });
      const shown = (await request(busy.url, 'GET', `/games/${GAME}?isGameover=false`)).body.matches as { matchID: string }[];
      expect(shown.map((m) => m.matchID)).toEqual([table]);
    } finally {
      await busy.dispose();
    }
  });
});

describe('what one poll of the list reads', () => {
  it('no more than ten times its size of the newest listed matches: matches nobody is at cannot make a poll read them all', async () => {
    // 100 listed matches, the oldest attended, the 99 after it left by their players long ago.
    const ids = Array.from({ length: 100 }, (_, i) => `m${i}`);
    const fetched: string[] = [];
    const metadataOf = (matchID: string): Server.MatchData => ({
      gameName: GAME,
      players: { 0: { id: 0, name: 'Ada' }, 1: { id: 1 } },
      createdAt: 0,
      updatedAt: matchID === 'm0' ? Date.now() : 0,
    });
    const list = publicMatchList({
      db: {
        listMatches: async () => ids,
        fetch: async (matchID: string) => {
          fetched.push(matchID);
          return { metadata: metadataOf(matchID) };
        },
      } as never,
      limit: 3,
      awayMs: 60_000,
      seatHere: () => false,
      lastLeft: () => undefined,
    });
    const ctx = { method: 'GET', path: `/games/${GAME}`, query: {} } as unknown as Context;
    await list(ctx, async () => {});
    expect(fetched).toHaveLength(30);
    expect(fetched[0]).toBe('m99');
    expect(ctx.body, 'm0 lies beyond the 30 looked at').toEqual({ matches: [] });
  });
});
