/**
 * No seat sees its hand before the table is full (server/withheld-deal.ts), as the sockets and
 * histories of a real server (or of several instances) receive it: one scenario, run by the
 * server tests on SQLite and by the cluster tests on PostgreSQL and Redis.
 */
import { expect } from 'vitest';
import type { State } from 'boardgame.io';
import type { GameCase } from './game-cases';
import { joinSeat, request, type Seat } from './lobby';
import { SeatClient, type Message } from './seat-client';

export interface Deployment {
  /** The lobby a request goes to, by its order in the scenario (instances may take turns). */
  lobby(turn: number): string;
  /** The server seat `playerID`'s socket connects to. */
  socketOf(playerID: string | null): string;
  /** The match's state as stored. */
  stateOf(matchID: string): Promise<State>;
}

/** The views of states a socket was sent (syncs, updates), in order. */
const viewsIn = (client: SeatClient): unknown[] =>
  client.inbox.flatMap((m: Message) =>
    m.args[0] !== client.matchID
      ? []
      : m.type === 'sync'
        ? [(m.args[1] as { state: State }).state.G]
        : m.type === 'update'
          ? [(m.args[1] as State).G]
          : m.type === 'patch'
            ? ['a patch']
            : [],
  );

/** Time for what follows a connection (boardgame.io's seat news, anything sent after it) to arrive. */
const SETTLE_MS = 500;

/**
 * Creates a match of `gameCase`, takes every seat but the last one by one, each with a socket:
 * every state any socket is sent, and every seat's history, is what a spectator sees. The last
 * join sends each waiting socket its own view, without a new sync of its own.
 */
export async function waitingSeatsSeeNoHand(gameCase: GameCase, at: Deployment): Promise<void> {
  const { name, numPlayers, setupData, game } = gameCase;
  let turn = 0;
  const lobby = () => at.lobby(turn++);
  const created = await request(lobby(), 'POST', `/games/${name}/create`, { numPlayers, setupData });
  expect(created.status).toBe(200);
  const matchID = String(created.body.matchID);
  const seatView = async (playerID: string) => {
    const { G, ctx } = await at.stateOf(matchID);
    return game.playerView!({ G, ctx, playerID });
  };
  const historyOf = async (seat: Seat | undefined) => {
    const reply = await request(lobby(), 'POST', `/games/${name}/${matchID}/history`, seat ?? {});
    expect(reply.status).toBe(200);
    return (reply.body.positions as { G: unknown }[]).map((p) => p.G);
  };

  const spectator = new SeatClient(at.socketOf(null), name, matchID, null);
  expect(await spectator.sync()).toBe(true);
  const publicG = spectator.state!.G;
  expect(publicG, 'a seat’s view differs from a spectator’s').not.toEqual(await seatView('0'));
  const publicHistory = await historyOf(undefined);

  const seats: Seat[] = [];
  const clients: SeatClient[] = [];
  for (let p = 0; p < numPlayers - 1; p++) {
    seats.push(await joinSeat(lobby(), name, matchID, String(p), `player ${p}`));
    const client = new SeatClient(at.socketOf(String(p)), name, matchID, String(p), seats[p]!.credentials);
    expect(await client.sync()).toBe(true);
    clients.push(client);
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    // Every seat taken so far, told of this join and connection too, has seen nothing but what a spectator sees.
    for (const [i, waiting] of clients.entries()) {
      const views = viewsIn(waiting);
      expect(views.length, `seat ${i} was sent the match`).toBeGreaterThan(0);
      for (const view of views) expect(view, `seat ${i} after seat ${p}’s join`).toEqual(publicG);
      expect(await historyOf(seats[i]), `seat ${i}’s history`).toEqual(publicHistory);
    }
  }

  const before = clients.map((c) => viewsIn(c).length);
  const last = await joinSeat(lobby(), name, matchID, String(numPlayers - 1), 'last player');
  for (const [i, waiting] of clients.entries()) {
    expect(await waiting.until(() => viewsIn(waiting).length > before[i]!, 5_000), `seat ${i} is dealt to`).toBe(true);
    expect(waiting.state!.G).toEqual(await seatView(String(i)));
    expect(waiting.state!._stateID).toBe(0);
    expect((await historyOf(seats[i]))[0]).toEqual(await seatView(String(i)));
  }
  const lastClient = new SeatClient(at.socketOf(last.playerID), name, matchID, last.playerID, last.credentials);
  expect(await lastClient.sync()).toBe(true);
  expect(lastClient.state!.G).toEqual(await seatView(last.playerID));
  // The spectator is told of the seats and still sees nothing more.
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  for (const view of viewsIn(spectator)) expect(view).toEqual(publicG);
  for (const c of [spectator, lastClient, ...clients]) c.close();
}
