/**
 * The quick-match service in-process (`server/quick-match.ts` on the SQLite queue), with a fake
 * clock and injected identity seams: a rating per `X-Player-Token` (the closest rating is seated
 * first, the tolerance widening with the wait) and a seat's `data`, both fed the token untouched.
 * The real server's answers, sockets and limits are in quick-server.test.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server, State, StorageAPI } from 'boardgame.io';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { games } from '../../server/games';
import type { MatchedAnswer, QuickAnswer } from '../../server/quick-answers';
import { QuickMatch } from '../../server/quick-match';
import { SqliteQuickStore } from '../../server/quick-store-sqlite';

interface Created {
  matchID: string;
  metadata: Server.MatchData;
  initialState: State;
}

let dir: string;
let store: SqliteQuickStore;
let created: Created[];
let clock: number;
let tokensSeen: string[];

const RATINGS: Record<string, number> = {
  'token-ada': 1500,
  'token-bo': 1800,
  'token-cy': 1670,
  'token-di': 1510,
  'token-ed': 1500,
  'token-fa': 1800,
};

function service(): QuickMatch {
  const db = {
    createMatch: async (matchID: string, { metadata, initialState }: StorageAPI.CreateMatchOpts) => {
      created.push({ matchID, metadata, initialState });
    },
  } as unknown as StorageAPI.Async;
  return new QuickMatch({
    store,
    db,
    games,
    botOfferMs: 20_000,
    ticketTtlMs: 60_000,
    waitingPerAddress: 0,
    tolerance: { base: 150, perSecond: 15 },
    now: () => clock,
    ratingOf: async (token, game) => {
      tokensSeen.push(`${game}:${token}`);
      return RATINGS[token];
    },
    seatDataOf: async (token) => ({ player: `public-${token}` }),
  });
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'quick-'));
  store = SqliteQuickStore.inDirectory(dir);
  created = [];
  clock = 1_700_000_000_000;
  tokensSeen = [];
});
afterEach(async () => {
  await store.close();
  rmSync(dir, { recursive: true, force: true });
});

const ask = (quick: QuickMatch, name: string) =>
  quick.enqueue(
    { game: 'air-land-sea', numPlayers: 2, options: 'any', playerName: name },
    { address: '10.0.0.1', playerToken: `token-${name.toLowerCase()}` },
  );

const matched = (answer: QuickAnswer) => {
  expect(answer.status).toBe('matched');
  return answer as MatchedAnswer;
};

describe('quick match with ratings (injected)', () => {
  it('seats the closest rating first, not the longest wait; the other waits for its own', async () => {
    const quick = service();
    const ada = await ask(quick, 'Ada'); // 1500
    clock += 1_000;
    const bo = await ask(quick, 'Bo'); // 1800: 300 from Ada, over the 165 allowed after 1 s
    expect([ada.status, bo.status]).toEqual(['waiting', 'waiting']);
    clock += 1_000;
    // 1670: within reach of both (170 of 180 allowed with Ada, 130 of 165 with Bo); Bo is closer.
    const cy = matched(await ask(quick, 'Cy'));
    expect(matched(await quick.poll(bo.ticket)).matchID).toBe(cy.matchID);
    expect((await quick.poll(ada.ticket)).status).toBe('waiting');
    const di = matched(await ask(quick, 'Di')); // 1510
    expect(matched(await quick.poll(ada.ticket)).matchID).toBe(di.matchID);
    expect(created).toHaveLength(2);
    // The token went to the lookup untouched; the seats hold what the seam made of it, never the token.
    expect(tokensSeen).toEqual(['air-land-sea:token-ada', 'air-land-sea:token-bo', 'air-land-sea:token-cy', 'air-land-sea:token-di']);
    const seats = Object.values(created[0]!.metadata.players);
    expect(seats.map((s) => s.data).sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))).toEqual([
      { player: 'public-token-bo' },
      { player: 'public-token-cy' },
    ]);
    expect(seats.map((s) => s.name).sort()).toEqual(['Bo', 'Cy']);
    expect(JSON.stringify(created)).not.toMatch(/"token-/);
  });

  it('two players who chose one name sit as "Ada" and "Ada (2)", each told the name of their seat', async () => {
    const quick = service();
    const first = await quick.enqueue(
      { game: 'air-land-sea', numPlayers: 2, options: 'any', playerName: 'Ada' },
      { address: '10.0.0.1', playerToken: 'token-ada' },
    );
    // The same name as the lobby shows it: a Cyrillic "А".
    const second = matched(
      await quick.enqueue(
        { game: 'air-land-sea', numPlayers: 2, options: 'any', playerName: '\u0410da' },
        { address: '10.0.0.2', playerToken: 'token-ed' },
      ),
    );
    const firstSeat = matched(await quick.poll(first.ticket));
    const seats = created[0]!.metadata.players;
    // Whoever is seated second is numbered; each answer names its own seat as the match does.
    expect(Object.values(seats).filter((p) => p.name?.endsWith(' (2)'))).toHaveLength(1);
    for (const answer of [firstSeat, second]) expect(answer.playerName).toBe(seats[Number(answer.playerID)]!.name);
    expect(firstSeat.playerName).not.toBe(second.playerName);
  });

  it('the tolerance widens with the wait: two far apart are seated once the longer wait allows it', async () => {
    const quick = service();
    const ed = await ask(quick, 'Ed'); // 1500
    const fa = await ask(quick, 'Fa'); // 1800: 300 apart, 150 allowed at once
    expect(fa.status).toBe('waiting');
    clock += 9_000; // 150 + 15 × 9 = 285
    expect((await quick.poll(fa.ticket)).status).toBe('waiting');
    clock += 1_000; // 300
    const first = matched(await quick.poll(fa.ticket));
    expect(matched(await quick.poll(ed.ticket)).matchID).toBe(first.matchID);
  });

  it('a lookup that fails plays unrated, without seat data, rather than refusing the player', async () => {
    const quick = new QuickMatch({
      store,
      db: {
        createMatch: async (_id: string, opts: StorageAPI.CreateMatchOpts) => void created.push({ matchID: _id, ...opts }),
      } as unknown as StorageAPI.Async,
      games,
      botOfferMs: 20_000,
      ticketTtlMs: 60_000,
      waitingPerAddress: 0,
      now: () => clock,
      ratingOf: () => Promise.reject(new Error('ratings are down')),
      seatDataOf: async () => ({ bot: 'hard' }), // never the computer's mark
    });
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const ada = await ask(quick, 'Ada');
    const bo = matched(await ask(quick, 'Bo'));
    expect(matched(await quick.poll(ada.ticket)).matchID).toBe(bo.matchID);
    expect(Object.values(created[0]!.metadata.players).map((p) => p.data)).toEqual([undefined, undefined]);
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });

  it('without a rating lookup everyone agrees on rating', async () => {
    const quick = new QuickMatch({
      store,
      db: { createMatch: async () => undefined } as unknown as StorageAPI.Async,
      games,
      botOfferMs: 20_000,
      ticketTtlMs: 60_000,
      waitingPerAddress: 0,
      now: () => clock,
    });
    const ada = await ask(quick, 'Ada');
    const bo = matched(await ask(quick, 'Bo'));
    expect(matched(await quick.poll(ada.ticket)).matchID).toBe(bo.matchID);
  });
});
