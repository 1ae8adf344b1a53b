/**
 * Lobby requests that change a match's seats, sent at the same moment (over a real server):
 * boardgame.io's routes read the seats, change one and write them all back, so two at once both
 * changed the seats as they were and the later write erased the earlier. Player tokens (the web
 * app always sends one with a join) widen the window: their binding reads the seats once more.
 * Each race is run on fresh matches several times; before the fix each lost in most of them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { playOpenedMatch } from '../e2e/support/socket-play';
import { GAME_CASES } from './support/game-cases';
import { request, type Reply } from './support/lobby';
import { newToken, withToken } from './support/players';
import { NO_ADDRESS_LIMITS, ServerProcess } from './support/server-process';

let server: ServerProcess;

beforeAll(async () => {
  // Many matches from one address: the per-address limits are another test's.
  server = await ServerProcess.start(NO_ADDRESS_LIMITS);
});
afterAll(async () => {
  await server?.dispose();
});

const ROUNDS = 8;
const DEFINITIONS = Object.fromEntries(GAME_CASES.map((c) => [c.name, c.definition]));
const GAMES = Object.keys(DEFINITIONS);

async function newMatch(game: string, create: Record<string, unknown> = {}): Promise<string> {
  const created = await request(server.url, 'POST', `/games/${game}/create`, { numPlayers: 2, ...create });
  expect(created.status).toBe(200);
  return String(created.body.matchID);
}

const join = (game: string, matchID: string, playerID: string, playerName: string, token?: string) =>
  request(server.url, 'POST', `/games/${game}/${matchID}/join`, { playerID, playerName }, withToken(token));

async function seatNames(game: string, matchID: string): Promise<(string | undefined)[]> {
  const { body } = await request(server.url, 'GET', `/games/${game}/${matchID}`);
  return (body.players as { name?: string }[]).map((p) => p.name);
}

const statuses = (replies: Reply[]) => replies.map((r) => r.status).sort();

describe.each(GAMES)('%s: seat changes at the same moment', (game) => {
  it('two people joining the two seats both hold them, as both were told', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const matchID = await newMatch(game);
      const replies = await Promise.all(['0', '1'].map((seat) => join(game, matchID, seat, `P${seat}`, newToken())));
      expect(statuses(replies), `round ${round}`).toEqual([200, 200]);
      expect(await seatNames(game, matchID), `round ${round}`).toEqual(['P0', 'P1']);
      // Each seat's credentials still open it: a rename with them is accepted.
      for (const [seat, reply] of replies.entries()) {
        const renamed = await request(server.url, 'POST', `/games/${game}/${matchID}/update`, {
          playerID: String(seat),
          credentials: reply.body.playerCredentials,
          newName: `P${seat}!`,
        });
        expect(renamed.status, `round ${round}, seat ${seat}`).toBe(200);
      }
    }
  });

  it('two people joining one seat: one takes it, the other is told it is taken', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const matchID = await newMatch(game);
      const replies = await Promise.all(['A', 'B'].map((name) => join(game, matchID, '0', name, newToken())));
      expect(statuses(replies), `round ${round}`).toEqual([200, 409]);
      const winner = replies.find((r) => r.status === 200)!;
      const names = await seatNames(game, matchID);
      expect(names[0], `round ${round}`).toBe(replies[0] === winner ? 'A' : 'B');
    }
  });

  it('one player joining both seats at once gets one of them', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const matchID = await newMatch(game);
      const token = newToken();
      const replies = await Promise.all(['0', '1'].map((seat) => join(game, matchID, seat, 'Ada', token)));
      expect(statuses(replies), `round ${round}`).toEqual([200, 409]);
      expect(
        (await seatNames(game, matchID)).filter((n) => n === 'Ada'),
        `round ${round}`,
      ).toHaveLength(1);
    }
  });

  it('both players asking for a rematch at once are sent to the same one', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const matchID = await newMatch(game);
      const seats = [];
      for (const seat of ['0', '1']) {
        const joined = await join(game, matchID, seat, `P${seat}`);
        seats.push({ playerID: seat, credentials: String(joined.body.playerCredentials) });
      }
      // A rematch is made once the match has ended.
      await playOpenedMatch(server.url, DEFINITIONS[game]!, { matchID, seats }, { over: true }, round);
      const replies = await Promise.all(seats.map((seat) => request(server.url, 'POST', `/games/${game}/${matchID}/playAgain`, seat)));
      expect(statuses(replies), `round ${round}`).toEqual([200, 200]);
      expect(replies[0]!.body.nextMatchID, `round ${round}`).toBe(replies[1]!.body.nextMatchID);
    }
  });
});
