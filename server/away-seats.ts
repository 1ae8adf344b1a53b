/**
 * Since when each seat has been away, as this instance saw it: the clock a claim of the win
 * reads (`claim-win.ts`). A seat is here while a socket synced as it is registered on this
 * instance (`SeatCheckedSocketIO.hasSeatSocket`); the transport says when its first socket comes
 * and its last one goes. boardgame.io's stored flag (`isConnected`) cannot be the clock: it turns
 * false when any one of a seat's sockets goes, though another is still open (a second tab, a
 * phone's new connection before the old one timed out), and it stays true when a socket re-syncs
 * to another match (found by the attacker: a claim granted against a player still playing, and
 * a claim dodged for good).
 * The clock starts no earlier than the match's last change either (a move, or a seat taken or
 * given back): a creator who closed the page while the table filled is not claimable the moment
 * the last player sits down (QA: a claim won before the away player ever had a turn).
 * What this instance did not see (a restart, a seat never connected) starts counting when it is
 * first asked about: a claim can come later than it could, never sooner.
 */
import type { LogEntry, Server, State } from 'boardgame.io';
import type { ServerStorage } from './after-commit-pubsub';
import { ForwardingStorage } from './forwarding-storage';
import type { SeatPresence } from './seat-checked-transport';

/**
 * A seat as a claim sees it: a socket of it connected (here, or on another instance alive), and
 * when another instance last saw one (`postgres-seat-presence.ts`).
 */
export interface SeatSeen {
  here: boolean;
  lastSeenAt?: number;
}

export class AwaySeats implements SeatPresence {
  /** Per match under way, when each of its seats was last seen go. */
  private readonly since = new Map<string, Map<string, number>>();
  /** Per match under way, when it last changed (a move, a seat taken or given back). */
  private readonly changed = new Map<string, number>();
  /** Per match under way, which seats were taken at its last metadata write (`x` taken, `-` free). */
  private readonly seatsTaken = new Map<string, string>();

  constructor(private readonly now: () => number = Date.now) {}

  online(matchID: string, playerID: string): void {
    this.since.get(matchID)?.delete(playerID);
  }

  /**
   * Noted only for a match this instance knows to be under way: the sockets of a match that just
   * ended go after it ended, and their notes were never forgotten (two per finished match, and
   * each end went through all of them). A match not known yet is counted from the first claim.
   */
  offline(matchID: string, playerID: string): void {
    if (!this.changed.has(matchID) && !this.seatsTaken.has(matchID)) return;
    let seats = this.since.get(matchID);
    if (!seats) this.since.set(matchID, (seats = new Map()));
    seats.set(playerID, this.now());
  }

  /** The match changed (a move, a seat taken or given back): whoever it waits for now, waits from now. */
  matchChanged(matchID: string): void {
    this.changed.set(matchID, this.now());
  }

  /**
   * How long the match has waited for the seat while it was away (0 if only now seen so), or
   * undefined while it is here. `seenElsewhereAt`: when another instance last saw the seat (its
   * socket may have been there since this one saw it go).
   */
  awayMs(matchID: string, playerID: string, here: boolean, seenElsewhereAt = 0): number | undefined {
    if (here) {
      this.online(matchID, playerID);
      return undefined;
    }
    const now = this.now();
    let changed = this.changed.get(matchID);
    if (changed === undefined) this.changed.set(matchID, (changed = now));
    let seats = this.since.get(matchID);
    if (!seats) this.since.set(matchID, (seats = new Map()));
    let since = seats.get(playerID);
    if (since === undefined) seats.set(playerID, (since = now));
    return Math.max(0, now - Math.max(since, changed, seenElsewhereAt));
  }

  /** When a seat of the match last went away, if one is away now and this instance saw it go. */
  lastLeft(matchID: string): number | undefined {
    const seats = this.since.get(matchID);
    return seats && seats.size > 0 ? Math.max(...seats.values()) : undefined;
  }

  /** How many matches it keeps a clock for: those seen under way here, and not yet seen end or go (for /health). */
  underWay(): number {
    return new Set([...this.since.keys(), ...this.changed.keys(), ...this.seatsTaken.keys()]).size;
  }

  /** Nobody is waited for in a match over or gone. */
  forget(matchID: string): void {
    this.since.delete(matchID);
    this.changed.delete(matchID);
    this.seatsTaken.delete(matchID);
  }

  /** A metadata write: the match changed if a seat was taken or given back since the last one. */
  seatsWritten(matchID: string, metadata: Server.MatchData): void {
    let taken = '';
    for (const id in metadata.players) taken += metadata.players[id]!.name ? 'x' : '-';
    const before = this.seatsTaken.get(matchID);
    this.seatsTaken.set(matchID, taken);
    if (before !== undefined && before !== taken) this.matchChanged(matchID);
  }
}

/** The storage, telling `away` when a match changes (a move, a seat) and when it ends or goes. */
export function timingMatches(storage: ServerStorage, away: AwaySeats): ServerStorage {
  return new MatchTimingStorage(storage, away);
}

class MatchTimingStorage extends ForwardingStorage {
  constructor(
    inner: ServerStorage,
    private readonly away: AwaySeats,
  ) {
    super(inner);
  }

  // One `then` each, not an async function's promise and its await: every move passes here.
  override setState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<void> {
    return this.inner.setState(matchID, state, deltalog).then(() => {
      // The last move's state ends the match as its metadata does, whichever is stored first.
      if (state.ctx.gameover !== undefined) this.away.forget(matchID);
      else this.away.matchChanged(matchID);
    });
  }

  override setMetadata(matchID: string, metadata: Server.MatchData): Promise<void> {
    return this.inner.setMetadata(matchID, metadata).then(() => {
      if (metadata.gameover !== undefined && metadata.gameover !== null) this.away.forget(matchID);
      else this.away.seatsWritten(matchID, metadata);
    });
  }

  override async wipe(matchID: string): Promise<void> {
    await this.inner.wipe(matchID);
    this.away.forget(matchID);
  }
}
