/**
 * A match's records over a real server: each seat's history is exactly what that seat was sent
 * as the match went (and never another seat's secrets, which only the live messages could have
 * shown); a spectator's is the public one; a seat's needs its credentials. The replay of a match
 * is refused while it is played and, once over, rebuilds every position with the game itself.
 * A history comes compressed as the client accepts.
 */
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctx, LogEntry, State } from 'boardgame.io';
import { matchHistory, type Position } from '../../games/common/history';
import { seededRng } from '../../games/common/random';
import { findGame } from '../../server/games';
import { HistoryCache } from '../../server/match-records';
import { actingPlayer, GAME_CASES } from './support/game-cases';
import { createJoinedMatch, request } from './support/lobby';
import { SeatClient } from './support/seat-client';
import { NO_ADDRESS_LIMITS, ServerProcess } from './support/server-process';
import { StoredMatches } from './support/stored';

let server: ServerProcess;
let stored: StoredMatches;

beforeAll(async () => {
  server = await ServerProcess.start(NO_ADDRESS_LIMITS);
  stored = new StoredMatches(server.dataDir);
});
afterAll(async () => {
  stored?.close();
  await server?.dispose();
});

interface Replay {
  numPlayers: number;
  initialState: State;
  moves: { player: string; move: string; args: unknown[] }[];
  gameover: unknown;
}

/** `POST …/history` asking for `acceptEncoding`: the body as it came (not decoded) and its encoding. */
function rawHistory(game: string, matchID: string, body: unknown, acceptEncoding: string) {
  return new Promise<{ body: Buffer; encoding: string | undefined }>((resolve, reject) => {
    const text = JSON.stringify(body);
    const headers = { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text), 'Accept-Encoding': acceptEncoding };
    const sent = httpRequest(`${server.url}/games/${game}/${matchID}/history`, { method: 'POST', headers }, (reply) => {
      const chunks: Buffer[] = [];
      reply.on('data', (chunk: Buffer) => chunks.push(chunk));
      reply.on('end', () => resolve({ body: Buffer.concat(chunks), encoding: reply.headers['content-encoding'] }));
    });
    sent.on('error', reject);
    sent.end(text);
  });
}

/** What a client was sent at each state id (its view and ctx), as it was sent (the last message wins). */
function sentViews(client: SeatClient): Map<number, { G: unknown; ctx: Ctx }> {
  const views = new Map<number, { G: unknown; ctx: Ctx }>();
  for (const { type, args } of client.inbox) {
    const state = (type === 'sync' ? (args[1] as { state: State }).state : type === 'update' ? (args[1] as State) : undefined) as
      State | undefined;
    if (state) views.set(state._stateID, { G: state.G, ctx: state.ctx });
  }
  return views;
}

describe.each(GAME_CASES)('$name: history and replay', (gameCase) => {
  it('a seat’s history is what it was sent, a spectator’s the public one; the replay opens at the end', async () => {
    const { name } = gameCase;
    const { matchID, seats } = await createJoinedMatch(server.url, name, gameCase.numPlayers, gameCase.setupData);
    const viewers: (string | null)[] = [...seats.map((s) => s.playerID), null];
    const clients = viewers.map(
      (viewer) => new SeatClient(server.url, name, matchID, viewer, seats.find((s) => s.playerID === viewer)?.credentials),
    );
    for (const client of clients) expect(await client.sync()).toBe(true);
    const history = (body: unknown) => request(server.url, 'POST', `/games/${name}/${matchID}/history`, body);

    const rng = seededRng(`records-${name}`);
    for (let moves = 0; moves < 400; moves++) {
      const { G, ctx } = stored.get(matchID)!.state as { G: unknown; ctx: Ctx };
      if (ctx.gameover) break;
      if (moves === 10) {
        const early = await request(server.url, 'GET', `/games/${name}/${matchID}/replay`);
        expect(early.status).toBe(403);
        expect(early.body.error).toMatch(/still being played/);
      }
      if (moves % 9 === 4) {
        // Kept once asked, a history still moves on with the match.
        for (let again = 0; again < 2; again++) {
          const positions = (await history({})).body.positions as Position[];
          expect(positions.at(-1)!.stateID).toBe(stored.get(matchID)!.state._stateID);
        }
      }
      const player = actingPlayer(ctx);
      const { move, args } = gameCase.randomMove(G, ctx, player, rng);
      const mover = clients[viewers.indexOf(player)]!;
      expect(await mover.move(move, args)).toBe(true);
      for (const client of clients) await client.until(() => client.stateID >= mover.stateID, 2_000);
    }
    const final = stored.get(matchID)!;
    expect(final.state.ctx.gameover).toBeDefined();

    // Every seat's history, and the spectator's, is what its socket was sent at each state.
    for (const [i, viewer] of viewers.entries()) {
      const seat = seats.find((s) => s.playerID === viewer);
      const reply = await history(seat ? { playerID: viewer, credentials: seat.credentials } : {});
      expect(reply.status).toBe(200);
      const positions = reply.body.positions as Position[];
      expect(positions.map((p) => p.stateID)).toEqual(positions.map((_, k) => k));
      expect(positions.at(-1)!.stateID).toBe(final.state._stateID);
      const sent = sentViews(clients[i]!);
      expect(sent.size).toBeGreaterThan(10);
      // The ctx too: boardgame.io's reducer counts a stage's moves in the ctx of the state before,
      // and a history kept each position's by reference (6 of 40 counts wrong: an attacker's check).
      for (const [stateID, { G, ctx }] of sent)
        expect({ G: positions[stateID]!.G, ctx: positions[stateID]!.ctx }, `${viewer} at ${stateID}`).toEqual({ G, ctx });
      // Asked again (kept, by viewer: the spectator asks last, after every seat's is kept).
      const asked = seat ? { playerID: viewer, credentials: seat.credentials } : {};
      expect((await history(asked)).body).toEqual(reply.body);
      // Compressed as the client accepts: the same history, each encoding kept apart from the others.
      const plain = await rawHistory(name, matchID, asked, 'identity');
      expect(plain.encoding).toBeUndefined();
      expect(JSON.parse(plain.body.toString())).toEqual(reply.body);
      for (const encoding of ['br', 'gzip'] as const) {
        const answer = await rawHistory(name, matchID, asked, `${encoding}, identity`);
        expect(answer.encoding).toBe(encoding);
        const decoded = encoding === 'br' ? brotliDecompressSync(answer.body) : gunzipSync(answer.body);
        expect(decoded.toString(), `${viewer} in ${encoding}`).toBe(plain.body.toString());
      }
      // A move that hides its arguments shows them to its maker only.
      for (const position of positions.slice(1)) {
        const hidden = gameCase.definition.moves[position.move!.move]!.redact === true && position.move!.player !== viewer;
        expect(position.move!.args === null, `${position.move!.move} seen by ${viewer}`).toBe(hidden);
      }
    }

    // A seat's history needs its own credentials.
    for (const body of [
      { playerID: '0' },
      { playerID: '0', credentials: 'wrong' },
      { playerID: '0', credentials: seats[1]!.credentials },
    ]) {
      expect((await history(body)).status).toBe(403);
    }
    expect((await history({ playerID: '9', credentials: 'x' })).status).toBe(404);
    // A seat id of another type is refused as such: an object whose toString is not a function
    // made the conversion throw (a 500 and a stack trace in the log).
    for (const playerID of [{ toString: 1 }, [{ toString: 1 }], { valueOf: null, toString: null }, 0]) {
      const refused = await history({ playerID, credentials: 'x' });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatch(/playerID must be a seat id/);
    }

    // The replay: setup and full moves, from which the game itself rebuilds the final state.
    const replay = await request(server.url, 'GET', `/games/${name}/${matchID}/replay`);
    expect(replay.status).toBe(200);
    const { initialState, moves, numPlayers, gameover } = replay.body as unknown as Replay;
    expect(numPlayers).toBe(gameCase.numPlayers);
    expect(gameover).toEqual(final.state.ctx.gameover);
    expect(moves.length).toBe(final.state._stateID);
    const log = moves.map(({ player, move, args }) => ({ action: { type: 'MAKE_MOVE', payload: { type: move, args, playerID: player } } }));
    const rebuilt = matchHistory(gameCase.definition, findGame(name)!, initialState, log as LogEntry[], 'all');
    expect(rebuilt.at(-1)!.G).toEqual(final.state.G);
    clients.forEach((c) => c.close());
  });
});

describe('the histories kept', () => {
  it('drops the least recently asked for first, to stay within its characters; one larger than all is not kept', () => {
    const cache = new HistoryCache(10);
    cache.set('a', 'aaaa');
    cache.set('b', 'bbbb');
    expect(cache.get('a')).toBe('aaaa');
    cache.set('c', 'cccc');
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['aaaa', undefined, 'cccc']);
    cache.set('d', 'd'.repeat(11));
    expect(cache.get('d')).toBeUndefined();
    expect(cache.get('a')).toBe('aaaa');
    // A compressed body counts its bytes.
    cache.set('e', Buffer.alloc(6));
    expect([cache.get('a'), cache.get('c'), cache.get('e')?.length]).toEqual(['aaaa', undefined, 6]);
  });
});
