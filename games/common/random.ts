/**
 * Seeded randomness for the pure engines. Every random decision an engine makes goes through an
 * injected `Rng`, so a game replays exactly from its seed: boardgame.io passes its own seeded
 * `random.Number`, bots and benchmarks pass `seededRng(seed)`.
 */

/** A source of uniform numbers in [0, 1). */
export type Rng = () => number;

/** Hashes any seed (number or string) to 32 bits, so nearby seeds give unrelated streams. */
export function hashSeed(seed: number | string): number {
  const text = String(seed);
  let h = 1779033703 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    h = Math.imul(h ^ text.charCodeAt(i), 3432918353);
    h = (h << 13) | (h >>> 19);
  }
  h = Math.imul(h ^ (h >>> 16), 2246822507);
  h = Math.imul(h ^ (h >>> 13), 3266489909);
  return (h ^ (h >>> 16)) >>> 0;
}

/** A fast, well-distributed seeded generator (mulberry32). */
export function seededRng(seed: number | string): Rng {
  let a = hashSeed(seed);
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A uniform integer in [0, n). */
export function randomInt(rng: Rng, n: number): number {
  return Math.floor(rng() * n);
}

/** Fisher–Yates shuffle, in place; returns the same array. */
export function shuffleInPlace<T>(items: T[], rng: Rng): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(rng, i + 1);
    const tmp = items[i] as T;
    items[i] = items[j] as T;
    items[j] = tmp;
  }
  return items;
}

/** One element chosen uniformly; the list must not be empty. */
export function pick<T>(rng: Rng, items: readonly T[]): T {
  if (items.length === 0) throw new Error('pick: empty list');
  return items[randomInt(rng, items.length)] as T;
}
