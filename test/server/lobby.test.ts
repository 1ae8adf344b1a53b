/**
 * The lobby API of a real server, for every game: the whole happy path (create, list, get,
 * join, leave, play again, update) and every bad input (hole 5), each answered by a 4xx JSON
 * error that says what is wrong and leaves the database exactly as it was.
 */
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playOpenedMatch } from '../e2e/support/socket-play';
import { GAME_CASES, type GameCase } from './support/game-cases';
import { request, type Reply } from './support/lobby';
import { NO_ADDRESS_LIMITS, ServerProcess } from './support/server-process';
import { StoredMatches } from './support/stored';

let server: ServerProcess;
let stored: StoredMatches;

beforeAll(async () => {
  server = await ServerProcess.start(NO_ADDRESS_LIMITS);
  stored = new StoredMatches(server.dataDir);
});
afterAll(async () => {
  stored?.close();
  await server?.dispose();
});

const post = (path: string, body?: unknown, headers?: Record<string, string>) => request(server.url, 'POST', path, body, headers);
const get = (path: string) => request(server.url, 'GET', path);

/** Plays a match whose every seat is taken (credentials in seat order) to its end: a rematch needs a finished match. */
const finish = (gameCase: GameCase, matchID: string, credentials: string[]) =>
  playOpenedMatch(
    server.url,
    gameCase.definition,
    { matchID, seats: credentials.map((c, p) => ({ playerID: String(p), credentials: c })) },
    { over: true },
  );

/** Sends a bad request; it must be refused with `status`, a JSON error matching `message`, and change nothing. */
async function refused(send: () => Promise<Reply>, status: number, message: RegExp): Promise<void> {
  const before = stored.snapshot();
  const reply = await send();
  expect(reply.status, JSON.stringify(reply.body)).toBe(status);
  expect(reply.body.error).toMatch(message);
  expect(stored.snapshot()).toBe(before);
}

describe('the server', () => {
  it('lists its games and answers /health', async () => {
    expect((await get('/games')).body).toEqual(GAME_CASES.map((c) => c.name));
    const health = await get('/health');
    expect(health.status).toBe(200);
    expect(health.body.status).toBe('ok');
    // A load balancer checking with HEAD saw a 404: the server down.
    const head = await fetch(`${server.url}/health`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe('');
    const posted = await request(server.url, 'POST', '/health', {});
    expect(posted.status).toBe(405);
    expect(posted.body.error).toMatch(/POST is not allowed here: GET \/health/);
  });

  it('serves the web app with a fallback to index.html for client-side routes, not for the API', async () => {
    for (const path of ['/', '/lobby', '/play/air-land-sea/abc']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(await response.text()).toMatch(/<html/i);
    }
    expect((await get('/games/air-land-sea/no-such-match')).status).toBe(404);
    expect((await fetch(`${server.url}/../../etc/passwd`)).headers.get('content-type')).toMatch(/text\/html/);
  });

  it('answers 404 for a file the build does not have, not the page in its place', async () => {
    // A page opened before a new build asks for its old chunks: the page as JavaScript hid why it broke.
    for (const path of ['/assets/MatchPage-0ld0ld.js', '/assets/gone.css', '/favicon-old.png']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text()).not.toMatch(/<html/i);
    }
  });

  it('answers every refusal in JSON, the method or path refused included', async () => {
    const cases: [string, string, number][] = [
      ['PUT', '/games/air-land-sea', 405],
      ['GET', '/health/', 404],
      ['POST', '/', 404],
    ];
    for (const [method, path, status] of cases) {
      const response = await fetch(`${server.url}${path}`, { method });
      expect(response.status, `${method} ${path}`).toBe(status);
      expect(((await response.json()) as { error: string }).error, `${method} ${path}`).toContain(`${method} ${path}`);
    }
  });

  it('answers every 405 with the methods the route takes in its Allow header, as HTTP asks', async () => {
    const matchID = String((await post('/games/air-land-sea/create', { numPlayers: 2 })).body.matchID);
    const cases: [string, string, string][] = [
      ['PUT', '/games/air-land-sea', 'GET'],
      ['POST', '/health', 'GET, HEAD'],
      ['POST', `/games/air-land-sea/${matchID}/turn`, 'GET, HEAD'],
      ['DELETE', `/games/air-land-sea/${matchID}/claim`, 'GET, POST'],
      ['POST', `/games/air-land-sea/${matchID}/replay`, 'GET'],
      ['GET', `/games/air-land-sea/${matchID}/history`, 'POST'],
      ['POST', '/players/someone', 'GET, HEAD'],
      ['POST', '/ratings/air-land-sea', 'GET, HEAD'],
    ];
    for (const [method, path, allow] of cases) {
      const response = await fetch(`${server.url}${path}`, { method });
      expect(response.status, `${method} ${path}`).toBe(405);
      expect(response.headers.get('allow'), `${method} ${path}`).toContain(allow);
      expect(((await response.json()) as { error: string }).error, `${method} ${path}`).toBeTruthy();
    }
  });

  it('answers a malformed percent-encoded path with a 400, and logs nothing', async () => {
    for (const path of ['/%E0%A4%A', '/match/air-land-sea/%', '/assets/%ZZ.js']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(400);
      expect(((await response.json()) as { error: string }).error).toMatch(/malformed percent-encoding/);
    }
    expect(server.output).not.toMatch(/failed|URIError/);
  });

  it('logs nothing for a client that hangs up in the middle of its body', async () => {
    const { hostname, port } = new URL(server.url);
    const before = server.output.length;
    for (let i = 0; i < 20; i++) {
      await new Promise<void>((resolve) => {
        const socket = connect(Number(port), hostname, () => {
          socket.write(
            'POST /games/air-land-sea/nomatch HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"a":',
          );
          setTimeout(() => socket.destroy(), 20);
        });
        socket.on('close', () => resolve());
      });
    }
    await new Promise((r) => setTimeout(r, 200));
    expect(server.output.slice(before), 'one stack trace per request before').toBe('');
    expect((await get('/health')).status).toBe(200);
  });

  it('a seat is given up only while the table fills: once its last seat was taken, a leave is refused and changes nothing', async () => {
    const base = '/games/land-vs-sea';
    const matchID = String((await post(`${base}/create`, { numPlayers: 3 })).body.matchID);
    const seat = async (playerID: string) => {
      const joined = await post(`${base}/${matchID}/join`, { playerID, playerName: `p${playerID}` });
      return { playerID, credentials: String(joined.body.playerCredentials) };
    };
    const ada = await seat('0');
    await seat('2');
    // While it fills, a seat is given back (the others keep the match) and taken again.
    expect((await post(`${base}/${matchID}/leave`, ada)).status).toBe(200);
    expect(stored.get(matchID)!.metadata.players[0]!.name).toBeUndefined();
    const again = await seat('0');
    const bo = await seat('1');
    for (const body of [again, bo, { ...again, whileFilling: true }]) {
      await refused(
        () => post(`${base}/${matchID}/leave`, body),
        409,
        /^every seat is taken: the match has begun, and your seat is kept \(resign to end it\)$/,
      );
    }
    await refused(() => post(`${base}/${matchID}/leave`, { ...again, whileFilling: 'yes' }), 400, /whileFilling must be true or false/);
    const { players } = (await get(`${base}/${matchID}`)).body as { players: { name?: string }[] };
    expect(players.map((p) => p.name)).toEqual(['p0', 'p1', 'p2']);
  });

  it('quotes an id it does not know at most 40 characters long', async () => {
    const long = 'x'.repeat(8_000);
    await refused(() => get(`/games/air-land-sea/${long}`), 404, /^no air-land-sea match "x{38}…$/);
    const matchID = String((await post('/games/air-land-sea/create', { numPlayers: 2 })).body.matchID);
    const reply = await post(`/games/air-land-sea/${matchID}/join`, { playerID: long, playerName: 'Ada' });
    expect(reply.status).toBe(404);
    expect(reply.body.error).toMatch(/^no seat "x{38}… in this match; seats: 0, 1$/);
  });

  it('refuses unknown games everywhere', async () => {
    await refused(() => post('/games/chess/create', { numPlayers: 2 }), 404, /unknown game "chess".*air-land-sea/);
    await refused(() => get('/games/chess'), 404, /unknown game/);
    await refused(() => get('/games/chess/abc'), 404, /unknown game/);
    await refused(() => post('/games/chess/abc/join', { playerName: 'x' }), 404, /unknown game/);
  });
});

describe.each(GAME_CASES)('$name lobby', (gameCase) => {
  const { name, numPlayers, setupData } = gameCase;
  const base = `/games/${name}`;

  it('create, list, get, join every seat (then none is left), play again, update', async () => {
    const created = await post(`${base}/create`, { numPlayers, setupData });
    expect(created.status).toBe(200);
    const matchID = String(created.body.matchID);
    const listed = (await get(base)).body.matches as { matchID: string }[];
    expect(listed.map((m) => m.matchID)).toContain(matchID);
    expect((await get(`${base}/${matchID}`)).body.players).toHaveLength(numPlayers);

    const credentials: string[] = [];
    for (let p = 0; p < numPlayers; p++) {
      const joined = await post(`${base}/${matchID}/join`, { playerName: `p${p}` });
      expect(joined.body.playerID).toBe(String(p));
      credentials.push(String(joined.body.playerCredentials));
    }
    // A client tells a full match from other refusals by its reason, not by the sentence.
    const full = await post(`${base}/${matchID}/join`, { playerName: 'late' });
    expect([full.status, full.body]).toEqual([409, { error: 'this match is full', reason: 'full' }]);
    const match = await get(`${base}/${matchID}`);
    expect(JSON.stringify(match.body)).not.toContain(credentials[0]);

    // The table is full: the match has begun, and a seat is no longer given back.
    await refused(() => post(`${base}/${matchID}/leave`, { playerID: '1', credentials: credentials[1] }), 409, /the match has begun/);

    await finish(gameCase, matchID, credentials);
    const again = await post(`${base}/${matchID}/playAgain`, { playerID: '0', credentials: credentials[0] });
    expect(again.status).toBe(200);
    const nextMatchID = String(again.body.nextMatchID);
    expect(stored.get(nextMatchID)!.metadata.gameName).toBe(name);
    expect((await post(`${base}/${matchID}/playAgain`, { playerID: '1', credentials: credentials[1] })).body.nextMatchID).toBe(nextMatchID);
    expect(stored.get(nextMatchID)!.metadata.unlisted, 'the same players’ next match').toBe(true);

    expect((await post(`${base}/${matchID}/update`, { playerID: '0', credentials: credentials[0], newName: 'renamed' })).status).toBe(200);
    expect(stored.get(matchID)!.metadata.players[0]!.name).toBe('renamed');
  });

  it('stores a seat’s name trimmed, at a join and a rename, as the web app sends it (a raw client’s "Bo " read "Bo ’s turn")', async () => {
    const matchID = String((await post(`${base}/create`, { numPlayers, setupData })).body.matchID);
    const joined = await post(`${base}/${matchID}/join`, { playerName: '  Bo ' });
    expect(joined.status).toBe(200);
    expect(stored.get(matchID)!.metadata.players[Number(joined.body.playerID)]!.name).toBe('Bo');
    const seat = { playerID: String(joined.body.playerID), credentials: String(joined.body.playerCredentials) };
    expect((await post(`${base}/${matchID}/update`, { ...seat, newName: 'Bo L. ' })).status).toBe(200);
    expect(stored.get(matchID)!.metadata.players[Number(seat.playerID)]!.name).toBe('Bo L.');
    // Named seat: the body is passed on with its name trimmed and its seat as asked.
    const second = await post(`${base}/${matchID}/join`, { playerID: '1', playerName: 'Cy ' });
    expect([second.status, stored.get(matchID)!.metadata.players[1]!.name]).toEqual([200, 'Cy']);
  });

  it('a rematch is unlisted, of a listed match too, unless asked to be listed', async () => {
    /** A match (listed or not) played to its end; its seats' credentials. */
    const played = async (unlisted: boolean): Promise<[string, string[]]> => {
      const matchID = String((await post(`${base}/create`, { numPlayers, setupData, unlisted })).body.matchID);
      const credentials: string[] = [];
      for (let p = 0; p < numPlayers; p++) {
        credentials.push(
          String((await post(`${base}/${matchID}/join`, { playerID: String(p), playerName: `p${p}` })).body.playerCredentials),
        );
      }
      await finish(gameCase, matchID, credentials);
      return [matchID, credentials];
    };
    for (const unlisted of [true, false]) {
      const [matchID, [credentials]] = await played(unlisted);
      const again = String((await post(`${base}/${matchID}/playAgain`, { playerID: '0', credentials })).body.nextMatchID);
      expect(stored.get(again)!.metadata.unlisted, `after a match ${unlisted ? 'unlisted' : 'listed'}`).toBe(true);
      const listed = ((await get(base)).body.matches as { matchID: string }[]).map((m) => m.matchID);
      expect(listed).not.toContain(again);
    }
    // Asked for in so many words, a listed one.
    const [other, [seat]] = await played(true);
    const listedAgain = String(
      (await post(`${base}/${other}/playAgain`, { playerID: '0', credentials: seat, unlisted: false })).body.nextMatchID,
    );
    expect(stored.get(listedAgain)!.metadata.unlisted).toBe(false);
  });

  it('refuses query parameters a route does not read, and list filters it could not read', async () => {
    const matchID = String((await post(`${base}/create`, { numPlayers, setupData })).body.matchID);
    // The seat is the body's to say: a ?playerID was ignored and the join took seat 0.
    await refused(() => post(`${base}/${matchID}/join?playerID=1`, { playerName: 'x' }), 400, /unknown query parameter "playerID"/);
    expect(stored.get(matchID)!.metadata.players[0]!.name).toBeUndefined();
    await refused(() => get(`${base}/${matchID}?x=1`), 400, /takes no query parameters/);
    await refused(() => get(`${base}/${matchID}/turn?x=1`), 400, /unknown query parameter "x"/);
    await refused(() => get(`${base}?isGameover=maybe`), 400, /isGameover must be true or false/);
    await refused(() => get(`${base}?updatedAfter=yesterday`), 400, /updatedAfter must be a time/);
    await refused(() => get(`${base}?isGameover=true&isGameover=false`), 400, /isGameover must be given once/);
    await refused(() => get(`${base}?updatedBefore=1&updatedBefore=2`), 400, /updatedBefore must be given once/);
    await refused(() => get(`${base}?sort=name`), 400, /only isGameover, updatedBefore, updatedAfter/);
    const open = (await get(`${base}?isGameover=false&updatedAfter=1`)).body.matches as { matchID: string }[];
    expect(open.map((m) => m.matchID)).toContain(matchID);
  });

  it('takes each lobby route in one spelling: any other the router would accept is refused, unread', async () => {
    const matchID = String((await post(`${base}/create`, { numPlayers, setupData })).body.matchID);
    const other = GAME_CASES.find((c) => c.name !== name)!.name;
    const upper = (s: string) => s.toUpperCase();
    const attempts: [string, unknown?][] = [
      [`/GAMES/${name}/${matchID}/join`, { playerID: '0', playerName: { toString: 1 } }],
      [`${base}/${matchID}/JOIN`, { playerID: '0', playerName: 'n'.repeat(900_000) }],
      [`${base}/${matchID}/Join`, { playerID: '0', playerName: ['a'] }],
      [`/GAMES/${other}/${matchID}/join`, { playerID: '1', playerName: 'x' }],
      [`${base}/${matchID}/join/`, { playerID: '1', playerName: 42 }],
      [`/Games/${name}/create`, { numPlayers: `${numPlayers}abc` }],
      [`${base}/create/`, { numPlayers: 99 }],
      [`${base}/CREATE`, { numPlayers: 99 }],
      [`/games/${name.slice(0, -1)}%${name.charCodeAt(name.length - 1).toString(16)}/create`, { numPlayers: 99 }],
      [`${base}/${matchID}/PLAYAGAIN`, { playerID: '0', credentials: 'x' }],
      [`/GAMES/${upper(name)}`],
      [`${base}/`],
    ];
    for (const [path, body] of attempts) {
      await refused(() => (body === undefined ? get(path) : post(path, body)), 404, /no lobby route .*spelled exactly/);
    }
    expect(stored.get(matchID)!.metadata.players[0]!.name).toBeUndefined();
  });

  it('refuses a bad numPlayers, a bad setupData, a non-boolean unlisted', async () => {
    for (const bad of gameCase.badNumPlayers) {
      await refused(() => post(`${base}/create`, { numPlayers: bad, setupData }), 400, /numPlayers must be/);
    }
    // Quoted as sent, and briefly: JSON writes 1e309 (Infinity) as null, and would send a long value back whole.
    await refused(() => post(`${base}/create`, '{"numPlayers": 1e309}'), 400, /numPlayers must be .*, got Infinity$/);
    await refused(() => post(`${base}/create`, { numPlayers: '9'.repeat(5_000) }), 400, /, got "9{38}…$/);
    await refused(
      () => post(`${base}/create`, { numPlayers, setupData: gameCase.badSetupData }),
      400,
      new RegExp(`invalid setupData for ${name}: .+`),
    );
    await refused(() => post(`${base}/create`, { numPlayers, setupData: 'nonsense' }), 400, /invalid setupData/);
    await refused(() => post(`${base}/create`, { numPlayers, unlisted: 'yes' }), 400, /unlisted must be true or false/);
  });

  it('refuses oversized, malformed and non-JSON bodies', async () => {
    const huge = { numPlayers, setupData, padding: 'x'.repeat(20_000) };
    await refused(() => post(`${base}/create`, huge), 413, /too large/);
    await refused(() => post(`${base}/create`, '{"numPlayers": 2,'), 400, /not valid JSON/);
    await refused(() => post(`${base}/create`, '[2]'), 400, /must be a JSON object/);
    await refused(() => post(`${base}/create`, 'numPlayers=2', { 'Content-Type': 'application/x-www-form-urlencoded' }), 415, /JSON/);
    // 6,000 nested arrays fit in 12 KB and overflowed the stack of the checks that walk a body: a 500 (an attacker's).
    const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    await refused(() => post(`${base}/create`, `{"numPlayers": ${nested(6_000)}}`), 400, /^request body nests deeper than 32 levels$/);
    await refused(() => post(`${base}/create`, `{"numPlayers": ${numPlayers}, "bots": {"1": ${nested(6_000)}}}`), 400, /nests deeper/);
    await refused(() => post(`${base}/create`, `{"setupData": ${nested(32)}}`), 400, /nests deeper/);
    // One level less is a body like any other, refused for what it says.
    await refused(() => post(`${base}/create`, `{"numPlayers": ${numPlayers}, "setupData": ${nested(31)}}`), 400, /invalid setupData/);
    const matchID = String((await post(`${base}/create`, { numPlayers, setupData })).body.matchID);
    await refused(
      () => post(`${base}/${matchID}/join`, `{"playerID": "0", "playerName": "Ann", "data": ${nested(6_000)}}`),
      400,
      /nests deeper/,
    );
    expect((await post(`${base}/${matchID}/join`, { playerID: '0', playerName: 'Ann' })).status).toBe(200);
  });

  it('refuses wrong credentials, unknown seats and matches, taken seats, and bad names', async () => {
    const matchID = String((await post(`${base}/create`, { numPlayers, setupData })).body.matchID);
    const joined = await post(`${base}/${matchID}/join`, { playerID: '0', playerName: 'zero' });
    const credentials = String(joined.body.playerCredentials);
    for (const action of ['leave', 'playAgain', 'update']) {
      await refused(
        () => post(`${base}/${matchID}/${action}`, { playerID: '0', credentials: 'wrong' }),
        403,
        /wrong credentials for seat "0"/,
      );
      await refused(() => post(`${base}/${matchID}/${action}`, { playerID: '0' }), 403, /credentials are required/);
      await refused(() => post(`${base}/${matchID}/${action}`, { playerID: '1', credentials }), 403, /wrong credentials/);
      await refused(() => post(`${base}/${matchID}/${action}`, { playerID: '9', credentials }), 404, /no seat "9"/);
      await refused(() => post(`${base}/${matchID}/${action}`, { credentials }), 400, /playerID is required/);
    }
    await refused(() => post(`${base}/${matchID}/playAgain`, { playerID: '0', credentials, numPlayers: 99 }), 400, /numPlayers must be/);
    await refused(
      () => post(`${base}/${matchID}/playAgain`, { playerID: '0', credentials, setupData: gameCase.badSetupData }),
      400,
      /invalid setupData/,
    );
    // A rematch is made once the match has ended: mid-match, one player could have set it up for
    // everyone (the other's seat given to the computer, other options).
    await refused(
      () => post(`${base}/${matchID}/playAgain`, { playerID: '0', credentials, bots: { '1': 'easy' } }),
      409,
      /still being played: Play again makes its rematch once it has ended/,
    );
    await refused(() => post(`${base}/${matchID}/join`, { playerID: '0', playerName: 'again' }), 409, /already taken/);
    await refused(() => post(`${base}/${matchID}/join`, { playerID: '7', playerName: 'x' }), 404, /no seat "7"/);
    await refused(() => post(`${base}/${matchID}/join`, { playerID: '1' }), 400, /playerName must be/);
    await refused(() => post(`${base}/${matchID}/join`, { playerID: '1', playerName: 'n'.repeat(51) }), 400, /playerName must be/);
    await refused(() => post(`${base}/${matchID}/update`, { playerID: '0', credentials, newName: '' }), 400, /newName must be/);
    // A right-to-left override turned the rest of a name, and what followed it, backwards for everyone.
    for (const playerName of ['\u202eadA', 'A\u0000da', 'Ada\u2066', 'Bob\u2028Eve']) {
      await refused(() => post(`${base}/${matchID}/join`, { playerID: '1', playerName }), 400, /may not hold control characters/);
    }
    await refused(() => post(`${base}/${matchID}/update`, { playerID: '0', credentials, newName: 'z\u202eero' }), 400, /newName may not/);
    // PostgreSQL's jsonb refuses both, and a finished match's metadata write reads the seats as jsonb.
    for (const data of [{ note: 'a\u0000b' }, { ['\ud800']: 1 }, [[{ deep: 'x\udfff' }]]]) {
      await refused(
        () => post(`${base}/${matchID}/join`, { playerID: '1', playerName: 'Bo', data }),
        400,
        /NUL character or a lone UTF-16 surrogate/,
      );
    }
    // A zero-width space, a Hangul filler, a braille blank: a seat named by an empty space.
    for (const playerName of ['\u200b', '\u3164\u3164', ' \u2800 ', '\u0301']) {
      await refused(() => post(`${base}/${matchID}/join`, { playerID: '1', playerName }), 400, /must show at least one visible character/);
    }
    // Stored as three replacement characters each: another name, and longer than the limit.
    await refused(() => post(`${base}/${matchID}/join`, { playerID: '1', playerName: '\ud800'.repeat(50) }), 400, /lone UTF-16 surrogate/);
    // Also spelt with invisible characters, look-alike letters or compatibility forms, which show the same.
    const lookAlikes = [
      'Computer\u200b (hard)',
      'Com\u00adputer (hard)',
      'C\u043emputer (easy)',
      'Computer\u2060(medium)',
      'Ｃｏｍｐｕｔｅｒ (easy)',
      // An attacker's, accepted before: "rn" for "m", letters and digits that look like "1",
      // Armenian, Coptic and small-capital letters, ornamental brackets, a hyphen.
      'Cornputer (hard)',
      'Computer l (easy)',
      'Computer I (easy)',
      'Computer \u0661 (easy)',
      'C\u0585mputer (hard)',
      'C\u2c9fmputer (hard)',
      '\u1d04omputer (hard)',
      'Computer \u276aeasy\u276b',
      'Computer-1 (easy)',
      'C0mputer 1 (easy)',
    ];
    for (const playerName of ['Computer (hard)', 'computer', 'Computer 2 (easy)', 'Computer Joe', ...lookAlikes]) {
      await refused(() => post(`${base}/${matchID}/join`, { playerID: '1', playerName }), 400, /may not begin with "Computer"/);
    }
    await refused(
      () => post(`${base}/${matchID}/update`, { playerID: '0', credentials, newName: 'Computer (easy)' }),
      400,
      /newName may not begin with "Computer"/,
    );
    // The word, not the letters: other names with "computer" in them stay names.
    for (const newName of ['Computerfan', 'Joe the Computer', 'Compute (easy)']) {
      expect((await post(`${base}/${matchID}/update`, { playerID: '0', credentials, newName })).status, newName).toBe(200);
    }
    // Emoji sequences are joined with U+200D: still a name.
    expect((await post(`${base}/${matchID}/update`, { playerID: '0', credentials, newName: 'Ada 👩\u200d💻' })).status).toBe(200);
    // One name to a match: a seat called as another is (look-alikes too) read as that player.
    expect((await post(`${base}/${matchID}/update`, { playerID: '0', credentials, newName: 'zero' })).status).toBe(200);
    for (const playerName of ['zero', 'ZERO ', 'z\u0435ro', 'ze\u200bro']) {
      await refused(
        () => post(`${base}/${matchID}/join`, { playerID: '1', playerName }),
        409,
        /another player in this match is called "zero"/,
      );
    }
    const one = String((await post(`${base}/${matchID}/join`, { playerID: '1', playerName: 'one' })).body.playerCredentials);
    await refused(
      () => post(`${base}/${matchID}/update`, { playerID: '0', credentials, newName: 'One' }),
      409,
      /another player in this match is called "one": choose another name/,
    );
    expect((await post(`${base}/${matchID}/update`, { playerID: '1', credentials: one, newName: 'one' })).status, 'its own name').toBe(200);
    await refused(() => post(`${base}/no-such-match/join`, { playerName: 'x' }), 404, /no .* match "no-such-match"/);
    const other = GAME_CASES.find((c) => c.name !== name)!.name;
    await refused(() => post(`/games/${other}/${matchID}/join`, { playerID: '1', playerName: 'x' }), 404, new RegExp(`no ${other} match`));
    await refused(() => get(`/games/${other}/${matchID}`), 404, /no .* match/);
  });
});
