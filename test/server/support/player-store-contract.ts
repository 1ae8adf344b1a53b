/**
 * The contract every player store passes (SQLite by default, PostgreSQL with DATABASE_URL): the
 * same tests, run by `../players-store.test.ts` and `../../multi/players-storage.test.ts` against
 * a real database each, in the same database as the matches.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ServerStorage } from '../../../server/after-commit-pubsub';
import type { PlayerStore } from '../../../server/player-store';
import { NEW_PLAYER_RATING, ratePeriod, type Settlement, type SettledSeat } from '../../../server/ratings';
import { newMatch } from './storage-contract';

export interface Stores {
  db: ServerStorage;
  players: PlayerStore;
}

export interface PlayerStoreUnderTest {
  /** Empty, connected stores (matches and players in one database). */
  fresh(): Promise<Stores>;
  /** The same database closed and opened again (what a restart sees). */
  reopen(stores: Stores): Promise<Stores>;
  /**
   * The same database closed, its `match_results` put back as a server made it before results
   * kept why they were unrated (the `unrated` column dropped), and opened again.
   */
  reopenFromBeforeReasons(stores: Stores): Promise<Stores>;
}

const seat = (s: string, score: number, extra: Partial<SettledSeat> = {}): SettledSeat => ({
  seat: s,
  name: `name ${s}`,
  side: s,
  score,
  ...extra,
});

export function versus(matchID: string, a: string, b: string, scoreOfA: number, finishedAt = 1000, rated = true): Settlement {
  return {
    matchID,
    game: 'air-land-sea',
    finishedAt,
    rated,
    seats: [seat('0', scoreOfA, { player: a }), seat('1', 1 - scoreOfA, { player: b })],
  };
}

export function playerStoreContract(name: string, under: PlayerStoreUnderTest): void {
  let stores: Stores;
  beforeEach(async () => {
    stores = await under.fresh();
  });
  afterEach(async () => {
    await stores.db.close();
  });

  describe(`${name}: the player store contract`, () => {
    it('registers, renames and keeps players; a join registers only a new player; an id owned by another token is refused', async () => {
      const { players } = stores;
      expect(await players.player('ada')).toBeUndefined();
      expect(await players.ensurePlayer('ada', 'hash-a', 'Ada at the table', 100)).toBe('saved');
      expect(await players.player('ada')).toEqual({ id: 'ada', name: 'Ada at the table', createdAt: 100 });
      expect(await players.ensurePlayer('ada', 'hash-a', 'Another seat name', 200)).toBe('saved');
      expect((await players.player('ada'))?.name).toBe('Ada at the table');
      expect(await players.savePlayer('ada', 'hash-a', 'Ada', 300)).toBe('saved');
      expect(await players.player('ada')).toEqual({ id: 'ada', name: 'Ada', createdAt: 100 });
      expect(await players.savePlayer('ada', 'hash-other', 'Mallory', 400)).toBe('taken');
      expect(await players.ensurePlayer('ada', 'hash-other', 'Mallory', 400)).toBe('taken');
      expect((await players.player('ada'))?.name).toBe('Ada');
      stores = await under.reopen(stores);
      expect(await stores.players.player('ada')).toEqual({ id: 'ada', name: 'Ada', createdAt: 100 });
    });

    it('records a rated match once: both ratings from the library, each a result, the leaderboard by rating', async () => {
      const { players } = stores;
      await players.ensurePlayer('ada', 'h1', 'Ada', 1);
      await players.ensurePlayer('bo', 'h2', 'Bo', 1);
      expect(await players.settle(versus('m1', 'ada', 'bo', 1, 5000))).toBe('settled');
      const [ada, bo] = ratePeriod(NEW_PLAYER_RATING, NEW_PLAYER_RATING, 1);
      expect(await players.ratingOf('ada', 'air-land-sea')).toEqual({ ...ada, games: 1, wins: 1, losses: 0, draws: 0 });
      expect(await players.ratingOf('bo', 'air-land-sea')).toEqual({ ...bo, games: 1, wins: 0, losses: 1, draws: 0 });
      expect(await players.ratingOf('ada', 'land-vs-sea')).toBeUndefined();
      expect(await players.ratingsOf('ada')).toEqual([{ game: 'air-land-sea', ...ada, games: 1, wins: 1, losses: 0, draws: 0 }]);

      // Again, and many times at once: nothing more.
      expect(await players.settle(versus('m1', 'ada', 'bo', 1, 5000))).toBe('already');
      const again = await Promise.all(Array.from({ length: 5 }, () => players.settle(versus('m1', 'ada', 'bo', 0, 5000))));
      expect(again).toEqual(Array(5).fill('already'));
      expect((await players.ratingOf('ada', 'air-land-sea'))?.games).toBe(1);

      const history = await players.historyOf('ada', 0, 10);
      expect(history.total).toBe(1);
      expect(history.rows[0]).toMatchObject({
        matchID: 'm1',
        game: 'air-land-sea',
        finishedAt: 5000,
        player: 'ada',
        seat: '0',
        score: 1,
        rated: true,
      });
      expect(history.rows[0]!.before).toEqual({ rating: 1500, rd: 350, vol: 0.06 });
      expect(history.rows[0]!.after).toEqual({ rating: ada.rating, rd: ada.rd, vol: ada.vol });
      expect(history.rows[0]!.seats.map((s) => s.player)).toEqual(['ada', 'bo']);

      const board = await players.leaderboard('air-land-sea', 0, 10);
      expect(board.total).toBe(2);
      expect(board.rows.map((r) => [r.id, r.name])).toEqual([
        ['ada', 'Ada'],
        ['bo', 'Bo'],
      ]);
      expect((await players.leaderboard('air-land-sea', 1, 10)).rows.map((r) => r.id)).toEqual(['bo']);
      expect((await players.leaderboard('land-vs-sea', 0, 10)).total).toBe(0);

      stores = await under.reopen(stores);
      expect((await stores.players.ratingOf('bo', 'air-land-sea'))?.rating).toBe(bo.rating);
      expect(await stores.players.settle(versus('m1', 'ada', 'bo', 1, 5000))).toBe('already');
    });

    it('many matches ending at once with a player in common: every one counts, none lost', async () => {
      const { players } = stores;
      const opponents = ['b1', 'b2', 'b3', 'b4', 'b5', 'b6'];
      const outcomes = await Promise.all(opponents.map((b, i) => players.settle(versus(`m${i}`, 'ada', b, i % 2, 1000 + i))));
      expect(outcomes).toEqual(Array(6).fill('settled'));
      expect(await players.ratingOf('ada', 'air-land-sea')).toMatchObject({ games: 6, wins: 3, losses: 3 });
      // Each result's rating before is the previous one's after: one chain, in some order.
      const rows = (await players.historyOf('ada', 0, 10)).rows;
      const befores = new Set(rows.map((r) => r.before!.rating));
      const afters = rows.map((r) => r.after!.rating);
      expect(afters.filter((a) => befores.has(a))).toHaveLength(5);
      expect(afters).toContain((await players.ratingOf('ada', 'air-land-sea'))!.rating);
    });

    it('a profile or a leaderboard read while matches are recorded shows each match whole: its result with its rating change', async () => {
      const { players } = stores;
      await players.ensurePlayer('ada', 'h-ada', 'Ada', 1);
      const seen: string[] = [];
      // Rounds of matches recorded at once (each round may commit in one go), read back to back
      // meanwhile: another thread or connection commits them.
      for (let round = 0; round < 6; round++) {
        const recording = Promise.all(
          Array.from({ length: 50 }, (_, i) => players.settle(versus(`s${round}-${i}`, 'ada', `o${round}-${i}`, i % 2, 2000 + i))),
        );
        let done = false;
        void recording.finally(() => (done = true));
        while (!done) {
          for (let i = 0; i < 20; i++) {
            const profile = (await players.profile('ada', 0, 1000))!;
            const games = profile.ratings.find((r) => r.game === 'air-land-sea')?.games ?? 0;
            const board = await players.leaderboard('air-land-sea', 0, 1000);
            const { rows, total } = profile.history;
            if (games !== total || rows.length !== total || board.rows.length !== board.total) {
              seen.push(`rated ${games}, history ${rows.length} of ${total}, board ${board.rows.length} of ${board.total}`);
            }
          }
          await new Promise((resolve) => setImmediate(resolve)); // the recordings' answers come in
        }
        await recording;
      }
      expect(seen).toEqual([]);
      expect((await players.profile('ada', 0, 500))!.history.total).toBe(300);
      expect(await players.profile('nobody', 0, 10)).toBeUndefined();
    });

    it('a leaderboard page says how many players are shown above its first row: ties share a rank', async () => {
      const { players } = stores;
      // Two first matches with the same result: Ada and Cy end level, and so do Bo and Dee.
      await players.settle(versus('t1', 'ada', 'bo', 1, 100));
      await players.settle(versus('t2', 'cy', 'dee', 1, 200));
      const pages = await Promise.all([0, 1, 2, 3, 4].map((offset) => players.leaderboard('air-land-sea', offset, 1)));
      expect(pages.map((p) => [p.rows[0]?.id, p.above])).toEqual([
        ['ada', 0],
        ['cy', 0],
        ['bo', 2],
        ['dee', 2],
        [undefined, 0],
      ]);
    });

    it('a database made before results kept their reason: its results stay, without one; later ones have theirs', async () => {
      await stores.players.settle(versus('old', 'ada', 'bo', 1, 100, false));
      stores = await under.reopenFromBeforeReasons(stores);
      const [old] = (await stores.players.historyOf('ada', 0, 10)).rows;
      expect(old).toMatchObject({ matchID: 'old', rated: false, score: 1 });
      expect(old).not.toHaveProperty('unrated');
      await stores.players.settle({ ...versus('new', 'ada', 'bo', 1, 200, false), unrated: 'unplayed' });
      stores = await under.reopen(stores);
      expect((await stores.players.historyOf('bo', 0, 10)).rows.map((r) => [r.matchID, r.unrated])).toEqual([
        ['new', 'unplayed'],
        ['old', undefined],
      ]);
    });

    it('an unrated match is in the bound players’ histories, and changes no rating', async () => {
      const { players } = stores;
      const unrated: Settlement = {
        matchID: 'u1',
        game: 'land-vs-sea',
        finishedAt: 7000,
        rated: true, // its game counts, but three seats cannot be rated
        seats: [
          seat('0', 0.5, { player: 'ada', side: 'land' }),
          seat('1', 0, { side: 'sea', gaveUp: 'slow' }),
          seat('2', 0, { bot: 'easy', side: 'cartographer' }),
        ],
      };
      expect(await players.settle(unrated)).toBe('settled');
      expect(await players.ratingsOf('ada')).toEqual([]);
      expect((await players.leaderboard('land-vs-sea', 0, 10)).total).toBe(0);
      const [row] = (await players.historyOf('ada', 0, 10)).rows;
      expect(row).toMatchObject({ matchID: 'u1', score: 0.5, rated: false, unrated: 'seats' });
      expect(row!.before).toBeUndefined();
      expect(row!.seats.map((s) => s.bot ?? s.player ?? null)).toEqual(['ada', null, 'easy']);
      expect(row!.seats.map((s) => s.gaveUp ?? null)).toEqual([null, 'slow', null]);
    });

    it('the same two people: 3 rated matches of a game in 24 hours, the next recorded unrated; another pair, or a day later, rated again', async () => {
      const { players } = stores;
      const DAY = 24 * 60 * 60 * 1000;
      const games = () => players.ratingsOf('ada').then((rows) => rows.find((r) => r.game === 'air-land-sea')?.games ?? 0);
      // Two accounts of one person, one move each and a resignation, 30 times: they topped the leaderboard.
      for (let i = 0; i < 4; i++) expect(await players.settle(versus(`p${i}`, 'ada', 'bob', 1, 1000 + i * 60_000))).toBe('settled');
      expect(await games()).toBe(3);
      const rows = (await players.historyOf('ada', 0, 10)).rows;
      expect(rows.map((r) => [r.matchID, r.rated])).toEqual([
        ['p3', false],
        ['p2', true],
        ['p1', true],
        ['p0', true],
      ]);
      expect(rows[0]!.before).toBeUndefined();
      // Seats the other way round are the same pair.
      await players.settle(versus('p4', 'bob', 'ada', 1, 1000 + 5 * 60_000));
      expect(await games()).toBe(3);
      await players.settle(versus('c0', 'ada', 'cy', 1, 1000 + 6 * 60_000));
      expect(await games()).toBe(4);
      // 24 hours after the first: one of the three has left the window.
      await players.settle(versus('p5', 'ada', 'bob', 0, 1000 + DAY + 1));
      expect(await games()).toBe(5);
    });

    it('histories newest first, a page at a time; what is settled; which matches are still stored', async () => {
      const { players, db } = stores;
      for (let i = 0; i < 5; i++) await players.settle(versus(`h${i}`, 'ada', `o${i}`, 1, 1000 * (i + 1)));
      const page = await players.historyOf('ada', 1, 2);
      expect(page.total).toBe(5);
      expect(page.rows.map((r) => r.matchID)).toEqual(['h3', 'h2']);
      expect((await players.historyOf('nobody', 0, 10)).total).toBe(0);
      expect(await players.settledAmong(['h0', 'h4', 'zz'])).toEqual(new Set(['h0', 'h4']));
      expect(await players.settledAmong([])).toEqual(new Set());

      await db.createMatch('h1', newMatch(0, 1000));
      await db.createMatch('h2', newMatch(0, 1000));
      expect(await players.storedAmong(['h1', 'h2', 'h3'])).toEqual(new Set(['h1', 'h2']));
      // The cleanup removes a finished match: the history keeps it.
      await db.wipe('h1');
      expect(await players.storedAmong(['h1', 'h2'])).toEqual(new Set(['h2']));
      expect((await players.historyOf('ada', 0, 10)).rows.map((r) => r.matchID)).toContain('h1');
    });
  });
}
