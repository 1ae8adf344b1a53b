/**
 * `GET /games/<game>/<id>/turn` over a real server: nobody's decision while a seat is empty, then
 * the seats boardgame.io takes a move from (the acting player, or the chooser of a stage) after
 * every move of a whole match, nobody once it is over, and then each seat's result; the seats'
 * names; nothing but public fields; lobby validation and a per-address rate limit like every lobby
 * route.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from 'boardgame.io';
import { seededRng } from '../../games/common/random';
import { actingPlayer, GAME_CASES } from './support/game-cases';
import { createJoinedMatch, request } from './support/lobby';
import { SeatClient } from './support/seat-client';
import { ServerProcess } from './support/server-process';
import { StoredMatches } from './support/stored';

let server: ServerProcess;
let stored: StoredMatches;

beforeAll(async () => {
  // Each test is a client of its own address (X-Forwarded-For), so the low limit hits only the last.
  // The sockets play whole matches at full speed from this machine: no move or packet limit.
  server = await ServerProcess.start({
    TRUST_PROXY: '1',
    LIMIT_TURNS_PER_MINUTE: '5',
    LIMIT_MOVES_PER_SECOND: '0',
    LIMIT_PACKETS_PER_SECOND: '0',
  });
  stored = new StoredMatches(server.dataDir);
});
afterAll(async () => {
  stored?.close();
  await server?.dispose();
});

const from = (address: string) => ({ 'X-Forwarded-For': address });
let walker = 0;
/** Each call from an address of its own: a whole match asks hundreds of times. */
const turn = (game: string, matchID: string, address = `10.2.0.${++walker % 250}`) =>
  request(server.url, 'GET', `/games/${game}/${matchID}/turn`, undefined, from(address));

/** Plays a whole match, checking `/turn` before every move; the number of moves made in a stage. */
async function playChecked(gameCase: (typeof GAME_CASES)[number], seed: string): Promise<number> {
  const { name } = gameCase;
  const created = await request(server.url, 'POST', `/games/${name}/create`, {
    numPlayers: gameCase.numPlayers,
    setupData: gameCase.setupData,
  });
  const matchID = String(created.body.matchID);
  const empty = Array.from({ length: gameCase.numPlayers }, (_, id) => ({ id }));
  expect((await turn(name, matchID)).body).toEqual({ matchID, stateID: 0, over: false, filling: true, deciding: [], players: empty });

  const seats = [];
  for (let p = 0; p < gameCase.numPlayers; p++) {
    const joined = await request(server.url, 'POST', `/games/${name}/${matchID}/join`, { playerID: String(p), playerName: `p${p}` });
    seats.push({ playerID: String(p), credentials: String(joined.body.playerCredentials) });
  }
  const clients = seats.map((s) => new SeatClient(server.url, name, matchID, s.playerID, s.credentials));
  for (const client of clients) expect(await client.sync()).toBe(true);
  // Whom the match is against, as the lobby lists it: names, never credentials.
  const { players } = (await turn(name, matchID)).body as { players: Record<string, unknown>[] };
  expect(players.map((p) => [p.id, p.name])).toEqual(seats.map((_, p) => [p, `p${p}`]));
  expect(players.filter((p) => 'credentials' in p)).toEqual([]);

  const rng = seededRng(seed);
  let stages = 0;
  for (let moves = 0; moves < 600; moves++) {
    const { G, ctx, _stateID } = stored.get(matchID)!.state as { G: unknown; ctx: Ctx; _stateID: number };
    const answer = await turn(name, matchID);
    expect(answer.status).toBe(200);
    delete answer.body.players;
    if (ctx.gameover) {
      // How it ended for each seat: the winning side's seats won (none in a draw), the rest lost.
      const { winner, draw } = ctx.gameover as { winner?: string; draw?: boolean };
      const results = Object.fromEntries(
        seats.map(({ playerID }) => {
          const side = gameCase.definition.sideOf(gameCase.numPlayers, playerID);
          return [playerID, draw ? 'draw' : side === winner ? 'win' : 'loss'];
        }),
      );
      expect(Object.values(results), 'someone won, or it is a draw').toContain(draw ? 'draw' : 'win');
      expect(answer.body).toEqual({ matchID, stateID: _stateID, over: true, filling: false, deciding: [], results });
      break;
    }
    const expected = ctx.activePlayers ? Object.keys(ctx.activePlayers) : [ctx.currentPlayer];
    if (ctx.activePlayers) stages++;
    expect(answer.body).toEqual({ matchID, stateID: _stateID, over: false, filling: false, deciding: expected });
    const player = actingPlayer(ctx);
    const { move, args } = fightingMove(() => gameCase.randomMove(G, ctx, player, rng));
    const mover = clients[Number(player)]!;
    expect(await mover.move(move, args)).toBe(true);
  }
  expect(stored.get(matchID)!.state.ctx.gameover, 'the match ended').toBeDefined();
  clients.forEach((c) => c.close());
  return stages;
}

describe.each(GAME_CASES)('$name: whose turn', (gameCase) => {
  it('nobody while a seat is empty; then who may move, after every move; nobody once it is over', async () => {
    // Air, Land & Sea's abilities and Land vs Sea's steals are stages: the chooser decides. The
    // server deals at random, and a match can go by without one (one CI run in many): another
    // match is played then.
    let stages = 0;
    for (let match = 0; match < 4 && stages === 0; match++) stages += await playChecked(gameCase, `turn-${gameCase.name}-${match}`);
    expect(stages).toBeGreaterThan(0);
  });
});

/**
 * A random move other than withdrawing, where there is one: battles fought out bring the ability
 * choices (stages) this test needs, where a match the server dealt could end in withdrawals alone.
 */
function fightingMove(draw: () => { move: string; args: unknown[] }): { move: string; args: unknown[] } {
  let drawn = draw();
  for (let tries = 0; drawn.move === 'withdraw' && tries < 30; tries++) drawn = draw();
  return drawn;
}

describe('a match ended by a resignation', () => {
  it('says the resigning seat lost and the other won', async () => {
    const als = GAME_CASES[0]!;
    const { matchID, seats } = await createJoinedMatch(server.url, als.name, 2, als.setupData, from('10.4.0.1'));
    const clients = seats.map((s) => new SeatClient(server.url, als.name, matchID, s.playerID, s.credentials));
    for (const client of clients) expect(await client.sync()).toBe(true);
    const { ctx } = stored.get(matchID)!.state as { ctx: Ctx };
    const resigner = actingPlayer(ctx);
    expect(await clients[Number(resigner)]!.move('resign', ['resigned'])).toBe(true);
    const other = resigner === '0' ? '1' : '0';
    const answer = await turn(als.name, matchID);
    expect(answer.body).toMatchObject({ over: true, results: { [resigner]: 'loss', [other]: 'win' } });
    clients.forEach((c) => c.close());
  });
});

describe('the route', () => {
  it('answers GET only, for a match of that game, and counts against a per-address limit', async () => {
    const [als, lvs] = [GAME_CASES[0]!, GAME_CASES[1]!];
    const { matchID } = await createJoinedMatch(server.url, als.name, als.numPlayers, als.setupData, from('10.3.0.1'));
    const address = '10.3.0.2';
    expect((await turn(lvs.name, matchID, address)).status).toBe(404);
    expect((await turn(als.name, 'nope', address)).status).toBe(404);
    const posted = await request(server.url, 'POST', `/games/${als.name}/${matchID}/turn`, {}, from(address));
    expect(posted.status).toBe(405);
    expect((await turn(als.name, matchID, address)).status).toBe(200);
    // Refused lookups counted too: that was the fifth.
    expect((await turn(als.name, matchID, address)).status).toBe(200);
    const limited = await turn(als.name, matchID, address);
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatch(/too many turn lookups from your address \(at most 5 a minute\)/);
    expect((await turn(als.name, matchID, '10.3.0.3')).status, 'another address is not affected').toBe(200);
  });

  it("a claim's GET, which reads the match's log, counts as a turn lookup", async () => {
    const als = GAME_CASES[0]!;
    const { matchID } = await createJoinedMatch(server.url, als.name, als.numPlayers, als.setupData, from('10.3.1.1'));
    const claims = (address: string) => request(server.url, 'GET', `/games/${als.name}/${matchID}/claim`, undefined, from(address));
    for (let i = 0; i < 5; i++) expect((await claims('10.3.1.2')).status).toBe(200);
    const limited = await claims('10.3.1.2');
    expect(limited.status).toBe(429);
    expect(limited.body.error).toMatch(/too many turn lookups/);
    expect((await turn(als.name, matchID, '10.3.1.2')).status, 'and the other way round').toBe(429);
  });
});
