/**
 * Since when each seat has been away, as this instance saw it: the clock a claim of the win
 * reads (`claim-win.ts`). A seat is here while a socket synced as it is registered on this
 * instance (`SeatCheckedSocketIO.hasSeatSocket`); the transport says when its first socket comes
 * and its last one goes. boardgame.io's stored flag (`isConnected`) cannot be the clock: it turns
 * false when any one of a seat's sockets goes, though another is still open (a second tab, a
 * phone's new connection before the old one timed out), and it stays true when a socket re-syncs
 * to another match (found by the attacker: a claim granted against a player still playing, and
 * a claim dodged for good).
 * What this instance did not see go (a restart, a seat never connected) starts counting when it
 * is first asked about: a claim can come later than it could, never sooner.
 */
import type { Server } from 'boardgame.io';
import type { ServerStorage } from './after-commit-pubsub';
import { ForwardingStorage } from './forwarding-storage';
import type { SeatPresence } from './seat-checked-transport';

export class AwaySeats implements SeatPresence {
  /** `<matchID>:<seat>` → when the seat was last seen go. */
  private readonly since = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  online(matchID: string, playerID: string): void {
    this.since.delete(`${matchID}:${playerID}`);
  }

  offline(matchID: string, playerID: string): void {
    this.since.set(`${matchID}:${playerID}`, this.now());
  }

  /** How long the seat has been away (0 if it is only now seen away), or undefined while it is here. */
  awayMs(matchID: string, playerID: string, here: boolean): number | undefined {
    const key = `${matchID}:${playerID}`;
    if (here) {
      this.since.delete(key);
      return undefined;
    }
    let since = this.since.get(key);
    if (since === undefined) this.since.set(key, (since = this.now()));
    return this.now() - since;
  }

  /** Nobody is waited for in a match over or gone. */
  forget(matchID: string): void {
    for (const key of this.since.keys()) if (key.startsWith(`${matchID}:`)) this.since.delete(key);
  }

  /** How many seats are being timed. */
  get size(): number {
    return this.since.size;
  }
}

/** The storage, telling `away` of the matches that end or go, whose seats are timed no more. */
export function forgettingEndedMatches(storage: ServerStorage, away: AwaySeats): ServerStorage {
  return new AwayForgettingStorage(storage, away);
}

class AwayForgettingStorage extends ForwardingStorage {
  constructor(
    inner: ServerStorage,
    private readonly away: AwaySeats,
  ) {
    super(inner);
  }

  override async setMetadata(matchID: string, metadata: Server.MatchData): Promise<void> {
    await this.inner.setMetadata(matchID, metadata);
    if (metadata.gameover !== undefined && metadata.gameover !== null) this.away.forget(matchID);
  }

  override async wipe(matchID: string): Promise<void> {
    await this.inner.wipe(matchID);
    this.away.forget(matchID);
  }
}
