/**
 * What each socket really receives from a real server: every message to every seat and to a
 * spectator (sync with its initial state, updates, logs, match data), checked after every move
 * of a whole match against what that seat may know at that moment. Fails if the initial state
 * on sync is not filtered (hole 1), or if any playerView / log redaction leaks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from 'boardgame.io';
import { seededRng } from '../../games/common/random';
import { actingPlayer, GAME_CASES } from './support/game-cases';
import { createJoinedMatch } from './support/lobby';
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

describe.each(GAME_CASES)('$name over sockets: no seat receives what it may not know', (gameCase) => {
  it('plays a whole match, checking every message to every seat and to a spectator', async () => {
    const { matchID, seats } = await createJoinedMatch(server.url, gameCase.name, gameCase.numPlayers, gameCase.setupData);
    const viewers: (string | null)[] = [...seats.map((s) => s.playerID), null];
    const clients = viewers.map((viewer) => {
      const seat = seats.find((s) => s.playerID === viewer);
      return new SeatClient(server.url, gameCase.name, matchID, viewer, seat?.credentials);
    });
    const trackers = viewers.map((viewer) => gameCase.tracker(viewer));
    const checked = viewers.map(() => 0);
    const seed = String(stored.get(matchID)!.initialState.plugins.random?.data?.seed);

    const check = () => {
      const { G } = stored.get(matchID)!.state;
      clients.forEach((client, i) => {
        const received = client.inbox.splice(0);
        const text = trackers[i]!.textOf(received);
        for (const token of trackers[i]!.hiddenNow(G, received)) {
          expect(text, `${gameCase.name}: seat ${viewers[i]} was sent hidden ${token}`).not.toContain(token);
        }
        expect(text, 'the shuffle seed never leaves the server').not.toContain(seed);
        expect(text).not.toContain('prngstate');
        expect(text, 'no credentials in any message').not.toMatch(/credentials"\s*:\s*"[^"]/);
        checked[i]!++;
      });
    };

    for (const client of clients) expect(await client.sync()).toBe(true);
    const firstSync = clients[1]!.inbox.find((m) => m.type === 'sync')!.args[1] as { initialState?: unknown };
    expect(firstSync.initialState, 'the initial state is sent (filtered)').toBeDefined();
    check();

    const rng = seededRng(gameCase.name);
    let moves = 0;
    for (; moves < 400; moves++) {
      const { G, ctx } = stored.get(matchID)!.state as { G: unknown; ctx: Ctx };
      if (ctx.gameover) break;
      const player = actingPlayer(ctx);
      const { move, args } = gameCase.randomMove(G, ctx, player, rng);
      const mover = clients[viewers.indexOf(player)]!;
      expect(await mover.move(move, args), `${move}(${JSON.stringify(args)}) by ${player}`).toBe(true);
      const target = mover.stateID;
      for (const client of clients) await client.until(() => client.stateID >= target, 2_000);
      check();
    }
    expect(stored.get(matchID)!.state.ctx.gameover, 'the match ended').toBeDefined();
    expect(Math.min(...checked)).toBeGreaterThan(10);
    clients.forEach((c) => c.close());
  });
});
