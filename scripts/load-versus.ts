/**
 * This checkout's server against another checkout's (`--other <dir>`, e.g. a `git worktree` of
 * an older commit with its node_modules), both at once, driven by one load generator: each
 * round starts both servers, keeps `--matches` Air, Land & Sea matches of socket bots going on
 * each (the seats play random legal moves, `lib/load-moves.ts`; a finished match is replaced)
 * and measures every server thread's CPU time per move over `--seconds`. Rounds alternate which
 * server's matches start first.
 *
 * Why not two `npm run load` runs one after the other: on a shared 2-core machine the speed
 * swings by ±20% between runs of one commit, more than the differences worth finding. Here both
 * servers run through the same seconds on the same cores, with the same load generator (whose
 * own cost is then the same for both), so the ratio of their CPU time per move holds still
 * (this checkout against a copy of itself: within ±4% a round). Prints each round and the
 * mean ratio; other / this below 1 means the other server needs less CPU a move.
 */
import { readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { io, type Socket } from 'socket.io-client';
import { definition } from '../games/air-land-sea';
import { seededRng } from '../games/common/random';
import { createJoinedMatch } from '../test/server/support/lobby';
import { ServerProcess } from '../test/server/support/server-process';
import { randomMove, type SeatState } from './lib/load-moves';
import { cpuSeconds, threadCpuSeconds } from './lib/measure';
import { RAISED_LIMITS } from './lib/raised-limits';
import { mean } from './lib/stats';

const { values } = parseArgs({
  options: {
    other: { type: 'string' },
    matches: { type: 'string', default: '100' },
    seconds: { type: 'string', default: '15' },
    rounds: { type: 'string', default: '4' },
  },
});
if (!values.other) {
  console.error('usage: npm run load:versus -- --other <another checkout> [--matches 100] [--seconds 15] [--rounds 4]');
  process.exit(2);
}
const OTHER = resolve(values.other);
const MATCHES = Number(values.matches);
const SECONDS = Number(values.seconds);
const ROUNDS = Number(values.rounds);
const GAME = definition.name;
const rng = seededRng('load-versus');

class Side {
  moves = 0;
  /** Characters of socket.io text its seats received while measuring. */
  received = 0;
  measuring = false;
  stopping = false;
  private readonly sockets = new Set<Socket>();

  constructor(
    readonly name: string,
    readonly server: { url: string; pid: number | undefined; stop(): Promise<void>; dispose(): Promise<void> },
  ) {}

  async startMatch(): Promise<void> {
    const { matchID, seats } = await createJoinedMatch(this.server.url, GAME, 2);
    const mine: Socket[] = [];
    let over = false;
    for (const seat of seats) {
      const socket = io(`${this.server.url}/${GAME}`, { transports: ['websocket'], forceNew: true, reconnection: false });
      mine.push(socket);
      this.sockets.add(socket);
      let stateID = -1;
      let pendingFor = -1;
      const see = (state: SeatState) => {
        if (state._stateID <= stateID) return;
        stateID = state._stateID;
        if (pendingFor >= 0 && state._stateID > pendingFor) {
          if (this.measuring) this.moves++;
          pendingFor = -1;
        }
        if (state.ctx.gameover) {
          if (over) return;
          over = true;
          for (const s of mine) {
            s.close();
            this.sockets.delete(s);
          }
          if (!this.stopping) this.startMatch().catch(() => undefined);
          return;
        }
        const chosen = this.stopping ? undefined : randomMove(state, seat.playerID, rng);
        if (!chosen) return;
        pendingFor = state._stateID;
        const payload = { type: chosen.move, args: chosen.args, playerID: seat.playerID, credentials: seat.credentials };
        socket.emit('update', { type: 'MAKE_MOVE', payload }, state._stateID, matchID, seat.playerID);
      };
      socket.on('sync', (id: string, info: { state: SeatState }) => id === matchID && see(info.state));
      socket.on('update', (id: string, state: SeatState) => id === matchID && see(state));
      socket.io.on('open', () =>
        socket.io.engine.on('data', (data: unknown) => {
          if (this.measuring && typeof data === 'string') this.received += data.length;
        }),
      );
      socket.emit('sync', matchID, seat.playerID, seat.credentials, 2);
    }
  }

  async stop(): Promise<void> {
    this.stopping = true;
    for (const socket of this.sockets) socket.close();
    await this.server.stop();
    await this.server.dispose(); // its data directory: each round's is some 10 MB
  }
}

/**
 * The other checkout's boardgame.io is this one's when its node_modules links here, and then it
 * carries this checkout's install-time patches, not its own: said, as the two servers then
 * differ by their own code only (an install of its own: boardgame.io 0.50.2 unpacked into
 * `<dir>/node_modules/boardgame.io`, then `node scripts/patch-boardgame-io.mjs` there).
 */
function sharedBoardgameIo(): string | undefined {
  const installOf = (root: string) => realpathSync(createRequire(join(root, 'package.json')).resolve('boardgame.io/package.json'));
  const patchesOf = (root: string) => readFileSync(join(root, 'scripts/patch-boardgame-io.mjs'), 'utf8');
  if (installOf(process.cwd()) !== installOf(OTHER) || patchesOf(process.cwd()) === patchesOf(OTHER)) return undefined;
  return `note: ${OTHER} runs this checkout's boardgame.io, with this checkout's install-time patches, not its own`;
}

const { ServerProcess: OtherServerProcess } = (await import(`${OTHER}/test/server/support/server-process.ts`)) as {
  ServerProcess: typeof ServerProcess;
};
console.log(`this checkout against ${OTHER}: ${MATCHES} matches on each, ${SECONDS} s measured, ${ROUNDS} round(s)`);
const shared = sharedBoardgameIo();
if (shared) console.log(shared);
const ratios: number[] = [];
for (let round = 0; round < ROUNDS; round++) {
  const [mine, theirs] = await Promise.all([ServerProcess.start(RAISED_LIMITS), OtherServerProcess.start(RAISED_LIMITS)]);
  const sides = [new Side('this', mine), new Side('other', theirs)];
  if (round % 2 === 1) sides.reverse();
  try {
    for (let i = 0; i < MATCHES; i += 10) {
      for (const side of sides) await Promise.all(Array.from({ length: Math.min(10, MATCHES - i) }, () => side.startMatch()));
    }
    await new Promise((r) => setTimeout(r, 3_000)); // warm-up
    const before = sides.map((s) => ({ cpu: cpuSeconds(s.server.pid), threads: threadCpuSeconds(s.server.pid) }));
    for (const side of sides) side.measuring = true;
    const started = performance.now();
    await new Promise((r) => setTimeout(r, SECONDS * 1000));
    for (const side of sides) side.measuring = false;
    const elapsed = (performance.now() - started) / 1000;
    const perMove = sides.map((side, i) => {
      const cpu = cpuSeconds(side.server.pid) - before[i]!.cpu;
      const threads = [...threadCpuSeconds(side.server.pid)].map(([tid, s]) => s - (before[i]!.threads.get(tid) ?? 0));
      const busiest = Math.max(0, ...threads);
      const ms = (1000 * cpu) / Math.max(side.moves, 1);
      console.log(
        `  ${side.name.padEnd(5)} ${(side.moves / elapsed).toFixed(0).padStart(5)} moves/s, ${ms.toFixed(3)} ms CPU a move` +
          ` (busiest thread ${((1000 * busiest) / Math.max(side.moves, 1)).toFixed(3)} ms), ${((100 * cpu) / elapsed).toFixed(0)}% of a core,` +
          ` ${(side.received / Math.max(side.moves, 1) / 1024).toFixed(2)} KB sent to the seats a move`,
      );
      return [side.name, ms] as const;
    });
    const of = Object.fromEntries(perMove);
    ratios.push(of.other! / of.this!);
    console.log(`round ${round + 1}: CPU a move, other / this ${ratios.at(-1)!.toFixed(3)}`);
  } finally {
    await Promise.all(sides.map((s) => s.stop()));
  }
}
console.log(`mean of ${ratios.length} round(s): other / this ${mean(ratios).toFixed(3)} (${ratios.map((r) => r.toFixed(3)).join(', ')})`);
process.exit(0);
