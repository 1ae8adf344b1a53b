/**
 * Since when each seat has been away (no socket of it connected), as this instance saw it: the
 * clock a claim of the win reads (`claim-win.ts`). boardgame.io stores only whether a seat is
 * connected now, not since when, so the storage wrapper here notes the time a match's seats are
 * first written as away, and forgets it when they are written as connected again.
 * What this instance did not see (a disconnect before a restart, or on another instance) starts
 * counting when it is first asked: a claim can come later than it could, never sooner.
 */
import type { Server } from 'boardgame.io';
import type { ServerStorage } from './after-commit-pubsub';
import { ForwardingStorage } from './forwarding-storage';

export class AwaySeats {
  /** `<matchID>:<seat>` → when the seat was first seen away. */
  private readonly since = new Map<string, number>();

  constructor(private readonly now: () => number = Date.now) {}

  /** Notes the seats' connection flags as a match's metadata is written. */
  observe(matchID: string, metadata: Server.MatchData): void {
    if (metadata.gameover !== undefined && metadata.gameover !== null) return this.forget(matchID);
    for (const seat of Object.values(metadata.players)) {
      const key = `${matchID}:${seat.id}`;
      if (seat.isConnected === true) this.since.delete(key);
      else if (seat.isConnected === false && !this.since.has(key)) this.since.set(key, this.now());
    }
  }

  /** How long `seat` has been away (0 if it is only now seen away), or undefined if it is connected. */
  awayMs(matchID: string, seat: Server.PlayerMetadata): number | undefined {
    const key = `${matchID}:${seat.id}`;
    if (seat.isConnected === true) {
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

  /** How many seats are being timed (tests: nothing is kept for finished matches). */
  get size(): number {
    return this.since.size;
  }
}

/** The storage, telling `away` of every metadata write that commits. */
export function watchingAwaySeats(storage: ServerStorage, away: AwaySeats): ServerStorage {
  return new AwayWatchingStorage(storage, away);
}

class AwayWatchingStorage extends ForwardingStorage {
  constructor(
    inner: ServerStorage,
    private readonly away: AwaySeats,
  ) {
    super(inner);
  }

  override async setMetadata(matchID: string, metadata: Server.MatchData): Promise<void> {
    await this.inner.setMetadata(matchID, metadata);
    this.away.observe(matchID, metadata);
  }

  override async wipe(matchID: string): Promise<void> {
    await this.inner.wipe(matchID);
    this.away.forget(matchID);
  }
}
