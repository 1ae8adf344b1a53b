/**
 * Runs `once` repeatedly for about `seconds` of this process's CPU time; returns the units it
 * reports (battles, games) per CPU second. CPU time, not wall time, so that other processes on
 * a busy machine do not distort the figure (on an idle machine the two agree).
 */
export function ratePerSecond(seconds: number, once: () => number): number {
  const cpuMs = () => {
    const { user, system } = process.cpuUsage();
    return (user + system) / 1000;
  };
  const start = cpuMs();
  const deadline = start + seconds * 1000;
  let count = 0;
  let now = start;
  // Reading the CPU clock is a system call: read it every few runs only.
  for (let runs = 1; now < deadline; runs++) {
    count += once();
    if (runs % 64 === 0) now = cpuMs();
  }
  return (count * 1000) / (now - start);
}

/** The boardgame.io action a client sends for a move (what `makeMove` builds internally). */
export function makeMove(type: string, args: unknown[], playerID: string) {
  return { type: 'MAKE_MOVE' as const, payload: { type, args, playerID } };
}

export function fmt(n: number): string {
  return n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toFixed(1);
}
