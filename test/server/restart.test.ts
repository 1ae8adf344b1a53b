/**
 * A match survives `kill -9`: play some moves, SIGKILL the server, start it again on the same
 * data directory, reconnect every seat, and finish the match. Nothing a client saw accepted
 * before the kill is lost (clients see a move only after its state is committed).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from 'boardgame.io';
import { seededRng } from '../../games/common/random';
import { actingPlayer, GAME_CASES } from './support/game-cases';
import { createJoinedMatch, type Seat } from './support/lobby';
import { SeatClient } from './support/seat-client';
import { NO_ADDRESS_LIMITS, ServerProcess } from './support/server-process';
import { StoredMatches } from './support/stored';

let server: ServerProcess;

beforeAll(async () => {
  server = await ServerProcess.start(NO_ADDRESS_LIMITS);
});
afterAll(async () => {
  await server?.dispose();
});

async function connect(game: string, matchID: string, seats: Seat[]): Promise<SeatClient[]> {
  const clients = seats.map((s) => new SeatClient(server.url, game, matchID, s.playerID, s.credentials));
  for (const c of clients) expect(await c.sync(5_000)).toBe(true);
  return clients;
}

/** Plays random legal moves over the sockets (the full state read from the database picks them). */
async function play(
  gameCase: (typeof GAME_CASES)[number],
  matchID: string,
  clients: SeatClient[],
  maxMoves: number,
  seed: string,
): Promise<number> {
  const rng = seededRng(seed);
  const stored = new StoredMatches(server.dataDir);
  try {
    let moves = 0;
    for (; moves < maxMoves; moves++) {
      const { G, ctx } = stored.get(matchID)!.state as { G: unknown; ctx: Ctx };
      if (ctx.gameover) break;
      const player = actingPlayer(ctx);
      const { move, args } = gameCase.randomMove(G, ctx, player, rng);
      expect(await clients.find((c) => c.playerID === player)!.move(move, args, 5_000)).toBe(true);
    }
    return moves;
  } finally {
    stored.close();
  }
}

describe('restart after kill -9', () => {
  it('every match of every game resumes from its last accepted move and plays to the end', async () => {
    const matches = [];
    for (const gameCase of GAME_CASES) {
      const { matchID, seats } = await createJoinedMatch(server.url, gameCase.name, gameCase.numPlayers, gameCase.setupData);
      const clients = await connect(gameCase.name, matchID, seats);
      await play(gameCase, matchID, clients, 8, `${gameCase.name}-before`);
      matches.push({ gameCase, matchID, seats, clients, seen: 0 });
    }
    // One more move per match, in flight when the server is killed.
    const stored = new StoredMatches(server.dataDir);
    for (const m of matches) {
      const { G, ctx } = stored.get(m.matchID)!.state as { G: unknown; ctx: Ctx };
      const player = actingPlayer(ctx);
      const { move, args } = m.gameCase.randomMove(G, ctx, player, seededRng('in-flight'));
      void m.clients.find((c) => c.playerID === player)!.move(move, args);
    }
    stored.close();
    await server.stop('SIGKILL');
    await expect(fetch(`${server.url}/health`), 'the old server is gone').rejects.toThrow();
    // What the clients saw accepted before the kill.
    for (const m of matches) m.seen = Math.max(...m.clients.map((c) => c.stateID));
    matches.forEach((m) => m.clients.forEach((c) => c.close()));
    await server.launch();

    for (const { gameCase, matchID, seats, seen } of matches) {
      const clients = await connect(gameCase.name, matchID, seats);
      const sync = clients[0]!.inbox.find((m) => m.type === 'sync')!.args[1] as {
        state: { _stateID: number };
        log: { _stateID: number }[];
      };
      // Everything seen survived; the in-flight move may or may not have committed.
      expect(sync.state._stateID, `${gameCase.name}: state after restart`).toBeGreaterThanOrEqual(seen);
      expect(sync.state._stateID).toBeLessThanOrEqual(seen + 1);
      expect(sync.log.filter((e) => !('automatic' in e)).length).toBe(sync.state._stateID);
      await play(gameCase, matchID, clients, 600, `${gameCase.name}-after`);
      const stored = new StoredMatches(server.dataDir);
      const final = stored.get(matchID)!;
      stored.close();
      expect(final.state.ctx.gameover, `${gameCase.name} ended`).toBeDefined();
      expect(final.metadata.gameover).toEqual(final.state.ctx.gameover);
      clients.forEach((c) => c.close());
    }
  });
});
