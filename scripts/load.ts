/**
 * Load test of the game server (`npm run load -- [--matches 200] [--seconds 20] [--rate 500]`).
 * Starts one server process (`server.ts`, temporary DATA_DIR), or with `--instances N` (N >= 1,
 * `npm run load:multi`) N server processes sharing a PostgreSQL and a Redis started for the run
 * (test/multi/support: Debian's postgresql and redis-server), each match on one instance
 * (round robin, as the proxy's match hash would spread them) or, with `--spread`, its two seats
 * on different instances (every move crosses Redis). Keeps N Air, Land & Sea matches
 * going at once (a finished match is replaced by a new one), each seat a bot on its own socket
 * that plays a random legal move from its own view (`lib/load-moves.ts`) as soon as it is its decision.
 * `--rate` caps the moves sent per second across all bots. Prints moves/s, the p50/p99 move
 * round trip (emit to the update that carries the new state), errors, and per move the server's
 * CPU time and the text its seats received (every seat's update); then checks every
 * stored match: its state must equal the replay of its stored log from its initial state.
 * `--bot-share F` (0 to 1): that share of the matches has its seat 1 played by the server's own
 * computer player (`bots` at creation, level `--bot-level`, default medium) instead of a socket
 * here; the round trip above is then the people's moves only, and the computer's moves are
 * timed apart (from the state it must answer reaching its opponent to its move reaching it),
 * with the most decisions seen waiting for a thread (`/health`).
 * `SERVER_NODE_ARGS='--cpu-prof --cpu-prof-dir=<dir>'` (read by test/server/support/server-process.ts)
 * passes node flags to every server process: here, a CPU profile of each of its threads, written
 * when the server exits at the end of the run, to find where the per-move CPU time goes.
 */
import { parseArgs } from 'node:util';
import { io, type Socket } from 'socket.io-client';
import { definition } from '../games/air-land-sea';
import { seededRng } from '../games/common/random';
import { Cluster } from '../test/multi/support/cluster';
import { replaysToStoredState } from '../test/multi/support/replay';
import { createJoinedMatch, request, type Seat } from '../test/server/support/lobby';
import { ServerProcess } from '../test/server/support/server-process';
import { StoredMatches, type StoredMatch } from '../test/server/support/stored';
import { randomMove, type SeatState } from './lib/load-moves';
import { RAISED_LIMITS } from './lib/raised-limits';
import { cpuSeconds } from './lib/measure';

const GAME = definition.name;
const { values } = parseArgs({
  options: {
    matches: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '20' },
    rate: { type: 'string', default: '0' },
    instances: { type: 'string', default: '0' },
    spread: { type: 'boolean', default: false },
    'bot-share': { type: 'string', default: '0' },
    'bot-level': { type: 'string', default: 'medium' },
  },
});
const BOT_SHARE = Number(values['bot-share']);
const BOT_LEVEL = values['bot-level'];
const INSTANCES = Number(values.instances);
const SPREAD = values.spread;
const MATCHES = Number(values.matches);
const SECONDS = Number(values.seconds);
const RATE = Number(values.rate);

const latencies: number[] = [];
/** The server's computer players: from the state they must answer to their move, as their opponent sees it. */
const botLatencies: number[] = [];
/** The people's moves in the matches against the computer, among `latencies`. */
const latenciesAgainstComputer: number[] = [];
let maxQueued = 0;
const perSecond: number[] = [];
let measureStart = 0;
let moves = 0;
/** Characters of socket.io text the bots received while measuring: what each move costs to send. */
let received = 0;
let errors = 0;
let measuring = false;
let stopping = false;
const rng = seededRng('load');
const allMatches: string[] = [];

/** A token bucket shared by every bot, so `--rate` caps the total rate, not each bot's. */
const waiting: (() => void)[] = [];
if (RATE > 0) {
  const perTick = RATE / 100;
  let credit = 0;
  setInterval(() => {
    credit = Math.min(credit + perTick, RATE); // at most one second of burst
    while (credit >= 1 && waiting.length > 0) {
      credit--;
      waiting.shift()!();
    }
  }, 10).unref();
}
const token = () => (RATE > 0 ? new Promise<void>((resolve) => waiting.push(resolve)) : Promise.resolve());

class Bot {
  private readonly socket: Socket;
  private stateID = -1;
  private sentAt = 0;
  private pendingFor = -1;
  /** Against the server's computer: when the state it must answer arrived here. */
  private opponentSince = -1;
  last: SeatState | undefined;
  private closed = false;

  constructor(
    url: string,
    private readonly matchID: string,
    private readonly seat: Seat,
    private readonly onOver: () => void,
    private readonly againstComputer = false,
  ) {
    this.socket = io(`${url}/${GAME}`, { transports: ['websocket'], forceNew: true, reconnection: false });
    this.socket.on('sync', (id: string, info: { state: SeatState }) => id === matchID && this.see(info.state));
    this.socket.on('update', (id: string, state: SeatState) => id === matchID && this.see(state));
    this.socket.on('connect_error', () => errors++);
    this.socket.io.on('open', () =>
      this.socket.io.engine.on('data', (data: unknown) => {
        if (measuring && typeof data === 'string') received += data.length;
      }),
    );
    this.socket.emit('sync', matchID, seat.playerID, seat.credentials, 2);
  }

  private see(state: SeatState): void {
    if (state._stateID <= this.stateID) return;
    this.stateID = state._stateID;
    this.last = state;
    if (this.pendingFor >= 0 && state._stateID > this.pendingFor) {
      if (measuring) {
        latencies.push(performance.now() - this.sentAt);
        if (this.againstComputer) latenciesAgainstComputer.push(performance.now() - this.sentAt);
        moves++;
        const second = Math.floor((performance.now() - measureStart) / 1000);
        perSecond[second] = (perSecond[second] ?? 0) + 1;
      }
      this.pendingFor = -1;
    }
    if (this.opponentSince >= 0) {
      if (measuring) botLatencies.push(performance.now() - this.opponentSince);
      this.opponentSince = -1;
    }
    if (state.ctx.gameover) return this.onOver();
    const chosen = randomMove(state, this.seat.playerID, rng);
    if (!chosen && this.againstComputer) this.opponentSince = performance.now();
    if (!stopping && chosen) void this.play(state, chosen);
  }

  private async play(state: SeatState, { move, args }: NonNullable<ReturnType<typeof randomMove>>): Promise<void> {
    await token();
    if (stopping || this.stateID !== state._stateID) return;
    this.pendingFor = state._stateID;
    this.sentAt = performance.now();
    const { playerID, credentials } = this.seat;
    this.socket.emit(
      'update',
      { type: 'MAKE_MOVE', payload: { type: move, args, playerID, credentials } },
      state._stateID,
      this.matchID,
      playerID,
    );
    const sent = state._stateID;
    setTimeout(() => {
      // No answer in 5 s is an error (a dropped or refused move).
      if (this.pendingFor === sent && !stopping && !this.closed) {
        errors++;
        if (errors <= 3)
          console.error(
            `no answer to ${move}(${JSON.stringify(args)}) by ${playerID} at state ${sent} of ${this.matchID}`,
            this.stateID,
            JSON.stringify(this.last?.ctx),
            JSON.stringify(this.last?.G).slice(0, 1500),
          );
        this.pendingFor = -1;
      }
    }, 5_000).unref();
  }

  close(): void {
    this.closed = true; // the match is over: a move still pending was answered to the other seat
    this.socket.close();
  }
}

let matchCount = 0;

/** Match i lives on instance i mod N; with --spread its seat s plays on instance i + s. */
async function startMatch(urls: string[], bots: Set<Bot>): Promise<void> {
  const index = matchCount++;
  const home = index % urls.length;
  // Every 1/BOT_SHARE-th match has the server's computer at seat 1.
  const computer = BOT_SHARE > 0 && Math.floor((index + 1) * BOT_SHARE) > Math.floor(index * BOT_SHARE);
  const { matchID, seats } = computer ? await createMatchAgainstComputer(urls[home]!) : await createJoinedMatch(urls[home]!, GAME, 2);
  allMatches.push(matchID);
  const mine: Bot[] = [];
  let over = false;
  const onOver = () => {
    if (over) return;
    over = true;
    mine.forEach((b) => {
      b.close();
      bots.delete(b);
    });
    if (!stopping) startMatch(urls, bots).catch(() => errors++);
  };
  for (const [s, seat] of seats.entries()) {
    const bot = new Bot(urls[(home + (SPREAD ? s : 0)) % urls.length]!, matchID, seat, onOver, computer);
    mine.push(bot);
    bots.add(bot);
  }
}

/** A match whose seat 1 the server plays (`bots`), seat 0 joined for a socket here. */
async function createMatchAgainstComputer(url: string): Promise<{ matchID: string; seats: Seat[] }> {
  const created = await request(url, 'POST', `/games/${GAME}/create`, { numPlayers: 2, bots: { '1': BOT_LEVEL } });
  if (created.status !== 200) throw new Error(`create failed: ${JSON.stringify(created.body)}`);
  const matchID = String(created.body.matchID);
  const joined = await request(url, 'POST', `/games/${GAME}/${matchID}/join`, { playerID: '0', playerName: 'player 0' });
  if (joined.status !== 200) throw new Error(`join failed: ${JSON.stringify(joined.body)}`);
  return { matchID, seats: [{ playerID: '0', credentials: String(joined.body.playerCredentials) }] };
}

/** The most computer decisions waiting for a thread, asked of every instance now and then. */
function watchBotQueue(urls: string[]): () => void {
  const timer = setInterval(() => {
    for (const url of urls) {
      void request(url, 'GET', '/health').then(
        ({ body }) => (maxQueued = Math.max(maxQueued, (body.bots as { queued?: number } | undefined)?.queued ?? 0)),
        () => undefined,
      );
    }
  }, 250);
  return () => clearInterval(timer);
}

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

/** The stored state must be what the stored log produces from the stored initial state. */
async function replayMismatches(
  get: (matchID: string) => Promise<StoredMatch | undefined>,
): Promise<{ checked: number; mismatched: string[]; storedMoves: number; finished: number }> {
  const mismatched: string[] = [];
  let checked = 0;
  let storedMoves = 0;
  let finished = 0;
  for (const matchID of allMatches) {
    const match = await get(matchID);
    if (!match) continue;
    storedMoves += match.log.filter((e) => e.action.type === 'MAKE_MOVE').length;
    if (!replaysToStoredState(GAME, match)) mismatched.push(matchID);
    if (match.state.ctx.gameover) finished++;
    checked++;
  }
  return { checked, mismatched, storedMoves, finished };
}

/** One SQLite server, or N instances on a shared PostgreSQL and Redis. */
async function startServers(): Promise<{
  urls: string[];
  pids: () => (number | undefined)[];
  output: () => string;
  get: (id: string) => Promise<StoredMatch | undefined>;
  stop: () => Promise<void>;
}> {
  if (INSTANCES <= 0) {
    const server = await ServerProcess.start(RAISED_LIMITS);
    let stored: StoredMatches | undefined;
    return {
      urls: [server.url],
      pids: () => [server.pid],
      output: () => server.output,
      get: async (id) => (stored ??= new StoredMatches(server.dataDir)).get(id),
      stop: async () => {
        stored?.close();
        await server.stop('SIGTERM');
        await server.dispose();
      },
    };
  }
  const cluster = await Cluster.start(INSTANCES, RAISED_LIMITS);
  return {
    urls: cluster.servers.map((s) => s.url),
    pids: () => cluster.servers.map((s) => s.pid),
    output: () => cluster.servers.map((s) => s.output).join('\n'),
    get: (id) => cluster.get(id),
    stop: () => cluster.stop(),
  };
}

async function main(): Promise<void> {
  const servers = await startServers();
  const bots = new Set<Bot>();
  try {
    const where =
      INSTANCES <= 0
        ? `one server (SQLite) on ${servers.urls[0]}`
        : `${INSTANCES} instance(s) on PostgreSQL + Redis (${servers.urls.join(', ')})${SPREAD ? ', seats of a match on different instances' : ', each match on one instance'}`;
    console.log(
      `${where}; ${MATCHES} concurrent ${GAME} matches${BOT_SHARE > 0 ? ` (${(BOT_SHARE * 100).toFixed(0)}% against the server's computer, ${BOT_LEVEL})` : ''}, ${SECONDS} s measured${RATE > 0 ? `, rate cap ${RATE} moves/s` : ', no rate cap'}`,
    );
    console.log(
      `load average at start: ${(await import('node:os'))
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    for (let i = 0; i < MATCHES; i += 20) {
      await Promise.all(Array.from({ length: Math.min(20, MATCHES - i) }, () => startMatch(servers.urls, bots)));
    }
    await new Promise((r) => setTimeout(r, 2_000)); // warm-up
    measuring = true;
    const stopWatching = BOT_SHARE > 0 ? watchBotQueue(servers.urls) : () => undefined;
    const started = (measureStart = performance.now());
    const serverCpuBefore = servers.pids().map(cpuSeconds);
    const ownCpuBefore = process.cpuUsage();
    await new Promise((r) => setTimeout(r, SECONDS * 1000));
    measuring = false;
    stopWatching();
    const elapsed = (performance.now() - started) / 1000;
    const serverBusy = servers.pids().map((pid, i) => (cpuSeconds(pid) - serverCpuBefore[i]!) / elapsed);
    const ownCpu = process.cpuUsage(ownCpuBefore);
    const ownBusy = (ownCpu.user + ownCpu.system) / 1e6 / elapsed;
    stopping = true;
    await new Promise((r) => setTimeout(r, 500)); // let in-flight moves land
    bots.forEach((b) => b.close());

    if (process.env.LOAD_DEBUG) console.log(`moves each second: ${perSecond.join(' ')}`);
    const sorted = [...latencies].sort((a, b) => a - b);
    console.log(`moves/s: ${(moves / elapsed).toFixed(0)}  (${moves} moves in ${elapsed.toFixed(1)} s)`);
    console.log(
      `round trip: p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${sorted.at(-1)?.toFixed(1)} ms`,
    );
    if (BOT_SHARE > 0) {
      const bots = [...botLatencies].sort((a, b) => a - b);
      const people = [...latenciesAgainstComputer].sort((a, b) => a - b);
      console.log(
        `of which against the computer: ${people.length}, p50 ${percentile(people, 50).toFixed(1)} ms, p99 ${percentile(people, 99).toFixed(1)} ms`,
      );
      console.log(
        `computer (${BOT_LEVEL}) moves: ${bots.length}, p50 ${percentile(bots, 50).toFixed(0)} ms, p99 ${percentile(bots, 99).toFixed(0)} ms, max ${bots.at(-1)?.toFixed(0)} ms; most decisions waiting for a thread: ${maxQueued}`,
      );
    }
    console.log(`errors: ${errors}`);
    const pct = (x: number) => `${(x * 100).toFixed(0)}%`;
    console.log(`CPU while measuring (share of one core): server ${serverBusy.map(pct).join(' + ')}, load generator ${pct(ownBusy)}`);
    const serverCpuMs = (serverBusy.reduce((a, b) => a + b, 0) * elapsed * 1000) / Math.max(moves, 1);
    console.log(
      `per move: server CPU ${serverCpuMs.toFixed(3)} ms, ${(received / Math.max(moves, 1) / 1024).toFixed(2)} KB sent to the seats`,
    );
    console.log(
      `load average at end: ${(await import('node:os'))
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    const serverErrors = servers
      .output()
      .split('\n')
      .filter((line) => /error/i.test(line));
    if (process.env.LOAD_DEBUG) console.log(servers.output().slice(-4000));
    if (serverErrors.length > 0)
      console.log(`server errors: ${serverErrors.length}, e.g. ${[...new Set(serverErrors)].slice(0, 3).join(' | ')}`);
    await new Promise((r) => setTimeout(r, 500));
    const { checked, mismatched, storedMoves, finished } = await replayMismatches(servers.get);
    console.log(`stored: ${checked} matches (${finished} finished), ${storedMoves} moves in all, warm-up included`);
    console.log(
      `replay check: ${checked} matches, ${mismatched.length} mismatches${mismatched.length ? `: ${mismatched.slice(0, 5).join(', ')}` : ''}`,
    );
    if (errors > 0 || mismatched.length > 0) process.exitCode = 1;
  } finally {
    await servers.stop();
  }
}

process.once('SIGINT', () => process.exit(130)); // so the server child is killed on the way out
await main();
