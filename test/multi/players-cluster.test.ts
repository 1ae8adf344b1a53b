/**
 * Players on two server instances sharing PostgreSQL and Redis (as in production): seats joined
 * with tokens through either instance are bound; a whole match played across them is recorded
 * exactly once (both instances' reconciles look for it too), and both instances answer the same
 * profile and leaderboard from the shared database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicIdOf } from '../../server/player-identity';
import { NEW_RATING, ratePeriod } from '../../server/ratings';
import { playOpenedMatch } from '../e2e/support/socket-play';
import { GAME_CASES } from '../server/support/game-cases';
import { request, type Seat } from '../server/support/lobby';
import { eventually, newToken, withToken } from '../server/support/players';
import { NO_ADDRESS_LIMITS } from '../server/support/server-process';
import { Cluster } from './support/cluster';

const ALS = 'air-land-sea';
let cluster: Cluster;

beforeAll(async () => {
  // Each instance looks for unrecorded matches every 0.6 s, racing the commit's own recording.
  cluster = await Cluster.start(2, { ...NO_ADDRESS_LIMITS, CLEANUP_INTERVAL_MINUTES: '0.01' });
}, 90_000);
afterAll(async () => {
  await cluster?.stop();
});

const urlOf = (instance: number) => cluster.servers[instance]!.url;

describe('players on two instances', () => {
  it('a match joined and played across both instances is recorded once, and both answer it', async () => {
    const [ada, bo] = [newToken(), newToken()];
    const created = await request(urlOf(0), 'POST', `/games/${ALS}/create`, { numPlayers: 2 });
    const matchID = String(created.body.matchID);
    const seats: Seat[] = [];
    for (const [i, token] of [ada, bo].entries()) {
      const joined = await request(
        urlOf(i),
        'POST',
        `/games/${ALS}/${matchID}/join`,
        { playerID: String(i), playerName: `P${i}` },
        withToken(token),
      );
      expect(joined.status, JSON.stringify(joined.body)).toBe(200);
      seats.push({ playerID: String(i), credentials: String(joined.body.playerCredentials) });
    }
    const stored = (await cluster.get(matchID))!.metadata.players;
    expect([stored[0]!.data, stored[1]!.data]).toEqual([{ player: publicIdOf(ada) }, { player: publicIdOf(bo) }]);

    const als = GAME_CASES.find((c) => c.name === ALS)!;
    await playOpenedMatch(urlOf(1), als.definition, { matchID, seats }, { over: true }, 5);
    const winner = ((await cluster.get(matchID))!.state.ctx.gameover as { winner: string }).winner;
    const profileOn = async (instance: number) => (await request(urlOf(instance), 'GET', `/players/${publicIdOf(ada)}`)).body;
    await eventually(
      () => profileOn(0),
      (p) => (p.matches as { total: number }).total === 1,
    );
    // A few more reconciles on both instances: still once.
    await new Promise((r) => setTimeout(r, 1_500));
    const [on0, on1] = [await profileOn(0), await profileOn(1)];
    expect(on1).toEqual(on0);
    const [won, lost] = ratePeriod(NEW_RATING, NEW_RATING, 1);
    expect(on0.ratings).toEqual([expect.objectContaining({ game: ALS, games: 1, rating: winner === '0' ? won.rating : lost.rating })]);
    const { rows } = await cluster.store.pool.query<{ n: number }>('SELECT count(*)::int AS n FROM match_results WHERE match_id = $1', [
      matchID,
    ]);
    expect(rows[0]!.n).toBe(2);
    const board = (await request(urlOf(1), 'GET', `/ratings/${ALS}`)).body as { players: { id: string }[] };
    expect(board.players.map((p) => p.id).sort()).toEqual([publicIdOf(ada), publicIdOf(bo)].sort());
  });
});
