/**
 * The computer claims the win as a person could, over a real server (away time 2 s, turn clock
 * 6 s). An attacker's finding: a player losing to the computer closed the tab, the match waited
 * for ever and counted for nobody, so walking away from every lost match kept the wins and no
 * loss.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { definition as als } from '../../games/air-land-sea/definition';
import { decidingSeats, type TurnCtx } from '../../games/common/turn';
import { playAgainstBot } from './support/against-bot';
import { eventually, newToken, withToken } from './support/players';
import { request } from './support/lobby';
import { SeatClient } from './support/seat-client';
import { NO_ADDRESS_LIMITS, ServerProcess } from './support/server-process';
import { StoredMatches } from './support/stored';

const ALS = 'air-land-sea';
let server: ServerProcess;
let stored: StoredMatches;
const opened: SeatClient[] = [];

beforeAll(async () => {
  server = await ServerProcess.start({ ...NO_ADDRESS_LIMITS, AWAY_CLAIM_SECONDS: '2', TURN_CLAIM_SECONDS: '6', BOT_THREADS: '1' });
  stored = new StoredMatches(server.dataDir);
});
afterAll(async () => {
  opened.forEach((c) => c.close());
  stored?.close();
  await server?.dispose();
});

/** A rated match against the easy computer, played by a registered person up to their turn after a few moves of each. */
async function underWay(seed: string): Promise<{ matchID: string; human: SeatClient; token: string }> {
  const token = newToken();
  const created = await request(server.url, 'POST', `/games/${ALS}/create`, { numPlayers: 2, bots: { '1': 'easy' } });
  const matchID = String(created.body.matchID);
  const joined = await request(
    server.url,
    'POST',
    `/games/${ALS}/${matchID}/join`,
    { playerID: '0', playerName: `P ${seed}` },
    withToken(token),
  );
  expect(joined.status).toBe(200);
  const human = new SeatClient(server.url, ALS, matchID, '0', String(joined.body.playerCredentials));
  opened.push(human);
  expect(await human.sync()).toBe(true);
  await playAgainstBot(human, als, seed, 6);
  expect(await human.until(() => decidingSeats(human.state!.ctx as TurnCtx).includes('0'), 10_000)).toBe(true);
  return { matchID, human, token };
}

const outcome = (matchID: string) =>
  stored.get(matchID)!.state.ctx.gameover as { winner?: string; resigned?: string; reason?: string } | undefined;

describe('the computer claims the win', () => {
  it('from a person who walked away on their turn, once they have been away AWAY_CLAIM_SECONDS: a rated loss', async () => {
    const { matchID, human, token } = await underWay('walks away');
    human.close();
    const over = await eventually(
      async () => outcome(matchID),
      (o) => o !== undefined,
    );
    expect(over).toEqual(expect.objectContaining({ winner: '1', resigned: '0', reason: 'away' }));
    // Rated as any resignation: the person's history holds the loss.
    const me = await request(server.url, 'GET', '/players/me', undefined, withToken(token));
    const history = async () =>
      ((await request(server.url, 'GET', `/players/${String(me.body.id)}`)).body.matches as { items: { result: string; rated: boolean }[] })
        .items;
    const items = await eventually(history, (list) => list.length > 0);
    expect(items[0]).toMatchObject({ result: 'loss', rated: true });
  });

  it('not from a person here, until their turn has lasted TURN_CLAIM_SECONDS ("slow")', async () => {
    const { matchID } = await underWay('stays');
    await new Promise((resolve) => setTimeout(resolve, 3_500));
    expect(outcome(matchID), 'here, past the away time').toBeUndefined();
    const over = await eventually(
      async () => outcome(matchID),
      (o) => o !== undefined,
    );
    expect(over).toEqual(expect.objectContaining({ winner: '1', resigned: '0', reason: 'slow' }));
  });
});
