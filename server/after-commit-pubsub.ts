/**
 * The Master broadcasts a move's update *before* it writes the new state (same tick, then
 * `setState`). A client must never see a move that a crash could still lose, or one the database
 * refused (PostgreSQL refuses a stale write when two instances race on a match). So:
 * - `AfterCommitPubSub` holds every `update` / `patch` message until the storage reports the
 *   write of that match's state id: committed → published to the real pub/sub (in memory on one
 *   instance, Redis across instances); refused → dropped.
 * - `reportingCommits(storage, pubSub)` wraps a storage so each `setState` reports its outcome.
 *   An action the game refused (INVALID_MOVE) changes nothing, yet boardgame.io announces it to
 *   every socket of the match and writes the unchanged state back: that write is skipped and
 *   reported refused, so nobody hears of it (one packet must not cost a write and a broadcast).
 * - With `resyncAfterFailedWrites` (one instance, SQLite), a state write that fails (a full disk)
 *   sends the match to its sockets again as committed, in a `sync` message: boardgame.io has no
 *   error reply for a move, and this way no client keeps a state the server does not hold (a
 *   client that applied the move itself is set back; the mover may play again).
 * Other messages (match data, chat) carry nothing a crash could take back and go out on the next
 * turn of the event loop (after a synchronous SQLite write of the same tick has committed).
 *
 * With a shared database (`resendAfterConnections`), a seat that connects also gets the match's
 * latest committed state again: boardgame.io answers a sync, then registers the socket (and, for
 * the first seat on an instance, subscribes it to the match's Redis channel), so a move another
 * instance commits in between would be announced to nobody on this one, and that seat would
 * wait for a turn that already came. boardgame.io announces every connection change with a
 * `matchData` message; after it, the state and log are read from the database and published to
 * the match (`latestUpdate`). Clients ignore a state older than theirs and log entries they
 * already have.
 */
import type { LogEntry, Server, State, StorageAPI, SyncInfo } from 'boardgame.io';
import type { GenericPubSub } from 'boardgame.io/server';
import { ForwardingStorage } from './forwarding-storage';
import { publicSeats } from './public-seats';

/** What boardgame.io publishes on a match's channel: `{ type, args }`. */
interface Message {
  type: string;
  args: unknown[];
}

interface Held {
  stateID: number;
  channelId: string;
  payload: Message;
  timer: NodeJS.Timeout;
}

/** A held message whose write never reports is dropped after this long (it cannot happen in 0.50.2). */
const HOLD_LIMIT_MS = 30_000;

const isMessage = (payload: unknown): payload is Message =>
  typeof payload === 'object' && payload !== null && Array.isArray((payload as { args?: unknown }).args);

/** The match and new state id of a message that announces a state, else undefined. */
function announcedState(payload: unknown): { matchID: string; stateID: number } | undefined {
  if (!isMessage(payload)) return undefined;
  const state = payload.type === 'update' ? payload.args[1] : payload.type === 'patch' ? payload.args[3] : undefined;
  const matchID = payload.args[0];
  if (typeof matchID !== 'string' || typeof state !== 'object' || state === null) return undefined;
  const stateID = (state as { _stateID?: unknown })._stateID;
  return typeof stateID === 'number' ? { matchID, stateID } : undefined;
}

/** The in-process pub/sub of one instance (boardgame.io's InMemoryPubSub, typed). */
export class LocalPubSub<T> implements GenericPubSub<T> {
  private readonly channels = new Map<string, ((payload: T) => void)[]>();

  publish(channelId: string, payload: T): void {
    for (const callback of this.channels.get(channelId) ?? []) callback(payload);
  }

  subscribe(channelId: string, callback: (payload: T) => void): void {
    const callbacks = this.channels.get(channelId);
    if (callbacks) callbacks.push(callback);
    else this.channels.set(channelId, [callback]);
  }

  unsubscribeAll(channelId: string): void {
    this.channels.delete(channelId);
  }
}

/** A match's latest committed state and its whole log, or undefined if it is gone. */
export type LatestOf = (matchID: string) => Promise<{ state: State; log: LogEntry[] } | undefined>;

/**
 * The `update` message that sends a match's latest committed state again, or undefined if it is
 * gone. None before the first move: nothing can have been missed, and it would show a waiting
 * seat its hand (withheld-deal.ts).
 */
export async function latestUpdate(latest: LatestOf, matchID: string): Promise<Message | undefined> {
  const found = await latest(matchID);
  if (!found || found.state._stateID === 0) return undefined;
  return { type: 'update', args: [matchID, { ...found.state, deltalog: found.log }] };
}

/** What a `sync` message carries for a match as committed, or undefined if it is gone. */
export type SyncOf = (matchID: string) => Promise<SyncInfo | undefined>;

/** `SyncOf` from a storage, as boardgame.io's Master answers a sync (no credentials in it). */
export function committedSync(db: StorageAPI.Async): SyncOf {
  return async (matchID) => {
    const { state, log, initialState, metadata } = await db.fetch(matchID, { state: true, log: true, initialState: true, metadata: true });
    if (!state || !metadata) return undefined;
    return { state, log, initialState, filteredMetadata: publicSeats(metadata) };
  };
}

export class AfterCommitPubSub<T> implements GenericPubSub<T> {
  private readonly held = new Map<string, Held[]>();
  private latest: LatestOf | undefined;
  private syncOf: SyncOf | undefined;

  constructor(private readonly inner: GenericPubSub<T> = new LocalPubSub<T>()) {}

  /** After each connection change, publish the match's latest state again (see above). */
  resendAfterConnections(latest: LatestOf): void {
    this.latest = latest;
  }

  /**
   * After a failed state write, sync the match's sockets to its committed state (see above).
   * Not with a shared database: there a refused write means another instance's newer state is
   * on its way to every client, and a state read now could arrive after it.
   */
  resyncAfterFailedWrites(syncOf: SyncOf): void {
    this.syncOf = syncOf;
  }

  publish(channelId: string, payload: T): void {
    const announced = announcedState(payload);
    if (!announced) {
      setImmediate(() => this.inner.publish(channelId, payload));
      if (this.latest && isMessage(payload) && payload.type === 'matchData' && typeof payload.args[0] === 'string') {
        const matchID = payload.args[0];
        latestUpdate(this.latest, matchID).then(
          (update) => update && this.inner.publish(channelId, update as T),
          () => undefined, // the next connection or move brings the state anyway
        );
      }
      return;
    }
    const { matchID, stateID } = announced;
    const timer = setTimeout(() => this.release(matchID, stateID, false), HOLD_LIMIT_MS);
    timer.unref();
    const list = this.held.get(matchID);
    const entry: Held = { stateID, channelId, payload: payload as Message, timer };
    if (list) list.push(entry);
    else this.held.set(matchID, [entry]);
  }

  subscribe(channelId: string, callback: (payload: T) => void): void {
    this.inner.subscribe(channelId, callback);
  }

  unsubscribeAll(channelId: string): void {
    this.inner.unsubscribeAll(channelId);
  }

  /** The storage wrote state `stateID` of `matchID`: publish what announced it. */
  committed(matchID: string, stateID: number): void {
    this.release(matchID, stateID, true);
  }

  /** The storage refused (or failed) that write: nobody hears of it. */
  refused(matchID: string, stateID: number): void {
    const [channelId] = this.release(matchID, stateID, false);
    if (!this.syncOf || channelId === undefined) return;
    this.syncOf(matchID).then(
      // Straight to the channel, not on the next turn of the event loop like other messages: the
      // state was read just now, and a move committed later must be published after it.
      (sync) => sync && this.inner.publish(channelId, { type: 'sync', args: [matchID, sync] } as T),
      () => undefined, // the store cannot be read either: /health says so
    );
  }

  /**
   * Nothing was written because nothing changed (an action the game refused): nobody hears of
   * it, not even with a re-sync, which would hand every junk packet a broadcast of the match.
   */
  unchanged(matchID: string, stateID: number): void {
    this.release(matchID, stateID, false);
  }

  /** Messages still waiting for their write (for tests and diagnostics). */
  get waiting(): number {
    let n = 0;
    for (const list of this.held.values()) n += list.length;
    return n;
  }

  /** Publishes or drops what announced `stateID`; returns the channels it was for. */
  private release(matchID: string, stateID: number, publish: boolean): string[] {
    const list = this.held.get(matchID);
    if (!list) return [];
    const remaining: Held[] = [];
    const channels: string[] = [];
    for (const entry of list) {
      if (entry.stateID !== stateID) {
        remaining.push(entry);
        continue;
      }
      clearTimeout(entry.timer);
      channels.push(entry.channelId);
      if (publish) this.inner.publish(entry.channelId, entry.payload as T);
    }
    if (remaining.length > 0) this.held.set(matchID, remaining);
    else this.held.delete(matchID);
    return channels;
  }
}

/** A match's seats: who sits in each (name) and with what credentials. */
export type Seats = Server.MatchData['players'];

/** The lobby's metadata says the match is over. */
export const isOver = (metadata: Pick<Server.MatchData, 'gameover'>): boolean =>
  metadata.gameover !== undefined && metadata.gameover !== null;

/** boardgame.io's list filters, and the public list's own: only the matches not unlisted (`match-list.ts`). */
export interface MatchListOpts extends StorageAPI.ListMatchesOpts {
  listedOnly?: boolean;
}

/** The storage API plus what the server needs from it besides boardgame.io. */
export interface ServerStorage extends StorageAPI.Async {
  listMatches(opts?: MatchListOpts): Promise<string[]>;
  /** The game of a match, or undefined if there is none (for the socket guards). */
  gameOf(matchID: string): string | undefined | Promise<string | undefined>;
  /**
   * A match's seats as committed (read-only), or undefined if there is none (for the checks of
   * every message). Never an object changed in place: once a seat changes, a new object (checks
   * may remember which object they passed).
   */
  seatsOf(matchID: string): Seats | undefined | Promise<Seats | undefined>;
  /**
   * The seats object of `seatsOf` that a fetch's seats (`fetched`, the caller's own copy) were
   * read from, if the store knows it (SQLite: a new one at any change of the metadata but its
   * `updatedAt`): a write made from them can tell by identity that nothing changed since
   * (`seat-keeping-writes.ts`).
   */
  seatsFetchedFrom?(fetched: Seats): Seats | undefined;
  close(): void | Promise<void>;
}

interface CommitListener {
  committed(matchID: string, stateID: number): void;
  refused(matchID: string, stateID: number): void;
  /** Nothing was written because nothing happened (an action the game refused). */
  unchanged(matchID: string, stateID: number): void;
}

/** `storage`, reporting the outcome of each state write to `listener`. */
export function reportingCommits(storage: ServerStorage, listener: CommitListener): ServerStorage {
  return new ReportingStorage(storage, listener);
}

class ReportingStorage extends ForwardingStorage {
  /** Per match, whether the state write just asked for is a refused action's (see setState). */
  private readonly refusals = new Map<string, Promise<boolean>>();

  constructor(
    inner: ServerStorage,
    private readonly listener: CommitListener,
  ) {
    super(inner);
  }

  // Not async: every move passes here (a move has a log entry), and costs one `then`.
  override setState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<void> {
    if (!deltalog?.length) return this.setStateUnlessRefused(matchID, state, deltalog);
    this.refusals.delete(matchID);
    return this.committing(matchID, state, deltalog);
  }

  /**
   * boardgame.io announces and writes back even an action the game refused (INVALID_MOVE): the
   * state it read, unchanged. Storing and announcing nothing leaves a flood of refused moves
   * nothing to amplify. Any action taken has a log entry or a new state id.
   */
  private async setStateUnlessRefused(matchID: string, state: State, deltalog?: LogEntry[]): Promise<void> {
    const refused = this.inner.fetch(matchID, { state: true }).then(
      ({ state: stored }) => stored?._stateID === state._stateID,
      () => false, // unknown: the write below decides, as without this check
    );
    // The Master asks for the action's metadata write right after (seat-keeping-writes.ts may
    // first read the seats): the next metadata write of the match checks it.
    this.refusals.set(matchID, refused);
    if (await refused) {
      this.listener.unchanged(matchID, state._stateID);
      return;
    }
    return this.committing(matchID, state, deltalog);
  }

  private committing(matchID: string, state: State, deltalog?: LogEntry[]): Promise<void> {
    return this.inner.setState(matchID, state, deltalog).then(
      () => this.listener.committed(matchID, state._stateID),
      (error: unknown) => {
        this.listener.refused(matchID, state._stateID);
        throw error;
      },
    );
  }

  // Not async: every move passes here, and a pass-through should not cost a promise of its own.
  override setMetadata(matchID: string, metadata: Server.MatchData): Promise<void> {
    const refused = this.refusals.get(matchID);
    if (!refused) return this.inner.setMetadata(matchID, metadata);
    this.refusals.delete(matchID);
    // A refused action's metadata write only moves updatedAt: nothing happened, nothing to store.
    // Told by what it writes, not by when it comes: the Master writes no metadata after some
    // refusals (a match over), and another write (the lobby's) must not be taken for it.
    return refused.then(async (unchanged) => {
      if (unchanged && (await this.onlyMovesUpdatedAt(matchID, metadata))) return;
      await this.inner.setMetadata(matchID, metadata);
    });
  }

  private async onlyMovesUpdatedAt(matchID: string, metadata: Server.MatchData): Promise<boolean> {
    const { metadata: stored } = await this.inner.fetch(matchID, { metadata: true });
    if (!stored) return false;
    const { updatedAt: _stored, ...before } = stored;
    const { updatedAt: _written, ...after } = metadata;
    return JSON.stringify(before) === JSON.stringify(after);
  }
}
