/**
 * Claiming the win from a player who walked away, over a real server (away time 2 s): refused
 * while they are here, on the claimant's own turn, by their teammate, with wrong credentials or
 * too soon (saying when to try again, as its GET does before); granted once they have been away long enough, as their
 * resignation ("away"): every socket hears the end, the log and the replay hold it, and the
 * match can be claimed only once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Server, State } from 'boardgame.io';
import { seededRng } from '../../games/common/random';
import { randomMove, type SeatState } from '../../scripts/lib/load-moves';
import { awaySeat } from '../../server/claim-win';
import { served } from '../../server/games';
import { createJoinedMatch, request } from './support/lobby';
import { SeatClient } from './support/seat-client';
import { NO_ADDRESS_LIMITS, ServerProcess } from './support/server-process';

const AWAY_SECONDS = 2;
let server: ServerProcess;

beforeAll(async () => {
  server = await ServerProcess.start({ ...NO_ADDRESS_LIMITS, AWAY_CLAIM_SECONDS: String(AWAY_SECONDS) });
});
afterAll(async () => {
  await server?.dispose();
});

interface Ctx {
  currentPlayer: string;
  activePlayers: Record<string, string> | null;
  gameover?: unknown;
}

const deciding = (client: SeatClient) => {
  const ctx = client.state!.ctx as Ctx;
  return ctx.activePlayers ? Object.keys(ctx.activePlayers)[0]! : ctx.currentPlayer;
};

describe('claiming the win', () => {
  it('is refused while the player waited for is here or away too briefly, then ends the match as their resignation', async () => {
    const game = 'air-land-sea';
    const { matchID, seats } = await createJoinedMatch(server.url, game, 2);
    const clients = seats.map((s) => new SeatClient(server.url, game, matchID, s.playerID, s.credentials));
    const spectator = new SeatClient(server.url, game, matchID, null);
    for (const client of [...clients, spectator]) expect(await client.sync()).toBe(true);
    const awayID = deciding(clients[0]!);
    const away = clients.find((c) => c.playerID === awayID)!;
    const claimant = clients.find((c) => c.playerID !== awayID)!;
    const claim = (body: unknown, path = `/games/${game}/${matchID}/claim`) => request(server.url, 'POST', path, body);
    const mine = { playerID: claimant.playerID, credentials: claimant.credentials };

    const here = await claim(mine);
    expect(here.status).toBe(409);
    expect(here.body.error).toBe(`player ${awayID} is here: the win can be claimed only while they are away`);
    expect((await claim({ playerID: awayID, credentials: away.credentials })).body.error).toBe(
      'it is your turn: nobody is waited for but you',
    );
    expect((await claim({ playerID: claimant.playerID, credentials: 'nope' })).status).toBe(403);
    expect((await claim({ playerID: claimant.playerID })).status).toBe(403);
    expect((await claim({ playerID: '7', credentials: 'x' })).status).toBe(404);
    expect((await claim({ playerID: { toString: 1 }, credentials: 'x' })).status).toBe(400);
    expect((await claim(mine, `/games/${game}/${matchID}/claim?now=1`)).status).toBe(400);
    expect((await fetch(`${server.url}/games/${game}/${matchID}/claim`, { method: 'PUT' })).status).toBe(405);
    const awayNow = async () => (await request(server.url, 'GET', `/games/${game}/${matchID}/claim`)).body.away;
    expect(await awayNow(), 'nobody away').toEqual([]);

    away.close();
    // The disconnect is written, then the clock runs: too soon, the answer says how long to wait.
    await claimant.until(() => false, 300);
    const [before] = (await awayNow()) as { playerID: string; claimableInSeconds: number }[];
    expect(before?.playerID).toBe(awayID);
    expect(before?.claimableInSeconds).toBeGreaterThanOrEqual(1);
    expect(before?.claimableInSeconds).toBeLessThanOrEqual(AWAY_SECONDS);
    const soon = await claim(mine);
    expect(soon.status).toBe(409);
    expect(soon.body.error).toMatch(
      new RegExp(`^player ${awayID} has been away for \\d s: the win can be claimed after ${AWAY_SECONDS} s away, in \\d s$`),
    );
    expect(soon.body.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(soon.body.retryAfterSeconds).toBeLessThanOrEqual(AWAY_SECONDS);
    expect(claimant.state!.ctx.gameover).toBeUndefined();

    await claimant.until(() => false, Number(soon.body.retryAfterSeconds) * 1000 + 100);
    expect(await awayNow()).toEqual([{ playerID: awayID, claimableInSeconds: 0 }]);
    const granted = await claim(mine);
    expect(granted).toEqual({ status: 200, body: { gameover: { winner: claimant.playerID, resigned: awayID, reason: 'away' } } });
    for (const client of [claimant, spectator]) {
      expect(await client.until(() => client.state?.ctx.gameover !== undefined, 5_000)).toBe(true);
      expect(client.state!.ctx.gameover).toEqual(granted.body.gameover);
    }
    expect((await claim(mine)).body.error).toBe('this match is over');
    expect(await awayNow(), 'nobody is waited for once it is over').toEqual([]);

    // The replay holds it as the away seat's last move; the seat, back, finds the match over.
    const replay = await request(server.url, 'GET', `/games/${game}/${matchID}/replay`);
    expect(replay.status).toBe(200);
    expect((replay.body.moves as unknown[]).at(-1)).toEqual({ player: awayID, move: 'resign', args: ['away'] });
    const back = new SeatClient(server.url, game, matchID, awayID, away.credentials);
    expect(await back.sync()).toBe(true);
    expect(back.state!.ctx.gameover).toEqual(granted.body.gameover);
    for (const client of [claimant, spectator, back]) client.close();
  });

  it('is not for the away player’s teammate, nor before every seat is taken', async () => {
    const game = 'land-vs-sea';
    const { matchID, seats } = await createJoinedMatch(server.url, game, 4);
    const clients = seats.map((s) => new SeatClient(server.url, game, matchID, s.playerID, s.credentials));
    for (const client of clients) expect(await client.sync()).toBe(true);
    const awayID = deciding(clients[0]!);
    clients.find((c) => c.playerID === awayID)!.close();
    await clients[0]!.until(() => false, (AWAY_SECONDS + 0.5) * 1000);
    // Seats 0 and 2 are Land, 1 and 3 Sea.
    const mate = seats.find((s) => s.playerID === String((Number(awayID) + 2) % 4))!;
    const refused = await request(server.url, 'POST', `/games/${game}/${matchID}/claim`, mate);
    expect(refused).toMatchObject({
      status: 409,
      body: { error: 'the match waits for your own side: only the other side can claim the win' },
    });
    const opponent = seats.find((s) => s.playerID === String((Number(awayID) + 1) % 4))!;
    const granted = await request(server.url, 'POST', `/games/${game}/${matchID}/claim`, opponent);
    expect(granted.status).toBe(200);
    expect(granted.body.gameover).toMatchObject({ resigned: awayID, reason: 'away' });
    for (const client of clients) client.close();

    const created = await request(server.url, 'POST', `/games/${game}/create`, { numPlayers: 2 });
    const joined = await request(server.url, 'POST', `/games/${game}/${String(created.body.matchID)}/join`, {
      playerID: '0',
      playerName: 'Ann',
    });
    const early = await request(server.url, 'POST', `/games/${game}/${String(created.body.matchID)}/claim`, {
      playerID: '0',
      credentials: joined.body.playerCredentials,
    });
    expect(early).toMatchObject({ status: 409, body: { error: 'this match has not begun: a seat is still free' } });
  });
});

describe('claiming the win, against the attacker’s tricks', () => {
  /** An Air, Land & Sea match of two, both seats synced; who is waited for and who may claim. */
  async function started() {
    const game = 'air-land-sea';
    const { matchID, seats } = await createJoinedMatch(server.url, game, 2);
    const clients = seats.map((s) => new SeatClient(server.url, game, matchID, s.playerID, s.credentials));
    for (const client of clients) expect(await client.sync()).toBe(true);
    const awayID = deciding(clients[0]!);
    const away = clients.find((c) => c.playerID === awayID)!;
    const claimant = clients.find((c) => c.playerID !== awayID)!;
    const claim = () =>
      request(server.url, 'POST', `/games/${game}/${matchID}/claim`, { playerID: claimant.playerID, credentials: claimant.credentials });
    return { game, matchID, away, awayID, claimant, claim, clients };
  }

  it('counts a seat here while any socket of it is, not by boardgame.io’s flag', async () => {
    // A second socket of the seat (a second tab, a phone's new connection): closing the first one
    // turned boardgame.io's flag to away, and the claim was granted against a player still there.
    const twice = await started();
    const second = new SeatClient(server.url, twice.game, twice.matchID, twice.awayID, twice.away.credentials);
    expect(await second.sync()).toBe(true);
    twice.away.close();
    // The seat's only socket synced again as a spectator: boardgame.io's flag stayed "here" for good.
    const elsewhere = await started();
    elsewhere.away.socket.emit('sync', elsewhere.matchID, null, undefined, 2);
    await twice.claimant.until(() => false, (AWAY_SECONDS + 0.5) * 1000);
    // The seats as every socket is told them agree: here with a socket left, away once none is.
    const seatShown = (client: SeatClient, playerID: string) => {
      const last = client.inbox.filter((m) => m.type === 'matchData').at(-1)?.args[1] as
        { id: number; isConnected?: boolean }[] | undefined;
      return last?.find((p) => String(p.id) === playerID)?.isConnected;
    };
    expect(seatShown(twice.claimant, twice.awayID), 'a second socket still open').toBe(true);
    expect(seatShown(elsewhere.claimant, elsewhere.awayID), 'its only socket synced as a spectator').toBe(false);

    expect((await twice.claim()).body.error).toBe(`player ${twice.awayID} is here: the win can be claimed only while they are away`);
    expect((await elsewhere.claim()).body.gameover).toEqual({
      winner: elsewhere.claimant.playerID,
      resigned: elsewhere.awayID,
      reason: 'away',
    });
    for (const m of [twice, elsewhere]) for (const client of m.clients) client.close();
    second.close();
  });

  it('counts from the match’s last change: a player who left while the table filled is not claimable the moment it fills', async () => {
    const game = 'land-vs-sea'; // seat 0 takes first
    const created = await request(server.url, 'POST', `/games/${game}/create`, { numPlayers: 2 });
    const matchID = String(created.body.matchID);
    const ada = await request(server.url, 'POST', `/games/${game}/${matchID}/join`, { playerID: '0', playerName: 'Ada' });
    const adaSocket = new SeatClient(server.url, game, matchID, '0', String(ada.body.playerCredentials));
    expect(await adaSocket.sync()).toBe(true);
    adaSocket.close();
    await adaSocket.until(() => false, (AWAY_SECONDS + 0.5) * 1000);
    const bo = await request(server.url, 'POST', `/games/${game}/${matchID}/join`, { playerID: '1', playerName: 'Bo' });
    const claim = () =>
      request(server.url, 'POST', `/games/${game}/${matchID}/claim`, { playerID: '1', credentials: bo.body.playerCredentials });
    const early = await claim();
    expect(early.status).toBe(409);
    expect(early.body.retryAfterSeconds).toBeGreaterThanOrEqual(AWAY_SECONDS - 1);
    await adaSocket.until(() => false, Number(early.body.retryAfterSeconds) * 1000 + 100);
    expect((await claim()).body.gameover).toEqual({ winner: 'sea', resigned: '0', reason: 'away' });
  });

  it('takes a resignation from a socket only as "resigned": "away" and "slow" are the server’s to say', async () => {
    const m = await started();
    expect(await m.away.move('resign', ['away'], 500)).toBe(false);
    expect(await m.away.move('resign', ['slow'], 500)).toBe(false);
    expect(await m.away.move('resign', ['resigned'])).toBe(true);
    expect(m.away.state!.ctx.gameover).toEqual({ winner: m.claimant.playerID, resigned: m.awayID, reason: 'resigned' });
    for (const client of m.clients) client.close();
  });

  it('takes a resignation from the seat not waited for, and one sent from a position a move old; no other move off turn', async () => {
    const m = await started();
    const waiting = m.claimant;
    expect(await waiting.move('withdraw', [], 500), 'an ordinary move off turn').toBe(false);
    // Nobody resigns for a seat without its credentials, off turn or on it.
    const watcher = new SeatClient(server.url, m.game, m.matchID, null);
    expect(await watcher.sync()).toBe(true);
    const start = watcher.stateID;
    for (const seat of [waiting.playerID!, m.awayID])
      for (const credentials of ['wrong', undefined])
        watcher.socket.emit(
          'update',
          { type: 'MAKE_MOVE', payload: { type: 'resign', args: ['resigned'], playerID: seat, credentials } },
          watcher.stateID,
          m.matchID,
          seat,
        );
    expect(await watcher.until(() => watcher.stateID > start || waiting.stateID > start, 1_000), 'no forged resignation').toBe(false);
    watcher.close();
    expect(await waiting.move('resign', ['resigned'])).toBe(true);
    for (const client of m.clients)
      expect(await client.until(() => client.state?.ctx.gameover !== undefined, 5_000), `seat ${client.playerID} hears the end`).toBe(true);
    for (const client of m.clients)
      expect(client.state!.ctx.gameover).toEqual({ winner: m.awayID, resigned: waiting.playerID, reason: 'resigned' });
    const replay = await request(server.url, 'GET', `/games/${m.game}/${m.matchID}/replay`);
    expect((replay.body.moves as unknown[]).at(-1)).toEqual({ player: waiting.playerID, move: 'resign', args: ['resigned'] });

    // A player resigns from what their screen showed: the other's move that landed first does not refuse it.
    const n = await started();
    const old = n.claimant.stateID;
    const chosen = randomMove(n.away.state as SeatState, n.awayID, seededRng('stale resign'))!;
    expect(await n.away.move(chosen.move, chosen.args)).toBe(true);
    const action = {
      type: 'MAKE_MOVE',
      payload: { type: 'resign', args: ['resigned'], playerID: n.claimant.playerID, credentials: n.claimant.credentials },
    };
    n.claimant.socket.emit('update', action, old, n.matchID, n.claimant.playerID);
    expect(await n.away.until(() => n.away.state?.ctx.gameover !== undefined, 5_000)).toBe(true);
    expect(n.away.state!.ctx.gameover).toEqual({ winner: n.awayID, resigned: n.claimant.playerID, reason: 'resigned' });
    for (const client of [...m.clients, ...n.clients]) client.close();
  });
});

describe('claiming the win from a player here who takes too long over one turn', () => {
  const TURN_SECONDS = 2;
  let slow: ServerProcess;
  beforeAll(async () => {
    slow = await ServerProcess.start({ ...NO_ADDRESS_LIMITS, AWAY_CLAIM_SECONDS: '600', TURN_CLAIM_SECONDS: String(TURN_SECONDS) });
  });
  afterAll(async () => {
    await slow?.dispose();
  });

  it('is granted once their turn has lasted TURN_CLAIM_SECONDS, their socket open, but never over a first move', async () => {
    // A losing player kept a socket open and never moved: nobody could claim, and the rated loss was dodged.
    const game = 'air-land-sea';
    const { matchID, seats } = await createJoinedMatch(slow.url, game, 2);
    const clients = seats.map((s) => new SeatClient(slow.url, game, matchID, s.playerID, s.credentials));
    for (const client of clients) expect(await client.sync()).toBe(true);
    const waitedFor = () => clients.find((c) => c.playerID === deciding(clients[0]!))!;
    const claimAgainst = (staller: SeatClient) => {
      const claimant = clients.find((c) => c !== staller)!;
      return request(slow.url, 'POST', `/games/${game}/${matchID}/claim`, {
        playerID: claimant.playerID,
        credentials: claimant.credentials,
      });
    };
    const claimable = async () => (await request(slow.url, 'GET', `/games/${game}/${matchID}/claim`)).body;

    const first = waitedFor();
    await first.until(() => false, (TURN_SECONDS + 0.5) * 1000);
    expect((await claimAgainst(first)).body.error, 'no clock before their first move').toBe(
      `player ${first.playerID} is here: the win can be claimed only while they are away`,
    );
    expect(await claimable()).toEqual({ away: [], slow: [] });

    const rng = seededRng('slow turn');
    const moved = new Set<string>();
    while (moved.size < 2) {
      const mover = waitedFor();
      const chosen = randomMove(mover.state as SeatState, mover.playerID!, rng)!;
      expect(await mover.move(chosen.move, chosen.args)).toBe(true);
      moved.add(mover.playerID!);
      const other = clients.find((c) => c !== mover)!;
      await other.until(() => other.stateID >= mover.stateID, 2_000);
    }
    const staller = waitedFor();
    const soon = await claimAgainst(staller);
    expect(soon.status).toBe(409);
    expect(soon.body.error).toMatch(
      new RegExp(
        `^player ${staller.playerID} is here and on their turn: the win can be claimed after ${TURN_SECONDS} s on one turn, in \\d s$`,
      ),
    );
    expect(soon.body.retryAfterSeconds).toBeLessThanOrEqual(TURN_SECONDS);
    const { slow: before } = (await claimable()) as { slow: { playerID: string; claimableInSeconds: number }[] };
    expect(before.map((s) => s.playerID)).toEqual([staller.playerID]);

    await staller.until(() => false, Number(soon.body.retryAfterSeconds) * 1000 + 200);
    expect(await claimable()).toEqual({ away: [], slow: [{ playerID: staller.playerID, claimableInSeconds: 0 }] });
    const granted = await claimAgainst(staller);
    expect(granted.body.gameover).toMatchObject({ resigned: staller.playerID, reason: 'slow' });
    expect(await staller.until(() => staller.state?.ctx.gameover !== undefined, 5_000), 'the staller hears it').toBe(true);
    for (const client of clients) client.close();
  });
});

describe('the seat a claim is against', () => {
  const alsDefinition = served.find((s) => s.definition.name === 'air-land-sea')!.definition;
  const state = (ctx: Partial<State['ctx']>) => ({ ctx: { numPlayers: 2, currentPlayer: '1', activePlayers: null, ...ctx } }) as State;
  const metadata = (bo: Partial<Server.PlayerMetadata>) =>
    ({
      players: { 0: { id: 0, name: 'Ada', credentials: 'a' }, 1: { id: 1, name: 'Bo', credentials: 'b', ...bo } },
    }) as unknown as Server.MatchData;

  it('is never the computer, which does not walk away', () => {
    expect(() => awaySeat(alsDefinition, state({}), metadata({ name: 'Computer (hard)', data: { bot: 'hard' } }), '0')).toThrow(
      'the match waits for the computer (hard), which never walks away',
    );
  });

  it('is the seat the match waits for, also when it chooses in a stage on the other’s turn', () => {
    expect(awaySeat(alsDefinition, state({}), metadata({}), '0').id).toBe(1);
    expect(awaySeat(alsDefinition, state({ currentPlayer: '0', activePlayers: { 1: 'flip' } }), metadata({}), '0').id).toBe(1);
    expect(() => awaySeat(alsDefinition, state({ currentPlayer: '1', activePlayers: { 0: 'flip' } }), metadata({}), '0')).toThrow(
      'it is your turn: nobody is waited for but you',
    );
  });
});
