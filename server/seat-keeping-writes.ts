/**
 * boardgame.io writes a match's metadata back from a copy it read earlier: a move writes
 * `{ ...metadata, updatedAt }` from the metadata it fetched before running the move, and a socket
 * that connects or disconnects writes the fetched metadata with its seat's `isConnected` changed.
 * A seat change committed in between (a player leaving, another joining) was undone by that write:
 * the seat the player left held their credentials again, so it could not be joined, and they could
 * still play it; a socket's `isConnected` set meanwhile went back too.
 *
 * `keepingSeatChanges(storage)` remembers the seats each metadata fetch returned (by the seats
 * object, which boardgame.io keeps through its write). A write made after the seats stored
 * changed is applied to the seats as they are now (`keptSeats`): it keeps its own seat changes
 * (the lobby's join, leave, update), its own changes of `isConnected` (of seats still held with the
 * credentials it read) and its other fields (`updatedAt`, `gameover`, `nextMatchID`).
 *
 * Cost: on SQLite, the store tells which of its seats objects a fetch read (`seatsFetchedFrom`;
 * it hands out a new one at every seat change), and a write compares that object with the one
 * stored now, serializing only when they differ: a move serializes nothing. Elsewhere
 * (PostgreSQL) the seats of every metadata fetch are serialized once, a few hundred characters.
 */
import type { Server, StorageAPI } from 'boardgame.io';
import type { Seats, ServerStorage } from './after-commit-pubsub';
import { ForwardingStorage } from './forwarding-storage';

/** What a seat's holder is, without whether their socket is connected. */
const holderOf = ({ name, credentials, data }: Server.PlayerMetadata) => JSON.stringify([name ?? null, credentials ?? null, data ?? null]);

/** `seat` with `isConnected` as given (none if undefined). */
function connected(seat: Server.PlayerMetadata, isConnected: boolean | undefined): Server.PlayerMetadata {
  const { isConnected: _was, ...rest } = seat;
  return isConnected === undefined ? rest : { ...rest, isConnected };
}

/**
 * The seats a write (`written`, made from `read`) leaves over the seats stored now (`now`), seat
 * by seat:
 * - a seat whose holder (name, credentials, data) the write changed (the lobby's join, leave,
 *   rename) is as written; any other seat is as it is now (another's seat change is kept);
 * - its `isConnected`, while the same credentials hold it in all three, is the write's if the
 *   write changed it (a socket's connect or disconnect), and as it is now otherwise: a socket that
 *   came or went between the read and the write is kept. Without that, a rename answered while a
 *   player's last socket closed wrote the seat back as connected, for good (an attacker renaming
 *   seats while their sockets came and went).
 */
export function keptSeats(read: Seats, written: Seats, now: Seats): Seats {
  const seats: Seats = {};
  for (const key of new Set([...Object.keys(now), ...Object.keys(written)])) {
    const id = Number(key);
    const before = read[id];
    const mine = written[id];
    const current = now[id];
    if (!before || !mine || !current) {
      seats[id] = current ?? mine!; // (a match's seats do not come and go)
      continue;
    }
    const base = holderOf(mine) !== holderOf(before) ? mine : current;
    const sameHolder = base.name !== undefined && mine.credentials === before.credentials && current.credentials === before.credentials;
    const flag = mine.isConnected !== before.isConnected ? mine.isConnected : current.isConnected;
    seats[id] = !sameHolder || base.isConnected === flag ? base : connected(base, flag);
  }
  return seats;
}

/**
 * A seat nobody holds is not connected. boardgame.io's leave frees a seat but keeps its
 * `isConnected` (and the leaver's socket, refused once the seat is gone, never writes false), so a
 * seat left with its socket open read "connected" to everyone, and so did the next holder until
 * their own socket came and went.
 */
function withoutConnectedFreeSeats(metadata: Server.MatchData): Server.MatchData {
  const stale = Object.values(metadata.players).some((seat) => !seat.name && seat.isConnected !== undefined);
  if (!stale) return metadata;
  const players: Server.MatchData['players'] = {};
  for (const [id, seat] of Object.entries(metadata.players)) players[Number(id)] = seat.name ? seat : connected(seat, undefined);
  return { ...metadata, players };
}

/**
 * A store that can write metadata only if the seats stored are those expected, in one step
 * (PostgreSQL: one statement). Across instances the seats read and the write are two round trips,
 * and another instance's join committed between them was overwritten: the joined seat was free
 * again, its credentials refused at the person's sync, whose page never heard back (a lost update
 * the fresh-clone CI met, the computer's socket connecting as the person joined).
 */
export interface ConditionalMetadataWrites {
  setMetadataIfSeats(matchID: string, metadata: Server.MatchData, expected: Seats): Promise<boolean>;
}

export const writesConditionally = (storage: ServerStorage): storage is ServerStorage & ConditionalMetadataWrites =>
  typeof (storage as Partial<ConditionalMetadataWrites>).setMetadataIfSeats === 'function';

/** Seats that change this often between a read and a write are not a match being played. */
const CONDITIONAL_TRIES = 10;

export function keepingSeatChanges(storage: ServerStorage): ServerStorage {
  return new SeatKeepingStorage(storage);
}

/** What a fetch's seats were read from: the store's seats object (see the cost above), or themselves serialized. */
type Read = Seats | string;

class SeatKeepingStorage extends ForwardingStorage {
  /** The seats a fetch returned (the object boardgame.io writes back): what they were read from. */
  private readonly read = new WeakMap<Seats, Read>();
  /** The stored seats objects met so far, serialized (storage hands out a new one on a change). */
  private readonly serialized = new WeakMap<Seats, string>();

  override fetch<O extends StorageAPI.FetchOpts>(matchID: string, opts: O): Promise<StorageAPI.FetchResult<O>> {
    const fetched = this.inner.fetch(matchID, opts);
    if (!opts.metadata) return fetched;
    return fetched.then((result) => {
      const players = (result as Partial<StorageAPI.FetchFields>).metadata?.players;
      if (players) this.read.set(players, this.readFrom(players));
      return result;
    });
  }

  private readFrom(players: Seats): Read {
    return this.inner.seatsFetchedFrom?.(players) ?? JSON.stringify(players);
  }

  override setMetadata(matchID: string, given: Server.MatchData): Promise<void> {
    const metadata = withoutConnectedFreeSeats(given);
    const read = this.read.get(given.players);
    if (read === undefined) return this.inner.setMetadata(matchID, metadata);
    const inner = this.inner;
    if (writesConditionally(inner)) {
      // A move's write, no seat changed since its fetch: one synchronous check, no serializing.
      const now = inner.seatsOf(matchID);
      if (now === read)
        return inner
          .setMetadataIfSeats(matchID, metadata, now)
          .then((written) => (written ? undefined : this.writeConditionally(inner, matchID, metadata, read)));
      return this.writeConditionally(inner, matchID, metadata, read);
    }
    const now = inner.seatsOf(matchID);
    return now instanceof Promise
      ? now.then((seats) => inner.setMetadata(matchID, this.kept(metadata, read, seats)))
      : inner.setMetadata(matchID, this.kept(metadata, read, now));
  }

  /** Seats read, then written only if still those: read again after a seat change in between. */
  private async writeConditionally(
    inner: ServerStorage & ConditionalMetadataWrites,
    matchID: string,
    metadata: Server.MatchData,
    read: Read,
  ): Promise<void> {
    for (let i = 0; i < CONDITIONAL_TRIES; i++) {
      const now = await inner.seatsOf(matchID);
      if (now === undefined) return; // the match is gone
      if (await inner.setMetadataIfSeats(matchID, this.kept(metadata, read, now), now)) return;
    }
    throw new Error(`match ${matchID}: its seats changed ${CONDITIONAL_TRIES} times during one metadata write; not written`);
  }

  /** The metadata to write over the seats stored now (`now`), given what it was made from (`read`). */
  private kept(metadata: Server.MatchData, read: Read, now: Seats | undefined): Server.MatchData {
    if (now === undefined || now === read) return metadata;
    const readText = typeof read === 'string' ? read : this.serializedOf(read);
    if (this.serializedOf(now) === readText) return metadata;
    const readSeats = typeof read === 'string' ? (JSON.parse(read) as Seats) : read;
    return { ...metadata, players: keptSeats(readSeats, metadata.players, now) };
  }

  private serializedOf(seats: Seats): string {
    let text = this.serialized.get(seats);
    if (text === undefined) this.serialized.set(seats, (text = JSON.stringify(seats)));
    return text;
  }
}
