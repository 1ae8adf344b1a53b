/**
 * The Debug panel's reset (its button, or the key 1) in a match played elsewhere: it put the
 * page's own copy back to the opening position, a fake the server never held, until the next
 * move or a reload (QA). The install-time patch (scripts/patch-boardgame-io.mjs, 3) makes it do
 * nothing in a client with a multiplayer transport; a game on the page alone still resets.
 */
import { describe, expect, it } from 'vitest';
import type { Game } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { Local } from 'boardgame.io/multiplayer';

const Counter: Game<{ n: number }> = { setup: () => ({ n: 0 }), moves: { inc: ({ G }) => ({ n: G.n + 1 }) } };

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('the Debug panel reset', () => {
  it('leaves a match played through a transport as it is', async () => {
    const client = Client({ game: Counter, numPlayers: 2, playerID: '0', multiplayer: Local() });
    client.start();
    await settle();
    client.moves.inc!();
    await settle();
    expect(client.getState()!.G.n).toBe(1);
    client.reset();
    await settle();
    expect(client.getState()!.G.n).toBe(1);
    client.stop();
  });

  it('still resets a game played on the page alone', () => {
    const client = Client({ game: Counter, numPlayers: 2 });
    client.start();
    client.moves.inc!();
    expect(client.getState()!.G.n).toBe(1);
    client.reset();
    expect(client.getState()!.G.n).toBe(0);
    client.stop();
  });
});
