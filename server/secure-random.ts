/**
 * Hole 2: boardgame.io seeds each match with `Date.now()` in base 36 — the same millisecond as
 * the match's public `createdAt`, so a player could brute-force the deck. boardgame.io runs the
 * plugins' `setup` in order (its default plugins first, then `game.plugins`) and stores each
 * result under the plugin's name, so a plugin named `random` with only a `setup` replaces the
 * seed while boardgame.io's own random API, flush and playerView (which hides the seed) stay.
 * An explicit `game.seed` still wins, so tests can fix a deal.
 */
import { webcrypto } from 'node:crypto';
import type { Game, Plugin } from 'boardgame.io';

/** 128 bits from the operating system's CSPRNG. */
export function unpredictableSeed(): string {
  const words = webcrypto.getRandomValues(new Uint32Array(4));
  return Array.from(words, (w) => w.toString(36).padStart(7, '0')).join('');
}

export const SecureRandomSeed: Plugin<unknown, { seed: string | number }> = {
  name: 'random',
  setup: ({ game }) => ({ seed: game.seed ?? unpredictableSeed() }),
};

export function withSecureRandom<G>(game: Game<G>): Game<G> {
  const others = (game.plugins ?? []).filter((plugin) => plugin !== SecureRandomSeed);
  return { ...game, plugins: [...others, SecureRandomSeed as Plugin] };
}
