/**
 * Two server processes on different ports sharing one PostgreSQL and one Redis (all started by
 * this file on 127.0.0.1): the seats of a match on different instances play whole matches of
 * both games, each seeing the other's moves, with the hidden-information checks of the server
 * tests on every message; then one instance is killed (SIGKILL) mid-match, its players
 * reconnect to the other and finish, and nothing accepted is lost. A seat that changes hands
 * through one instance's lobby stops reaching its old socket on the other, and a move the game
 * refuses reaches no instance; a move stored while Redis is down reaches every seat once it is back;
 * before the table is full no seat on either instance is sent its
 * hand (test/server/support/withheld-deal.ts). The cleanup job runs on exactly one instance, and the survivor
 * takes it over. Match-affine routing: the web client's socket URL carries the match id, and the
 * real nginx running deploy/nginx.conf (when installed) sends every socket of a match to one
 * instance.
 */
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Ctx } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { io } from 'socket.io-client';
import { matchSocketOpts } from '../../web/play/socket-routing';
import { seededRng } from '../../games/common/random';
import { actingPlayer, GAME_CASES, type GameCase } from '../server/support/game-cases';
import { createJoinedMatch, joinSeat, request, type Seat } from '../server/support/lobby';
import { newToken } from '../server/support/players';
import { SeatClient } from '../server/support/seat-client';
import { NO_ADDRESS_LIMITS } from '../server/support/server-process';
import { waitingSeatsSeeNoHand } from '../server/support/withheld-deal';
import { Cluster } from './support/cluster';
import { DEPLOY_CONF, Nginx } from './support/nginx';
import { replaysToStoredState } from './support/replay';

const LEADS = /runs the cleanup job/;
let cluster: Cluster;

beforeAll(async () => {
  // Cleanup every 0.6 s (with the default TTLs it removes nothing the test makes).
  cluster = await Cluster.start(2, { ...NO_ADDRESS_LIMITS, CLEANUP_INTERVAL_MINUTES: '0.01' });
}, 90_000);
afterAll(async () => {
  await cluster?.stop();
});

const urlOf = (instance: number) => cluster.servers[instance]!.url;

/** Plays random legal moves (picked from the full stored state) until the end or `maxMoves`. */
async function play(
  gameCase: GameCase,
  matchID: string,
  clients: SeatClient[],
  maxMoves: number,
  seed: string,
  afterMove?: () => Promise<void>,
): Promise<number> {
  const rng = seededRng(seed);
  let moves = 0;
  for (; moves < maxMoves; moves++) {
    const { G, ctx } = (await cluster.get(matchID))!.state as { G: unknown; ctx: Ctx };
    if (ctx.gameover) break;
    const player = actingPlayer(ctx);
    const { move, args } = gameCase.randomMove(G, ctx, player, rng);
    const mover = clients.find((c) => c.playerID === player)!;
    expect(await mover.move(move, args, 5_000), `${move}(${JSON.stringify(args)}) by ${player}`).toBe(true);
    const target = mover.stateID;
    for (const client of clients)
      expect(await client.until(() => client.stateID >= target, 5_000), `seat ${client.playerID} sees state ${target}`).toBe(true);
    await afterMove?.();
  }
  return moves;
}

describe('two instances sharing PostgreSQL and Redis', () => {
  it('the cleanup job runs on exactly one instance', () => {
    expect(cluster.servers[0]!.output).toMatch(LEADS);
    expect(cluster.servers[1]!.output).not.toMatch(LEADS);
  });

  describe.each(GAME_CASES)('$name', (gameCase) => {
    it('seat 0 on instance A, the others on B: a whole match, every message checked for hidden information', async () => {
      const { matchID, seats } = await createJoinedMatch(urlOf(0), gameCase.name, gameCase.numPlayers, gameCase.setupData);
      // The spectator watches from A; seat 0 plays on A, every other seat on B.
      const viewers: (string | null)[] = [...seats.map((s) => s.playerID), null];
      const instanceOf = (viewer: string | null) => (viewer === '0' || viewer === null ? 0 : 1);
      const clients = viewers.map(
        (viewer) =>
          new SeatClient(urlOf(instanceOf(viewer)), gameCase.name, matchID, viewer, seats.find((s) => s.playerID === viewer)?.credentials),
      );
      const trackers = viewers.map((viewer) => gameCase.tracker(viewer));
      const seed = String((await cluster.get(matchID))!.initialState.plugins.random?.data?.seed);
      // The states each viewer was announced (a connecting seat makes the server announce the
      // latest state again, so a state may come twice: what counts is that none is missing).
      const announced = viewers.map(() => new Set<number>());

      const check = async () => {
        const { G } = (await cluster.get(matchID))!.state;
        clients.forEach((client, i) => {
          const received = client.inbox.splice(0);
          for (const m of received) if (m.type === 'update') announced[i]!.add((m.args[1] as { _stateID: number })._stateID);
          const text = trackers[i]!.textOf(received);
          for (const token of trackers[i]!.hiddenNow(G, received)) {
            expect(text, `${gameCase.name}: ${viewers[i]} (instance ${instanceOf(viewers[i]!)}) was sent hidden ${token}`).not.toContain(
              token,
            );
          }
          expect(text, 'the shuffle seed never leaves the server').not.toContain(seed);
          expect(text).not.toContain('prngstate');
          expect(text, 'no credentials in any message').not.toMatch(/credentials"\s*:\s*"[^"]/);
        });
      };

      for (const client of clients) expect(await client.sync()).toBe(true);
      await check();
      const moves = await play(gameCase, matchID, clients, 400, `multi-${gameCase.name}`, check);
      // boardgame.io writes the last move's metadata (its gameover) beside its state, which
      // announces the move: it may land a moment after the last update.
      await vi.waitFor(async () => expect((await cluster.get(matchID))!.metadata.gameover).toBeDefined());
      const final = (await cluster.get(matchID))!;
      expect(final.state.ctx.gameover, 'the match ended').toBeDefined();
      expect(final.metadata.gameover).toEqual(final.state.ctx.gameover);
      // Each seat, on either instance, heard of every move, whichever instance it was made on.
      for (const ids of announced) expect([...ids].filter((id) => id > 0)).toHaveLength(moves);
      expect(replaysToStoredState(gameCase.name, final)).toBe(true);
      clients.forEach((c) => c.close());
    });
  });

  it('the same move sent to both instances at once is accepted once, and every seat hears of it once', async () => {
    const gameCase = GAME_CASES[0]!;
    for (let round = 0; round < 3; round++) {
      const { matchID, seats } = await createJoinedMatch(urlOf(0), gameCase.name, gameCase.numPlayers, gameCase.setupData);
      const { G, ctx } = (await cluster.get(matchID))!.state as { G: unknown; ctx: Ctx };
      const player = actingPlayer(ctx);
      const seat = seats.find((s) => s.playerID === player)!;
      const other = seats.find((s) => s !== seat)!;
      // The acting seat is open on both instances (two tabs behind a misrouting proxy).
      const tabs = [0, 1].map((i) => new SeatClient(urlOf(i), gameCase.name, matchID, seat.playerID, seat.credentials));
      const watcher = new SeatClient(urlOf(round % 2), gameCase.name, matchID, other.playerID, other.credentials);
      for (const c of [...tabs, watcher]) expect(await c.sync()).toBe(true);
      const { move, args } = gameCase.randomMove(G, ctx, player, seededRng(`race-${round}`));
      const sent = await Promise.all(tabs.map((tab) => tab.move(move, args, 5_000)));
      expect(sent).toEqual([true, true]);
      await new Promise((r) => setTimeout(r, 200)); // a second broadcast, if any, would arrive now
      const stored = (await cluster.get(matchID))!;
      expect(stored.state._stateID).toBe(1);
      expect(stored.log.filter((e) => e.action.type === 'MAKE_MOVE')).toHaveLength(1);
      for (const c of [...tabs, watcher]) {
        const states = c.inbox.filter((m) => m.type === 'update').map((m) => (m.args[1] as { _stateID: number })._stateID);
        expect(new Set(states.filter((id) => id > 0)), 'each seat hears of one new state').toEqual(new Set([1]));
        expect(c.stateID).toBe(1);
        c.close();
      }
    }
  });

  describe.each(GAME_CASES)('$name before the table is full', (gameCase) => {
    it('seats on both instances, joined through both lobbies, are sent what a spectator sees until the last join deals to each', async () => {
      await waitingSeatsSeeNoHand(gameCase, {
        lobby: (turn) => urlOf(turn % 2),
        socketOf: (playerID) => urlOf(playerID === null ? 0 : Number(playerID) % 2),
        stateOf: async (matchID) => (await cluster.get(matchID))!.state,
      });
    });
  });

  it('a seat that changes hands through the lobby of instance A: its old socket on B gets nothing of the seat', async () => {
    // A seat changes hands only while the table fills: three seats, one still free.
    const gameCase = GAME_CASES.find((c) => c.name === 'land-vs-sea')!;
    const { name, setupData } = gameCase;
    const matchID = String((await request(urlOf(0), 'POST', `/games/${name}/create`, { numPlayers: 3, setupData })).body.matchID);
    const join = (playerID: string, playerName: string) => joinSeat(urlOf(0), name, matchID, playerID, playerName);
    const staying = await join('0', 'stays');
    const leaving = await join('2', 'leaves');
    const old = new SeatClient(urlOf(1), name, matchID, leaving.playerID, leaving.credentials);
    expect(await old.sync(5_000)).toBe(true);

    expect((await request(urlOf(0), 'POST', `/games/${name}/${matchID}/leave`, leaving)).status).toBe(200);
    old.inbox.splice(0);
    const seats = [staying, await join('1', 'last'), await join('2', 'next')];
    const players = seats.map((s) => new SeatClient(urlOf(0), name, matchID, s.playerID, s.credentials));
    for (const c of players) expect(await c.sync(5_000)).toBe(true);
    await play(gameCase, matchID, players, 6, 'changed-hands');

    expect(
      old.inbox.filter((m) => ['update', 'patch', 'sync'].includes(m.type)),
      'the old socket heard nothing',
    ).toEqual([]);
    expect(old.socket.connected).toBe(false);
    for (const c of [old, ...players]) c.close();
  });

  it('joins of one match through both instances at once: each seat holds whoever was told it did', async () => {
    const game = GAME_CASES[0]!.name;
    const join = (instance: number, matchID: string, playerID: string, playerName: string) =>
      request(urlOf(instance), 'POST', `/games/${game}/${matchID}/join`, { playerID, playerName }, { 'X-Player-Token': newToken() });
    const names = async (matchID: string) =>
      ((await request(urlOf(0), 'GET', `/games/${game}/${matchID}`)).body.players as { name?: string }[]).map((p) => p.name);
    for (let round = 0; round < 6; round++) {
      const both = String((await request(urlOf(0), 'POST', `/games/${game}/create`, { numPlayers: 2 })).body.matchID);
      const bothJoined = await Promise.all([join(0, both, '0', 'A'), join(1, both, '1', 'B')]);
      expect(
        bothJoined.map((r) => r.status),
        `round ${round}`,
      ).toEqual([200, 200]);
      expect(await names(both), `round ${round}`).toEqual(['A', 'B']);

      const one = String((await request(urlOf(0), 'POST', `/games/${game}/create`, { numPlayers: 2 })).body.matchID);
      const oneSeat = await Promise.all([join(0, one, '0', 'A'), join(1, one, '0', 'B')]);
      expect(oneSeat.map((r) => r.status).sort(), `round ${round}`).toEqual([200, 409]);
      expect((await names(one))[0], `round ${round}`).toBe(oneSeat[0]!.status === 200 ? 'A' : 'B');
    }
  });

  it('a move the game refuses is stored nowhere and reaches no instance', async () => {
    const gameCase = GAME_CASES[0]!;
    const { matchID, seats } = await createJoinedMatch(urlOf(0), gameCase.name, gameCase.numPlayers, gameCase.setupData);
    const { G, ctx } = (await cluster.get(matchID))!.state as { G: unknown; ctx: Ctx };
    const acting = actingPlayer(ctx);
    const clients = seats.map((s, i) => new SeatClient(urlOf(i % 2), gameCase.name, matchID, s.playerID, s.credentials));
    for (const c of clients) expect(await c.sync(5_000)).toBe(true);
    await new Promise((r) => setTimeout(r, 300)); // connections written, their resent states heard
    const before = (await cluster.get(matchID))!;
    for (const c of clients) c.inbox.splice(0);
    const mover = clients.find((c) => c.playerID === acting)!;
    const { move } = gameCase.randomMove(G, ctx, acting, seededRng('refused-multi'));
    for (let i = 0; i < 3; i++) expect(await mover.move(move, ['not-an-argument'], 200)).toBe(false);
    await new Promise((r) => setTimeout(r, 300));
    for (const c of clients) expect(c.inbox, `sent to ${c.playerID}`).toEqual([]);
    const after = (await cluster.get(matchID))!;
    expect(JSON.stringify(after.state)).toBe(JSON.stringify(before.state));
    expect(after.log).toEqual(before.log);
    expect(after.metadata).toEqual(before.metadata);
    clients.forEach((c) => c.close());
  });

  describe('match-affine routing', () => {
    const KEY = Object.keys(matchSocketOpts('x').query)[0]!;

    it('the web client puts the match id in the socket.io request URL, the argument deploy/nginx.conf hashes on', async () => {
      const conf = readFileSync(DEPLOY_CONF, 'utf8');
      const sockets = /location \/socket\.io\/ \{[^}]*proxy_pass http:\/\/(\w+);[^}]*\}/.exec(conf);
      expect(sockets, 'a /socket.io/ location').not.toBeNull();
      expect(sockets![0]).toMatch(/proxy_set_header Upgrade \$http_upgrade;/);
      expect(sockets![0]).toMatch(/proxy_set_header Connection \$connection_upgrade;/);
      const upstream = new RegExp(`upstream ${sockets![1]} \\{\\s*hash \\$arg_(\\w+) consistent;`).exec(conf);
      expect(upstream?.[1], 'the sockets upstream hashes on the argument the client sends').toBe(KEY);

      // What a proxy sees: the URL of the client's first request.
      const urls: string[] = [];
      const recorder = createServer((req, res) => {
        urls.push(req.url ?? '');
        res.writeHead(503).end();
      });
      await new Promise<void>((resolve) => recorder.listen(0, '127.0.0.1', resolve));
      const address = recorder.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const socket = io(`http://127.0.0.1:${port}/air-land-sea`, { ...matchSocketOpts('match-42'), reconnection: false });
      const deadline = Date.now() + 5_000;
      while (urls.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
      socket.close();
      await new Promise((resolve) => recorder.close(resolve));
      const url = new URL(urls[0]!, 'http://x');
      expect(url.pathname).toBe('/socket.io/');
      expect(url.searchParams.get(KEY)).toBe('match-42');
    });

    it('through nginx running deploy/nginx.conf, every socket request of a match reaches one instance', async () => {
      const nginx = await Nginx.start(cluster.servers.map((s) => s.url));
      const gameCase = GAME_CASES[0]!;
      const clients: ReturnType<typeof Client>[] = [];
      try {
        const matches: string[] = [];
        for (let m = 0; m < 6; m++) {
          const { matchID, seats } = await createJoinedMatch(nginx.url, gameCase.name, gameCase.numPlayers, gameCase.setupData);
          matches.push(matchID);
          const seated = seats.map((seat) =>
            Client({
              game: gameCase.game,
              numPlayers: gameCase.numPlayers,
              matchID,
              playerID: seat.playerID,
              credentials: seat.credentials,
              multiplayer: SocketIO({ server: nginx.url, socketOpts: matchSocketOpts(matchID) }),
              debug: false,
            }),
          );
          seated.forEach((c) => c.start());
          clients.push(...seated);
          const reached = (id: number) => seated.every((c) => (c.getState()?._stateID ?? -1) >= id);
          const rng = seededRng(`nginx-${m}`);
          for (let move = 0; move <= 2; move++) {
            const waitUntil = Date.now() + 5_000;
            while (!reached(move) && Date.now() < waitUntil) await new Promise((r) => setTimeout(r, 10));
            expect(reached(move), `match ${m} reached state ${move} through nginx`).toBe(true);
            if (move === 2) break;
            const { G, ctx } = (await cluster.get(matchID))!.state as { G: unknown; ctx: Ctx };
            const player = actingPlayer(ctx);
            const next = gameCase.randomMove(G, ctx, player, rng);
            seated[Number(player)]!.moves[next.move]!(...next.args);
          }
        }
        // A claim of the win reads the seats' sockets where it lands: it goes where the match's sockets went.
        for (const matchID of matches) {
          const claim = await request(nginx.url, 'POST', `/games/${gameCase.name}/${matchID}/claim`, { playerID: '0', credentials: 'x' });
          expect(claim.status, 'refused (wrong credentials), but by the instance it was routed to').toBe(403);
        }
        // nginx logs a WebSocket when it closes.
        clients.splice(0).forEach((c) => c.stop());
        await new Promise((r) => setTimeout(r, 300));
        const routed = nginx.socketRequests();
        for (const matchID of matches) {
          const mine = routed.filter((r) => r.matchID === matchID);
          expect(mine.length, `requests of ${matchID}`).toBeGreaterThan(0);
          expect(new Set(mine.map((r) => r.upstream)).size, `${matchID} went to one instance`).toBe(1);
          expect(
            mine.some((r) => r.status === 101),
            'upgraded to a WebSocket through nginx',
          ).toBe(true);
        }
        expect(
          routed.every((r) => matches.includes(r.matchID)),
          'no socket request without its match id',
        ).toBe(true);
        const claims = nginx.requests().filter((r) => r.uri.endsWith('/claim'));
        for (const matchID of matches) {
          const sockets = new Set(routed.filter((r) => r.matchID === matchID).map((r) => r.upstream));
          const claim = claims.find((r) => r.uri === `/games/${gameCase.name}/${matchID}/claim`);
          expect(claim?.upstream, `the claim of ${matchID} reached its sockets' instance`).toBe([...sockets][0]);
        }
      } finally {
        clients.forEach((c) => c.stop());
        await nginx.stop();
      }
    });
  });

  it('Redis down mid-match: a move stored meanwhile reaches every seat once Redis is back, and play goes on', async () => {
    const gameCase = GAME_CASES[0]!;
    const { matchID, seats } = await createJoinedMatch(urlOf(0), gameCase.name, gameCase.numPlayers, gameCase.setupData);
    const clients = seats.map((s, i) => new SeatClient(urlOf(i % 2), gameCase.name, matchID, s.playerID, s.credentials));
    for (const c of clients) expect(await c.sync(5_000)).toBe(true);
    await play(gameCase, matchID, clients, 2, 'before-redis-down');
    let stored = 0;
    await cluster.infra.restartRedis(async () => {
      await new Promise((r) => setTimeout(r, 300));
      const { G, ctx } = (await cluster.get(matchID))!.state as { G: unknown; ctx: Ctx };
      const player = actingPlayer(ctx);
      const { move, args } = gameCase.randomMove(G, ctx, player, seededRng('redis-down'));
      const mover = clients.find((c) => c.playerID === player)!;
      const before = mover.stateID;
      // Heard by nobody while Redis is down, but stored.
      await mover.move(move, args, 1_000);
      await vi.waitFor(async () => expect((await cluster.get(matchID))!.state._stateID).toBeGreaterThan(before), { timeout: 5_000 });
      stored = (await cluster.get(matchID))!.state._stateID;
    });
    for (const c of clients)
      expect(await c.until(() => c.stateID >= stored, 10_000), `seat ${c.playerID} hears of the move made while Redis was down`).toBe(true);
    await play(gameCase, matchID, clients, 2, 'after-redis-down');
    for (const c of clients) c.close();
  });

  it('instance A killed mid-match: its players reconnect to B, continue to the end, nothing accepted is lost', async () => {
    const gameCase = GAME_CASES[0]!;
    const { matchID, seats } = await createJoinedMatch(urlOf(0), gameCase.name, gameCase.numPlayers, gameCase.setupData);
    const connect = async (instance: number, seat: Seat) => {
      const client = new SeatClient(urlOf(instance), gameCase.name, matchID, seat.playerID, seat.credentials);
      expect(await client.sync(5_000)).toBe(true);
      return client;
    };
    const onA = await connect(0, seats[0]!);
    const onB = await connect(1, seats[1]!);
    await play(gameCase, matchID, [onA, onB], 8, 'kill-before');

    // One more move in flight when A dies (made on A if it is seat 0's turn).
    const { G, ctx } = (await cluster.get(matchID))!.state as { G: unknown; ctx: Ctx };
    const player = actingPlayer(ctx);
    const { move, args } = gameCase.randomMove(G, ctx, player, seededRng('in-flight'));
    void [onA, onB].find((c) => c.playerID === player)!.move(move, args);
    await cluster.servers[0]!.stop('SIGKILL');
    await expect(fetch(`${urlOf(0)}/health`), 'instance A is gone').rejects.toThrow();
    await new Promise((r) => setTimeout(r, 300)); // a move made on B may still be arriving
    const seen = Math.max(onA.stateID, onB.stateID);
    onA.close();

    // Seat 0 reconnects to the surviving instance.
    const again = await connect(1, seats[0]!);
    const sync = again.inbox.find((m) => m.type === 'sync')!.args[1] as { state: { _stateID: number }; log: { _stateID: number }[] };
    expect(sync.state._stateID, 'everything seen accepted survived').toBeGreaterThanOrEqual(seen);
    expect(sync.state._stateID).toBeLessThanOrEqual(seen + 1);
    expect(sync.log.filter((e) => !('automatic' in e)).length).toBe(sync.state._stateID);
    await onB.until(() => onB.stateID >= sync.state._stateID, 2_000);

    await play(gameCase, matchID, [again, onB], 600, 'kill-after');
    const final = (await cluster.get(matchID))!;
    expect(final.state.ctx.gameover, 'the match ended on B').toBeDefined();
    expect(replaysToStoredState(gameCase.name, final), 'the stored log replays to the stored state').toBe(true);
    again.close();
    onB.close();

    // B took the cleanup job over once A's database session died with it.
    expect(await onB.until(() => LEADS.test(cluster.servers[1]!.output), 10_000), 'B leads the cleanup').toBe(true);
    expect(cluster.servers[1]!.output).not.toMatch(/unhandled error/);
  });
});
