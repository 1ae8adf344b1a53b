/**
 * Quick match on a real server process (SQLite): two compatible tickets are seated at one match
 * whose seats each get their own working credentials (a move over a socket), incompatible ones
 * are not, "any" sits with a specific request, Land vs Sea for 3 fills with three tickets (or
 * two and the computer); a ticket is its holder's alone and stored hashed; expired, cancelled and
 * away tickets are never seated; the computer fallback seats a bot that plays; bad input is a
 * 400/404/405 JSON error that changes nothing; the per-address limits answer 429 with when to
 * retry; a restart keeps the queue. The server trusts one proxy: each test is its own clients
 * by X-Forwarded-For, so their limits do not mix.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { definition as als } from '../../games/air-land-sea/definition';
import { seededRng } from '../../games/common/random';
import { decidingSeats, type TurnCtx } from '../../games/common/turn';
import { playAgainstBot, randomMove } from './support/against-bot';
import { request, type Reply } from './support/lobby';
import { eventually, newToken, withToken } from './support/players';
import { SeatClient } from './support/seat-client';
import { ServerProcess } from './support/server-process';
import { StoredMatches } from './support/stored';

const ALS = 'air-land-sea';
const LVS = 'land-vs-sea';
const TTL_SECONDS = 3;

let server: ServerProcess;
let stored: StoredMatches;
const opened: SeatClient[] = [];
/** Tickets a test left in the queue: cancelled after it, so no later test is seated with them. */
let left: { ticket: string; address: string }[] = [];

beforeAll(async () => {
  server = await ServerProcess.start({
    TRUST_PROXY: '1',
    QUICK_TICKET_SECONDS: String(TTL_SECONDS),
    QUICK_BOT_OFFER_SECONDS: '2',
    LIMIT_QUICK_PER_MINUTE: '6',
    LIMIT_QUICK_LOOKUPS_PER_MINUTE: '100',
    LIMIT_QUICK_WAITING: '2',
    LIMIT_CREATES_PER_MINUTE: '5',
    BOT_THREADS: '1',
  });
  stored = new StoredMatches(server.dataDir);
});
afterEach(async () => {
  for (const { ticket, address } of left) await call(address, 'DELETE', `/quick/${ticket}`);
  left = [];
});
afterAll(async () => {
  opened.forEach((c) => c.close());
  stored?.close();
  await server?.dispose();
});

let clients = 0;
/** A client address of its own (as the trusted proxy reports it). */
const newAddress = () => `10.7.${Math.floor(clients / 200)}.${(clients++ % 200) + 1}`;

async function call(address: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<Reply> {
  const response = await fetch(`${server.url}${path}`, {
    method,
    headers: { 'X-Forwarded-For': address, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = { text };
  }
  return { status: response.status, body: parsed as Record<string, unknown> };
}

interface Holder {
  address: string;
  ticket: string;
  first: Reply;
}

/** Joins the queue from an address of its own; the ticket is cancelled after the test if still there. */
async function enqueue(body: Record<string, unknown>, address = newAddress(), headers: Record<string, string> = {}): Promise<Holder> {
  const first = await call(address, 'POST', '/quick', body, headers);
  expect(first.status, JSON.stringify(first.body)).toBe(201);
  const ticket = String(first.body.ticket);
  left.push({ ticket, address });
  return { address, ticket, first };
}

const poll = (h: Holder) => call(h.address, 'GET', `/quick/${h.ticket}`);

const alsAsk = (playerName: string, options: unknown = 'any') => ({ game: ALS, options, playerName });

/** The holder's seat: from the first answer, or by asking (every 100 ms) until it is matched. */
async function seatOf(h: Holder): Promise<Record<string, unknown>> {
  if (h.first.body.status === 'matched') return h.first.body;
  const deadline = Date.now() + 5_000;
  for (;;) {
    const reply = await poll(h);
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    if (reply.body.status === 'matched') return reply.body;
    if (Date.now() > deadline) throw new Error(`not matched: ${JSON.stringify(reply.body)}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** Whether the holder is still waiting, after every other ticket had its say. */
async function stillWaiting(h: Holder): Promise<boolean> {
  const reply = await poll(h);
  return reply.status === 200 && reply.body.status === 'waiting';
}

function client(game: string, matchID: string, playerID: string, credentials: string): SeatClient {
  const c = new SeatClient(server.url, game, matchID, playerID, credentials);
  opened.push(c);
  return c;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/** The stored quick-match rows, straight from the server's SQLite file. */
function queueRows(): Record<string, unknown>[] {
  const db = new Database(join(server.dataDir, 'matches.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return db.prepare('SELECT * FROM quick_tickets ORDER BY hash').all() as Record<string, unknown>[];
  } finally {
    db.close();
  }
}

describe('pairing', () => {
  it('two compatible requests: one match, both seats taken, each its own credentials, which play', async () => {
    const ada = await enqueue(alsAsk('Ada', { targetVP: '12' }));
    expect(ada.first.body).toMatchObject({
      status: 'waiting',
      game: ALS,
      numPlayers: 2,
      playerName: 'Ada',
      expiresAfterSeconds: TTL_SECONDS,
    });
    expect(ada.ticket).toMatch(/^[A-Za-z0-9_-]{32}$/); // 192 bits
    expect(Number(ada.first.body.botOfferAt) - Number(ada.first.body.waitingSince)).toBe(2_000);
    // The same options, spelled out in full.
    const bo = await enqueue(alsAsk('Bo', { mode: 'standard', targetVP: '12', edition: 'revised' }));
    expect(bo.first.body.status).toBe('matched');
    const boSeat = bo.first.body;
    const adaSeat = await seatOf(ada);
    expect(adaSeat.matchID).toBe(boSeat.matchID);
    expect(new Set([adaSeat.playerID, boSeat.playerID])).toEqual(new Set(['0', '1']));
    expect(adaSeat.credentials).not.toBe(boSeat.credentials);
    expect(adaSeat).toMatchObject({ status: 'matched', game: ALS, numPlayers: 2, playerName: 'Ada' });
    // Handed out once: the ticket is gone.
    expect((await poll(ada)).status).toBe(404);
    expect((await poll(bo)).status).toBe(404);

    const matchID = String(adaSeat.matchID);
    const match = stored.get(matchID)!;
    expect(match.metadata).toMatchObject({
      gameName: ALS,
      unlisted: true,
      setupData: { mode: 'standard', edition: 'revised', targetVP: 12 },
    });
    const names = Object.values(match.metadata.players).map((p) => [String(p.id), p.name]);
    expect(names).toEqual(
      expect.arrayContaining([
        [adaSeat.playerID, 'Ada'],
        [boSeat.playerID, 'Bo'],
      ]),
    );
    // The public match answer is boardgame.io's, credentials stripped.
    const pub = await request(server.url, 'GET', `/games/${ALS}/${matchID}`);
    expect(pub.status).toBe(200);
    expect(JSON.stringify(pub.body)).not.toContain(String(adaSeat.credentials));

    // Each seat's credentials work: whoever decides first moves, the other sees it.
    const seats = [adaSeat, boSeat].map((s) => client(ALS, matchID, String(s.playerID), String(s.credentials)));
    for (const s of seats) expect(await s.sync()).toBe(true);
    const deciding = decidingSeats(seats[0]!.state!.ctx as TurnCtx);
    const mover = seats.find((s) => deciding.includes(s.playerID!))!;
    const watcher = seats.find((s) => s !== mover)!;
    const { move, args } = randomMove(als, mover.state!.G, seededRng('quick'));
    expect(await mover.move(move, args)).toBe(true);
    expect(await watcher.until(() => watcher.stateID === mover.stateID, 5_000)).toBe(true);
    // ...and a seat's credentials are not the other's: a sync with them is not answered.
    const impostor = client(ALS, matchID, watcher.playerID!, String(mover.credentials));
    expect(await impostor.sync(1_000)).toBe(false);
  });

  it('two tickets of one player (two tabs) never sit together; the next person sits with the first', async () => {
    const ada = withToken(newToken());
    const first = await enqueue(alsAsk('Ada'), newAddress(), ada);
    const second = await enqueue(alsAsk('Ada'), newAddress(), ada);
    expect(second.first.body.status).toBe('waiting');
    expect(await stillWaiting(first)).toBe(true);
    const bo = await enqueue(alsAsk('Bo'), newAddress(), withToken(newToken()));
    const { matchID } = await seatOf(bo);
    expect((await seatOf(first)).matchID).toBe(matchID);
    expect(await stillWaiting(second)).toBe(true);
  });

  it('incompatible requests are not seated together: other options, game or player count', async () => {
    const first = await enqueue(alsAsk('Ada', { edition: 'first' }));
    const revised = await enqueue(alsAsk('Bo', { edition: 'revised' }));
    const lvs2 = await enqueue({ game: LVS, numPlayers: 2, options: 'any', playerName: 'Cy' });
    const lvs3 = await enqueue({ game: LVS, numPlayers: 3, options: 'any', playerName: 'Di' });
    for (const h of [first, revised, lvs2, lvs3]) expect(h.first.body.status).toBe('waiting');
    for (const h of [first, revised, lvs2, lvs3]) expect(await stillWaiting(h)).toBe(true);
  });

  it('"any" sits with a specific request, and the match plays the specific options; two "any" play the defaults', async () => {
    const any = await enqueue(alsAsk('Ada'));
    const beginner = await enqueue(alsAsk('Bo', { mode: 'beginner' }));
    const seat = await seatOf(beginner);
    expect((await seatOf(any)).matchID).toBe(seat.matchID);
    expect(stored.get(String(seat.matchID))!.metadata.setupData).toEqual({ mode: 'beginner', edition: 'revised' });

    const a = await enqueue(alsAsk('Cy'));
    const b = await enqueue(alsAsk('Di'));
    const both = await seatOf(b);
    expect((await seatOf(a)).matchID).toBe(both.matchID);
    expect(stored.get(String(both.matchID))!.metadata.setupData).toEqual({ mode: 'standard', edition: 'revised', targetVP: 12 });
  });

  it('Land vs Sea for 3 fills with three tickets, each at its own seat, every option on', async () => {
    const ask = (playerName: string, options: unknown) => enqueue({ game: LVS, numPlayers: 3, options, playerName });
    const ada = await ask('Ada', 'any');
    expect(ada.first.body.others, 'nobody else waits yet').toBe(0);
    const bo = await ask('Bo', { waypoints: 'off' }); // forced on with 3 players: the same as "on"
    expect(await stillWaiting(ada)).toBe(true);
    expect(await stillWaiting(bo)).toBe(true);
    // Each is told someone waits with them (the page says so; the computer would take one seat only).
    for (const holder of [ada, bo]) expect((await poll(holder)).body.others).toBe(1);
    const other = await enqueue({ game: LVS, numPlayers: 4, options: 'any', playerName: 'Di' }); // another table: not counted
    expect((await poll(ada)).body.others).toBe(1);
    expect((await call(other.address, 'POST', `/quick/${other.ticket}/cancel`, {})).status).toBe(200);
    const cy = await ask('Cy', { mountainsAndCorals: 'on' });
    const seats = [await seatOf(ada), await seatOf(bo), await seatOf(cy)];
    expect(new Set(seats.map((s) => s.matchID)).size).toBe(1);
    expect(seats.map((s) => s.playerID).sort()).toEqual(['0', '1', '2']);
    const { metadata } = stored.get(String(seats[0]!.matchID))!;
    expect(
      Object.values(metadata.players)
        .map((p) => p.name)
        .sort(),
    ).toEqual(['Ada', 'Bo', 'Cy']);
    expect(Object.values(metadata.players).every((p) => p.data === undefined)).toBe(true);
    expect(metadata.setupData).toEqual({ mountainsAndCorals: true, caravansAndShips: true, waypoints: true });
  });
});

describe('tickets', () => {
  it('a ticket is its holder’s alone: stored hashed, unknown to anyone else, its seat in its own answer only', async () => {
    const ada = await enqueue(alsAsk('Ada'));
    const rows = queueRows();
    expect(JSON.stringify(rows)).not.toContain(ada.ticket);
    expect(rows.some((r) => r.hash === sha256(ada.ticket))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(ada.address); // nor the address in clear
    // Another ticket, of the right shape or not, from anywhere.
    const other = ada.ticket.slice(0, -1) + (ada.ticket.endsWith('A') ? 'B' : 'A');
    for (const path of [`/quick/${other}`, '/quick/short', `/quick/${ada.ticket}x`, `/quick/${ada.ticket.toLowerCase()}`]) {
      const reply = await call(newAddress(), 'GET', path);
      expect(reply.status, path).toBe(404);
      expect(String(reply.body.error)).toMatch(/no such quick-match ticket/);
    }
    expect((await call(newAddress(), 'DELETE', `/quick/${other}`)).status).toBe(404);
    expect(await stillWaiting(ada)).toBe(true);
    const bo = await enqueue(alsAsk('Bo'));
    const boSeat = await seatOf(bo);
    const adaSeat = await seatOf(ada);
    expect(JSON.stringify(boSeat)).not.toContain(String(adaSeat.credentials));
    expect(JSON.stringify(adaSeat)).not.toContain(String(boSeat.credentials));
  });

  it('cancelled, expired and away tickets are never seated; an away ticket asked about again is back', async () => {
    const cancelled = await enqueue(alsAsk('Ada'));
    expect(await call(cancelled.address, 'DELETE', `/quick/${cancelled.ticket}`)).toEqual({ status: 200, body: { status: 'cancelled' } });
    expect((await poll(cancelled)).status).toBe(404);
    expect((await call(cancelled.address, 'DELETE', `/quick/${cancelled.ticket}`)).status).toBe(404);
    const beacon = await enqueue(alsAsk('Bo'));
    expect(await call(beacon.address, 'POST', `/quick/${beacon.ticket}/cancel`)).toEqual({ status: 200, body: { status: 'cancelled' } });

    const away = await enqueue(alsAsk('Cy'));
    expect(await call(away.address, 'POST', `/quick/${away.ticket}/leave`)).toEqual({ status: 200, body: { status: 'away' } });
    const fresh = await enqueue(alsAsk('Di'));
    expect(fresh.first.body.status).toBe('waiting');
    // Cy comes back (a reload): seated with Di at once.
    const cySeat = await seatOf(away);
    expect((await seatOf(fresh)).matchID).toBe(cySeat.matchID);

    const expiring = await enqueue(alsAsk('Ed'));
    await new Promise((r) => setTimeout(r, TTL_SECONDS * 1000 + 300));
    expect((await poll(expiring)).status).toBe(404);
    const late = await enqueue(alsAsk('Fa'));
    expect(late.first.body.status).toBe('waiting');
    expect(await stillWaiting(late)).toBe(true);
    // The expiry job removes the rows too (it runs every TTL).
    await new Promise((r) => setTimeout(r, TTL_SECONDS * 1000 + 300));
    expect(queueRows().map((r) => JSON.parse(String(r.request)).playerName)).not.toContain('Ed');
  });

  it('a cancel that comes after the match was made is refused (409): the seat waits for its holder', async () => {
    const ada = await enqueue(alsAsk('Ada'));
    const bo = await enqueue(alsAsk('Bo'));
    expect(bo.first.body.status).toBe('matched');
    const refused = await call(ada.address, 'DELETE', `/quick/${ada.ticket}`);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ status: 'matched' });
    expect((await seatOf(ada)).matchID).toBe(bo.first.body.matchID);
  });
});

describe('the computer', () => {
  it('the computer, asked for, seats a bot in the other seat, which plays its moves', async () => {
    const ada = await enqueue(alsAsk('Ada', { mode: 'beginner' }));
    const refused = await call(ada.address, 'POST', `/quick/${ada.ticket}/computer`, { level: 'expert' });
    expect(refused.status).toBe(400);
    expect(String(refused.body.error)).toMatch(/level must be one of "easy", "medium", "hard", got "expert"/);
    expect(await stillWaiting(ada)).toBe(true);
    const taken = await call(ada.address, 'POST', `/quick/${ada.ticket}/computer`, { level: 'easy' });
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect(taken.body).toMatchObject({ status: 'matched', game: ALS, playerName: 'Ada' });
    expect((await poll(ada)).status).toBe(404);
    const matchID = String(taken.body.matchID);
    const playerID = String(taken.body.playerID);
    const { metadata } = stored.get(matchID)!;
    const computer = Object.values(metadata.players).find((p) => String(p.id) !== playerID)!;
    expect(computer).toMatchObject({ name: 'Computer (easy)', data: { bot: 'easy' } });
    expect(metadata.setupData).toEqual({ mode: 'beginner', edition: 'revised' });

    const human = client(ALS, matchID, playerID, String(taken.body.credentials));
    expect(await human.sync()).toBe(true);
    // A few moves each way: the computer's come over the socket.
    const waits = await playAgainstBot(human, als, 'quick-vs-easy', 6);
    expect(waits.length).toBeGreaterThan(0);
    expect(stored.get(matchID)!.log.some((entry) => String(entry.action.payload.playerID) === String(computer.id))).toBe(true);
  });

  it('at a table of three, the computer fills the seats the people waiting do not', async () => {
    const ada = await enqueue({ game: LVS, numPlayers: 3, playerName: 'Ada' });
    const bo = await enqueue({ game: LVS, numPlayers: 3, playerName: 'Bo' });
    const taken = await call(bo.address, 'POST', `/quick/${bo.ticket}/computer`, { level: 'medium' });
    expect(taken.status).toBe(200);
    const adaSeat = await seatOf(ada);
    expect(adaSeat.matchID).toBe(taken.body.matchID);
    const matchID = String(adaSeat.matchID);
    const players = Object.values(stored.get(matchID)!.metadata.players);
    expect(players.map((p) => p.name).sort()).toEqual(['Ada', 'Bo', 'Computer (medium)']);
    // The computer plays its seat's turns until a person is to move (and is done before the
    // next test looks at what is stored).
    const computer = String(players.find((p) => p.name === 'Computer (medium)')!.id);
    const deciding = await eventually(
      async () => decidingSeats(stored.get(matchID)!.state.ctx as TurnCtx),
      (seats) => !seats.includes(computer),
      30_000,
    );
    expect(deciding.length).toBeGreaterThan(0);
    expect(deciding.every((seat) => seat !== computer)).toBe(true);
  });
});

describe('refusals', () => {
  it('bad input: a 4xx JSON error saying why, and nothing stored', async () => {
    const ada = await enqueue(alsAsk('Ada'));
    // The queue and the set of matches: a computer still playing an earlier test's match changes
    // that match's state meanwhile (the whole store's snapshot made this test flaky).
    const matchIDs = () => (JSON.parse(stored.snapshot()) as { id: string }[]).map((m) => m.id);
    const before = [JSON.stringify(queueRows()), matchIDs()];
    const cases: [string, string, unknown, number, RegExp][] = [
      ['POST', '/quick', { game: 'chess', playerName: 'x' }, 400, /unknown game "chess"/],
      ['POST', '/quick', { game: ALS }, 400, /playerName must be/],
      ['POST', '/quick', { game: ALS, playerName: 'x', options: { edition: 'third' } }, 400, /edition must be one of "revised", "first"/],
      ['POST', '/quick', { game: LVS, playerName: 'x', numPlayers: 5 }, 400, /numPlayers must be 2 or 3 or 4/],
      ['POST', '/quick', '[1, 2]', 400, /must be a JSON object/],
      ['POST', '/quick', '{"game": ', 400, /not valid JSON/],
      ['POST', '/quick', { game: ALS, playerName: 'x'.repeat(5000) }, 413, /too large/],
      ['GET', '/quick', undefined, 405, /POST \/quick joins the queue/],
      ['PUT', `/quick/${ada.ticket}`, undefined, 405, /GET \/quick\/<ticket> asks/],
      ['GET', `/quick/${ada.ticket}/computer`, undefined, 405, /computer/],
      ['POST', `/quick/${ada.ticket}/computer`, '"easy"', 400, /must be a JSON object/],
      ['POST', `/quick/${ada.ticket}/computer`, {}, 400, /level must be one of/],
      ['POST', `/quick/${ada.ticket}/computer`, { level: 'easy', x: 1 }, 400, /unknown field "x": a computer opponent takes only "level"/],
      ['POST', `/quick/${'x'.repeat(32)}/computer`, { level: 'easy' }, 404, /no such quick-match ticket/],
      ['GET', `/quick/${ada.ticket}/other`, undefined, 404, /no quick-match route/],
      ['GET', '/quick/a/b/c', undefined, 404, /no quick-match route/],
    ];
    for (const [method, path, body, status, message] of cases) {
      // Each from an address of its own: seven requests to join the queue are over its limit.
      const reply = await call(newAddress(), method, path, body);
      expect(reply.status, `${method} ${path} ${String(JSON.stringify(body)).slice(0, 80)}`).toBe(status);
      expect(String(reply.body.error), `${method} ${path}`).toMatch(message);
    }
    // A token header that is no token: the player meant to be someone, as at a join (it played unrated, anonymous).
    const badToken = await call(newAddress(), 'POST', '/quick', alsAsk('Cy'), { 'X-Player-Token': 'bad' });
    expect([badToken.status, badToken.body.error]).toEqual([400, expect.stringMatching(/x-player-token header must be a player token/)]);
    const plain = await fetch(`${server.url}/quick`, {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain', 'X-Forwarded-For': newAddress() },
      body: 'x',
    });
    expect(plain.status).toBe(415);
    expect([JSON.stringify(queueRows()), matchIDs()]).toEqual(before);
    expect(await stillWaiting(ada)).toBe(true);
  });

  it('per-address limits: 429 with when to try again, for requests, waiting tickets, lookups and the computer', async () => {
    const address = newAddress();
    // LIMIT_QUICK_WAITING=2: a third waiting ticket is refused until one goes.
    const first = await enqueue(alsAsk('A', { edition: 'first' }), address);
    await enqueue(alsAsk('B', { edition: 'revised' }), address);
    const third = await call(address, 'POST', '/quick', alsAsk('C', { edition: 'first', targetVP: '18' }));
    expect(third.status).toBe(429);
    expect(third.body).toMatchObject({ retryAfterSeconds: TTL_SECONDS });
    expect(String(third.body.error)).toMatch(/already has 2 quick-match tickets waiting/);
    await call(address, 'DELETE', `/quick/${first.ticket}`);
    // LIMIT_QUICK_PER_MINUTE=6: three so far; three more, then 429.
    for (let i = 0; i < 3; i++) {
      const h = await enqueue(alsAsk(`D${i}`, { edition: 'first', targetVP: '18' }), address);
      await call(address, 'DELETE', `/quick/${h.ticket}`);
    }
    const limited = await fetch(`${server.url}/quick`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': address },
      body: JSON.stringify(alsAsk('E')),
    });
    expect(limited.status).toBe(429);
    const body = (await limited.json()) as { error: string; retryAfterSeconds: number };
    expect(body.error).toMatch(/too many quick-match requests from your address \(at most 6 a minute\): try again in \d+ s/);
    expect(body.retryAfterSeconds).toBeGreaterThan(0);
    expect(limited.headers.get('retry-after')).toBe(String(body.retryAfterSeconds));

    // LIMIT_QUICK_LOOKUPS_PER_MINUTE=100, from an address of its own.
    const lookups = newAddress();
    let refused: Reply | undefined;
    for (let i = 0; i < 101 && !refused; i++) {
      const reply = await call(lookups, 'GET', `/quick/${'y'.repeat(32)}`);
      if (reply.status === 429) refused = reply;
      else expect(reply.status).toBe(404);
    }
    expect(refused?.body.error).toMatch(/too many quick-match ticket lookups .*at most 100 a minute/);

    // The computer creates a match: LIMIT_CREATES_PER_MINUTE=5 (bad tickets count too).
    const creator = newAddress();
    const codes: number[] = [];
    for (let i = 0; i < 6; i++) codes.push((await call(creator, 'POST', `/quick/${'z'.repeat(32)}/computer`, { level: 'easy' })).status);
    expect(codes).toEqual([404, 404, 404, 404, 404, 429]);
  });
});

describe('a restart', () => {
  it('keeps the waiting tickets: one asked for before it is seated with one asked for after', async () => {
    const restarting = await ServerProcess.start({ QUICK_TICKET_SECONDS: '120' });
    try {
      const ask = (playerName: string) =>
        fetch(`${restarting.url}/quick`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(alsAsk(playerName)),
        }).then((r) => r.json() as Promise<Record<string, unknown>>);
      const ada = await ask('Ada');
      expect(ada.status).toBe('waiting');
      await restarting.stop('SIGKILL');
      await restarting.launch();
      const again = await request(restarting.url, 'GET', `/quick/${String(ada.ticket)}`);
      expect(again.body).toMatchObject({ status: 'waiting', waitingSince: ada.waitingSince });
      const bo = await ask('Bo');
      expect(bo.status).toBe('matched');
      const adaSeat = await request(restarting.url, 'GET', `/quick/${String(ada.ticket)}`);
      expect(adaSeat.body).toMatchObject({ status: 'matched', matchID: bo.matchID });
    } finally {
      await restarting.dispose();
    }
  });
});
