/**
 * Hole 2: boardgame.io seeds each match with `Date.now()` in base 36 — the same millisecond as
 * the match's public `createdAt`, so a player could brute-force the deck. boardgame.io runs the
 * plugins' `setup` in order (its default plugins first, then `game.plugins`) and stores each
 * result under the plugin's name, so a plugin named `random` with only a `setup` replaces the
 * seed while boardgame.io's own random API, flush and playerView (which hides the seed) stay.
 * An explicit `game.seed` still wins, so tests can fix a deal.
 */
import { randomFillSync } from 'node:crypto';
import type { Game, Plugin } from 'boardgame.io';

/**
 * Random bytes from the operating system's CSPRNG, drawn a few kilobytes at a time: each call of
 * `randomBytes` cost 7–9 µs here, and a match's creation and two joins made three (seed and
 * credentials), about 90 µs of the lobby's main thread a match in a CPU profile. Each byte is
 * handed out once (as Node's `randomUUID` and nanoid do).
 */
const POOL_BYTES = 4096;
let pool = Buffer.alloc(0);
let used = 0;

function poolBytes(count: number): Buffer {
  if (used + count > pool.length) {
    pool = randomFillSync(Buffer.allocUnsafe(Math.max(POOL_BYTES, count)));
    used = 0;
  }
  const bytes = pool.subarray(used, used + count);
  used += count;
  return bytes;
}

/** `bytes` random bytes as base64url: credentials, tickets, match ids. */
export function randomToken(bytes: number): string {
  return poolBytes(bytes).toString('base64url');
}

/** 128 bits from the operating system's CSPRNG. */
export function unpredictableSeed(): string {
  const bytes = poolBytes(16);
  return Array.from({ length: 4 }, (_, i) =>
    bytes
      .readUInt32LE(4 * i)
      .toString(36)
      .padStart(7, '0'),
  ).join('');
}

export const SecureRandomSeed: Plugin<unknown, { seed: string | number }> = {
  name: 'random',
  setup: ({ game }) => ({ seed: game.seed ?? unpredictableSeed() }),
};

export function withSecureRandom<G>(game: Game<G>): Game<G> {
  const others = (game.plugins ?? []).filter((plugin) => plugin !== SecureRandomSeed);
  return { ...game, plugins: [...others, SecureRandomSeed as Plugin] };
}
