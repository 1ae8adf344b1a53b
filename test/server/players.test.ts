/**
 * Players on a real server (#21 items 3–5): a join with a token binds its seat, nobody else can
 * write or undo that binding, no answer, socket message or log line holds a token or its hash,
 * the players' routes refuse bad input without changing anything and have their per-address
 * limits, and whole matches played over sockets (between two players, and against the computer)
 * show in the profiles, histories and leaderboards, survive the cleanup of the match, and are
 * recorded after a restart when the server died before recording them.
 */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meta as alsMeta } from '../../games/air-land-sea/meta';
import { findGame } from '../../games';
import { publicIdOf, tokenHashOf } from '../../server/player-identity';
import { BOT_RD, NEW_RATING, ratePeriod } from '../../server/ratings';
import { playOpenedMatch } from '../e2e/support/socket-play';
import { playAgainstBot } from './support/against-bot';
import { GAME_CASES, type GameCase } from './support/game-cases';
import { request, type Reply } from './support/lobby';
import { createWithPlayers, eventually, newToken, playerTables, withToken } from './support/players';
import { SeatClient } from './support/seat-client';
import { NO_ADDRESS_LIMITS, ServerProcess } from './support/server-process';
import { StoredMatches } from './support/stored';

const ALS = 'air-land-sea';
const LVS = 'land-vs-sea';
const als = GAME_CASES.find((c) => c.name === ALS)!;
const lvs = GAME_CASES.find((c) => c.name === LVS)!;

interface RatingOut {
  game: string;
  rating: number;
  rd: number;
  games: number;
  wins: number;
  losses: number;
  draws: number;
  provisional: boolean;
}
interface SeatOut {
  seat: string;
  name: string;
  side: string;
  id?: string;
  bot?: string;
}
interface MatchOut {
  matchID: string;
  game: string;
  finishedAt: number;
  seat: string;
  result: 'win' | 'loss' | 'draw';
  rated: boolean;
  unrated?: string;
  rating?: { before: number; after: number; change: number; rdBefore: number; rdAfter: number };
  opponents: SeatOut[];
  partners: SeatOut[];
  replay: string | null;
}
interface Profile {
  id: string;
  name: string;
  ratings: RatingOut[];
  matches: { total: number; offset: number; limit: number; items: MatchOut[] };
}
interface Board {
  game: string;
  total: number;
  players: ({ rank: number; id: string; name: string } & RatingOut)[];
  computer: { level: string; rating: number; rd: number }[];
}

let server: ServerProcess;
let stored: StoredMatches;
/** Every answer the tests were sent, for the "no secret anywhere" check. */
const answers: Reply[] = [];
const tokens: string[] = [];

beforeAll(async () => {
  server = await ServerProcess.start(NO_ADDRESS_LIMITS);
  stored = new StoredMatches(server.dataDir);
});
afterAll(async () => {
  stored?.close();
  await server?.dispose();
});

async function call(method: 'GET' | 'POST', path: string, body?: unknown, headers?: Record<string, string>): Promise<Reply> {
  const reply = await request(server.url, method, path, body, headers);
  answers.push(reply);
  return reply;
}
const get = (path: string, headers?: Record<string, string>) => call('GET', path, undefined, headers);
const post = (path: string, body?: unknown, headers?: Record<string, string>) => call('POST', path, body, headers);

function token(): string {
  const t = newToken();
  tokens.push(t);
  return t;
}

const seatsOf = async (matchID: string, game = ALS) =>
  (await get(`/games/${game}/${matchID}`)).body.players as { id: number; name?: string; data?: unknown }[];
const profile = async (id: string) => (await get(`/players/${id}`)).body as unknown as Profile;
const board = async (game: string, query = '') => (await get(`/ratings/${game}${query}`)).body as unknown as Board;

/** Sends a bad request: refused with `status`, a JSON error matching `message`, nothing stored changed. */
async function refused(send: () => Promise<Reply>, status: number, message: RegExp): Promise<void> {
  const before = [stored.snapshot(), playerTables(server.dataDir)];
  const reply = await send();
  expect(reply.status, JSON.stringify(reply.body)).toBe(status);
  expect(reply.body.error).toMatch(message);
  expect([stored.snapshot(), playerTables(server.dataDir)]).toEqual(before);
}

describe('binding seats', () => {
  it('a join with a token binds its seat to the player; without one, the seat plays anonymously as before', async () => {
    const ada = token();
    const { matchID } = await createWithPlayers(server.url, ALS, [{ token: ada, name: 'Ada' }, { name: 'Bo' }]);
    const seats = await seatsOf(matchID);
    expect(seats[0]!.data).toEqual({ player: publicIdOf(ada) });
    expect(seats[1]!.data).toBeUndefined();
    // The join registered the player under the seat's name.
    expect((await get('/players/me', withToken(ada))).body).toEqual({ id: publicIdOf(ada), name: 'Ada' });
    const listed = (await get(`/games/${ALS}`)).body.matches as { matchID: string; players: { data?: unknown }[] }[];
    expect(listed.find((m) => m.matchID === matchID)?.players[0]!.data).toEqual({ player: publicIdOf(ada) });
  });

  it('joins of one match at once, with and without tokens: each seat bound to whoever took it', async () => {
    const [ada, bo] = [token(), token()];
    const created = await post(`/games/${LVS}/create`, { numPlayers: 3 });
    const base = `/games/${LVS}/${String(created.body.matchID)}`;
    const joins = await Promise.all([
      post(`${base}/join`, { playerID: '0', playerName: 'Ada' }, withToken(ada)),
      post(`${base}/join`, { playerID: '1', playerName: 'anonymous' }),
      post(`${base}/join`, { playerID: '2', playerName: 'Bo' }, withToken(bo)),
    ]);
    expect(joins.map((j) => j.status)).toEqual([200, 200, 200]);
    const seats = (await get(base)).body.players as { name?: string; data?: unknown }[];
    expect(seats.map((seat) => [seat.name, seat.data])).toEqual([
      ['Ada', { player: publicIdOf(ada) }],
      ['anonymous', undefined],
      ['Bo', { player: publicIdOf(bo) }],
    ]);
  });

  it('data.player is the server’s: a client can neither write it, nor remove it, nor take two seats of a match', async () => {
    const ada = token();
    const mallory = token();
    // Three seats: one is left while the table still fills, which a third player keeps open.
    const created = await post(`/games/${LVS}/create`, { numPlayers: 3 });
    const matchID = String(created.body.matchID);
    const base = `/games/${LVS}/${matchID}`;
    const forged = { player: publicIdOf(ada) };
    await refused(() => post(`${base}/join`, { playerID: '0', playerName: 'M', data: forged }), 400, /data\.player is reserved/);
    await refused(
      () => post(`${base}/join`, { playerID: '0', playerName: 'M', data: forged }, withToken(mallory)),
      400,
      /data\.player is reserved/,
    );
    // Raw JSON: "__proto__" as a key of its own, which JSON.parse keeps (an attacker's).
    const protoData = `{"playerID":"0","playerName":"M","data":{"__proto__":{"player":"${publicIdOf(ada)}","bot":"hard"}}}`;
    await refused(() => post(`${base}/join`, protoData, withToken(mallory)), 400, /data may not use the keys __proto__/);
    await refused(() => post(`${base}/join`, { playerID: '0', playerName: 'M', data: { a: [{ constructor: 1 }] } }), 400, /__proto__/);
    await refused(
      () => post(`${base}/join`, { playerID: '0', playerName: 'M' }, { 'X-Player-Token': 'short' }),
      400,
      /X-Player-Token header must be a player token/i,
    );

    const joined = await post(`${base}/join`, { playerID: '0', playerName: 'Ada' }, withToken(ada));
    const credentials = String(joined.body.playerCredentials);
    await refused(() => post(`${base}/join`, { playerID: '1', playerName: 'Ada again' }, withToken(ada)), 409, /you already play seat "0"/);
    await refused(
      () => post(`${base}/update`, { playerID: '0', credentials, data: { player: publicIdOf(mallory) } }),
      400,
      /data\.player is reserved/,
    );
    // An update replaces the seat's data: the binding stays.
    // A value may be any word.
    expect((await post(`${base}/update`, { playerID: '0', credentials, data: { colour: 'red', role: 'constructor' } })).status).toBe(200);
    expect((await post(`${base}/update`, { playerID: '0', credentials, data: { colour: 'red' } })).status).toBe(200);
    expect((await seatsOf(matchID, LVS))[0]!.data).toEqual({ colour: 'red', player: publicIdOf(ada) });
    expect((await post(`${base}/update`, { playerID: '0', credentials, newName: 'Ada L.' })).status).toBe(200);
    expect((await seatsOf(matchID, LVS))[0]!.data).toEqual({ colour: 'red', player: publicIdOf(ada) });
    // Leaving unbinds (someone else holds the match, or the last to leave would remove it); the
    // next player to take the seat is whoever joins it.
    expect((await post(`${base}/join`, { playerID: '1', playerName: 'keeps the match' })).status).toBe(200);
    expect((await post(`${base}/leave`, { playerID: '0', credentials })).status).toBe(200);
    expect((await seatsOf(matchID, LVS))[0]!.data).toEqual({ colour: 'red' });
    expect((await post(`${base}/join`, { playerID: '0', playerName: 'anonymous' })).status).toBe(200);
    expect((await seatsOf(matchID, LVS))[0]!.data).toEqual({ colour: 'red' });
    const second = (await seatsOf(matchID, LVS))[0]!;
    expect(second.name).toBe('anonymous');
    const anonymous = stored.get(matchID)!.metadata.players[0]!.credentials!;
    expect((await post(`${base}/leave`, { playerID: '0', credentials: anonymous })).status).toBe(200);
    expect((await post(`${base}/join`, { playerID: '0', playerName: 'M' }, withToken(mallory))).status).toBe(200);
    expect((await seatsOf(matchID, LVS))[0]!.data).toEqual({ colour: 'red', player: publicIdOf(mallory) });
  });
});

describe('the players’ routes refuse bad input, changing nothing', () => {
  it('tokens, names, ids, games, queries, methods, bodies', async () => {
    const ada = token();
    expect((await post('/players/me', { name: 'Ada' }, withToken(ada))).status).toBe(200);
    const json = { 'Content-Type': 'application/json' };
    await refused(() => post('/players/me', { name: 'X' }), 401, /needs your player token/);
    await refused(() => get('/players/me'), 401, /needs your player token/);
    await refused(() => post('/players/me', { name: 'X' }, { 'X-Player-Token': 'not a token!' }), 400, /must be a player token/);
    await refused(() => post('/players/me', { name: 'X' }, { 'X-Player-Token': 'a'.repeat(200) }), 400, /must be a player token/);
    for (const name of ['', '   ', 'x'.repeat(51), 42, null, ['Ada']]) {
      await refused(() => post('/players/me', { name }, withToken(ada)), 400, /name must be a non-empty string of at most 50 characters/);
    }
    await refused(() => post('/players/me', {}, withToken(ada)), 400, /name must be/);
    await refused(
      () => post('/players/me', { name: '\u200b\u200b' }, withToken(ada)),
      400,
      /name must show at least one visible character/,
    );
    await refused(() => post('/players/me', { name: 'Computer (hard)' }, withToken(ada)), 400, /name may not begin with "Computer"/);
    await refused(() => post('/players/me', { name: 'X', admin: true }, withToken(ada)), 400, /unknown field\(s\): admin/);
    // A query key is as unknown to the POST as to the GET: refused, the name not saved.
    await refused(() => post('/players/me?as=admin', { name: 'Eve' }, withToken(ada)), 400, /unknown query parameter "as"/);
    await refused(() => post('/players/me', '[1]', withToken(ada)), 400, /must be a JSON object/);
    await refused(() => post('/players/me', '{"name":', withToken(ada)), 400, /not valid JSON/);
    await refused(() => post('/players/me', JSON.stringify({ name: 'x'.repeat(2000) }), withToken(ada)), 413, /too large/);
    await refused(
      () => call('POST', '/players/me', 'name=X', { ...withToken(ada), 'Content-Type': 'application/x-www-form-urlencoded' }),
      415,
      /JSON bodies/,
    );
    await refused(() => get('/players/not-an-id'), 400, /is not a player id/);
    await refused(() => get(`/players/${publicIdOf(newToken())}`), 404, /no player/);
    await refused(() => get(`/players/${publicIdOf(ada)}?offset=-1`), 400, /offset must be a whole number/);
    await refused(() => get(`/players/${publicIdOf(ada)}?offset=1e3`), 400, /offset must be a whole number/);
    await refused(() => get(`/players/${publicIdOf(ada)}?offset=1&offset=2`), 400, /offset must be a whole number/);
    await refused(() => get(`/players/${publicIdOf(ada)}?sort=name`), 400, /unknown query parameter "sort"/);
    await refused(() => post(`/players/${publicIdOf(ada)}`, {}, json), 405, /GET only/);
    // The method before the token: no token makes an OPTIONS or a PUT a route (they were 401s).
    for (const method of ['OPTIONS', 'PUT', 'DELETE']) {
      const reply = await fetch(`${server.url}/players/me`, { method, headers: withToken(ada) });
      expect([method, reply.status, reply.headers.get('allow')]).toEqual([method, 405, 'GET, HEAD, POST']);
      expect((await fetch(`${server.url}/players/me`, { method })).status, `${method} without a token`).toBe(405);
    }
    await refused(() => get('/ratings/chess'), 404, /unknown game "chess"/);
    await refused(() => get(`/ratings/${ALS}?limit=0`), 400, /limit must be a whole number from 1 to 100/);
    await refused(() => get(`/ratings/${ALS}?limit=101`), 400, /limit must be/);
    await refused(() => get('/players'), 404, /no route/);
    await refused(() => get('/players/a/b'), 404, /no route/);
    await refused(() => get('/PLAYERS/me'), 404, /no route/);
    await refused(() => get(`/ratings/${ALS}/`), 404, /no route/);
    expect((await get(`/players/${publicIdOf(ada)}`)).body).toMatchObject({ id: publicIdOf(ada), name: 'Ada', ratings: [] });
  });
});

describe('played matches in profiles, histories and leaderboards', () => {
  let ada: string;
  let bo: string;
  let matchID: string;

  it('a whole match between two players: both rated as the library says, in the history with the replay, on the leaderboard', async () => {
    ada = token();
    bo = token();
    const spectatorMessages: unknown[] = [];
    const match = await createWithPlayers(server.url, ALS, [
      { token: ada, name: 'Ada' },
      { token: bo, name: 'Bo' },
    ]);
    matchID = match.matchID;
    const spectator = new SeatClient(server.url, ALS, matchID, null);
    await spectator.sync();
    await playOpenedMatch(server.url, als.definition, match, { over: true }, 7);
    await spectator.until(() => spectator.state?.ctx.gameover !== undefined, 5_000);
    spectatorMessages.push(...spectator.inbox);
    spectator.close();
    const gameover = stored.get(matchID)!.state.ctx.gameover as { winner: string };
    const [winner, loser] = gameover.winner === '0' ? [ada, bo] : [bo, ada];

    const adaProfile = await eventually(
      () => profile(publicIdOf(ada)),
      (p) => p.matches.total === 1,
    );
    const [won, lost] = ratePeriod(NEW_RATING, NEW_RATING, 1);
    const expected = winner === ada ? won : lost;
    expect(adaProfile.name).toBe('Ada');
    expect(adaProfile.ratings).toEqual([
      {
        game: ALS,
        rating: expected.rating,
        rd: expected.rd,
        games: 1,
        wins: winner === ada ? 1 : 0,
        losses: winner === ada ? 0 : 1,
        draws: 0,
        provisional: true,
      },
    ]);
    const [item] = adaProfile.matches.items;
    expect(item).toMatchObject({
      matchID,
      game: ALS,
      seat: '0',
      result: winner === ada ? 'win' : 'loss',
      rated: true,
      opponents: [{ seat: '1', name: 'Bo', side: '1', id: publicIdOf(bo) }],
      partners: [],
      replay: `/replay/${ALS}/${matchID}`,
    });
    expect(item!.rating).toEqual({
      before: 1500,
      after: expected.rating,
      change: expected.rating - 1500,
      rdBefore: 350,
      rdAfter: expected.rd,
    });
    expect((await get(item!.replay!.replace('/replay/', '/games/').concat('/replay'))).status).toBe(200);

    const leaderboard = await board(ALS);
    expect(leaderboard.total).toBe(2);
    expect(leaderboard.players.map((p) => [p.rank, p.id, p.name])).toEqual([
      [1, publicIdOf(winner), winner === ada ? 'Ada' : 'Bo'],
      [2, publicIdOf(loser), winner === ada ? 'Bo' : 'Ada'],
    ]);
    expect(leaderboard.players[0]!.rating).toBe(won.rating);
    expect(leaderboard.computer).toEqual(alsMeta.levels.map((level) => ({ level, rating: alsMeta.rating!.bots[level], rd: BOT_RD })));
    expect((await board(ALS, '?offset=1&limit=1')).players.map((p) => p.rank)).toEqual([2]);

    // Nothing secret anywhere: answers, what a spectator's socket received, the server's log.
    const seen = [JSON.stringify(answers), JSON.stringify(spectatorMessages), server.output].join('\n');
    expect(seen).toContain(publicIdOf(ada)); // the check can see ids: the public one is there
    for (const t of tokens) {
      expect(seen).not.toContain(t);
      expect(seen).not.toContain(tokenHashOf(t));
    }
  });

  it('a match against the computer counts for the person only, against the level’s published rating', async () => {
    const cy = token();
    const { matchID: botMatch, seats } = await createWithPlayers(server.url, ALS, [{ token: cy, name: 'Cy' }, { name: '' }], {
      bots: { 1: 'easy' },
    });
    const human = new SeatClient(server.url, ALS, botMatch, '0', seats[0]!.credentials);
    await human.sync();
    await playAgainstBot(human, als.definition, 'players-bot');
    human.close();
    const cyProfile = await eventually(
      () => profile(publicIdOf(cy)),
      (p) => p.matches.total === 1,
    );
    const won = (stored.get(botMatch)!.state.ctx.gameover as { winner: string }).winner === '0';
    const [expected] = ratePeriod(NEW_RATING, { rating: alsMeta.rating!.bots.easy, rd: BOT_RD, vol: 0.06 }, won ? 1 : 0);
    expect(cyProfile.ratings[0]).toMatchObject({ game: ALS, rating: expected.rating, rd: expected.rd, games: 1 });
    expect(cyProfile.matches.items[0]).toMatchObject({
      matchID: botMatch,
      rated: true,
      result: won ? 'win' : 'loss',
      opponents: [{ seat: '1', name: 'Computer (easy)', bot: 'easy' }],
    });
    expect((await board(ALS)).players.map((p) => p.name)).toContain('Cy');
    expect((await board(ALS)).players.every((p) => !p.name.startsWith('Computer'))).toBe(true);
  });

  it('an unrated kind is in the history without a rating change, and says why', async () => {
    const dee = token();
    const eve = token();
    const match = await createWithPlayers(
      server.url,
      ALS,
      [
        { token: dee, name: 'Dee' },
        { token: eve, name: 'Eve' },
      ],
      { setupData: { mode: 'beginner' } },
    );
    await playOpenedMatch(server.url, als.definition, match, { over: true }, 3);
    const dees = await eventually(
      () => profile(publicIdOf(dee)),
      (p) => p.matches.total === 1,
    );
    expect(dees.ratings).toEqual([]);
    expect(dees.matches.items[0]).toMatchObject({ matchID: match.matchID, rated: false, unrated: 'setup' });
    expect(dees.matches.items[0]!.rating).toBeUndefined();
    expect((await board(ALS)).players.map((p) => p.name)).not.toContain('Dee');
  });

  it('the server died before recording a finished match: the next start records it, with the same figures', async () => {
    const before = await profile(publicIdOf(ada));
    await server.stop('SIGKILL');
    // As if it had died between the final commit and the recording: nothing about the match kept.
    const db = new Database(join(server.dataDir, 'matches.sqlite'));
    db.prepare('DELETE FROM settled_matches WHERE match_id = ?').run(matchID);
    db.prepare('DELETE FROM match_results WHERE match_id = ?').run(matchID);
    db.prepare('DELETE FROM player_ratings WHERE player_id IN (?, ?)').run(publicIdOf(ada), publicIdOf(bo));
    db.close();
    await server.launch();
    const after = await eventually(
      () => profile(publicIdOf(ada)),
      (p) => p.matches.total === 1,
    );
    expect(after.ratings).toEqual(before.ratings);
    expect(after.matches.items).toEqual(before.matches.items);
    // Said in the log once recorded (a line the answer above may overtake).
    const said = await eventually(
      async () => server.output,
      (output) => /players: recorded 1 finished match\(es\) found unrecorded/.test(output),
    );
    expect(said).toMatch(/players: recorded 1 finished match\(es\) found unrecorded/);
  });

  it('the history outlives the match: once the cleanup removed it, the replay is gone and the page says so', async () => {
    await server.stop('SIGTERM');
    const kept = server;
    server = await ServerProcess.start({ ...NO_ADDRESS_LIMITS, MATCH_TTL_HOURS: '0' }, { dataDir: kept.dataDir });
    const after = await eventually(
      () => profile(publicIdOf(ada)),
      (p) => p.matches.items[0]?.replay === null,
    );
    expect(stored.get(matchID)).toBeUndefined();
    expect(after.matches.items[0]).toMatchObject({ matchID, rated: true, replay: null });
    expect(after.ratings[0]!.games).toBe(1);
    expect(findGame(ALS)?.rating).toBeDefined();
  });
});

describe('quick match seats players too', () => {
  it('each seat bound to the player whose token asked, the players registered under their names, the end recorded', async () => {
    const fay = token();
    const gus = token();
    const ask = (t: string, playerName: string) => post('/quick', { game: ALS, numPlayers: 2, options: 'any', playerName }, withToken(t));
    const seated = async (reply: Reply) => {
      if (reply.body.status === 'matched') return reply.body;
      return (
        await eventually(
          () => get(`/quick/${String(reply.body.ticket)}`),
          (r) => r.body.status === 'matched',
        )
      ).body;
    };
    const first = await ask(fay, 'Fay');
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const second = await ask(gus, 'Gus');
    const [a, b] = [await seated(first), await seated(second)];
    expect(a.matchID).toBe(b.matchID);
    const matchID = String(a.matchID);
    const byToken = new Map([
      [String(a.playerID), fay],
      [String(b.playerID), gus],
    ]);
    for (const seat of await seatsOf(matchID)) expect(seat.data).toEqual({ player: publicIdOf(byToken.get(String(seat.id))!) });
    expect((await get('/players/me', withToken(gus))).body).toEqual({ id: publicIdOf(gus), name: 'Gus' });
    const seats = [a, b]
      .map((s) => ({ playerID: String(s.playerID), credentials: String(s.credentials) }))
      .sort((x, y) => x.playerID.localeCompare(y.playerID));
    await playOpenedMatch(server.url, als.definition, { matchID, seats }, { over: true }, 11);
    const fays = await eventually(
      () => profile(publicIdOf(fay)),
      (p) => p.matches.total === 1,
    );
    expect(fays.matches.items[0]).toMatchObject({ matchID, rated: true, opponents: [{ name: 'Gus', id: publicIdOf(gus) }] });
    expect(fays.ratings[0]).toMatchObject({ game: ALS, games: 1 });
  });
});

/** Once the closed sockets' away marks are stored, a refusal is seen to change nothing. */
const allAway = (matchID: string) =>
  eventually(
    async () => Object.values(stored.get(matchID)!.metadata.players),
    (seats) => seats.every((seat) => seat.isConnected === false),
  );

/** A match of two new players with tokens, played to its end, with its sockets' away marks stored. */
async function finishedBetween(game: GameCase, names: [string, string], seed: number) {
  const players = names.map((name) => ({ token: token(), name }));
  const match = await createWithPlayers(server.url, game.name, players);
  await playOpenedMatch(server.url, game.definition, match, { over: true }, seed);
  await allAway(match.matchID);
  return { match, tokens: players.map((p) => p.token) as [string, string] };
}

describe('a rated seat cannot be given back once the match has begun', () => {
  it('a rematch’s seats are kept for their players: a passer-by who read its id in the list cannot take one (an attacker did)', async () => {
    const {
      match,
      tokens: [uma, vic],
    } = await finishedBetween(als, ['Uma', 'Vic'], 11);
    const mallory = token();
    const umas = match.seats[0]!;
    // The first to press Play again sets the rematch up for both: not with the other's seat given to the computer.
    const again = `/games/${ALS}/${match.matchID}/playAgain`;
    await refused(() => post(again, { ...match.seats[1]!, bots: { '0': 'easy' } }), 409, /^seat "0" is kept for its player in the rematch/);
    await refused(() => post(again, { ...umas, bots: { '1': 'hard' } }), 409, /^seat "1" is kept/);
    const nextMatchID = String((await post(again, umas)).body.nextMatchID);
    // The rematch's id is public: the finished match names it.
    expect((await get(`/games/${ALS}/${match.matchID}`)).body.nextMatchID).toBe(nextMatchID);
    // The pages read which seat is kept for whom (to offer a Join only to its player).
    const rematch = (await get(`/games/${ALS}/${nextMatchID}`)).body;
    expect(rematch.keptFor).toEqual({ '0': publicIdOf(uma), '1': publicIdOf(vic) });
    // And whom, by the names they played under: "Vic (seat kept)", not "kept seat" (QA).
    expect(rematch.keptNames).toEqual({ '0': 'Uma', '1': 'Vic' });
    const kept = /is kept for the player who held it in the match before this rematch/;
    const join = `/games/${ALS}/${nextMatchID}/join`;
    await refused(() => post(join, { playerID: '1', playerName: 'Vic' }, withToken(mallory)), 403, kept);
    await refused(() => post(join, { playerID: '1', playerName: 'Vic' }), 403, kept);
    // Without a seat named, boardgame.io would give the first free one: Uma's.
    await refused(() => post(join, { playerName: 'Mallory' }, withToken(mallory)), 403, kept);
    await refused(() => post(join, { playerID: '0', playerName: 'Mallory' }, withToken(vic)), 403, kept);
    // Each player takes their own seat back; naming none, Vic gets his, not the first open one, Uma's.
    const vics = await post(join, { playerName: 'Vic' }, withToken(vic));
    expect([vics.status, vics.body.playerID]).toEqual([200, '1']);
    expect((await post(join, { playerID: '0', playerName: 'Uma' }, withToken(uma))).status).toBe(200);
    const seats = await seatsOf(nextMatchID);
    expect(seats.map((seat) => [seat.name, (seat.data as { player?: string }).player])).toEqual([
      ['Uma', publicIdOf(uma)],
      ['Vic', publicIdOf(vic)],
    ]);
  });

  it('a rematch of Land vs Sea passes the sides round (another seat count would keep no seat), and is made again once removed', async () => {
    const {
      match,
      tokens: [ida, jon],
    } = await finishedBetween(lvs, ['Ida', 'Jon'], 3);
    const again = `/games/${LVS}/${match.matchID}/playAgain`;
    await refused(
      () => post(again, { ...match.seats[1]!, numPlayers: 3 }),
      409,
      /^a rematch keeps each seat for its player: it has this match's 2 seats/,
    );
    const nextMatchID = String((await post(again, match.seats[1]!)).body.nextMatchID);
    // Ida played Land (seat 0), Jon Sea: in the rematch Jon plays Land, Ida Sea.
    const rematch = (await get(`/games/${LVS}/${nextMatchID}`)).body;
    expect(rematch.keptFor).toEqual({ '0': publicIdOf(jon), '1': publicIdOf(ida) });
    expect(rematch.keptNames).toEqual({ '0': 'Jon', '1': 'Ida' });
    await refused(
      () => post(`/games/${LVS}/${nextMatchID}/join`, { playerID: '1', playerName: 'Jon' }, withToken(jon)),
      403,
      /^seat "1" is kept for the player who held it/,
    );

    // Jon sits down (naming no seat: the server gives him his), then leaves while the table fills:
    // the rematch, left by its only player, is removed.
    const jons = await post(`/games/${LVS}/${nextMatchID}/join`, { playerName: 'Jon' }, withToken(jon));
    expect([jons.status, jons.body.playerID]).toEqual([200, '0']);
    const left = await post(`/games/${LVS}/${nextMatchID}/leave`, { playerID: '0', credentials: jons.body.playerCredentials });
    expect(left.status).toBe(200);
    expect((await get(`/games/${LVS}/${nextMatchID}`)).status).toBe(404);
    // Play again then makes another, kept for both as before: it answered the rematch gone, forever.
    const another = String((await post(again, match.seats[0]!)).body.nextMatchID);
    expect(another).not.toBe(nextMatchID);
    expect((await get(`/games/${LVS}/${another}`)).body.keptFor).toEqual({ '0': publicIdOf(jon), '1': publicIdOf(ida) });
    expect(String((await post(again, match.seats[1]!)).body.nextMatchID)).toBe(another);
  });

  it('a losing player’s leave is refused, mid-match and once over: the loss is theirs, the win the other’s', async () => {
    const kit = token();
    const lev = token();
    const match = await createWithPlayers(server.url, ALS, [
      { token: kit, name: 'Kit' },
      { token: lev, name: 'Lev' },
    ]);
    const { matchID } = match;
    await playOpenedMatch(server.url, als.definition, match, { movesThenSeat0: 2 }, 5);
    await allAway(matchID);
    const kits = { playerID: '0', credentials: match.seats[0]!.credentials };
    // A seat left mid-match lost its player: an anonymous join took it back, the loss counted for nobody.
    await refused(
      () => post(`/games/${ALS}/${matchID}/leave`, kits),
      409,
      /^every seat is taken: the match has begun, and your seat is kept \(resign to end it\)$/,
    );
    await refused(() => post(`/games/${ALS}/${matchID}/leave`, { ...kits, whileFilling: true }), 409, /the match has begun/);
    expect((await seatsOf(matchID))[0]!.data).toEqual({ player: publicIdOf(kit) });

    const kitSeat = new SeatClient(server.url, ALS, matchID, '0', kits.credentials);
    await kitSeat.sync();
    expect(await kitSeat.move('resign', ['resigned'])).toBe(true);
    kitSeat.close();
    await allAway(matchID);
    const kitsProfile = await eventually(
      () => profile(publicIdOf(kit)),
      (p) => p.matches.total === 1,
    );
    // boardgame.io removes a finished match its last player leaves, its replay with it.
    await refused(
      () => post(`/games/${ALS}/${matchID}/leave`, kits),
      409,
      /^this match is over: its seats stay with the players who played it$/,
    );

    const [won, lost] = ratePeriod(NEW_RATING, NEW_RATING, 1);
    // Each history says who gave the match up.
    expect(kitsProfile.matches.items[0]).toMatchObject({ matchID, result: 'loss', rated: true, gaveUp: 'resigned' });
    expect(kitsProfile.matches.items[0]!.opponents[0]).not.toHaveProperty('gaveUp');
    expect(kitsProfile.ratings[0]).toMatchObject({ rating: lost.rating, losses: 1 });
    const levsProfile = await profile(publicIdOf(lev));
    expect(levsProfile.matches.items[0]).toMatchObject({
      matchID,
      result: 'win',
      rated: true,
      opponents: [{ seat: '0', gaveUp: 'resigned' }],
    });
    expect(levsProfile.matches.items[0]).not.toHaveProperty('gaveUp');
    expect(levsProfile.ratings[0]).toMatchObject({ rating: won.rating, wins: 1 });
  });
});

describe('per-address limits of the players’ routes', () => {
  let limited: ServerProcess;
  beforeAll(async () => {
    limited = await ServerProcess.start({ LIMIT_PLAYER_READS_PER_MINUTE: '3', LIMIT_PLAYER_WRITES_PER_MINUTE: '2' });
  });
  afterAll(async () => {
    await limited?.dispose();
  });

  it('reads and registrations are counted apart, and refused with 429, Retry-After and when to retry', async () => {
    const t = newToken();
    const at = (method: 'GET' | 'POST', path: string, body?: unknown) => request(limited.url, method, path, body, withToken(t));
    // A preflight is not counted (a page elsewhere could spend a visitor's renames with them).
    for (let i = 0; i < 3; i++) {
      const preflight = await fetch(`${limited.url}/players/me`, { method: 'OPTIONS', headers: { Origin: 'https://evil.example' } });
      expect(preflight.status).not.toBe(429);
    }
    for (let i = 0; i < 2; i++) expect((await at('POST', '/players/me', { name: `n${i}` })).status).toBe(200);
    const write = await at('POST', '/players/me', { name: 'n3' });
    expect(write.status).toBe(429);
    expect(write.body.error).toMatch(/too many player registrations from your address \(at most 2 a minute\): try again in \d+ s/);
    expect(write.body.retryAfterSeconds).toBeGreaterThan(0);
    expect((await at('GET', '/players/me')).body).toEqual({ id: publicIdOf(t), name: 'n1' });
    expect((await at('GET', `/ratings/${ALS}`)).status).toBe(200);
    expect((await at('GET', `/players/${publicIdOf(t)}`)).status).toBe(200);
    const response = await fetch(`${limited.url}/ratings/${ALS}`);
    expect(response.status).toBe(429);
    const body = (await response.json()) as { error: string; retryAfterSeconds: number };
    expect(body.error).toMatch(/too many player profiles and leaderboards read from your address \(at most 3 a minute\)/);
    expect(response.headers.get('retry-after')).toBe(String(body.retryAfterSeconds));
    // Refused requests count too, and a malformed one is still counted, not answered.
    expect((await at('GET', '/players/nope')).status).toBe(429);
  });
});
