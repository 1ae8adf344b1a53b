/**
 * Computer seats with two instances on PostgreSQL and Redis: each match's computer is played by
 * exactly one instance (the holder of the match's lease), whichever instance created the match
 * and whichever the person's socket reaches; when that instance is killed (SIGKILL), the other
 * takes the match over at its next scan and the match goes on to its end.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { definition as als } from '../../games/air-land-sea/definition';
import { playAgainstBot } from '../server/support/against-bot';
import { request } from '../server/support/lobby';
import { SeatClient } from '../server/support/seat-client';
import { NO_ADDRESS_LIMITS, type ServerProcess } from '../server/support/server-process';
import { Cluster } from './support/cluster';

const ALS = 'air-land-sea';
let cluster: Cluster;
const opened: SeatClient[] = [];

beforeAll(async () => {
  // Scans every half second: a killed instance's matches are taken over at once.
  cluster = await Cluster.start(2, { ...NO_ADDRESS_LIMITS, BOT_THREADS: '1', BOT_SCAN_SECONDS: '0.5' });
}, 90_000);
afterAll(async () => {
  opened.forEach((c) => c.close());
  await cluster?.stop();
});

const seatsPlayed = async (server: ServerProcess) =>
  ((await request(server.url, 'GET', '/health')).body.bots as { seats: number } | undefined)?.seats ?? -1;

async function botMatch(on: ServerProcess): Promise<{ matchID: string; credentials: string }> {
  const created = await request(on.url, 'POST', `/games/${ALS}/create`, {
    numPlayers: 2,
    setupData: { mode: 'beginner' },
    bots: { '1': 'easy' },
  });
  expect(created.status).toBe(200);
  const matchID = String(created.body.matchID);
  const joined = await request(on.url, 'POST', `/games/${ALS}/${matchID}/join`, { playerID: '0', playerName: 'Ada' });
  return { matchID, credentials: String(joined.body.playerCredentials) };
}

describe('computer seats on two instances', () => {
  it('each match’s computer is played by one instance only, and another takes over when it dies', async () => {
    const [a, b] = cluster.servers as [ServerProcess, ServerProcess];
    const matches = [await botMatch(a), await botMatch(a), await botMatch(b), await botMatch(b)];
    // Several scans of both instances: every lease is tried by both.
    await new Promise((r) => setTimeout(r, 2_000));
    const [onA, onB] = [await seatsPlayed(a), await seatsPlayed(b)];
    expect(onA + onB, `seats played: A ${onA}, B ${onB}`).toBe(matches.length);
    // Those created on an instance are played there (it takes their lease at creation), but a scan
    // of the other can lease one in the moment between its storing and its leasing (the fresh-clone
    // CI saw A 3, B 1; a busy machine A 1, B 3): still one instance each, which is what matters.
    // A plays at least one, which B must take over once A dies (the count at the end).
    expect(onA).toBeGreaterThanOrEqual(1);

    // The person of a match created (and played) on A is on B; A dies after a few moves.
    const { matchID, credentials } = matches[0]!;
    const human = new SeatClient(b.url, ALS, matchID, '0', credentials);
    opened.push(human);
    expect(await human.sync()).toBe(true);
    expect((await playAgainstBot(human, als, 'multi-early', 6)).length).toBeGreaterThan(0);
    expect(human.state!.ctx.gameover).toBeUndefined();
    await a.stop('SIGKILL');
    // B finds the four matches' leases free and plays them all.
    const waits = await playAgainstBot(human, als, 'multi-after');
    expect(waits.length).toBeGreaterThan(0);
    expect((await cluster.get(matchID))!.metadata.gameover).toBeDefined();
    expect(await seatsPlayed(b)).toBe(matches.length - 1); // the finished match is let go
  });
});
