/**
 * Computer players in online matches, over a real server: `bots` at creation (checked), the
 * computer's seats taken at once and never joinable, their credentials never sent to anyone, the
 * server's bot playing its seat from that seat's view through the seat's socket, within its
 * budget, to the end of a match; and a bot seat that goes on after `kill -9` and a restart.
 */
import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { definition as als } from '../../games/air-land-sea/definition';
import { definition as lvs } from '../../games/land-vs-sea/definition';
import { seededRng } from '../../games/common/random';
import { decidingSeats, type TurnCtx } from '../../games/common/turn';
import type { DecisionRequest } from '../../server/bot-pool';
import { BotSeatPlayer } from '../../server/bot-seat-player';
import { median, playAgainstBot, randomMove } from './support/against-bot';
import { request, type Seat } from './support/lobby';
import { SeatClient } from './support/seat-client';
import { NO_ADDRESS_LIMITS, ServerProcess } from './support/server-process';
import { StoredMatches } from './support/stored';

const ALS = 'air-land-sea';
const LVS = 'land-vs-sea';
/** What a bot's move may take beyond its budget on a busy machine (easy: a few dozen iterations). */
const MARGIN_MS = 1_500;

let server: ServerProcess;
let stored: StoredMatches;
const opened: { close(): void }[] = [];

beforeAll(async () => {
  // Scans every second: a computer seat that seems stuck is retried within a second.
  server = await ServerProcess.start({ ...NO_ADDRESS_LIMITS, BOT_THREADS: '1', BOT_SCAN_SECONDS: '1' });
  stored = new StoredMatches(server.dataDir);
  await poolReady();
});
afterAll(async () => {
  opened.forEach((c) => c.close());
  stored?.close();
  await server?.dispose();
});

/** The bots' thread has started and loaded the games (a second, once per start): moves are timed after. */
async function poolReady(): Promise<void> {
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    const bots = (await request(server.url, 'GET', '/health')).body.bots as { ready: number; threads: number };
    if (bots.ready === bots.threads) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('the bot threads did not start');
}

const create = (game: string, body: Record<string, unknown>) => request(server.url, 'POST', `/games/${game}/create`, body);

let joins = 0;

/** Joins as a new name each time: one name to a match. */
async function join(game: string, matchID: string, playerID?: string, extra: Record<string, unknown> = {}) {
  return request(server.url, 'POST', `/games/${game}/${matchID}/join`, { playerID, playerName: `Ada ${++joins}`, ...extra });
}

function client(game: string, matchID: string, seat: Seat | null): SeatClient {
  const c = new SeatClient(server.url, game, matchID, seat?.playerID ?? null, seat?.credentials);
  opened.push(c);
  return c;
}

describe('bots at creation', () => {
  it.each([
    [{ bots: [] }, /bots must be an object/],
    [{ bots: 'hard' }, /bots must be an object/],
    [{ bots: { '2': 'easy' } }, /no seat "2" in a match of 2 players/],
    [{ bots: { '01': 'easy' } }, /no seat "01"/],
    [{ bots: { x: 'easy' } }, /no seat "x"/],
    [{ bots: { '1': 'expert' } }, /seat "1" has level "expert"; air-land-sea offers "easy", "medium", "hard"/],
    [{ bots: { '1': 3 } }, /seat "1" has level 3/],
    [{ bots: { '0': 'easy', '1': 'hard' } }, /at least one seat must be left to a person/],
  ])('refuses %j with a 400 saying why', async (body, message) => {
    const before = stored.snapshot();
    const reply = await create(ALS, { numPlayers: 2, ...body });
    expect(reply.status).toBe(400);
    expect(String(reply.body.error)).toMatch(message);
    expect(stored.snapshot()).toBe(before);
  });

  it('seats the computer at once, shows it by name and level, and sends its credentials to nobody', async () => {
    const created = await create(LVS, { numPlayers: 4, bots: { '1': 'easy', '3': 'hard' } });
    expect(created.status).toBe(200);
    const matchID = String(created.body.matchID);
    const seats = stored.get(matchID)!.metadata.players;
    expect(seats[1]).toMatchObject({ name: 'Computer 1 (easy)', data: { bot: 'easy' } });
    expect(seats[3]).toMatchObject({ name: 'Computer 2 (hard)', data: { bot: 'hard' } });
    expect(seats[0]!.name).toBeUndefined();
    const secrets = [seats[1]!.credentials!, seats[3]!.credentials!];
    expect(secrets.every((s) => s.length >= 20)).toBe(true);

    const answers = [
      await request(server.url, 'GET', `/games/${LVS}/${matchID}`),
      await request(server.url, 'GET', `/games/${LVS}`),
      await request(server.url, 'GET', `/games/${LVS}/${matchID}/turn`),
    ];
    const shown = (answers[0]!.body.players as { name?: string; data?: unknown }[]).map((p) => [p.name, p.data]);
    expect(shown).toEqual([
      [undefined, undefined],
      ['Computer 1 (easy)', { bot: 'easy' }],
      [undefined, undefined],
      ['Computer 2 (hard)', { bot: 'hard' }],
    ]);
    const spectator = client(LVS, matchID, null);
    expect(await spectator.sync()).toBe(true);
    const text = JSON.stringify([...answers.map((a) => a.body), spectator.inbox]);
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).toContain(matchID);
  });

  it('nobody joins, leaves or renames a computer seat; a join without a seat takes a free one; data.bot is the computer’s', async () => {
    const created = await create(LVS, { numPlayers: 3, bots: { '0': 'medium', '2': 'easy' } });
    const matchID = String(created.body.matchID);
    const taken = await join(LVS, matchID, '2');
    expect(taken.status).toBe(409);
    expect(String(taken.body.error)).toMatch(/seat "2" is played by the computer \(easy\): nobody can join it/);
    expect((await join(LVS, matchID, '1', { data: { bot: 'hard' } })).status).toBe(400);
    const anySeat = await join(LVS, matchID);
    expect(anySeat.status).toBe(200);
    expect(anySeat.body.playerID).toBe('1');
    expect((await join(LVS, matchID)).status).toBe(409);
    const credentials = stored.get(matchID)!.metadata.players[0]!.credentials;
    for (const action of ['leave', 'update']) {
      const reply = await request(server.url, 'POST', `/games/${LVS}/${matchID}/${action}`, { playerID: '0', credentials, newName: 'x' });
      expect(reply.status, action).toBe(409);
      expect(String(reply.body.error)).toMatch(/played by the computer \(medium\)/);
    }
    const renamed = await request(server.url, 'POST', `/games/${LVS}/${matchID}/update`, {
      playerID: '1',
      credentials: anySeat.body.playerCredentials,
      data: { bot: 'easy' },
    });
    expect(renamed.status).toBe(400);
  });

  it('the last person to leave a match still to be played removes it, though the computer keeps its seats', async () => {
    // Seat 3 still free: a seat is given back only while the table fills.
    const created = await create(LVS, { numPlayers: 4, bots: { '1': 'easy' } });
    const matchID = String(created.body.matchID);
    const seats = [await join(LVS, matchID, '0'), await join(LVS, matchID, '2')].map((r) => ({
      playerID: String(r.body.playerID),
      credentials: String(r.body.playerCredentials),
    }));
    const leave = (seat: (typeof seats)[number]) => request(server.url, 'POST', `/games/${LVS}/${matchID}/leave`, seat);
    expect((await leave(seats[0]!)).status).toBe(200);
    expect((await request(server.url, 'GET', `/games/${LVS}/${matchID}`)).status, 'one person still seated').toBe(200);
    expect((await leave(seats[1]!)).status).toBe(200);
    expect((await request(server.url, 'GET', `/games/${LVS}/${matchID}`)).status, 'only the computer left').toBe(404);
    const listed = (await request(server.url, 'GET', `/games/${LVS}`)).body.matches as { matchID: string }[];
    expect(listed.map((m) => m.matchID)).not.toContain(matchID);
  });
});

describe('the server plays the computer seats', () => {
  it('a person against an easy bot: Air, Land & Sea to the end, each bot move within budget + margin', async () => {
    const created = await create(ALS, { numPlayers: 2, setupData: { mode: 'beginner' }, bots: { '1': 'easy' } });
    const matchID = String(created.body.matchID);
    const joined = await join(ALS, matchID);
    expect(joined.body.playerID).toBe('0');
    const human = client(ALS, matchID, { playerID: '0', credentials: String(joined.body.playerCredentials) });
    expect(await human.sync()).toBe(true);
    const waits = await playAgainstBot(human, als, 'als-vs-easy');
    expect(waits.length).toBeGreaterThan(3);
    console.log(
      `bot (easy) move waits, ms: median ${median(waits).toFixed(0)}, max ${Math.max(...waits).toFixed(0)}, n ${waits.length}: ${waits.map((w) => w.toFixed(0)).join(' ')}`,
    );
    expect(Math.max(...waits)).toBeLessThan(MARGIN_MS); // easy has no time budget: a few dozen iterations
    expect(stored.get(matchID)!.metadata.gameover).toBeDefined();
    const health = await request(server.url, 'GET', '/health');
    expect(health.body.bots).toMatchObject({ threads: 1, ready: 1, queued: 0 });

    // Play again: the computer keeps its seat and level, with new credentials.
    const again = await request(server.url, 'POST', `/games/${ALS}/${matchID}/playAgain`, {
      playerID: '0',
      credentials: joined.body.playerCredentials,
    });
    expect(again.status).toBe(200);
    const next = stored.get(String(again.body.nextMatchID))!.metadata;
    expect(next.players[1]).toMatchObject({ name: 'Computer (easy)', data: { bot: 'easy' } });
    expect(next.players[1]!.credentials).not.toBe(stored.get(matchID)!.metadata.players[1]!.credentials);
    expect(next.players[0]!.name).toBeUndefined();
  });

  it('Land vs Sea for 4: two people and two bots play to the end', async () => {
    const created = await create(LVS, { numPlayers: 4, bots: { '1': 'easy', '2': 'easy' } });
    const matchID = String(created.body.matchID);
    // Two computers at one level, told apart by their number.
    const names = Object.values(stored.get(matchID)!.metadata.players).map((p) => p.name);
    expect(names).toEqual([undefined, 'Computer 1 (easy)', 'Computer 2 (easy)', undefined]);
    const people: SeatClient[] = [];
    for (const playerID of ['0', '3']) {
      const joined = await join(LVS, matchID, playerID);
      people.push(client(LVS, matchID, { playerID, credentials: String(joined.body.playerCredentials) }));
    }
    for (const p of people) expect(await p.sync()).toBe(true);
    const rng = seededRng('lvs-4');
    for (let moves = 0; moves < 3_000; moves++) {
      const state = people[0]!.state!;
      const ctx = state.ctx as TurnCtx;
      if (ctx.gameover !== undefined) break;
      const deciding = decidingSeats(ctx);
      const person = people.find((p) => deciding.includes(p.playerID!));
      if (person) {
        const now = people[0]!.stateID;
        expect(await person.until(() => person.stateID >= now, 5_000)).toBe(true);
        const { move, args } = randomMove(lvs, person.state!.G, rng);
        expect(await person.move(move, args)).toBe(true);
        await people[0]!.until(() => people[0]!.stateID >= person.stateID, 5_000);
      } else {
        const before = people[0]!.stateID;
        expect(await people[0]!.until(() => people[0]!.stateID > before, 10_000), `the bots answer at ${moves}`).toBe(true);
      }
    }
    expect(stored.get(matchID)!.metadata.gameover).toBeDefined();
  });

  it('waits for a person’s empty seat (the full table counts the bot seats as taken), then moves', async () => {
    // The computer begins: while seat 0 is empty it is shown no hand and decides nothing; once the seat is taken it moves.
    const created = await create(ALS, { numPlayers: 2, setupData: { mode: 'beginner', firstPlayer: '1' }, bots: { '1': 'easy' } });
    const matchID = String(created.body.matchID);
    const spectator = client(ALS, matchID, null);
    expect(await spectator.sync()).toBe(true);
    await new Promise((r) => setTimeout(r, 500));
    expect(stored.get(matchID)!.log).toEqual([]);
    expect(spectator.stateID).toBe(0);
    const joined = await join(ALS, matchID, '0');
    const human = client(ALS, matchID, { playerID: '0', credentials: String(joined.body.playerCredentials) });
    expect(await human.sync()).toBe(true);
    expect(await human.until(() => human.stateID > 0, 10_000), 'the computer’s first move').toBe(true);
    expect(stored.get(matchID)!.log[0]!.action.payload.playerID).toBe('1');
  });

  it('moves once the person’s seat is taken, even if the person never connects', async () => {
    const created = await create(ALS, { numPlayers: 2, setupData: { mode: 'beginner', firstPlayer: '1' }, bots: { '1': 'easy' } });
    const matchID = String(created.body.matchID);
    await new Promise((r) => setTimeout(r, 300));
    expect(stored.get(matchID)!.log).toEqual([]);
    // Joined through the lobby only, with no socket: the lobby's news of the seats deals to the computer's socket.
    expect((await join(ALS, matchID, '0')).status).toBe(200);
    const deadline = Date.now() + 5_000;
    while (stored.get(matchID)!.log.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 50));
    expect(stored.get(matchID)!.log[0]?.action.payload.playerID).toBe('1');
  });
});

describe('the computers of one address wait their turn', () => {
  /** `POST /games/<game>/create` sent from `localAddress` (a loopback address of its own). */
  const createFrom = (localAddress: string, game: string, body: Record<string, unknown>) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const text = JSON.stringify(body);
      const sent = httpRequest(
        `${server.url}/games/${game}/create`,
        { method: 'POST', localAddress, headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(text) } },
        (reply) => {
          let answer = '';
          reply.setEncoding('utf8').on('data', (chunk: string) => (answer += chunk));
          reply.on('end', () => resolve(JSON.parse(answer) as Record<string, unknown>));
        },
      );
      sent.on('error', reject);
      sent.end(text);
    });

  /** A match against the computer at `level`, created from `address`; the person's seat on its socket, to move first. */
  async function againstComputer(address: string, level: string): Promise<SeatClient> {
    const created = await createFrom(address, ALS, {
      numPlayers: 2,
      setupData: { mode: 'beginner', firstPlayer: '0' },
      bots: { '1': level },
    });
    const matchID = String(created.matchID);
    const joined = await join(ALS, matchID, '0');
    const human = client(ALS, matchID, { playerID: '0', credentials: String(joined.body.playerCredentials) });
    expect(await human.sync()).toBe(true);
    return human;
  }

  /** The person's moves until the computer decides; the state it decides on. */
  async function handOver(human: SeatClient, rng: () => number): Promise<number> {
    while (decidingSeats(human.state!.ctx as TurnCtx).includes('0')) {
      const { move, args } = randomMove(als, human.state!.G, rng);
      expect(await human.move(move, args)).toBe(true);
    }
    return human.stateID;
  }

  /**
   * The hard computers of `many` are asked to decide, then, the other player's easy one: how many
   * of the hard ones answered before it. `other` is seated beforehand, so that on a slow machine
   * only its move lies between.
   */
  async function answeredBefore(many: SeatClient[], other: SeatClient, rng: () => number): Promise<number> {
    const waitingAt: number[] = [];
    for (const human of many) waitingAt.push(await handOver(human, rng));
    // Their decisions are asked for before the other player moves.
    await new Promise((r) => setTimeout(r, 300));
    const otherAt = await handOver(other, rng);
    expect(await other.until(() => other.stateID > otherAt, 10_000), 'the easy computer answers').toBe(true);
    const answered = many.filter((human, i) => human.stateID > waitingAt[i]!).length;
    for (const [i, human] of many.entries()) expect(await human.until(() => human.stateID > waitingAt[i]!, 10_000)).toBe(true);
    return answered;
  }

  it('another player’s easy computer answers after one of the hard decisions queued before it, not after all of them', async () => {
    // One address, four matches against hard computers (about 0.9 s a decision), on one thread.
    const many = await Promise.all([0, 1, 2, 3].map(() => againstComputer('127.0.0.1', 'hard')));
    const other = await againstComputer('127.0.0.2', 'easy');
    // First come, first served: all four (3.6 s). Now the one thinking when it asked, and at most one more.
    expect(await answeredBefore(many, other, seededRng('one-address'))).toBeLessThanOrEqual(2);
  }, 30_000);

  it('after a restart, the matches found again share one line: a new match waits behind one of their hard decisions, not each', async () => {
    const before = await Promise.all([0, 1, 2].map(() => againstComputer('127.0.0.1', 'hard')));
    await server.stop('SIGKILL');
    before.forEach((c) => c.close());
    await server.launch();
    await poolReady();
    const many = before.map((c) => client(ALS, c.matchID, { playerID: '0', credentials: c.credentials! }));
    for (const human of many) expect(await human.sync()).toBe(true);
    const other = await againstComputer('127.0.0.2', 'easy');
    // A line a match: all three first (2.7 s). One line: the one thinking when it asked, and at most one more.
    expect(await answeredBefore(many, other, seededRng('restarted'))).toBeLessThanOrEqual(2);
  }, 40_000);
});

describe('a bot decides from its seat’s view only', () => {
  it('each decision is asked with exactly what the seat’s socket was sent, which hides the other hand', async () => {
    // A person's seat, played here by the server's own bot client with a recording decide.
    const created = await create(ALS, { numPlayers: 2, setupData: { mode: 'beginner' } });
    const matchID = String(created.body.matchID);
    const seats: Seat[] = [];
    for (const playerID of ['0', '1']) {
      const joined = await join(ALS, matchID, playerID);
      seats.push({ playerID, credentials: String(joined.body.playerCredentials) });
    }
    // Both sockets hold the match before the computer (which begins) can move: the watcher hears every state.
    const watcher = client(ALS, matchID, seats[1]!); // what seat 1's socket is sent
    const human = client(ALS, matchID, seats[0]!);
    expect(await watcher.sync()).toBe(true);
    expect(await human.sync()).toBe(true);
    const asked: DecisionRequest[] = [];
    const rng = seededRng('view');
    const bot = new BotSeatPlayer(
      { game: ALS, matchID, playerID: '1', credentials: seats[1]!.credentials, level: 'easy', numPlayers: 2 },
      {
        url: server.url,
        token: 'not-the-server-token',
        decide: async (req) => {
          asked.push(req);
          return randomMove(als, req.view, rng);
        },
        onDone: () => undefined,
      },
    );
    opened.push({ close: () => bot.stop() });
    for (let i = 0; i < 12; i++) {
      const ctx = human.state!.ctx as TurnCtx;
      if (ctx.gameover !== undefined) break;
      if (decidingSeats(ctx).includes('0')) {
        const { move, args } = randomMove(als, human.state!.G, rng);
        expect(await human.move(move, args)).toBe(true);
      } else {
        const before = human.stateID;
        expect(await human.until(() => human.stateID > before, 5_000)).toBe(true);
      }
    }
    expect(asked.length).toBeGreaterThan(2);
    // The last state the bot was asked about may still be on its way to the watching socket.
    bot.stop();
    const stateOf = (req: DecisionRequest) => Number(req.seed.split(':').pop());
    const last = Math.max(...asked.map(stateOf));
    expect(await watcher.until(() => watcher.stateID >= last, 5_000)).toBe(true);
    const sent = new Map<number, unknown>();
    for (const m of watcher.inbox) {
      const state = (m.type === 'update' ? m.args[1] : m.type === 'sync' ? (m.args[1] as { state: unknown }).state : undefined) as
        { _stateID: number; G: unknown } | undefined;
      if (state) sent.set(state._stateID, state.G);
    }
    const { log } = stored.get(matchID)!;
    for (const req of asked) {
      expect(req.playerID).toBe('1');
      expect(req.view).toEqual(sent.get(stateOf(req)));
      // Seat 1's view: seat 0's hand as blanks, no deck.
      const view = req.view as { viewer: string; hands: Record<string, unknown[]> };
      expect(view.viewer).toBe('1');
      expect(view.hands['0']!.every((card) => card === null)).toBe(true);
      expect(view).not.toHaveProperty('deck');
    }
    expect(log.length).toBeGreaterThan(2);
  });
});

describe('a computer seat survives kill -9', () => {
  it('after a restart on the same data, the bot plays on and the match ends', async () => {
    const created = await create(ALS, { numPlayers: 2, setupData: { mode: 'beginner' }, bots: { '1': 'easy' } });
    const matchID = String(created.body.matchID);
    const joined = await join(ALS, matchID, '0');
    const seat = { playerID: '0', credentials: String(joined.body.playerCredentials) };
    const before = client(ALS, matchID, seat);
    expect(await before.sync()).toBe(true);
    // A few moves each, then the server dies right after one of the person's moves is accepted
    // (the bot's answer may or may not have been stored: either way the match must go on).
    const rng = seededRng('restart');
    let mine = 0;
    while (mine < 3) {
      const ctx = before.state!.ctx as TurnCtx;
      if (decidingSeats(ctx).includes('0')) {
        const { move, args } = randomMove(als, before.state!.G, rng);
        expect(await before.move(move, args)).toBe(true);
        mine++;
      } else {
        const id = before.stateID;
        expect(await before.until(() => before.stateID > id, 10_000)).toBe(true);
      }
    }
    await server.stop('SIGKILL');
    before.close();
    await server.launch();
    const after = client(ALS, matchID, seat);
    expect(await after.sync()).toBe(true);
    const waits = await playAgainstBot(after, als, 'restart-after');
    expect(waits.length).toBeGreaterThan(0);
    expect(stored.get(matchID)!.metadata.gameover).toBeDefined();
  });
});
