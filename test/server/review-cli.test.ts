/**
 * `npm run review` against a real server: an unfinished match is refused with a clear message
 * (the replay route's 403) and a non-zero exit; once the match is over, the match page's address
 * is enough to review a seat. A random Air, Land & Sea match, reviewed at a small budget.
 */
import type { Ctx } from 'boardgame.io';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRng } from '../../games/common/random';
import { checkReview, runReview } from '../support/review-cli';
import { actingPlayer, GAME_CASES } from './support/game-cases';
import { createJoinedMatch, request } from './support/lobby';
import { SeatClient } from './support/seat-client';
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

describe('npm run review against a server', () => {
  it('refuses a match still played, then reviews it from the match page’s address once it is over', async () => {
    const gameCase = GAME_CASES.find((c) => c.name === 'air-land-sea')!;
    const { matchID, seats } = await createJoinedMatch(server.url, gameCase.name, 2, gameCase.setupData);
    const clients = seats.map((s) => new SeatClient(server.url, gameCase.name, matchID, s.playerID, s.credentials));
    for (const client of clients) expect(await client.sync()).toBe(true);
    const rng = seededRng('review-cli');
    const playUntil = async (stop: (moves: number) => boolean) => {
      for (let moves = 0; moves < 400 && !stop(moves); moves++) {
        const { G, ctx } = stored.get(matchID)!.state as { G: unknown; ctx: Ctx };
        if (ctx.gameover) return;
        const player = actingPlayer(ctx);
        const { move, args } = gameCase.randomMove(G, ctx, player, rng);
        const mover = clients[Number(player)]!;
        expect(await mover.move(move, args)).toBe(true);
        for (const client of clients) await client.until(() => client.stateID >= mover.stateID, 2_000);
      }
    };

    await playUntil((moves) => moves === 6);
    const early = runReview([`${server.url}/match/air-land-sea/${matchID}`, '--budget', '50']);
    expect(early.status).toBe(1);
    expect(early.stdout).toBe('');
    expect(early.stderr).toMatch(/^review: the match is not finished, so it cannot be reviewed yet .*403 this match is still being played/);

    await playUntil(() => false);
    expect((stored.get(matchID)!.state as { ctx: Ctx }).ctx.gameover).toBeDefined();
    const replay = await request(server.url, 'GET', `/games/air-land-sea/${matchID}/replay`);
    const moves = (replay.body.moves as { player: string }[]).filter((m) => m.player === '1').length;
    const done = runReview([`${server.url}/match/air-land-sea/${matchID}`, '--seat', '1', '--budget', '100']);
    expect(done.stderr).toBe('');
    expect(done.status).toBe(0);
    checkReview(done.lines, '1', moves);
    expect(done.lines[0]).toMatchObject({ matchID });

    // The replay route's own address works too; a match that does not exist is told as such.
    const direct = runReview([`${server.url}/games/air-land-sea/${matchID}/replay`, '--seat', '1', '--budget', '100']);
    expect(direct.lines.map((l) => ({ ...l, ms: 0, seconds: 0, cpuSeconds: 0 }))).toEqual(
      done.lines.map((l) => ({ ...l, ms: 0, seconds: 0, cpuSeconds: 0 })),
    );
    const unknown = runReview([`${server.url}/match/air-land-sea/nosuchmatch`]);
    expect(unknown.status).toBe(1);
    expect(unknown.stderr).toMatch(/404/);
    for (const client of clients) client.close();
  });

  it('says so when the server cannot be reached', async () => {
    const closed = runReview(['http://127.0.0.1:9/match/air-land-sea/x']);
    expect(closed.status).toBe(1);
    expect(closed.stderr).toMatch(/^review: cannot reach http:\/\/127\.0\.0\.1:9\/games\/air-land-sea\/x\/replay/);
  });
});
