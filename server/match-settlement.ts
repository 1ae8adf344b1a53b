/**
 * Recording finished matches for the players (#21 items 4 and 5): each finished match with a
 * bound seat (`data.player`, `player-binding.ts`) is recorded once in the player store: a result
 * for every bound player's history and, for a rated match, new ratings (`ratings.ts`).
 *
 * When: right after the storage commits the state that ends a match (`settlingFinishedMatches`
 * wraps the storage: a state write that did not commit records nothing), and, because the server
 * may die between that commit and the recording, by `reconcile`: at start-up and then every
 * CLEANUP_INTERVAL_MINUTES, it looks for finished matches not recorded yet. Recording is
 * idempotent (the store's settled mark, in the recording's own transaction), so a match found
 * twice, or by two instances, is recorded once. A recording that fails (a full disk) is tried
 * again by the next reconcile; the cleanup job removes finished matches only MATCH_TTL_HOURS
 * after they end.
 */
import type { LogEntry, Server, State, StorageAPI } from 'boardgame.io';
import { RESIGN, resignedOutcomeOf } from '../games/common/resign';
import { findGame } from '../games';
import { botLevelOf } from './bot-seats';
import type { LoadedGame } from '../games/common/meta';
import type { ServerStorage } from './after-commit-pubsub';
import { ForwardingStorage } from './forwarding-storage';
import { playerOf } from './player-binding';
import type { PlayerStore } from './player-store';
import type { Settlement, SettledSeat } from './ratings';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What a finished match is for the players, or undefined if it is not finished (or its game is
 * not served). `rated` says whether its game and setup count; the store rates it only if its
 * seats can be rated too (`ratable`).
 */
export function settlementOf(
  served: readonly LoadedGame[],
  matchID: string,
  metadata: Server.MatchData,
  state: Pick<State, 'ctx'>,
): Settlement | undefined {
  const gameover: unknown = state.ctx.gameover;
  const loaded = served.find((s) => s.definition.name === metadata.gameName);
  if (!loaded || !isRecord(gameover)) return undefined;
  const { definition } = loaded;
  const numPlayers = state.ctx.numPlayers;
  const spec = findGame(metadata.gameName)?.rating;
  const resigned = resignedOutcomeOf(gameover);
  const seats = Object.values(metadata.players)
    .sort((a, b) => a.id - b.id)
    .map((seat): SettledSeat => {
      const id = String(seat.id);
      const side = definition.isPlayer(id) ? definition.sideOf(numPlayers, id) : id;
      const score = gameover.draw === true ? 0.5 : gameover.winner === side ? 1 : 0;
      const player = playerOf(seat);
      const bot = botLevelOf(seat);
      return {
        seat: id,
        name: typeof seat.name === 'string' ? seat.name : '',
        side,
        score,
        ...(player ? { player } : {}),
        ...(bot ? { bot, ...(spec ? { botRating: spec.bots[bot] } : {}) } : {}),
        ...(resigned?.resigned === id ? { gaveUp: resigned.reason } : {}),
      };
    });
  const rated = spec?.rated(metadata.setupData, numPlayers) ?? false;
  return {
    matchID,
    game: metadata.gameName,
    finishedAt: metadata.updatedAt,
    rated,
    ...(rated ? {} : { unrated: 'setup' as const }),
    seats,
  };
}

/** The seats that made a move of their own in `log` (a resignation is not one). */
export function seatsThatMoved(log: readonly LogEntry[]): Set<string> {
  return new Set(
    log.flatMap(({ action }) => (action.type === 'MAKE_MOVE' && action.payload.type !== RESIGN ? [String(action.payload.playerID)] : [])),
  );
}

/**
 * Whether every seat made a move of its own before the match ended. A match resigned or claimed
 * before that is unrated, as lichess aborts a game before each side's first move: two accounts of
 * one person once took one of them to the top of the leaderboard by resigning at once, 30 such
 * wins reaching the hard computer's rating, with no game played.
 */
export function everySeatMoved(settlement: Pick<Settlement, 'seats'>, log: readonly LogEntry[]): boolean {
  const moved = seatsThatMoved(log);
  return settlement.seats.every((seat) => moved.has(seat.seat));
}

export type SettleOutcome = 'settled' | 'already' | 'nobody' | 'unfinished';

export interface SettlerOptions {
  db: StorageAPI.Async;
  store: PlayerStore;
  served: readonly LoadedGame[];
  log?: (line: string) => void;
}

export class Settler {
  /** Finished matches known to be recorded, or to have nobody to record for: not read again. */
  private readonly done = new Set<string>();
  private reconciling: Promise<number> | undefined;

  constructor(private readonly options: SettlerOptions) {}

  private log(line: string): void {
    (this.options.log ?? console.error)(line);
  }

  /** Records a match if it is finished and not recorded yet. */
  async settle(matchID: string): Promise<SettleOutcome> {
    if (this.done.has(matchID)) return 'already';
    const { state, metadata } = await this.options.db.fetch(matchID, { state: true, metadata: true });
    if (!state || !metadata) return 'unfinished';
    const finished = settlementOf(this.options.served, matchID, metadata, state);
    if (!finished) return 'unfinished';
    if (!finished.seats.some((seat) => seat.player)) {
      this.done.add(matchID);
      return 'nobody';
    }
    // The whole log is read (and parsed) only for a match that is recorded and could be rated:
    // every match ends here, most with nobody to record for.
    const log = finished.rated ? ((await this.options.db.fetch(matchID, { log: true })).log ?? []) : [];
    const settlement: Settlement =
      finished.rated && !everySeatMoved(finished, log) ? { ...finished, rated: false, unrated: 'unplayed' } : finished;
    const outcome = await this.options.store.settle(settlement);
    this.done.add(matchID);
    return outcome;
  }

  /** The storage committed a state that ends `matchID`: record it (errors are logged; reconcile tries again). */
  finished(matchID: string): void {
    this.settle(matchID).catch((error: unknown) => this.log(`players: match ${matchID} not recorded yet: ${messageOf(error)}`));
  }

  /** Records every finished match not recorded yet; the number recorded now. One run at a time. */
  reconcile(): Promise<number> {
    this.reconciling ??= this.reconcileOnce().finally(() => (this.reconciling = undefined));
    return this.reconciling;
  }

  private async reconcileOnce(): Promise<number> {
    const listed = await this.options.db.listMatches({ where: { isGameover: true } });
    // Forget what the cleanup removed: the memo stays as large as the stored finished matches.
    const stored = new Set(listed);
    for (const id of this.done) if (!stored.has(id)) this.done.delete(id);
    const finished = listed.filter((id) => !this.done.has(id));
    for (const id of await this.options.store.settledAmong(finished)) this.done.add(id);
    let recorded = 0;
    for (const matchID of finished) {
      if (this.done.has(matchID)) continue;
      try {
        if ((await this.settle(matchID)) === 'settled') recorded++;
      } catch (error) {
        this.log(`players: match ${matchID} not recorded yet: ${messageOf(error)}`);
      }
    }
    return recorded;
  }

  /** Runs `reconcile` every `intervalMs` (0: never); returns a function that stops it. */
  every(intervalMs: number): () => void {
    if (intervalMs <= 0) return () => undefined;
    const timer = setInterval(() => {
      this.reconcile().then(
        (n) => n > 0 && console.log(`players: recorded ${n} finished match(es) found unrecorded`),
        (error: unknown) => this.log(`players: the search for unrecorded matches failed: ${messageOf(error)}`),
      );
    }, intervalMs);
    timer.unref();
    return () => clearInterval(timer);
  }
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** `storage`, telling `settler` of every committed state that ends a match. */
export function settlingFinishedMatches(storage: ServerStorage, settler: Pick<Settler, 'finished'>): ServerStorage {
  return new SettlingStorage(storage, settler);
}

class SettlingStorage extends ForwardingStorage {
  constructor(
    inner: ServerStorage,
    private readonly settler: Pick<Settler, 'finished'>,
  ) {
    super(inner);
  }

  override setState(matchID: string, state: State, deltalog?: Parameters<ServerStorage['setState']>[2]): Promise<void> {
    // One `then`, not an async function's promise and its await: every move passes here.
    return this.inner.setState(matchID, state, deltalog).then(() => {
      if (state.ctx.gameover !== undefined) this.settler.finished(matchID);
    });
  }
}
