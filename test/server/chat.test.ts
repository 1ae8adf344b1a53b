/**
 * Chat in an online match, over real sockets: a seat's message reaches every socket of the match
 * (the other seats, the spectators, and its own socket, which is how the web app knows it was
 * relayed), also while the table still waits for a player; nothing else gets through. A
 * spectator has no seat, so nothing it sends is relayed: not as itself (boardgame.io's client
 * sends a spectator's `sender` as null), nor as a seat whose credentials it lacks. boardgame.io
 * checks the sender's credentials before relaying (with this server's `authenticateCredentials`,
 * on every match), and the chat guard drops a message that is not a seat's text.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createJoinedMatch, joinSeat, request } from './support/lobby';
import { SeatClient } from './support/seat-client';
import { ServerProcess } from './support/server-process';

const ALS = 'air-land-sea';
let server: ServerProcess;
const opened: SeatClient[] = [];

beforeAll(async () => {
  // Each test plays clients of its own address (X-Forwarded-For): the chat limit counts per address.
  server = await ServerProcess.start({ TRUST_PROXY: '1' });
});
afterAll(async () => {
  opened.forEach((c) => c.close());
  await server?.dispose();
});

let addresses = 0;

async function client(matchID: string, playerID: string | null, credentials?: string, game = ALS): Promise<SeatClient> {
  const c = new SeatClient(server.url, game, matchID, playerID, credentials, { 'X-Forwarded-For': `10.1.0.${++addresses}` });
  opened.push(c);
  expect(await c.sync()).toBe(true);
  return c;
}

let ids = 0;
/** A chat packet as boardgame.io's client sends it: `{ id, sender, payload }` and the seat's credentials. */
const say = (from: SeatClient, payload: string, sender: string | null = from.playerID, credentials = from.credentials) =>
  from.socket.emit('chat', from.matchID, { id: `m${++ids}`, sender, payload }, credentials);

const heard = (c: SeatClient) => c.inbox.filter((m) => m.type === 'chat' && m.args[0] === c.matchID).map((m) => m.args[1]);

/** Waits until `c` heard `count` messages, then a little longer for any that should not come. */
async function settle(c: SeatClient, count: number): Promise<unknown[]> {
  expect(await c.until(() => heard(c).length >= count, 5_000), `${count} messages`).toBe(true);
  await new Promise((r) => setTimeout(r, 300));
  return heard(c);
}

describe('chat over real sockets', () => {
  it("a seat's message reaches both seats and the spectator, as it was sent", async () => {
    const { matchID, seats } = await createJoinedMatch(server.url, ALS, 2);
    const [ada, bo] = [await client(matchID, '0', seats[0]!.credentials), await client(matchID, '1', seats[1]!.credentials)];
    const watcher = await client(matchID, null);
    say(ada, 'good luck <b>Bo</b>');
    say(bo, 'you too');
    for (const c of [ada, bo, watcher]) {
      expect(await settle(c, 2)).toEqual([
        { id: expect.any(String), sender: '0', payload: 'good luck <b>Bo</b>' },
        { id: expect.any(String), sender: '1', payload: 'you too' },
      ]);
    }
  });

  it('a spectator writes nothing: not as itself, nor as a seat without its credentials', async () => {
    const { matchID, seats } = await createJoinedMatch(server.url, ALS, 2);
    const ada = await client(matchID, '0', seats[0]!.credentials);
    const watcher = await client(matchID, null);
    say(watcher, 'as a spectator'); // boardgame.io's client: sender null, no credentials
    say(watcher, 'as seat 1, no credentials', '1', undefined);
    say(watcher, 'as seat 1, wrong credentials', '1', 'guessed');
    say(watcher, 'as seat 1, seat 0’s credentials', '1', seats[0]!.credentials);
    say(ada, 'as seat 1, from seat 0', '1');
    say(ada, 'only this one');
    for (const c of [ada, watcher]) expect((await settle(c, 1)).map((m) => (m as { payload: string }).payload)).toEqual(['only this one']);
  });

  it('players chat while the table waits for a player; a seat left is silent', async () => {
    // Three seats, one still free: a seat is given back only while the table fills.
    const LVS = 'land-vs-sea';
    const matchID = String((await request(server.url, 'POST', `/games/${LVS}/create`, { numPlayers: 3 })).body.matchID);
    const seats = [await joinSeat(server.url, LVS, matchID, '0', 'p0'), await joinSeat(server.url, LVS, matchID, '1', 'p1')];
    const ada = await client(matchID, '0', seats[0]!.credentials, LVS);
    await client(matchID, '1', seats[1]!.credentials, LVS);
    const left = await request(server.url, 'POST', `/games/${LVS}/${matchID}/leave`, seats[1]);
    expect(left.status).toBe(200);
    const watcher = await client(matchID, null, undefined, LVS);
    const former = await client(matchID, null, undefined, LVS); // a new socket: the server disconnected Bo's
    say(former, 'from the seat I left', '1', seats[1]!.credentials);
    say(watcher, 'as the empty seat', '1', '');
    say(ada, 'anyone?');
    expect((await settle(watcher, 1)).map((m) => (m as { payload: string }).payload)).toEqual(['anyone?']);
  });
});
