import { readdirSync, readFileSync } from 'node:fs';
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

/** The fields of a `/proc/.../stat` file after the name (the 1st is the state, the 2nd the parent); null if it is gone. */
function statFields(path: string): string[] | null {
  try {
    return readFileSync(path, 'utf8').split(') ')[1]!.split(' ');
  } catch {
    return null;
  }
}

/** utime + stime of stat fields, in seconds (clock ticks of 1/100 s). */
const cpuOf = (fields: string[]) => (Number(fields[11]) + Number(fields[12])) / 100;

/** CPU seconds a process has used so far (user + system), from /proc; 0 if it is gone. */
export function cpuSeconds(pid: number | undefined): number {
  const fields = pid === undefined ? null : statFields(`/proc/${pid}/stat`);
  return fields ? cpuOf(fields) : 0;
}

/** CPU seconds each thread of a process has used so far, by thread id; empty if it is gone. */
export function threadCpuSeconds(pid: number | undefined): Map<string, number> {
  const seconds = new Map<string, number>();
  let threads: string[] = [];
  try {
    threads = pid === undefined ? [] : readdirSync(`/proc/${pid}/task`);
  } catch {
    // The process is gone.
  }
  for (const tid of threads) {
    const fields = statFields(`/proc/${pid}/task/${tid}/stat`);
    if (fields) seconds.set(tid, cpuOf(fields));
  }
  return seconds;
}

/**
 * CPU seconds used so far by the processes below `root` (a browser and its renderers, where a
 * page's Web Workers run), leaving out the subtrees of `except` (a server started beside it).
 */
export function descendantsCpuSeconds(root: number, except: readonly (number | undefined)[] = []): number {
  const parents = new Map<number, number>();
  for (const name of readdirSync('/proc')) {
    const fields = /^\d+$/.test(name) ? statFields(`/proc/${name}/stat`) : null;
    if (fields) parents.set(Number(name), Number(fields[1]));
  }
  const below = (pid: number): boolean => {
    for (let p = parents.get(pid); p !== undefined && p > 1; p = parents.get(p)) {
      if (except.includes(p)) return false;
      if (p === root) return true;
    }
    return false;
  };
  return [...parents.keys()].filter((pid) => !except.includes(pid) && below(pid)).reduce((sum, pid) => sum + cpuSeconds(pid), 0);
}

/** The boardgame.io action a client sends for a move (what `makeMove` builds internally). */
export function makeMove(type: string, args: unknown[], playerID: string) {
  return { type: 'MAKE_MOVE' as const, payload: { type, args, playerID } };
}

export function fmt(n: number): string {
  return n >= 100 ? Math.round(n).toLocaleString('en-US') : n.toFixed(1);
}
