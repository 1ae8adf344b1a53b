/**
 * The sockets of a match hear of a seat change made in the lobby at once, over a real server:
 * a player who leaves is no longer named on the other boards, nor a renamed player by their old
 * name, and a join made without a socket shows its name; the seats sent carry no credentials,
 * and the leaver's own socket, still open, is disconnected. A seat given up is not "connected".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { joinSeat, request, type Seat } from './support/lobby';
import { SeatClient, type Message } from './support/seat-client';
import { NO_ADDRESS_LIMITS, ServerProcess } from './support/server-process';

// Three seats, one left free: a seat is given back only while the table fills.
const GAME = 'land-vs-sea';
let server: ServerProcess;
const opened: SeatClient[] = [];

beforeAll(async () => {
  server = await ServerProcess.start(NO_ADDRESS_LIMITS);
});
afterAll(async () => {
  opened.forEach((c) => c.close());
  await server?.dispose();
});

type SeatSeen = { id: number; name?: string; credentials?: string; isConnected?: boolean };

/** Whether the client has heard (from boardgame.io) that the seat's socket connected. */
const heardConnected = (client: SeatClient, seat: number) =>
  client.inbox.some((m) => m.type === 'matchData' && (m.args[1] as SeatSeen[])[seat]?.isConnected === true);

/**
 * The seats a message tells of: boardgame.io's `matchData`, or a sync's (before the first move a
 * seat change is sent as a whole sync, which deals once the table is full).
 */
function seatsIn(message: Message, matchID: string): SeatSeen[] | undefined {
  if (message.args[0] !== matchID) return undefined;
  if (message.type === 'matchData') return message.args[1] as SeatSeen[];
  if (message.type === 'sync') return (message.args[1] as { filteredMetadata: SeatSeen[] }).filteredMetadata;
  return undefined;
}

/** Waits, when called, for the seats in the first message telling of them the client receives from now on. */
function nextSeats(client: SeatClient): () => Promise<SeatSeen[] | undefined> {
  const from = client.inbox.length;
  const found = () => client.inbox.slice(from).find((m) => seatsIn(m, client.matchID) !== undefined);
  return async () => {
    if (!(await client.until(() => found() !== undefined, 5_000))) return undefined;
    return seatsIn(found()!, client.matchID);
  };
}

async function synced(matchID: string, playerID: string, credentials: string): Promise<SeatClient> {
  const client = new SeatClient(server.url, GAME, matchID, playerID, credentials);
  opened.push(client);
  expect(await client.sync()).toBe(true);
  return client;
}

const names = (seats: SeatSeen[] | undefined) => seats?.map((s) => s.name ?? null);

/** A match of three seats with two taken (Ada's and Bo's): the table still fills. */
async function fillingMatch(): Promise<{ matchID: string; ada: Seat; bo: Seat }> {
  const created = await request(server.url, 'POST', `/games/${GAME}/create`, { numPlayers: 3 });
  const matchID = String(created.body.matchID);
  const join = (playerID: string, playerName: string) => joinSeat(server.url, GAME, matchID, playerID, playerName);
  return { matchID, ada: await join('0', 'Ada'), bo: await join('1', 'Bo') };
}

describe('a seat change in the lobby reaches the match’s sockets', () => {
  it('a leave, a rename and a join without a socket: each is sent at once, without credentials', async () => {
    const { matchID, ada, bo } = await fillingMatch();
    const adaSocket = await synced(matchID, ada.playerID, ada.credentials);
    const boSocket = await synced(matchID, bo.playerID, bo.credentials);
    // The news of Bo's connection first, so that what follows is about the lobby's changes.
    expect(await adaSocket.until(() => heardConnected(adaSocket, 1), 5_000)).toBe(true);
    const secrets = [ada.credentials, bo.credentials];

    // Bo leaves from another tab; the tab still open here keeps its socket.
    let seen = nextSeats(adaSocket);
    const left = await request(server.url, 'POST', `/games/${GAME}/${matchID}/leave`, bo);
    expect(left.status).toBe(200);
    const afterLeave = await seen();
    expect(names(afterLeave), 'seat 1 free on the board that stays').toEqual(['Ada', null, null]);
    // Free, so not connected, though the leaver's socket was open when the seat was given up.
    expect(afterLeave?.[1]).toEqual({ id: 1 });
    expect(await boSocket.until(() => !boSocket.socket.connected, 5_000), 'the former holder’s socket is let go').toBe(true);

    seen = nextSeats(adaSocket);
    const renamed = await request(server.url, 'POST', `/games/${GAME}/${matchID}/update`, { ...ada, newName: 'Ann' });
    expect(renamed.status).toBe(200);
    const afterRename = await seen();
    expect(names(afterRename)).toEqual(['Ann', null, null]);

    seen = nextSeats(adaSocket);
    const joined = await request(server.url, 'POST', `/games/${GAME}/${matchID}/join`, { playerID: '1', playerName: 'Cy' });
    expect(joined.status).toBe(200);
    const afterJoin = await seen();
    expect(names(afterJoin)).toEqual(['Ann', 'Cy', null]);
    expect(afterJoin?.[1], 'not connected before a socket of theirs is').toEqual({ id: 1, name: 'Cy' });

    const sent = JSON.stringify([afterLeave, afterRename, afterJoin]);
    for (const secret of [...secrets, String(joined.body.playerCredentials)]) expect(sent).not.toContain(secret);
    expect(sent).not.toContain('credentials');
  });

  it('a refused change sends nothing, and the last player out leaves no match behind', async () => {
    const { matchID, ada, bo } = await fillingMatch();
    const adaSocket = await synced(matchID, ada.playerID, ada.credentials);
    expect(await adaSocket.until(() => heardConnected(adaSocket, 0), 5_000)).toBe(true);
    const from = adaSocket.inbox.length;
    const refused = await request(server.url, 'POST', `/games/${GAME}/${matchID}/leave`, { ...bo, credentials: 'not-bo' });
    expect(refused.status).toBe(403);
    for (const seat of [bo, ada]) expect((await request(server.url, 'POST', `/games/${GAME}/${matchID}/leave`, seat)).status).toBe(200);
    expect((await request(server.url, 'GET', `/games/${GAME}/${matchID}`)).status).toBe(404);
    await new Promise((r) => setTimeout(r, 200));
    const notices = adaSocket.inbox.slice(from).filter((m) => seatsIn(m, matchID) !== undefined);
    expect(names(notices[0] && seatsIn(notices[0], matchID)), 'only the accepted leave of seat 1 was sent').toEqual(['Ada', null, null]);
    expect(notices).toHaveLength(1);
    expect((await request(server.url, 'GET', '/health')).status).toBe(200);
  });
});
