/**
 * Finished matches recorded for their players (`server/match-settlement.ts`) on a real SQLite
 * store: a rated match updates both ratings as the glicko2 library would for one period, unrated
 * kinds change no rating, each match counts exactly once however often its end is committed or
 * reconciled, the computer is a fixed opponent, and a match whose recording a crash prevented is
 * recorded at the next start.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LogEntry, Server, State } from 'boardgame.io';
import { createMatch } from 'boardgame.io/internal';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { meta as alsMeta } from '../../games/air-land-sea/meta';
import { games, served } from '../../server/games';
import { Settler, settlementOf, settlingFinishedMatches } from '../../server/match-settlement';
import { publicIdOf } from '../../server/player-identity';
import { BOT_RD, NEW_RATING, ratePeriod } from '../../server/ratings';
import { SqliteStorage } from '../../server/sqlite-storage';

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));
const open: SqliteStorage[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((db) => db.close()));
});

function store(dir = mkdtempSync(join(tmpdir(), 'als-settle-'))): { db: SqliteStorage; dir: string } {
  if (!dirs.includes(dir)) dirs.push(dir);
  const db = SqliteStorage.inDirectory(dir);
  open.push(db);
  return { db, dir };
}

const ADA = publicIdOf('ada-token-0123456789abcdef');
const BO = publicIdOf('bo-token-0123456789abcdefgh');

type SeatSpec = { player?: string; bot?: string } | null;

/** A finished match as the server stores it: seats taken (bound, computer or anonymous), a gameover. */
async function finished(
  db: SqliteStorage,
  matchID: string,
  gameName: string,
  {
    numPlayers = 2,
    setupData,
    seats,
    gameover,
    movers = seats.map((_, i) => i),
  }: { numPlayers?: number; setupData?: unknown; seats: SeatSpec[]; gameover: unknown; movers?: number[] },
): Promise<void> {
  const game = games.find((g) => g.name === gameName)!;
  const match = createMatch({ game, numPlayers, setupData, unlisted: false });
  if ('setupDataError' in match) throw new Error(match.setupDataError);
  const players: Server.MatchData['players'] = {};
  seats.forEach((spec, i) => {
    players[i] = {
      id: i,
      name: spec?.bot ? `Computer (${spec.bot})` : `seat ${i}`,
      credentials: `cred-${i}`,
      ...(spec?.player ? { data: { player: spec.player } } : spec?.bot ? { data: { bot: spec.bot } } : {}),
    };
  });
  const metadata: Server.MatchData = { ...match.metadata, players, createdAt: 1000, updatedAt: 2000 };
  await db.createMatch(matchID, { initialState: match.initialState, metadata });
  const state: State = { ...match.initialState, ctx: { ...match.initialState.ctx, gameover }, _stateID: 1 };
  // Each of `movers` made a move of its own (a match is rated only once every seat has).
  const log: LogEntry[] = movers.map((i, turn) => ({
    action: { type: 'MAKE_MOVE', payload: { type: 'withdraw', args: [], playerID: String(i) } },
    _stateID: turn,
    turn: turn + 1,
    phase: '',
  }));
  await db.setState(matchID, state, log);
  await db.setMetadata(matchID, { ...metadata, gameover, updatedAt: 3000 });
}

const settlerOf = (db: SqliteStorage, log: string[] = []) =>
  new Settler({ db, store: db.players(), served, log: (line) => log.push(line) });

describe('recording finished matches', () => {
  it('a rated match between two players: both ratings as the library makes them for one period', async () => {
    const { db } = store();
    await finished(db, 'm1', 'air-land-sea', { seats: [{ player: ADA }, { player: BO }], gameover: { winner: '1' } });
    const settler = settlerOf(db);
    expect(await settler.settle('m1')).toBe('settled');
    const players = db.players();
    const [ada, bo] = ratePeriod(NEW_RATING, NEW_RATING, 0);
    expect(await players.ratingOf(ADA, 'air-land-sea')).toEqual({ ...ada, games: 1, wins: 0, losses: 1, draws: 0 });
    expect(await players.ratingOf(BO, 'air-land-sea')).toEqual({ ...bo, games: 1, wins: 1, losses: 0, draws: 0 });
    expect(bo.rating).toBeGreaterThan(1500);
    expect(ada.rating).toBeLessThan(1500);
    const [row] = (await players.historyOf(BO, 0, 5)).rows;
    expect(row).toMatchObject({ matchID: 'm1', seat: '1', score: 1, rated: true, finishedAt: 3000 });
    expect(row!.seats).toEqual([
      { seat: '0', name: 'seat 0', side: '0', score: 0, player: ADA },
      { seat: '1', name: 'seat 1', side: '1', score: 1, player: BO },
    ]);
  });

  it('a match ended by a resignation or a claim of the win: a loss for the seat that gave up, a win for the other', async () => {
    const { db } = store();
    await finished(db, 'gave-up', 'air-land-sea', {
      seats: [{ player: ADA }, { player: BO }],
      gameover: { winner: '1', resigned: '0', reason: 'away' },
    });
    expect(await settlerOf(db).settle('gave-up')).toBe('settled');
    const players = db.players();
    expect(await players.ratingOf(ADA, 'air-land-sea')).toMatchObject({ games: 1, wins: 0, losses: 1, draws: 0 });
    expect(await players.ratingOf(BO, 'air-land-sea')).toMatchObject({ games: 1, wins: 1, losses: 0, draws: 0 });
    // The history keeps who gave it up, and how.
    const [row] = (await players.historyOf(BO, 0, 5)).rows;
    expect(row!.seats.map((s) => s.gaveUp)).toEqual(['away', undefined]);
  });

  it('a match given up before every seat made a move of its own is recorded unrated: a win that needs no play farms ratings', async () => {
    const { db } = store();
    const gaveUp = { winner: '1', resigned: '0', reason: 'resigned' };
    await finished(db, 'at-once', 'air-land-sea', { seats: [{ player: ADA }, { player: BO }], gameover: gaveUp, movers: [1] });
    await finished(db, 'computer', 'air-land-sea', { seats: [{ player: ADA }, { bot: 'hard' }], gameover: gaveUp, movers: [] });
    await finished(db, 'played', 'air-land-sea', { seats: [{ player: ADA }, { player: BO }], gameover: gaveUp, movers: [1, 0] });
    const settler = settlerOf(db);
    for (const id of ['at-once', 'computer']) expect(await settler.settle(id)).toBe('settled');
    const players = db.players();
    expect(await players.ratingOf(BO, 'air-land-sea')).toBeUndefined();
    expect((await players.historyOf(BO, 0, 5)).rows).toMatchObject([{ matchID: 'at-once', score: 1, rated: false, unrated: 'unplayed' }]);
    expect((await players.historyOf(ADA, 0, 5)).rows.map((r) => r.rated)).toEqual([false, false]);
    expect(await settler.settle('played')).toBe('settled');
    expect(await players.ratingOf(BO, 'air-land-sea')).toMatchObject({ games: 1, wins: 1 });
  });

  it('Land vs Sea for 2 with any options counts, by side, a draw as half; its 3-player match does not', async () => {
    const { db } = store();
    const players = db.players();
    await finished(db, 'lvs2', 'land-vs-sea', {
      setupData: { waypoints: true },
      seats: [{ player: ADA }, { player: BO }],
      gameover: { winner: 'sea' },
    });
    await finished(db, 'draw', 'land-vs-sea', { seats: [{ player: ADA }, { player: BO }], gameover: { draw: true } });
    await finished(db, 'lvs3', 'land-vs-sea', {
      numPlayers: 3,
      seats: [{ player: ADA }, { player: BO }, null],
      gameover: { winner: 'land' },
    });
    const settler = settlerOf(db);
    expect(await settler.settle('lvs2')).toBe('settled');
    const [ada1, bo1] = ratePeriod(NEW_RATING, NEW_RATING, 0);
    expect((await players.ratingOf(BO, 'land-vs-sea'))?.rating).toBe(bo1.rating);
    expect(await settler.settle('draw')).toBe('settled');
    const [ada2] = ratePeriod(ada1, bo1, 0.5);
    expect(await players.ratingOf(ADA, 'land-vs-sea')).toEqual({ ...ada2, games: 2, wins: 0, losses: 1, draws: 1 });
    expect(await settler.settle('lvs3')).toBe('settled');
    expect((await players.ratingOf(ADA, 'land-vs-sea'))?.games).toBe(2);
    const [lvs3] = (await players.historyOf(ADA, 0, 1)).rows;
    expect(lvs3).toMatchObject({ matchID: 'lvs3', rated: false, unrated: 'setup', score: 1 });
    expect(lvs3!.seats.map((s) => s.side)).toEqual(['land', 'sea', 'cartographer']);
  });

  it('unrated kinds of Air, Land & Sea, an anonymous opponent, a match without bound seats: no rating changes', async () => {
    const { db } = store();
    const players = db.players();
    const kinds: [string, unknown, SeatSpec[]][] = [
      ['beginner', { mode: 'beginner' }, [{ player: ADA }, { player: BO }]],
      ['vp18', { targetVP: 18 }, [{ player: ADA }, { player: BO }]],
      ['first', { edition: 'first' }, [{ player: ADA }, { player: BO }]],
      ['fixed', { firstPlayer: '1' }, [{ player: ADA }, { player: BO }]],
      ['anonymous', undefined, [{ player: ADA }, null]],
    ];
    for (const [id, setupData] of kinds) expect(alsMeta.rating!.rated(setupData, 2), id).toBe(id === 'anonymous');
    for (const [id, setupData, seats] of kinds) await finished(db, id, 'air-land-sea', { setupData, seats, gameover: { winner: '0' } });
    await finished(db, 'nobody', 'air-land-sea', { seats: [null, null], gameover: { winner: '0' } });
    const settler = settlerOf(db);
    for (const [id] of kinds) expect(await settler.settle(id)).toBe('settled');
    expect(await settler.settle('nobody')).toBe('nobody');
    expect(await players.ratingsOf(ADA)).toEqual([]);
    expect(await players.ratingsOf(BO)).toEqual([]);
    const history = await players.historyOf(ADA, 0, 10);
    expect(history.total).toBe(kinds.length);
    expect(history.rows.every((r) => !r.rated && r.score === 1)).toBe(true);
    expect(Object.fromEntries(history.rows.map((r) => [r.matchID, r.unrated]))).toEqual({
      beginner: 'setup',
      vp18: 'setup',
      first: 'setup',
      fixed: 'setup',
      anonymous: 'seats',
    });
    expect((await players.historyOf(BO, 0, 10)).total).toBe(kinds.length - 1);
  });

  it('reads a finished match’s whole log only when the match has a player to record and could be rated', async () => {
    const { db } = store();
    await finished(db, 'anonymous', 'air-land-sea', { seats: [null, null], gameover: { winner: '0' } });
    await finished(db, 'beginner', 'air-land-sea', {
      setupData: { mode: 'beginner' },
      seats: [{ player: ADA }, null],
      gameover: { winner: '0' },
    });
    await finished(db, 'rated', 'air-land-sea', { seats: [{ player: ADA }, { player: BO }], gameover: { winner: '0' } });
    const logsRead: string[] = [];
    const counting = Object.assign(Object.create(db) as SqliteStorage, {
      fetch: (matchID: string, opts: Parameters<SqliteStorage['fetch']>[1]) => {
        if (opts.log) logsRead.push(matchID);
        return db.fetch(matchID, opts);
      },
    });
    const settler = new Settler({ db: counting, store: db.players(), served });
    expect(await settler.settle('anonymous')).toBe('nobody');
    expect(await settler.settle('beginner')).toBe('settled');
    expect(await settler.settle('rated')).toBe('settled');
    expect(logsRead).toEqual(['rated']);
    expect(await db.players().ratingOf(BO, 'air-land-sea')).toMatchObject({ games: 1, losses: 1 });
  });

  it('against the computer: only the person is rated, against the level’s published rating', async () => {
    const { db } = store();
    await finished(db, 'bot', 'air-land-sea', { seats: [{ bot: 'hard' }, { player: ADA }], gameover: { winner: '1' } });
    const settlement = settlementOf(served, 'bot', (await db.fetch('bot', { metadata: true })).metadata, {
      ctx: { gameover: { winner: '1' }, numPlayers: 2 },
    } as State);
    expect(settlement?.seats[0]).toMatchObject({ bot: 'hard', botRating: alsMeta.rating!.bots.hard });
    expect(await settlerOf(db).settle('bot')).toBe('settled');
    const [ada] = ratePeriod(NEW_RATING, { rating: alsMeta.rating!.bots.hard, rd: BOT_RD, vol: 0.06 }, 1);
    expect(await db.players().ratingOf(ADA, 'air-land-sea')).toEqual({ ...ada, games: 1, wins: 1, losses: 0, draws: 0 });
    expect((await db.players().leaderboard('air-land-sea', 0, 10)).rows.map((r) => r.id)).toEqual([ADA]);
  });

  it('exactly once, however often the end is committed and the matches reconciled', async () => {
    const { db } = store();
    const settler = settlerOf(db);
    const reporting = settlingFinishedMatches(db, settler);
    await finished(db, 'once', 'air-land-sea', { seats: [{ player: ADA }, { player: BO }], gameover: { winner: '0' } });
    const { state } = await reporting.fetch('once', { state: true });
    // The end written again (boardgame.io writes back a refused move's state), from two settlers at once.
    await Promise.all([1, 2, 3].map(() => reporting.setState('once', state, [])));
    const other = settlerOf(db);
    await Promise.all([settler.reconcile(), other.reconcile(), other.settle('once'), settler.settle('once')]);
    await new Promise((r) => setTimeout(r, 200)); // the commits' own recordings
    expect(await settler.reconcile()).toBe(0);
    expect(await db.players().ratingOf(ADA, 'air-land-sea')).toMatchObject({ games: 1, wins: 1 });
    expect((await db.players().historyOf(ADA, 0, 10)).total).toBe(1);
  });

  it('a crash between the final commit and the recording: the next start records the match', async () => {
    const { db, dir } = store();
    // Written without the settling wrapper: the process "died" before recording anything.
    await finished(db, 'lost', 'air-land-sea', { seats: [{ player: ADA }, { player: BO }], gameover: { winner: '1' } });
    await finished(db, 'unfinished', 'air-land-sea', { seats: [{ player: ADA }, { player: BO }], gameover: undefined });
    await db.close();
    open.splice(open.indexOf(db), 1);
    const restarted = store(dir).db;
    expect(await restarted.players().ratingOf(BO, 'air-land-sea')).toBeUndefined();
    const settler = settlerOf(restarted);
    expect(await settler.reconcile()).toBe(1);
    const [, bo] = ratePeriod(NEW_RATING, NEW_RATING, 0);
    expect((await restarted.players().ratingOf(BO, 'air-land-sea'))?.rating).toBe(bo.rating);
    expect(await settler.reconcile()).toBe(0);
    expect(await settlerOf(restarted).reconcile()).toBe(0);
  });

  it('a recording that fails is tried again by the next reconcile, and leaves nothing half done', async () => {
    const { db } = store();
    await finished(db, 'failing', 'air-land-sea', { seats: [{ player: ADA }, { player: BO }], gameover: { winner: '0' } });
    const log: string[] = [];
    const players = db.players();
    let failures = 1;
    const flaky = {
      ...players,
      settle: (s: Parameters<typeof players.settle>[0]) => (failures-- > 0 ? Promise.reject(new Error('disk full')) : players.settle(s)),
      settledAmong: (ids: readonly string[]) => players.settledAmong(ids),
    };
    const settler = new Settler({ db, store: flaky, served, log: (line) => log.push(line) });
    expect(await settler.reconcile()).toBe(0);
    expect(log.join('\n')).toMatch(/match failing not recorded yet: disk full/);
    expect(await players.ratingsOf(ADA)).toEqual([]);
    expect(await settler.reconcile()).toBe(1);
    expect((await players.ratingOf(ADA, 'air-land-sea'))?.games).toBe(1);
  });
});
