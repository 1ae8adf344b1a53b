/**
 * No seat sees its hand before the table is full (server/withheld-deal.ts): a creator could read
 * their deal while waiting, leave and create again until it suited them. What each seat's socket
 * and history really receive, for each game (Land vs Sea for 3: two seats wait for a third).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { State } from 'boardgame.io';
import { GAME_CASES } from './support/game-cases';
import { joinSeat, request, type Seat } from './support/lobby';
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

const syncs = (client: SeatClient) => client.inbox.filter((m) => m.type === 'sync').map((m) => (m.args[1] as { state: State }).state);

describe.each(GAME_CASES)('$name: a seat is shown its hand only once every seat is taken', (gameCase) => {
  it('a waiting seat is sent what a spectator sees, by socket and by history; the join that fills the table deals to every socket', async () => {
    const { name, numPlayers, setupData, game } = gameCase;
    const created = await request(server.url, 'POST', `/games/${name}/create`, { numPlayers, setupData });
    expect(created.status).toBe(200);
    const matchID = String(created.body.matchID);
    const seatView = (playerID: string) => {
      const { G, ctx } = stored.get(matchID)!.state;
      return game.playerView!({ G, ctx, playerID });
    };
    const historyOf = async (seat: Seat | undefined) => {
      const reply = await request(server.url, 'POST', `/games/${name}/${matchID}/history`, seat ?? {});
      expect(reply.status).toBe(200);
      return (reply.body.positions as { G: unknown }[]).map((p) => p.G);
    };

    const spectator = new SeatClient(server.url, name, matchID, null);
    expect(await spectator.sync()).toBe(true);
    const publicG = spectator.state!.G;
    expect(publicG, 'a seat’s view differs from a spectator’s').not.toEqual(seatView('0'));
    const publicHistory = await historyOf(undefined);

    const seats: Seat[] = [];
    const clients: SeatClient[] = [];
    for (let p = 0; p < numPlayers - 1; p++) {
      seats.push(await joinSeat(server.url, name, matchID, String(p), `player ${p}`));
      const client = new SeatClient(server.url, name, matchID, String(p), seats[p]!.credentials);
      expect(await client.sync()).toBe(true);
      clients.push(client);
      // Every seat taken so far, told of this join too, still sees what a spectator sees.
      for (const [i, waiting] of clients.entries()) {
        expect(await waiting.until(() => syncs(waiting).length >= p - i + 1, 5_000)).toBe(true);
        expect(syncs(waiting).at(-1)!.G, `seat ${i} after seat ${p}’s join`).toEqual(publicG);
        expect(await historyOf(seats[i]), `seat ${i}’s history`).toEqual(publicHistory);
      }
    }

    const before = clients.map((c) => syncs(c).length);
    const last = await joinSeat(server.url, name, matchID, String(numPlayers - 1), 'last player');
    // Without syncing again, each waiting socket is sent its own view.
    for (const [i, waiting] of clients.entries()) {
      expect(await waiting.until(() => syncs(waiting).length > before[i]!, 5_000), `seat ${i} is dealt to`).toBe(true);
      expect(waiting.state!.G).toEqual(seatView(String(i)));
      expect(waiting.state!._stateID).toBe(0);
      expect((await historyOf(seats[i]))[0]).toEqual(seatView(String(i)));
    }
    const lastClient = new SeatClient(server.url, name, matchID, last.playerID, last.credentials);
    expect(await lastClient.sync()).toBe(true);
    expect(lastClient.state!.G).toEqual(seatView(last.playerID));
    // The spectator is told of the seats and still sees nothing more.
    expect(spectator.state!.G).toEqual(publicG);
    for (const c of [spectator, lastClient, ...clients]) c.close();
  });
});
