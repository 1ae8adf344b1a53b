/**
 * A match is played at a full table, over a real server: while a seat has no player (never
 * taken, left mid-match, or a rematch's seats not yet retaken) the seated players' moves are
 * refused and store nothing; once every seat is taken, the same move goes through.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRng } from '../../games/common/random';
import { playOpenedMatch } from '../e2e/support/socket-play';
import { actingPlayer, GAME_CASES, type GameCase } from './support/game-cases';
import { createJoinedMatch, request, type Seat } from './support/lobby';
import { SeatClient } from './support/seat-client';
import { NO_ADDRESS_LIMITS, ServerProcess } from './support/server-process';
import { StoredMatches } from './support/stored';

let server: ServerProcess;
let stored: StoredMatches;
const opened: SeatClient[] = [];

function client(game: string, matchID: string, seat: Seat): SeatClient {
  const c = new SeatClient(server.url, game, matchID, seat.playerID, seat.credentials);
  opened.push(c);
  return c;
}

beforeAll(async () => {
  server = await ServerProcess.start(NO_ADDRESS_LIMITS);
  stored = new StoredMatches(server.dataDir);
});
afterAll(async () => {
  opened.forEach((c) => c.close());
  stored?.close();
  await server?.dispose();
});

async function join(game: string, matchID: string, playerID: string): Promise<Seat> {
  const joined = await request(server.url, 'POST', `/games/${game}/${matchID}/join`, { playerID, playerName: `player ${playerID}` });
  expect(joined.status, `join seat ${playerID}`).toBe(200);
  return { playerID, credentials: String(joined.body.playerCredentials) };
}

/** The seat to act now and a legal move for it, from the stored state. */
function nextMove(gameCase: GameCase, matchID: string, seed: string) {
  const { G, ctx } = stored.get(matchID)!.state;
  const player = actingPlayer(ctx);
  return { player, ...gameCase.randomMove(G, ctx, player, seededRng(seed)) };
}

/** The match as stored now, to compare after refused moves. */
const snapshot = (matchID: string) => {
  const { state, log } = stored.get(matchID)!;
  return JSON.stringify({ state, log });
};

describe.each(GAME_CASES)('$name: the table waits', (gameCase) => {
  const { name, numPlayers, setupData } = gameCase;

  it('with a seat never taken, the seated players cannot move; once it is taken, they can', async () => {
    const created = await request(server.url, 'POST', `/games/${name}/create`, { numPlayers, setupData });
    const matchID = String(created.body.matchID);
    const { player, move, args } = nextMove(gameCase, matchID, `open-${name}`);
    // Every seat but one that does not act now is taken; the one to act is among them.
    const open = [...Array(numPlayers).keys()].map(String).find((id) => id !== player)!;
    const seats: Seat[] = [];
    for (let id = 0; id < numPlayers; id++) if (String(id) !== open) seats.push(await join(name, matchID, String(id)));
    const mover = client(
      name,
      matchID,
      seats.find((s) => s.playerID === player)!,
    );
    expect(await mover.sync()).toBe(true);
    const before = snapshot(matchID);
    expect(await mover.move(move, args, 500), 'a move with a seat open').toBe(false);
    expect(snapshot(matchID)).toBe(before);
    expect(stored.get(matchID)!.log).toEqual([]);

    await join(name, matchID, open);
    expect(await mover.move(move, args), 'the same move at a full table').toBe(true);
  });

  it('a seat is not given back mid-match: the leave is refused, nothing changes, and the match plays on', async () => {
    const { matchID, seats } = await createJoinedMatch(server.url, name, numPlayers, setupData);
    const clients = seats.map((s) => client(name, matchID, s));
    for (const c of clients) expect(await c.sync()).toBe(true);
    const first = nextMove(gameCase, matchID, `left-${name}-1`);
    expect(await clients.find((c) => c.playerID === first.player)!.move(first.move, first.args)).toBe(true);

    const { player, move, args } = nextMove(gameCase, matchID, `left-${name}-2`);
    const leaving = seats.find((s) => s.playerID !== player)!;
    const before = snapshot(matchID);
    const left = await request(server.url, 'POST', `/games/${name}/${matchID}/leave`, leaving);
    expect(left.status).toBe(409);
    expect(left.body.error).toMatch(/the match has begun, and your seat is kept/);
    expect(snapshot(matchID)).toBe(before);
    const mover = clients.find((c) => c.playerID === player)!;
    expect(await mover.move(move, args), 'the next move, the seat still held').toBe(true);
  });

  it('a rematch waits for every seat to be taken again', async () => {
    const { matchID, seats } = await createJoinedMatch(server.url, name, numPlayers, setupData);
    await playOpenedMatch(server.url, gameCase.definition, { matchID, seats }, { over: true });
    const again = await request(server.url, 'POST', `/games/${name}/${matchID}/playAgain`, seats[0]);
    expect(again.status).toBe(200);
    const nextID = String(again.body.nextMatchID);
    const { player, move, args } = nextMove(gameCase, nextID, `rematch-${name}`);
    const mine = await join(name, nextID, player);
    const mover = client(name, nextID, mine);
    expect(await mover.sync()).toBe(true);
    const before = snapshot(nextID);
    expect(await mover.move(move, args, 500), 'a move in the rematch before the others are back').toBe(false);
    expect(snapshot(nextID)).toBe(before);

    for (let id = 0; id < numPlayers; id++) if (String(id) !== player) await join(name, nextID, String(id));
    expect(await mover.move(move, args), 'the same move once everyone is back').toBe(true);
  });
});
