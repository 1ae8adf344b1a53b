/**
 * A server storage that passes every call on to another: the base of the wrappers that change
 * one or two calls (reporting each write's outcome, seating the computer players of a new match),
 * so each of them is only what it changes.
 */
import type { LogEntry, Server, State, StorageAPI } from 'boardgame.io';
import { Async } from 'boardgame.io/internal';
import type { MatchListOpts, Seats, ServerStorage } from './after-commit-pubsub';

export class ForwardingStorage extends Async implements ServerStorage {
  /**
   * The nearest store below that reads seats and games its own way: the checks of every message
   * read them, and through each wrapper that only passes them on they went five calls deep.
   */
  private readonly reader: Pick<ServerStorage, 'seatsOf' | 'gameOf' | 'seatsFetchedFrom'>;

  constructor(protected readonly inner: ServerStorage) {
    super();
    const passesReadsOn =
      inner instanceof ForwardingStorage &&
      inner.seatsOf === ForwardingStorage.prototype.seatsOf &&
      inner.gameOf === ForwardingStorage.prototype.gameOf &&
      inner.seatsFetchedFrom === ForwardingStorage.prototype.seatsFetchedFrom;
    this.reader = passesReadsOn ? inner.reader : inner;
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

  override listMatches(opts?: MatchListOpts): Promise<string[]> {
    return this.inner.listMatches(opts);
  }

  gameOf(matchID: string): string | undefined | Promise<string | undefined> {
    return this.reader.gameOf(matchID);
  }

  seatsOf(matchID: string): Seats | undefined | Promise<Seats | undefined> {
    return this.reader.seatsOf(matchID);
  }

  seatsFetchedFrom(fetched: Seats): Seats | undefined {
    return this.reader.seatsFetchedFrom?.(fetched);
  }

  close(): void | Promise<void> {
    return this.inner.close();
  }
}
