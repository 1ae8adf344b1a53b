/**
 * Seats that change hands, over a real server: boardgame.io checks a seat's credentials only at
 * sync, so a socket synced before its player left went on receiving that seat's view, the next
 * holder's hand included. Every lobby route that touches a seat is covered: leave and a new join
 * (while the table fills: a seat is not given back once it is full) end the old socket's view at
 * once; update (a new name) and playAgain change no credentials and must not cut anyone off.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from 'boardgame.io';
import { seededRng, type Rng } from '../../games/common/random';
import { actingPlayer, GAME_CASES, type GameCase } from './support/game-cases';
import { createJoinedMatch, joinSeat, request } from './support/lobby';
import { SeatClient } from './support/seat-client';
import { NO_ADDRESS_LIMITS, ServerProcess } from './support/server-process';
import { StoredMatches } from './support/stored';

let server: ServerProcess;
let stored: StoredMatches;
const opened: SeatClient[] = [];

function client(game: string, matchID: string, playerID: string | null, credentials?: string): SeatClient {
  const c = new SeatClient(server.url, game, matchID, playerID, credentials);
  opened.push(c);
  return c;
}

beforeAll(async () => {
  // Whole matches at test speed from one address: the per-address limits are another test's.
  server = await ServerProcess.start(NO_ADDRESS_LIMITS);
  stored = new StoredMatches(server.dataDir);
});
afterAll(async () => {
  opened.forEach((c) => c.close());
  stored?.close();
  await server?.dispose();
});

/** Plays `count` random legal moves, each by the client of the acting seat; all `watchers` see each. */
async function play(gameCase: GameCase, matchID: string, players: SeatClient[], watchers: SeatClient[], count: number, rng: Rng) {
  for (let n = 0; n < count; n++) {
    const { G, ctx } = stored.get(matchID)!.state as { G: unknown; ctx: Ctx };
    if (ctx.gameover) return;
    const player = actingPlayer(ctx);
    const { move, args } = gameCase.randomMove(G, ctx, player, rng);
    const mover = players.find((c) => c.playerID === player)!;
    expect(await mover.move(move, args), `${move} by ${player}`).toBe(true);
    for (const w of watchers) expect(await w.until(() => w.stateID >= mover.stateID, 2_000), `seat ${w.playerID} hears it`).toBe(true);
  }
}

/** What carries a seat's view: a state or a log. */
const views = (c: SeatClient) => c.inbox.filter((m) => ['update', 'patch', 'sync'].includes(m.type));

const lvs = GAME_CASES.find((c) => c.name === 'land-vs-sea')!;

describe('a seat that changes hands while the table fills', () => {
  it('after leave, the old socket gets nothing of the seat; after a new join, nothing of the new hand', async () => {
    // A seat changes hands only while the table fills (then a leave is refused), and a table of
    // two has nobody left to keep the match: three seats, one still free.
    const { name, setupData } = lvs;
    const created = await request(server.url, 'POST', `/games/${name}/create`, { numPlayers: 3, setupData });
    const matchID = String(created.body.matchID);
    const join = (playerID: string, playerName: string) => joinSeat(server.url, name, matchID, playerID, playerName);
    const keeping = await join('0', 'keeps the match');
    const leaving = await join('2', 'leaves');
    const old = client(name, matchID, leaving.playerID, leaving.credentials);
    const spectator = client(name, matchID, null);
    for (const c of [old, spectator]) expect(await c.sync()).toBe(true);

    const left = await request(server.url, 'POST', `/games/${name}/${matchID}/leave`, leaving);
    expect(left.status).toBe(200);
    old.inbox.splice(0);
    const next = await join('2', 'next');
    const last = await join('1', 'last');
    const players = [keeping, last, next].map((s) => client(name, matchID, s.playerID, s.credentials));
    for (const c of players) expect(await c.sync()).toBe(true);
    // The new holder drafts tiles: the hand the old socket must not see.
    await play(lvs, matchID, players, [...players, spectator], 6, seededRng(`leave-${name}`));
    expect((stored.get(matchID)!.state.G as { hands: string[][] }).hands[2]!.length).toBeGreaterThan(0);

    // The old credentials sync no more either.
    expect(await old.sync(300)).toBe(false);
    expect(views(old), `seat ${leaving.playerID}'s old socket after leaving`).toEqual([]);
    expect(old.socket.connected, 'cut off').toBe(false);
    expect(views(players[2]!).length).toBeGreaterThan(0);
  });
});

describe.each(GAME_CASES)('$name: seats kept', (gameCase) => {
  const { name, numPlayers, setupData } = gameCase;

  it('update (a new name) and playAgain keep the seats and their sockets', async () => {
    const { matchID, seats } = await createJoinedMatch(server.url, name, numPlayers, setupData);
    const players = seats.map((s) => client(name, matchID, s.playerID, s.credentials));
    for (const c of players) expect(await c.sync()).toBe(true);
    const renamed = await request(server.url, 'POST', `/games/${name}/${matchID}/update`, { ...seats[0], newName: 'renamed' });
    expect(renamed.status).toBe(200);
    // Played to its end on the same sockets (a rematch needs a finished match).
    await play(gameCase, matchID, players, players, 2_000, seededRng(`keep-${name}`));
    expect(stored.get(matchID)!.state.ctx.gameover).toBeDefined();
    const again = await request(server.url, 'POST', `/games/${name}/${matchID}/playAgain`, seats[1]);
    expect(again.status).toBe(200);
    // Each socket still serves its seat: asked again, it answers with the match.
    for (const c of players) {
      const syncs = () => c.inbox.filter((m) => m.type === 'sync').length;
      const before = syncs();
      c.socket.emit('sync', matchID, c.playerID, c.credentials, 2);
      expect(await c.until(() => syncs() > before, 2_000), `seat ${c.playerID}`).toBe(true);
      expect(c.socket.connected, `seat ${c.playerID}`).toBe(true);
    }

    // The next match is a new one: its seats are free, no credentials of this match open them.
    const nextMatchID = String(again.body.nextMatchID);
    expect(await client(name, nextMatchID, seats[1]!.playerID, seats[1]!.credentials).sync(300)).toBe(false);
  });
});
