/**
 * No seat sees its hand before the table is full (server/withheld-deal.ts): a creator could read
 * their deal while waiting, leave and create again until it suited them. What each seat's socket
 * and history really receive from one server on SQLite, for each game (Land vs Sea for 3: two
 * seats wait for a third). test/multi/two-instances.test.ts runs the same on PostgreSQL and Redis.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { GAME_CASES } from './support/game-cases';
import { NO_ADDRESS_LIMITS, ServerProcess } from './support/server-process';
import { StoredMatches } from './support/stored';
import { waitingSeatsSeeNoHand } from './support/withheld-deal';

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

describe.each(GAME_CASES)('$name: a seat is shown its hand only once every seat is taken', (gameCase) => {
  it('a waiting seat is sent what a spectator sees, by socket and by history; the join that fills the table deals to every socket', async () => {
    await waitingSeatsSeeNoHand(gameCase, {
      lobby: () => server.url,
      socketOf: () => server.url,
      stateOf: async (matchID) => stored.get(matchID)!.state,
    });
  });
});
