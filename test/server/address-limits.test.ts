/**
 * What one client address may do on a real server, with low limits: match creations, seat
 * changes, socket moves and syncs, and chat messages per address (429 with when to retry over
 * HTTP, dropped over a socket), the caps on its matches still waiting for players and on its
 * unfinished matches against the computer, a chat
 * message's shape and size, the game sockets it may hold at once, and the capped public match list. The server trusts one proxy, so
 * each test plays a client of its own by its X-Forwarded-For.
 */
import { Manager } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decidingSeats, type TurnCtx } from '../../games/common/turn';
import { GAME_CASES } from './support/game-cases';
import { eventually } from './support/players';
import { createJoinedMatch, request, type Reply } from './support/lobby';
import { SeatClient } from './support/seat-client';
import { ServerProcess } from './support/server-process';
import { StoredMatches } from './support/stored';

const ALS = 'air-land-sea';
const LVS = 'land-vs-sea';
let server: ServerProcess;
let stored: StoredMatches;
const opened: SeatClient[] = [];

beforeAll(async () => {
  server = await ServerProcess.start({
    TRUST_PROXY: '1',
    LIMIT_CREATES_PER_MINUTE: '4',
    LIMIT_JOINS_PER_MINUTE: '4',
    LIMIT_MOVES_PER_SECOND: '5',
    LIMIT_CHATS_PER_MINUTE: '3',
    LIMIT_OPEN_MATCHES: '2',
    LIMIT_COMPUTER_MATCHES: '1',
    LIMIT_SOCKETS_AT_ONCE: '3',
    LIMIT_CONNECTIONS_PER_MINUTE: '10',
    LIMIT_PACKETS_PER_SECOND: '50',
    MATCH_LIST_LIMIT: '3',
    LIMIT_LISTS_PER_MINUTE: '5',
  });
  stored = new StoredMatches(server.dataDir);
});
afterAll(async () => {
  opened.forEach((c) => c.close());
  stored?.close();
  await server?.dispose();
});

/** As a client at `address` behind the trusted proxy (which appends the address it saw). */
const from = (address: string, spoofed = 'client-written') => ({ 'X-Forwarded-For': `${spoofed}, ${address}` });
const post = (address: string, path: string, body: unknown): Promise<Reply> => request(server.url, 'POST', path, body, from(address));
const create = (address: string, body: unknown = { numPlayers: 2 }) => post(address, `/games/${ALS}/create`, body);

function seat(matchID: string, playerID: string | null, credentials: string | undefined, address: string): SeatClient {
  const client = new SeatClient(server.url, ALS, matchID, playerID, credentials, from(address));
  opened.push(client);
  return client;
}

/**
 * Ends an Air, Land & Sea match in a dozen moves (a rematch needs a finished match): whoever is
 * to move withdraws from every battle. Each seat from its own address, under the move rate.
 */
async function withdrawToEnd(matchID: string, seats: { playerID: string; credentials: string }[], addresses: string[]): Promise<void> {
  const clients = seats.map((s, i) => seat(matchID, s.playerID, s.credentials, addresses[i]!));
  for (const c of clients) expect(await c.sync()).toBe(true);
  const watcher = clients[0]!;
  while (watcher.state?.ctx.gameover === undefined) {
    const current = (watcher.state?.ctx as { currentPlayer?: string } | undefined)?.currentPlayer;
    const mover = clients.find((c) => c.playerID === current)!;
    expect(await mover.move('withdraw', [])).toBe(true);
    expect(await watcher.until(() => watcher.stateID >= mover.stateID, 2_000)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 250)); // LIMIT_MOVES_PER_SECOND is 5 here
  }
  clients.forEach((c) => c.close());
}

describe('lobby writes per address', () => {
  it('matches waiting for players are capped; creations are rate limited with a time to retry', async () => {
    const first = await create('10.0.1.1');
    expect((await create('10.0.1.1')).status).toBe(200);
    const capped = await create('10.0.1.1');
    expect(capped.status).toBe(429);
    expect(capped.body.error).toMatch(/already has 2 matches waiting for players/);
    expect((await create('10.0.1.2')).status, 'another address is not affected').toBe(200);
    // Once its match is full, the address may create again...
    const matchID = String(first.body.matchID);
    for (const playerID of ['0', '1']) {
      expect((await post('10.0.1.3', `/games/${ALS}/${matchID}/join`, { playerID, playerName: `p${playerID}` })).status).toBe(200);
    }
    expect((await create('10.0.1.1')).status).toBe(200);
    // ...but that was its fourth creation this minute: the refused one counted too.
    const limited = await fetch(`${server.url}/games/${ALS}/create`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...from('10.0.1.1') },
      body: '{"numPlayers":2}',
    });
    expect(limited.status).toBe(429);
    const body = (await limited.json()) as { error: string; retryAfterSeconds: number };
    expect(body.error).toMatch(/too many matches created from your address \(at most 4 a minute\): try again in \d+ s/);
    expect(body.retryAfterSeconds).toBeGreaterThan(0);
    expect(body.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect(limited.headers.get('retry-after')).toBe(String(body.retryAfterSeconds));
  });

  it('a rematch counts among the matches waiting for players (play again made 9 more past the cap)', async () => {
    const played = await create('10.0.9.2');
    const matchID = String(played.body.matchID);
    const seats: { playerID: string; credentials: string }[] = [];
    for (const playerID of ['0', '1']) {
      const joined = await post('10.0.9.3', `/games/${ALS}/${matchID}/join`, { playerID, playerName: `p${playerID}` });
      seats.push({ playerID, credentials: String(joined.body.playerCredentials) });
    }
    await withdrawToEnd(matchID, seats, ['10.0.9.5', '10.0.9.6']);
    for (let i = 0; i < 2; i++) expect((await create('10.0.9.1')).status).toBe(200);
    const again = (address: string) => post(address, `/games/${ALS}/${matchID}/playAgain`, seats[0]);
    const capped = await again('10.0.9.1');
    expect(capped.status).toBe(429);
    expect(capped.body.error).toMatch(/already has 2 matches waiting for players/);
    const made = await again('10.0.9.4');
    expect(made.status).toBe(200);
    // Once made, the rematch is only answered: every seat's Play again finds it, cap or not.
    const found = await again('10.0.9.1');
    expect(found.status).toBe(200);
    expect(found.body.nextMatchID).toBe(made.body.nextMatchID);
  });

  it('a match counts while it waits for players: a seat given back while it fills, no more once it is full', async () => {
    const created = await post('10.0.11.1', `/games/${LVS}/create`, { numPlayers: 3 });
    const matchID = String(created.body.matchID);
    const join = async (address: string, playerID: string) =>
      String((await post(address, `/games/${LVS}/${matchID}/join`, { playerID, playerName: `p${playerID}` })).body.playerCredentials);
    const zero = await join('10.0.11.2', '0');
    const one = await join('10.0.11.2', '1');
    expect((await post('10.0.11.2', `/games/${LVS}/${matchID}/leave`, { playerID: '1', credentials: one })).status).toBe(200);
    // Still waiting: with one more, the address has two (the cap).
    expect((await create('10.0.11.1')).status).toBe(200);
    const capped = await create('10.0.11.1');
    expect(capped.status).toBe(429);
    expect(capped.body.error).toMatch(/already has 2 matches waiting for players/);
    await join('10.0.11.3', '1');
    await join('10.0.11.3', '2');
    // Full: no seat of it is given back, and it no longer counts.
    expect((await post('10.0.11.3', `/games/${LVS}/${matchID}/leave`, { playerID: '0', credentials: zero })).status).toBe(409);
    expect((await create('10.0.11.1')).status).toBe(200);
  });

  it('unfinished matches against the computer are capped: the computer players share one pool of threads', async () => {
    const vsComputer = { numPlayers: 2, bots: { 1: 'easy' } };
    const first = await create('10.0.10.1', vsComputer);
    expect(first.status).toBe(200);
    const capped = await create('10.0.10.1', vsComputer);
    expect(capped.status).toBe(429);
    expect(capped.body.error).toMatch(/already has 1 unfinished matches against the computer/);
    expect((await create('10.0.10.2', vsComputer)).status, 'another address is not affected').toBe(200);
    expect((await create('10.0.10.1')).status, 'a match between people is not counted').toBe(200);
    // Its match resigned (a seat is not given back once the table is full), the address may start another.
    const matchID = String(first.body.matchID);
    const joined = await post('10.0.10.1', `/games/${ALS}/${matchID}/join`, { playerID: '0', playerName: 'p' });
    const credentials = String(joined.body.playerCredentials);
    expect((await post('10.0.10.1', `/games/${ALS}/${matchID}/leave`, { playerID: '0', credentials })).status).toBe(409);
    const person = new SeatClient(server.url, ALS, matchID, '0', credentials, from('10.0.10.1'));
    expect(await person.sync()).toBe(true);
    // If the computer plays first, its move may land between the sync and the resignation, which
    // is then refused as sent from a stale state (this test failed once so): the person's turn first.
    expect(await person.until(() => decidingSeats(person.state!.ctx as TurnCtx).includes('0'), 10_000)).toBe(true);
    expect(await person.move('resign', ['resigned'])).toBe(true);
    expect(person.state?.ctx.gameover).toBeDefined();
    person.close();
    // The end is in the match's metadata a moment after its state (boardgame.io writes it second).
    await eventually(
      async () => stored.get(matchID)?.metadata.gameover,
      (gameover) => gameover !== undefined,
    );
    expect((await create('10.0.10.1', vsComputer)).status).toBe(200);
    // Quick match's computer opponent makes a match against the computer too: it counts (it had
    // made ten more past the cap).
    expect((await create('10.0.10.4', vsComputer)).status).toBe(200);
    const ticket = await post('10.0.10.4', '/quick', { game: ALS, options: 'any', playerName: 'q' });
    expect(ticket.status).toBe(201);
    const quick = await post('10.0.10.4', `/quick/${String(ticket.body.ticket)}/computer`, { level: 'easy' });
    expect(quick.status).toBe(429);
    expect(quick.body.error).toMatch(/already has 1 unfinished matches against the computer/);
    expect((await post('10.0.10.4', `/quick/${String(ticket.body.ticket)}/cancel`, {})).status).toBe(200);
    const elsewhere = await post('10.0.10.3', '/quick', { game: ALS, options: 'any', playerName: 'r' });
    const played = await post('10.0.10.3', `/quick/${String(elsewhere.body.ticket)}/computer`, { level: 'easy' });
    expect(played.status).toBe(200);
    const again = await post('10.0.10.3', '/quick', { game: ALS, options: 'any', playerName: 'r' });
    expect((await post('10.0.10.3', `/quick/${String(again.body.ticket)}/computer`, { level: 'easy' })).status).toBe(429);
  });

  it('seat changes are rate limited, whatever the client writes in X-Forwarded-For', async () => {
    for (let i = 0; i < 4; i++) {
      const reply = await request(server.url, 'POST', `/games/${ALS}/nope/join`, { playerName: 'x' }, from('10.0.2.1', `spoof-${i}`));
      expect(reply.status).toBe(404);
    }
    const limited = await request(server.url, 'POST', `/games/${ALS}/nope/join`, { playerName: 'x' }, from('10.0.2.1', 'spoof-9'));
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatch(/too many seat changes/);
    expect((await post('10.0.2.2', `/games/${ALS}/nope/join`, { playerName: 'x' })).status).toBe(404);
  });

  it("a seat's data is small: it is shown to anyone in the match list", async () => {
    const matchID = String((await create('10.0.3.1')).body.matchID);
    const reply = await post('10.0.3.1', `/games/${ALS}/${matchID}/join`, { playerName: 'p', data: { pad: 'x'.repeat(2_000) } });
    expect(reply.status).toBe(400);
    expect(reply.body.error).toMatch(/data must be at most 1024 characters/);
  });
});

describe('socket packets per address', () => {
  it('moves and syncs over the limit are dropped; the next second they pass again', async () => {
    const { matchID, seats } = await createJoinedMatch(server.url, ALS, 2, undefined, from('10.0.4.0'));
    const { ctx } = stored.get(matchID)!.state;
    const current = seats.find((s) => s.playerID === ctx.currentPlayer)!;
    const player = seat(matchID, current.playerID, current.credentials, '10.0.4.1');
    expect(await player.sync()).toBe(true);
    for (let i = 0; i < 4; i++) player.socket.emit('sync', matchID, current.playerID, current.credentials, 2);
    expect(await player.move('withdraw', [], 500), 'the sixth packet in a second').toBe(false);
    expect(stored.get(matchID)!.state._stateID).toBe(0);
    // Another address is not affected.
    const watcher = seat(matchID, null, undefined, '10.0.4.2');
    expect(await watcher.sync()).toBe(true);
    await new Promise((r) => setTimeout(r, 1_000));
    expect(await player.move('withdraw', [])).toBe(true);
  });
});

describe('game sockets per address', () => {
  /** A socket from `address`, and its refusal's message (undefined once it is connected). */
  const connect = (matchID: string, address: string) => {
    const client = seat(matchID, null, undefined, address);
    return { client, refusal: connection(client) };
  };
  const connection = (client: SeatClient) =>
    new Promise<string | undefined>((resolve) => {
      client.socket.once('connect', () => resolve(undefined));
      client.socket.once('connect_error', (error) => resolve(error.message));
    });

  it('a socket over the cap is refused with the reason; one closed makes room again', async () => {
    const { matchID } = await createJoinedMatch(server.url, ALS, 2, undefined, from('10.0.7.0'));
    const held = [1, 2, 3].map(() => connect(matchID, '10.0.7.1'));
    for (const { refusal } of held) expect(await refusal).toBeUndefined();
    const over = connect(matchID, '10.0.7.1');
    expect(await over.refusal).toMatch(/too many connections from your address \(at most 3 at a time\)/);
    expect(await over.client.sync(500), 'the refused socket gets nothing').toBe(false);
    expect(await connect(matchID, '10.0.7.2').refusal, 'another address is not affected').toBeUndefined();
    held[0]!.client.close();
    await new Promise((r) => setTimeout(r, 200));
    const next = connect(matchID, '10.0.7.1');
    expect(await next.refusal).toBeUndefined();
    expect(await next.client.sync()).toBe(true);
  });
});

describe('game sockets per address, over one connection', () => {
  it('a namespace socket that comes and goes on a connection that stays is counted once each time, with nothing left behind', async () => {
    const { matchID } = await createJoinedMatch(server.url, ALS, 2, undefined, from('10.0.8.0'));
    const manager = new Manager(server.url, {
      transports: ['websocket'],
      reconnection: false,
      autoConnect: false,
      extraHeaders: from('10.0.8.1'),
    });
    // Another namespace keeps the connection open (the client closes it once it has no socket).
    const keeper = manager.socket('/land-vs-sea');
    const problems: string[] = [];
    keeper.on('connect_error', (e) => problems.push(`connect_error ${e.message}`));
    keeper.on('disconnect', (why) => problems.push(`disconnect ${why}`));
    keeper.connect();
    await new Promise<void>((resolve) => keeper.once('connect', () => resolve()));
    try {
      for (let i = 0; i < 15; i++) {
        const socket = manager.socket(`/${ALS}`);
        socket.connect();
        await new Promise<void>((resolve, reject) => {
          socket.once('connect', resolve);
          socket.once('connect_error', reject);
        });
        socket.disconnect();
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(problems).toEqual([]);
      keeper.disconnect();
      await new Promise((r) => setTimeout(r, 100));
      const held = [1, 2, 3].map(() => seat(matchID, null, undefined, '10.0.8.1'));
      for (const client of held) expect(await client.sync()).toBe(true);
      expect(server.output).not.toMatch(/MaxListenersExceededWarning/);
    } finally {
      manager.engine?.close();
    }
  });
});

describe('game sockets per address, connections that close at once', () => {
  it('a socket whose connection closed before it was set up is not counted (an address could lock itself out for good)', async () => {
    const headers = from('10.0.8.2');
    const polling = `${server.url}/socket.io/?EIO=4&transport=polling`;
    for (let i = 0; i < 5; i++) {
      const open = await (await fetch(polling, { headers })).text();
      const { sid } = JSON.parse(open.slice(1)) as { sid: string };
      // A namespace CONNECT and an engine.io close in one request: the connection is closed
      // before socket.io runs the namespace's middleware.
      await fetch(`${polling}&sid=${sid}`, {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'text/plain' },
        body: `40/${ALS},{}\x1e1`,
      });
    }
    await new Promise((r) => setTimeout(r, 200));
    const { matchID } = await createJoinedMatch(server.url, ALS, 2, undefined, from('10.0.8.3'));
    const held = [1, 2, 3].map(() => seat(matchID, null, undefined, '10.0.8.2'));
    for (const client of held) expect(await client.sync()).toBe(true);
  });
});

describe('socket connections per address', () => {
  /** A connection from `address` on socket.io's root namespace, which no game uses. */
  const rootConnection = async (address: string) => {
    const manager = new Manager(server.url, { transports: ['websocket'], reconnection: false, extraHeaders: from(address) });
    const socket = manager.socket('/');
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('connect_error', reject);
    });
    return { manager, closed };
  };

  it('count whatever namespace they join: over the cap, a game socket is refused with the reason and an extra connection closed', async () => {
    // An attacker parked 20,000 such connections from one address: the server ran out of file descriptors.
    const { matchID } = await createJoinedMatch(server.url, ALS, 2, undefined, from('10.0.9.0'));
    const held = [await rootConnection('10.0.9.1'), await rootConnection('10.0.9.1'), await rootConnection('10.0.9.1')];
    try {
      const game = seat(matchID, null, undefined, '10.0.9.1');
      const refusal = await new Promise<string | undefined>((resolve) => {
        game.socket.once('connect', () => resolve(undefined));
        game.socket.once('connect_error', (error) => resolve(error.message));
      });
      expect(refusal).toMatch(/too many connections from your address \(at most 3 at a time\)/);
      const extra = await rootConnection('10.0.9.1');
      expect(await Promise.race([extra.closed, new Promise((r) => setTimeout(() => r('still open'), 3_000))])).toBe('transport close');
      expect(await seat(matchID, null, undefined, '10.0.9.2').sync(), 'another address is not affected').toBe(true);
      held.pop()!.manager.engine.close();
      await new Promise((r) => setTimeout(r, 200));
      expect(await seat(matchID, null, undefined, '10.0.9.1').sync(), 'one closed makes room again').toBe(true);
    } finally {
      for (const { manager } of held) manager.engine.close();
    }
  });

  it('new connections over the rate are refused at the handshake, saying when to try again', async () => {
    // 20,000 handshakes in 4 s once, each a session in memory until it timed out.
    const handshake = () => fetch(`${server.url}/socket.io/?EIO=4&transport=polling`, { headers: from('10.0.9.3') });
    const statuses = [];
    for (let i = 0; i < 10; i++) statuses.push((await handshake()).status);
    expect(statuses).toEqual(Array(10).fill(200));
    const over = await handshake();
    expect(over.status).toBe(403);
    expect(((await over.json()) as { message: string }).message).toMatch(
      /^too many new connections from your address \(at most 10 a minute\): try again in \d+ s$/,
    );
    const forged = { ...from('10.0.9.3'), 'X-Bot-Token': 'the computer players carry a secret header' };
    expect((await fetch(`${server.url}/socket.io/?EIO=4&transport=polling`, { headers: forged })).status, 'a guessed computer token').toBe(
      403,
    );
    expect((await fetch(`${server.url}/socket.io/?EIO=4&transport=polling`, { headers: from('10.0.9.4') })).status).toBe(200);
  });

  it('packets over the rate close the connection that sent them; other addresses play on', async () => {
    // 59 KB frames under an event nobody listens to slowed every match tenfold: each is parsed.
    const { matchID, seats } = await createJoinedMatch(server.url, ALS, 2, undefined, from('10.0.9.5'));
    const flooder = seat(matchID, null, undefined, '10.0.9.6');
    const other = seat(matchID, seats[0]!.playerID, seats[0]!.credentials, '10.0.9.7');
    expect(await flooder.sync()).toBe(true);
    expect(await other.sync()).toBe(true);
    const closed = new Promise<string>((resolve) => flooder.socket.once('disconnect', resolve));
    for (let i = 0; i < 80; i++) flooder.socket.emit('nobody-listens', 'x'.repeat(1_000));
    expect(await Promise.race([closed, new Promise((r) => setTimeout(() => r('still open'), 3_000))])).toBe('transport close');
    expect(await other.sync(), 'another address syncs on').toBe(true);
  });
});

describe('chat', () => {
  async function chatters(address: string) {
    const { matchID, seats } = await createJoinedMatch(server.url, ALS, 2, undefined, from(`${address}0`));
    const [a, b] = seats.map((s) => seat(matchID, s.playerID, s.credentials, address)) as [SeatClient, SeatClient];
    const watcher = seat(matchID, null, undefined, `${address}9`);
    for (const c of [a, b, watcher]) expect(await c.sync()).toBe(true);
    let n = 0;
    const say = (payload: unknown) => a.socket.emit('chat', matchID, { id: `m${n++}`, sender: a.playerID, payload }, a.credentials);
    const heard = () => watcher.inbox.filter((m) => m.type === 'chat').map((m) => (m.args[1] as { payload: unknown }).payload);
    return { say, heard, watcher };
  }

  it('a message must be short text: anything longer or other is dropped', async () => {
    const { say, heard, watcher } = await chatters('10.0.5.1');
    say('x'.repeat(501));
    say({ html: '<b>hi</b>' });
    say('hello');
    expect(await watcher.until(() => heard().length > 0, 2_000)).toBe(true);
    await new Promise((r) => setTimeout(r, 200));
    expect(heard()).toEqual(['hello']);
  });

  it('a message keeps the rules of names: no control characters, and something visible', async () => {
    const { say, heard, watcher } = await chatters('10.0.5.2');
    say('gg \u202eevil'); // the rest of the line backwards
    say('\u200b'); // an empty message
    say('gg');
    expect(await watcher.until(() => heard().length > 0, 2_000)).toBe(true);
    await new Promise((r) => setTimeout(r, 200));
    expect(heard()).toEqual(['gg']);
  });

  it('a message with a lone UTF-16 surrogate is dropped, as such a name is refused', async () => {
    const { say, heard, watcher } = await chatters('10.0.5.3');
    say('a\ud800b'); // no character: relayed, it reached every seat
    say('ok');
    expect(await watcher.until(() => heard().length > 0, 2_000)).toBe(true);
    await new Promise((r) => setTimeout(r, 200));
    expect(heard()).toEqual(['ok']);
  });

  it('messages over the rate limit are dropped', async () => {
    const { say, heard, watcher } = await chatters('10.0.6.1');
    for (const text of ['one', 'two', 'three', 'four', 'five']) say(text);
    expect(await watcher.until(() => heard().length >= 3, 2_000)).toBe(true);
    await new Promise((r) => setTimeout(r, 300));
    expect(heard()).toEqual(['one', 'two', 'three']);
  });
});

describe('the public match list', () => {
  it('holds only the newest listed matches, newest first', async () => {
    const game = GAME_CASES[1]!; // a game no other test here creates matches of
    const created: string[] = [];
    for (const [i, unlisted] of [false, false, false, true, false].entries()) {
      const reply = await post(`10.0.7.${i}`, `/games/${game.name}/create`, { numPlayers: game.numPlayers, unlisted });
      expect(reply.status).toBe(200);
      if (!unlisted) created.push(String(reply.body.matchID));
    }
    const list = await request(server.url, 'GET', `/games/${game.name}?isGameover=false`);
    expect((list.body.matches as { matchID: string }[]).map((m) => m.matchID)).toEqual(created.slice(-3).reverse());
    expect(JSON.stringify(list.body)).not.toMatch(/credentials/);
  });

  it('is read at most so often a minute from one address (one address asking without pause kept a core busy)', async () => {
    const list = (address: string, path = `/games/${LVS}?isGameover=false`) => fetch(`${server.url}${path}`, { headers: from(address) });
    for (let i = 0; i < 5; i++) expect((await list('10.0.20.1')).status).toBe(200);
    const limited = await list('10.0.20.1', `/games/${ALS}`);
    expect(limited.status).toBe(429);
    const body = (await limited.json()) as { error: string; retryAfterSeconds: number };
    expect(body.error).toMatch(/too many match lists from your address \(at most 5 a minute\): try again in \d+ s/);
    expect(limited.headers.get('retry-after')).toBe(String(body.retryAfterSeconds));
    // Another address lists; the games' names and a match of its own are not lists.
    expect((await list('10.0.20.2')).status).toBe(200);
    expect((await list('10.0.20.1', '/games')).status).toBe(200);
    const { matchID } = (await create('10.0.20.3')).body;
    expect((await list('10.0.20.1', `/games/${ALS}/${String(matchID)}`)).status).toBe(200);
  });
});
