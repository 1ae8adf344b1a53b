/**
 * Runs `once` repeatedly for about `seconds`; returns the units it reports (battles, games) per
 * second.
 */
export function ratePerSecond(seconds: number, once: () => number): number {
  const deadline = performance.now() + seconds * 1000;
  let count = 0;
  const start = performance.now();
  while (performance.now() < deadline) count += once();
  return (count * 1000) / (performance.now() - start);
}

/** The boardgame.io action a client sends for a move (what `makeMove` builds internally). */
export function makeMove(type: string, args: unknown[], playerID: string) {
  return { type: 'MAKE_MOVE' as const, payload: { type, args, playerID } };
}

export function fmt(n: number): string {
  return n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toFixed(1);
}
