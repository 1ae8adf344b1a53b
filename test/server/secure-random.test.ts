/**
 * Hole 2: boardgame.io's default seed is `Date.now()` in base 36. With the plugin, two matches
 * created in the same millisecond with the same setup get different deals; an explicit
 * `game.seed` still fixes the deal.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Game } from 'boardgame.io';
import { InitializeGame } from 'boardgame.io/internal';
import { games } from '../../server/games';
import { randomToken, unpredictableSeed, withSecureRandom } from '../../server/secure-random';
import { GAME_CASES } from './support/game-cases';

afterEach(() => vi.restoreAllMocks());

function dealAt(game: Game, numPlayers: number, setupData: unknown, now: number) {
  vi.spyOn(Date, 'now').mockReturnValue(now);
  const state = InitializeGame({ game, numPlayers, setupData });
  vi.restoreAllMocks();
  return { G: JSON.stringify(state.G), seed: state.plugins.random!.data.seed as unknown };
}

describe.each(GAME_CASES)('$name seeds', ({ name, numPlayers, setupData }) => {
  const served = games.find((g) => g.name === name)!;

  it('the game as served: same millisecond, same setup, different deals and unrelated seeds', () => {
    const now = 1_790_000_000_000;
    const deals = Array.from({ length: 5 }, () => dealAt(served, numPlayers, setupData, now));
    expect(new Set(deals.map((d) => d.G)).size).toBe(5);
    for (const { seed } of deals) expect(seed).not.toBe(now.toString(36).slice(-10));
  });

  it('an explicit game seed still fixes the deal', () => {
    const fixed = withSecureRandom({ ...served, seed: 'fixed-for-tests' });
    const a = dealAt(fixed, numPlayers, setupData, 1);
    const b = dealAt(fixed, numPlayers, setupData, 2);
    expect(a).toEqual(b);
    expect(a.seed).toBe('fixed-for-tests');
  });
});

describe('the plugin', () => {
  it('keeps one seed plugin when applied twice and leaves the game otherwise as it was', () => {
    const game = games[0]!;
    const twice = withSecureRandom(game);
    expect(twice.plugins!.filter((p) => p.name === 'random')).toHaveLength(1);
    expect(twice.moves).toBe(game.moves);
  });

  it('draws 128 bits', () => {
    const seeds = new Set(Array.from({ length: 1000 }, unpredictableSeed));
    expect(seeds.size).toBe(1000);
    for (const seed of seeds) expect(seed).toMatch(/^[0-9a-z]{28}$/);
  });

  it('hands each random byte out once: tokens across many refills of the pool are all different', () => {
    // 16 bytes each, 40 KB in all: the 4 KB pool is drawn ten times over.
    const tokens = Array.from({ length: 2560 }, () => randomToken(16));
    expect(new Set(tokens).size).toBe(tokens.length);
    for (const token of tokens) expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
    // More than the pool holds, at once.
    expect(Buffer.from(randomToken(5000), 'base64url')).toHaveLength(5000);
  });
});
