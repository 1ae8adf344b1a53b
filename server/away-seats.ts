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

export class AwaySeats implements SeatPresence {
  /** `<matchID>:<seat>` → when the seat was last seen go. */
  private readonly since = new Map<string, number>();
  /** `<matchID>` → when the match last changed (a move, a seat taken or given back). */
  private readonly changed = new Map<string, number>();
  /** `<matchID>` → which seats were taken at its last metadata write (`x` taken, `-` free). */
  private readonly seatsTaken = new Map<string, string>();

  constructor(private readonly now: () => number = Date.now) {}

  online(matchID: string, playerID: string): void {
    this.since.delete(`${matchID}:${playerID}`);
  }

  offline(matchID: string, playerID: string): void {
    this.since.set(`${matchID}:${playerID}`, this.now());
  }

  /** The match changed (a move, a seat taken or given back): whoever it waits for now, waits from now. */
  matchChanged(matchID: string): void {
    this.changed.set(matchID, this.now());
  }

  /**
   * How long the match has waited for the seat while it was away (0 if only now seen so), or
   * undefined while it is here.
   */
  awayMs(matchID: string, playerID: string, here: boolean): number | undefined {
    const key = `${matchID}:${playerID}`;
    if (here) {
      this.since.delete(key);
      return undefined;
    }
    const now = this.now();
    let since = this.since.get(key);
    if (since === undefined) this.since.set(key, (since = now));
    let changed = this.changed.get(matchID);
    if (changed === undefined) this.changed.set(matchID, (changed = now));
    return now - Math.max(since, changed);
  }

  /** Nobody is waited for in a match over or gone. */
  forget(matchID: string): void {
    for (const key of this.since.keys()) if (key.startsWith(`${matchID}:`)) this.since.delete(key);
    this.changed.delete(matchID);
    this.seatsTaken.delete(matchID);
  }

  /** A metadata write: the match changed if a seat was taken or given back since the last one. */
  seatsWritten(matchID: string, metadata: Server.MatchData): void {
    const taken = Object.values(metadata.players)
      .map((seat) => (seat.name ? 'x' : '-'))
      .join('');
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

  override async setState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<void> {
    await this.inner.setState(matchID, state, deltalog);
    this.away.matchChanged(matchID);
  }

  override async setMetadata(matchID: string, metadata: Server.MatchData): Promise<void> {
    await this.inner.setMetadata(matchID, metadata);
    if (metadata.gameover !== undefined && metadata.gameover !== null) this.away.forget(matchID);
    else this.away.seatsWritten(matchID, metadata);
  }

  override async wipe(matchID: string): Promise<void> {
    await this.inner.wipe(matchID);
    this.away.forget(matchID);
  }
}
