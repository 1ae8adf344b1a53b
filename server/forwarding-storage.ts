/**
 * A server storage that passes every call on to another: the base of the wrappers that change
 * one or two calls (reporting each write's outcome, seating the computer players of a new match),
 * so each of them is only what it changes.
 */
import type { LogEntry, Server, State, StorageAPI } from 'boardgame.io';
import { Async } from 'boardgame.io/internal';
import type { Seats, ServerStorage } from './after-commit-pubsub';

export class ForwardingStorage extends Async implements ServerStorage {
  constructor(protected readonly inner: ServerStorage) {
    super();
  }

  override connect(): Promise<void> {
    return this.inner.connect();
  }

  override createMatch(matchID: string, opts: StorageAPI.CreateMatchOpts): Promise<void> {
    return this.inner.createMatch(matchID, opts);
  }

  override setState(matchID: string, state: State, deltalog?: LogEntry[]): Promise<void> {
    return this.inner.setState(matchID, state, deltalog);
  }

  override setMetadata(matchID: string, metadata: Server.MatchData): Promise<void> {
    return this.inner.setMetadata(matchID, metadata);
  }

  override fetch<O extends StorageAPI.FetchOpts>(matchID: string, opts: O): Promise<StorageAPI.FetchResult<O>> {
    return this.inner.fetch(matchID, opts);
  }

  override wipe(matchID: string): Promise<void> {
    return this.inner.wipe(matchID);
  }

  override listMatches(opts?: StorageAPI.ListMatchesOpts): Promise<string[]> {
    return this.inner.listMatches(opts);
  }

  gameOf(matchID: string): string | undefined | Promise<string | undefined> {
    return this.inner.gameOf(matchID);
  }

  seatsOf(matchID: string): Seats | undefined | Promise<Seats | undefined> {
    return this.inner.seatsOf(matchID);
  }

  close(): void | Promise<void> {
    return this.inner.close();
  }
}
