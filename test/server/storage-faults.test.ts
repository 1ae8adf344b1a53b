/**
 * The SQLite store failing under a real server process: a full disk, a database file corrupted
 * while the server runs, the database files deleted while it runs. None may kill the process or
 * show the players a move the database does not hold; `/health` must say what is wrong.
 */
import { randomBytes } from 'node:crypto';
import { closeSync, openSync, rmSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import type { Ctx } from 'boardgame.io';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { seededRng } from '../../games/common/random';
import { pageCapDiskFull, tmpfsDiskFull, type DiskFull } from './support/disk-full';
import { actingPlayer, GAME_CASES } from './support/game-cases';
import { createJoinedMatch, request, type Seat } from './support/lobby';
import { SeatClient } from './support/seat-client';
import { ServerProcess } from './support/server-process';
import { StoredMatches } from './support/stored';

const gameCase = GAME_CASES[0]!;

// Where a tmpfs can be mounted (root with CAP_SYS_ADMIN) the disk really fills up; SQLite's page
// cap runs everywhere, so the behaviour is tested either way.
const tmpfs = tmpfsDiskFull();
if (typeof tmpfs === 'string') console.warn(`storage-faults: no tmpfs here (${tmpfs}): disk full by SQLite's page cap only`);
const diskFulls: DiskFull[] = [pageCapDiskFull(), ...(typeof tmpfs === 'string' ? [] : [tmpfs])];

let server: ServerProcess | undefined;
const clients: SeatClient[] = [];

afterEach(async () => {
  clients.splice(0).forEach((c) => c.close());
  await server?.dispose();
  server = undefined;
});
afterAll(() => diskFulls.forEach((d) => d.dispose()));

async function health(): Promise<{ status: number; body: Record<string, unknown> }> {
  return request(server!.url, 'GET', '/health');
}

function seat(matchID: string, s: Seat): SeatClient {
  const client = new SeatClient(server!.url, gameCase.name, matchID, s.playerID, s.credentials);
  clients.push(client);
  return client;
}

function stored(matchID: string) {
  const db = new StoredMatches(server!.dataDir);
  try {
    return db.get(matchID)!;
  } finally {
    db.close();
  }
}

/** A random legal move of the player to act, from the full state in the database. */
function nextMove(matchID: string, seed: string) {
  const { G, ctx } = stored(matchID).state as { G: unknown; ctx: Ctx };
  const player = actingPlayer(ctx);
  return { player, ...gameCase.randomMove(G, ctx, player, seededRng(seed)) };
}

/** A match with every seat connected, `moves` moves into it. */
async function matchInPlay(moves: number): Promise<{ matchID: string; seats: Seat[]; seated: SeatClient[] }> {
  const { matchID, seats } = await createJoinedMatch(server!.url, gameCase.name, gameCase.numPlayers, gameCase.setupData);
  const seated = seats.map((s) => seat(matchID, s));
  for (const c of seated) expect(await c.sync(5_000)).toBe(true);
  for (let n = 0; n < moves; n++) {
    const { player, move, args } = nextMove(matchID, `move ${n}`);
    expect(await seated.find((c) => c.playerID === player)!.move(move, args, 5_000)).toBe(true);
    // The next mover sends the state id it has seen.
    for (const c of seated) expect(await c.until(() => c.stateID === n + 1, 5_000)).toBe(true);
  }
  return { matchID, seats, seated };
}

/** What a seat connecting now is sent. */
async function freshSync(matchID: string, s: Seat) {
  const client = seat(matchID, s);
  expect(await client.sync(5_000), 'a fresh sync is answered').toBe(true);
  return client.inbox.find((m) => m.type === 'sync')!.args[1] as { state: { _stateID: number }; log: object[] };
}

/** The moves in a log, without the automatic entries (turn and phase ends): one per state id. */
const movesIn = (log: object[]) => log.filter((e) => !('automatic' in e)).length;

describe.each(diskFulls)('a state write that fails: $how', (disk) => {
  it('leaves the match at its last committed state, re-syncs the mover, answers /health 503; once there is room, play goes on without a gap', async () => {
    server = await ServerProcess.start(disk.serverEnv, { dataDir: disk.dataDir, nodeArgs: disk.nodeArgs });
    const { matchID, seats, seated } = await matchInPlay(2);
    const committed = stored(matchID).state._stateID;
    expect((await health()).status).toBe(200);

    disk.fill();
    const { player, move, args } = nextMove(matchID, 'refused');
    const mover = seated.find((c) => c.playerID === player)!;
    const moverSeat = seats.find((s) => s.playerID === player)!;
    const seen = mover.inbox.length;
    const resynced = () => mover.inbox.slice(seen).some((m) => m.type === 'sync');
    void mover.move(move, args);
    const wasResynced = await mover.until(resynced, 5_000);
    expect.soft(stored(matchID).state._stateID, 'the database').toBe(committed);
    const fresh = await freshSync(matchID, moverSeat);
    expect.soft(fresh.state._stateID, 'a fresh sync agrees with the database').toBe(committed);
    const shown = seated.map((c) => c.stateID);
    expect.soft(shown, 'nobody was shown the move').toEqual(seated.map(() => committed));
    const sick = await health();
    expect.soft(sick.status).toBe(503);
    expect.soft(sick.body.status).toBe('error');
    expect.soft(String(sick.body.reason)).toMatch(/full/i);
    expect(wasResynced, 'the mover is sent the match again').toBe(true);
    const resync = mover.inbox.slice(seen).find((m) => m.type === 'sync')!.args[1] as { state: { _stateID: number } };
    expect(resync.state._stateID, 'as last committed').toBe(committed);
    expect(resync, 'as a sync shows it to this seat (its view, no credentials)').toEqual(fresh);
    for (const s of seats) expect(JSON.stringify(resync)).not.toContain(s.credentials);

    disk.free();
    expect(await mover.move(move, args, 5_000), 'the same move, once there is room').toBe(true);
    for (const c of seated) expect(await c.until(() => c.stateID === committed + 1, 5_000)).toBe(true);
    expect((await health()).status).toBe(200);
    const { player: next, move: nextOne, args: nextArgs } = nextMove(matchID, 'after');
    expect(await seated.find((c) => c.playerID === next)!.move(nextOne, nextArgs, 5_000)).toBe(true);

    // A restart shows what the players saw, with one log entry per move.
    await server.stop('SIGKILL');
    await server.launch();
    const after = await freshSync(matchID, seats[1]!);
    expect(after.state._stateID).toBe(committed + 2);
    expect(movesIn(after.log)).toBe(committed + 2);
    expect(server.output).not.toMatch(/unhandled error/);
  });
});

describe('a database that breaks under the running server', () => {
  it('corrupted: no crash, /health answers 503; a restart refuses with one line instead of dying at the first sync', async () => {
    server = await ServerProcess.start();
    const { matchID, seats } = await matchInPlay(2);
    clients.splice(0).forEach((c) => c.close());
    // Everything into the database file, then garbage over all of it but the header page.
    const file = join(server.dataDir, 'matches.sqlite');
    const other = new Database(file);
    other.pragma('wal_checkpoint(TRUNCATE)');
    other.close();
    const size = statSync(file).size;
    const fd = openSync(file, 'r+');
    writeSync(fd, randomBytes(size - 4096), 0, size - 4096, 4096);
    closeSync(fd);

    const late = seat(matchID, seats[0]!);
    expect(await late.sync(2_000), 'nothing can be read for it').toBe(false);
    const sick = await health();
    expect(sick.status, 'the server is still there').toBe(503);
    expect(sick.body.status).toBe('error');
    expect(String(sick.body.reason)).toMatch(/corrupt|malformed/i);
    expect(server.exitCode).toBeNull();

    await server.stop('SIGKILL');
    const before = server.output.length;
    await expect(server.launch()).rejects.toThrow(/server exited/);
    expect(server.exitCode).not.toBe(0);
    const said = server.output.slice(before).trim();
    expect(said.split('\n'), 'one line').toHaveLength(1);
    expect(said).toMatch(/matches\.sqlite/);
    expect(said).toMatch(/integrity|quick_check/i);
  });

  it('deleted: /health answers 503 with the reason, and the matches play on (a restart would start empty)', async () => {
    server = await ServerProcess.start();
    const { matchID, seated } = await matchInPlay(1);
    const { player, move, args } = nextMove(matchID, 'after the deletion');
    expect((await health()).status).toBe(200);
    for (const suffix of ['', '-wal', '-shm']) rmSync(join(server.dataDir, `matches.sqlite${suffix}`));

    const sick = await health();
    expect(sick.status).toBe(503);
    expect(sick.body.status).toBe('error');
    expect(String(sick.body.reason)).toMatch(/matches\.sqlite/);
    expect(String(sick.body.reason)).toMatch(/no longer/i);
    // The server goes on with the files it has open (which the next start will not find).
    expect(await seated.find((c) => c.playerID === player)!.move(move, args, 5_000)).toBe(true);
    expect((await health()).status).toBe(503);
  });
});
