/**
 * A Land vs Sea match the server stored before tile inventory v2 (its state has no `inventory`
 * field: a fixture captured over sockets from the server of that time) plays to its end on the
 * current server, on v1's tiles, and replays from its log; a match created now gets v2.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Ctx, LogEntry, Server, State } from 'boardgame.io';
import { CreateGameReducer } from 'boardgame.io/internal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seededRng } from '../../games/common/random';
import { LandVsSeaGame, publicFace, type State as LvsState, type View } from '../../games/land-vs-sea';
import { SqliteStorage } from '../../server/sqlite-storage';
import { expectMatchingMap } from '../land-vs-sea/support';
import stored from './fixtures/lvs-v1-match.json';
import { actingPlayer, GAME_CASES } from './support/game-cases';
import { createJoinedMatch, type Seat } from './support/lobby';
import { SeatClient } from './support/seat-client';
import { NO_ADDRESS_LIMITS, ServerProcess } from './support/server-process';
import { StoredMatches } from './support/stored';

const fixture = stored as unknown as {
  matchID: string;
  seats: Seat[];
  state: State;
  initialState: State;
  metadata: Server.MatchData;
  log: LogEntry[];
};
const lvs = GAME_CASES.find((c) => c.name === 'land-vs-sea')!;
let server: ServerProcess;

beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'lvs-v1-'));
  // Written as the server writes matches. Fresh times: the cleanup job would take it for abandoned.
  const storage = SqliteStorage.inDirectory(dataDir);
  const metadata = { ...fixture.metadata, createdAt: Date.now(), updatedAt: Date.now() };
  await storage.createMatch(fixture.matchID, { initialState: fixture.initialState, metadata });
  await storage.setState(fixture.matchID, fixture.state, fixture.log);
  await storage.close();
  // It plays a whole match at full speed from one address: the per-address limits would drop moves.
  server = await ServerProcess.start(NO_ADDRESS_LIMITS, { dataDir });
});
afterAll(async () => {
  await server?.dispose();
});

const gOf = (matchID: string) => {
  const matches = new StoredMatches(server.dataDir);
  try {
    return matches.get(matchID)!;
  } finally {
    matches.close();
  }
};

describe('tile inventory versions on the server', () => {
  it('a match stored before inventory v2 plays to its end on v1 tiles, and replays from its log', async () => {
    expect('inventory' in (fixture.state.G as object)).toBe(false);
    const { matchID, seats } = fixture;
    const clients = seats.map((s) => new SeatClient(server.url, 'land-vs-sea', matchID, s.playerID, s.credentials));
    for (const c of clients) expect(await c.sync(5_000)).toBe(true);
    // Its players see a v1 match: the other's tiles by their v1 faces.
    const G = fixture.state.G as LvsState;
    const seen = clients[1]!.state!.G as View;
    expect(seen.inventory).toBe(1);
    expect(seen.hands[0]!.map((t) => t.face)).toEqual(G.hands[0]!.map((deal) => publicFace(1, deal)));

    const rng = seededRng('v1-to-the-end');
    for (let moves = 0; moves < 400; moves++) {
      const { G: now, ctx } = gOf(matchID).state as { G: unknown; ctx: Ctx };
      if (ctx.gameover) break;
      const player = actingPlayer(ctx);
      const { move, args } = lvs.randomMove(now, ctx, player, rng);
      expect(await clients.find((c) => c.playerID === player)!.move(move, args, 5_000), `${move}(${JSON.stringify(args)})`).toBe(true);
    }
    const final = gOf(matchID);
    clients.forEach((c) => c.close());
    expect(final.state.ctx.gameover, 'the match ended').toBeDefined();
    const finalG = final.state.G as LvsState;
    expect(finalG.inventory, 'still a v1 match').toBeUndefined();
    expect(Object.keys(finalG.board)).toHaveLength(59 + (Object.values(finalG.board).some((p) => p.tile === 'VOLCANO') ? 1 : 0));
    // Every placement fits on v1's tiles (v2's tiles under the same ids have other edges).
    expectMatchingMap(finalG, 1);

    // A replay of the whole log from the stored start ends where the match did.
    const reducer = CreateGameReducer({ game: LandVsSeaGame });
    let replay = final.initialState;
    for (const entry of final.log) if (!entry.automatic) replay = reducer(replay, entry.action as never);
    expect(replay.G).toEqual(finalG);
  });

  it('a match created now plays inventory v2', async () => {
    const { matchID, seats } = await createJoinedMatch(server.url, 'land-vs-sea', 2, { waypoints: true });
    expect((gOf(matchID).state.G as LvsState).inventory).toBe(2);
    const client = new SeatClient(server.url, 'land-vs-sea', matchID, seats[0]!.playerID, seats[0]!.credentials);
    expect(await client.sync(5_000)).toBe(true);
    expect((client.state!.G as View).inventory).toBe(2);
    client.close();
  });
});
