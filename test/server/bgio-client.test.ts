/**
 * The stock boardgame.io client (LobbyClient + Client with the SocketIO transport), as the web
 * app uses it, plays through the hardened server: the guards let its real packets through.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ctx } from 'boardgame.io';
import { Client, LobbyClient } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import { seededRng } from '../../games/common/random';
import { actingPlayer, GAME_CASES } from './support/game-cases';
import { ServerProcess } from './support/server-process';
import { StoredMatches } from './support/stored';

let server: ServerProcess;

beforeAll(async () => {
  server = await ServerProcess.start();
});
afterAll(async () => {
  await server?.dispose();
});

describe.each(GAME_CASES)('$name with the boardgame.io client', (gameCase) => {
  it('joins through the LobbyClient and plays moves over the socket transport', async () => {
    const lobby = new LobbyClient({ server: server.url });
    const { matchID } = await lobby.createMatch(gameCase.name, { numPlayers: gameCase.numPlayers, setupData: gameCase.setupData });
    const clients: ReturnType<typeof Client>[] = [];
    for (let p = 0; p < gameCase.numPlayers; p++) {
      const { playerCredentials } = await lobby.joinMatch(gameCase.name, matchID, { playerID: String(p), playerName: `p${p}` });
      const client = Client({
        game: gameCase.game,
        numPlayers: gameCase.numPlayers,
        matchID,
        playerID: String(p),
        credentials: playerCredentials,
        multiplayer: SocketIO({ server: server.url }),
        debug: false,
      });
      client.start();
      clients.push(client);
    }
    const settled = (target: number) =>
      new Promise<void>((resolve, reject) => {
        const deadline = setTimeout(() => reject(new Error(`no state ${target}`)), 5_000);
        const check = () => {
          if (clients.every((c) => (c.getState()?._stateID ?? -1) >= target)) {
            clearTimeout(deadline);
            resolve();
          } else setTimeout(check, 5);
        };
        check();
      });
    await settled(0);
    expect(clients[0]!.getState()!.isConnected).toBe(true);
    const stored = new StoredMatches(server.dataDir);
    const rng = seededRng(`client-${gameCase.name}`);
    for (let i = 1; i <= 6; i++) {
      const { G, ctx } = stored.get(matchID)!.state as { G: unknown; ctx: Ctx };
      const player = actingPlayer(ctx);
      const { move, args } = gameCase.randomMove(G, ctx, player, rng);
      clients[Number(player)]!.moves[move]!(...args);
      await settled(i);
    }
    expect(stored.get(matchID)!.state._stateID).toBe(6);
    stored.close();
    clients.forEach((c) => c.stop());
  });
});
