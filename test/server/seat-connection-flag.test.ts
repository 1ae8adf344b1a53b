/**
 * A seat's connection flag (`isConnected`), which the lobby and the boards show and which offers
 * a claim of the win against a player gone, over a real server: once a seat's last socket has
 * closed, the seat reads away, however its sockets' syncs and closes fall among the match's other
 * writes. Before, a socket closed while its sync waited for those writes stayed registered, and
 * its seat read as connected for good (an attacker's socket churn).
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { io } from 'socket.io-client';
import { createJoinedMatch, request } from './support/lobby';
import { NO_ADDRESS_LIMITS, ServerProcess } from './support/server-process';

const GAME = 'air-land-sea';
const MATCHES = 10;
const SOCKETS = 20;
let server: ServerProcess;

beforeAll(async () => {
  server = await ServerProcess.start(NO_ADDRESS_LIMITS);
});
afterAll(async () => {
  await server?.dispose();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function seatOneFlag(matchID: string): Promise<boolean | undefined> {
  const { body } = await request(server.url, 'GET', `/games/${GAME}/${matchID}`);
  return (body.players as { id: number; isConnected?: boolean }[])[1]!.isConnected;
}

/** Seat 1's sockets sync and close, one after another, while seat 0 renames itself without a pause. */
async function churn(): Promise<string> {
  const { matchID, seats } = await createJoinedMatch(server.url, GAME, 2);
  const [zero, one] = seats as [(typeof seats)[0], (typeof seats)[0]];
  let renaming = true;
  const renames = (async () => {
    for (let n = 0; renaming; n++)
      await request(server.url, 'POST', `/games/${GAME}/${matchID}/update`, {
        playerID: '0',
        credentials: zero.credentials,
        newName: `Ada ${n}`,
      });
  })();
  for (let i = 0; i < SOCKETS; i++) {
    const socket = io(`${server.url}/${GAME}`, { transports: ['websocket'], forceNew: true, reconnection: false });
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.emit('sync', matchID, '1', one.credentials, 2);
    await pause(i % 3); // closed before, while or after the sync is answered
    socket.close();
  }
  renaming = false;
  await renames;
  return matchID;
}

it("reads away once its last socket closed, whenever the socket's sync and close came", async () => {
  const matchIDs = await Promise.all(Array.from({ length: MATCHES }, churn));
  // The server settles a seat's flag a second after its sockets last changed.
  const deadline = Date.now() + 6_000;
  let connected = matchIDs;
  while (connected.length > 0 && Date.now() < deadline) {
    await pause(200);
    const flags = await Promise.all(connected.map(seatOneFlag));
    connected = connected.filter((_, i) => flags[i] === true);
  }
  expect(connected, 'matches whose seat 1 still reads connected').toEqual([]);
}, 60_000);
