/**
 * One live match under fuzz: its seats' legitimate clients (which only ever make legitimate
 * moves), a spectator, and the fuzz sockets that send hostile packets about it, each connected
 * differently (a seat with its credentials, with wrong ones or another seat's, none, a spectator,
 * never synced, the other game's namespace). `fuzzMatch` alternates a batch of hostile packets
 * with one legitimate move until the game is over, then sends a last batch at the finished match.
 */
import { seededRng } from '../../../games/common/random';
import { recipes, type Packet, type Recipe, type Shot, type Target } from './fuzz-packets';
import { onOwnSocket, WatchedSocket } from './fuzz-sockets';
import { couldBeAccepted, STATE_ID_CAP, type MatchFacts } from './fuzz-verdict';
import { actingPlayer, type GameCase } from './game-cases';
import { createJoinedMatch, type Seat } from './lobby';
import { SeatClient } from './seat-client';
import type { StoredMatch, StoredMatches } from './stored';

export interface LegitMove {
  playerID: string;
  move: string;
  args: unknown[];
}

/** How a fuzz socket connects: the sync it sends first (none: it never syncs). */
interface FuzzSocketPlan {
  label: string;
  otherNamespace?: boolean;
  sync?: (seats: readonly Seat[]) => [playerID: string | null, credentials: string | undefined];
}

const FUZZ_SOCKETS: FuzzSocketPlan[] = [
  { label: 'seat 0 with its credentials', sync: (seats) => ['0', seats[0]!.credentials] },
  { label: 'seat 0 with wrong credentials', sync: () => ['0', 'wrong'] },
  { label: "seat 0 with seat 1's credentials", sync: (seats) => ['0', seats[1]!.credentials] },
  { label: 'seat 1 without credentials', sync: () => ['1', undefined] },
  { label: 'a spectator', sync: () => [null, undefined] },
  { label: 'never synced' },
  { label: "the other game's namespace, as seat 0", otherNamespace: true, sync: (seats) => ['0', seats[0]!.credentials] },
];

/** Legitimate moves stop here at the latest (far below the state ids the verdict deems unreachable). */
const MOVE_CAP = 300;
if (MOVE_CAP >= STATE_ID_CAP) throw new Error('MOVE_CAP must stay below STATE_ID_CAP');

export interface MatchPlan {
  numPlayers: number;
  setupData: unknown;
  /** Hostile packets sent before each legitimate move. */
  junkPerMove: number;
  /** Hostile packets sent once the game is over (or its legitimate moves are done). */
  junkAfterGame: number;
  /** Legitimate moves stop after this many, even if the game goes on (default: to the end). */
  movesAtMost?: number;
}

export class LiveMatch {
  readonly accepted: LegitMove[] = [];
  /** Oracle failures seen during the run (the run goes on with the other matches). */
  readonly problems: string[] = [];
  readonly movers = new Map<string, SeatClient>();
  readonly fuzzSockets: WatchedSocket[] = [];
  readonly facts: MatchFacts;
  readonly spectator: SeatClient;

  private constructor(
    readonly gameCase: GameCase,
    readonly plan: MatchPlan,
    readonly matchID: string,
    readonly seats: readonly Seat[],
    /** As stored once every seat had joined, before any socket. */
    readonly before: StoredMatch,
    base: string,
  ) {
    this.facts = { game: gameCase.name, definition: gameCase.definition, seats, stateID: 0, G: before.state.G };
    for (const seat of seats) this.movers.set(seat.playerID, new SeatClient(base, gameCase.name, matchID, seat.playerID, seat.credentials));
    this.spectator = new SeatClient(base, gameCase.name, matchID, null);
  }

  static async open(base: string, stored: StoredMatches, gameCase: GameCase, plan: MatchPlan): Promise<LiveMatch> {
    const { matchID, seats } = await createJoinedMatch(base, gameCase.name, plan.numPlayers, plan.setupData);
    const match = new LiveMatch(gameCase, plan, matchID, seats, stored.get(matchID)!, base);
    for (const client of [...match.movers.values(), match.spectator]) {
      if (!(await client.sync())) throw new Error(`${gameCase.name} ${matchID}: seat ${client.playerID} could not sync`);
    }
    return match;
  }

  /** Connects the fuzz sockets; `secrets` are every seat's credentials, which none may receive. */
  async connectFuzzSockets(base: string, otherGame: string, secrets: readonly string[]): Promise<void> {
    for (const plan of FUZZ_SOCKETS) {
      const namespace = plan.otherNamespace ? otherGame : this.gameCase.name;
      const socket = new WatchedSocket(base, namespace, plan.label, secrets);
      if (!(await socket.connected())) throw new Error(`fuzz socket "${plan.label}" did not connect`);
      if (plan.sync) socket.socket.emit('sync', this.matchID, ...plan.sync(this.seats), this.seats.length);
      this.fuzzSockets.push(socket);
    }
  }

  /** Every socket of the match the test opened. */
  close(): void {
    for (const client of [...this.movers.values(), this.spectator]) client.close();
    for (const socket of this.fuzzSockets) socket.close();
  }
}

/** What every match's fuzzing shares. */
export interface FuzzRun {
  base: string;
  seed: number;
  stored: StoredMatches;
  /** Every live match by id, as the verdict knows them. */
  facts: ReadonlyMap<string, MatchFacts>;
  moveNamesOf(game: string): string[];
  /** Packets sent (and left unsent) by kind. */
  counts: Map<string, number>;
  /** How each socket of its own ended (`oversize`: over the size limit; `raw`: protocol violations). */
  ownSockets: Promise<{ kind: 'oversize' | 'raw'; closedBecause: string | undefined }>[];
}

const count = (run: FuzzRun, kind: string) => run.counts.set(kind, (run.counts.get(kind) ?? 0) + 1);

function shown(packet: Packet): string {
  let args: string;
  try {
    args = JSON.stringify(packet.args);
  } catch (error) {
    args = `(not JSON: ${String(error)})`;
  }
  return `${packet.event}${packet.ack ? ' (with ack)' : ''} ${args.length > 400 ? `${args.slice(0, 400)}...` : args}`;
}

/** Sends one shot unless the server could accept it; returns what was sent, for failure messages. */
function fire(run: FuzzRun, match: LiveMatch, shot: Shot): string | undefined {
  if (shot.kind === 'raw') {
    count(run, 'raw frames (own socket)');
    run.ownSockets.push(
      onOwnSocket(run.base, match.gameCase.name, (s) => s.writeRaw(shot.frames)).then((why) => ({ kind: 'raw', closedBecause: why })),
    );
    return `raw frames ${JSON.stringify(shot.frames.map(String)).slice(0, 300)}`;
  }
  const socket = shot.kind === 'packet' ? match.fuzzSockets[shot.socket % match.fuzzSockets.length]! : undefined;
  const namespace = socket?.namespace ?? match.gameCase.name;
  if (couldBeAccepted(namespace, shot.packet, run.facts)) {
    count(run, 'not sent (the server could accept it)');
    return undefined;
  }
  if (shot.kind === 'oversize') {
    count(run, 'over 64 KB (own socket)');
    run.ownSockets.push(
      onOwnSocket(run.base, namespace, (s) => s.emit(shot.packet)).then((why) => ({ kind: 'oversize', closedBecause: why })),
    );
  } else if (socket!.emit(shot.packet)) {
    count(run, shot.label);
  } else {
    count(run, 'not sent (socket.io-client cannot encode it)');
    return undefined;
  }
  return `${socket?.label ?? 'own socket'}: ${shown(shot.packet)}`;
}

function targetOf(run: FuzzRun, match: LiveMatch, acting: string | undefined, legal: Target['legal']): Target {
  const { definition } = match.gameCase;
  const ids = [...run.facts.entries()].filter(([id]) => id !== match.matchID);
  const game = match.gameCase.name;
  return {
    game,
    matchID: match.matchID,
    seats: match.seats,
    stateID: match.facts.stateID,
    acting,
    legal,
    legalMoves: acting === undefined ? [] : definition.engine.legalActions(match.facts.G, acting).map(definition.toMove),
    moveNames: run.moveNamesOf(game),
    otherGameMoveNames: [...run.facts.values()].filter((f) => f.game !== game).flatMap((f) => run.moveNamesOf(f.game)),
    sameGameMatchIDs: ids.filter(([, f]) => f.game === game).map(([id]) => id),
    otherGameMatchIDs: ids.filter(([, f]) => f.game !== game).map(([id]) => id),
  };
}

/** The match's recipes, drawn in chunks (one sample per round would cost more than the packets). */
function recipeStream(seed: number): (n: number) => Recipe[] {
  const drawn: Recipe[] = [];
  let chunk = 0;
  return (n) => {
    while (drawn.length < n) drawn.push(...recipes(seed + chunk++, 500));
    return drawn.splice(0, n);
  };
}

/**
 * Fuzzes one match to the end of its game (or of its legitimate moves). Before each batch the stored match must be exactly
 * where the legitimate moves took it; a failure names the packets of the batch before.
 */
export async function fuzzMatch(run: FuzzRun, match: LiveMatch, index: number): Promise<void> {
  const { plan, gameCase, matchID } = match;
  const draw = recipeStream(run.seed + 1_000 * index);
  let lastBatch: string[] = ['(none yet)'];
  for (let round = 0; ; round++) {
    const { state, log } = run.stored.get(matchID)!;
    if (state._stateID !== match.accepted.length) {
      const unexpected = log.filter((entry) => entry._stateID >= match.accepted.length).map((entry) => JSON.stringify(entry));
      match.problems.push(
        `state id ${state._stateID} after ${match.accepted.length} legitimate moves, with ${unexpected.join(', ')}; ` +
          `packets since the last legitimate move:\n${lastBatch.join('\n')}`,
      );
      return;
    }
    match.facts.stateID = state._stateID;
    match.facts.G = state.G;
    const over = state.ctx.gameover !== undefined || match.accepted.length >= Math.min(plan.movesAtMost ?? MOVE_CAP, MOVE_CAP);
    const acting = state.ctx.gameover === undefined ? actingPlayer(state.ctx) : undefined;
    const rng = seededRng(`${run.seed}:${index}:${round}`);
    const legal = acting === undefined ? undefined : gameCase.randomMove(state.G, state.ctx, acting, rng);
    const target = targetOf(run, match, acting, legal);
    const batch = draw(over ? plan.junkAfterGame : plan.junkPerMove);
    lastBatch = batch.flatMap((recipe) => fire(run, match, recipe(target)) ?? []);
    // Mostly handled while the match is still where the packets were aimed (stale afterwards).
    await new Promise((r) => setTimeout(r, 10));
    if (over || acting === undefined) return;
    const move = gameCase.randomMove(state.G, state.ctx, acting, rng);
    const mover = match.movers.get(acting)!;
    const ready = await mover.until(() => mover.stateID >= match.accepted.length, 10_000);
    if (mover.stateID > match.accepted.length) continue; // a hostile packet moved the match on: the next round says which
    if (!ready || !(await mover.move(move.move, move.args, 10_000))) {
      match.problems.push(`seat ${acting}'s legitimate move ${JSON.stringify(move)} at state ${state._stateID} was not accepted`);
      return;
    }
    match.accepted.push({ playerID: acting, ...move });
    count(run, 'legitimate moves');
  }
}
