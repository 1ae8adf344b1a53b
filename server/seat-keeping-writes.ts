/**
 * boardgame.io writes a match's metadata back from a copy it read earlier: a move writes
 * `{ ...metadata, updatedAt }` from the metadata it fetched before running the move, and a socket
 * that connects or disconnects writes the fetched metadata with its seat's `isConnected` changed.
 * A seat change committed in between (a player leaving, another joining) was undone by that write:
 * the seat the player left held their credentials again, so it could not be joined, and they could
 * still play it; a socket's `isConnected` set meanwhile went back too.
 *
 * `keepingSeatChanges(storage)` remembers what each metadata fetch returned (by the seats object,
 * which boardgame.io keeps through its write). A write made after the metadata stored changed is
 * applied to it as it is now: it keeps its own seat changes (the lobby's join, leave, update), its
 * own changes of `isConnected` (of seats still held with the credentials it read) (`keptSeats`),
 * and its own changes of the other fields (`updatedAt`, `gameover`, `nextMatchID`: `keptFields`).
 *
 * Cost: on SQLite, the store tells which of its seats objects a fetch read (`seatsFetchedFrom`;
 * it hands out a new one at every change of the metadata but its `updatedAt`), and a write
 * compares that object with the one stored now, serializing only when they differ: a move
 * serializes nothing. Elsewhere (PostgreSQL) the seats of every metadata fetch are serialized
 * once, a few hundred characters.
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
 * A store that can write metadata only if the metadata stored is the one expected (but for its
 * `updatedAt`), in one step (PostgreSQL: one statement). Across instances the read and the write
 * are two round trips, and what another instance committed between them was overwritten: a join
 * (the joined seat was free again, its credentials refused at the person's sync, whose page never
 * heard back: a lost update the fresh-clone CI met, the computer's socket connecting as the person
 * joined), or a Play again's rematch (the other player's Play again made a second one).
 */
export interface ConditionalMetadataWrites {
  setMetadataIfUnchanged(matchID: string, metadata: Server.MatchData, expected: Server.MatchData): Promise<boolean>;
}

export const writesConditionally = (storage: ServerStorage): storage is ServerStorage & ConditionalMetadataWrites =>
  typeof (storage as Partial<ConditionalMetadataWrites>).setMetadataIfUnchanged === 'function';

/** Seats that change this often between a read and a write are not a match being played. */
const CONDITIONAL_TRIES = 10;

export function keepingSeatChanges(storage: ServerStorage): ServerStorage {
  return new SeatKeepingStorage(storage);
}

/** What a fetch's seats were read from: the store's seats object (see the cost above), or themselves serialized. */
type SeatsRead = Seats | string;

/** A metadata fetch as the seat keeping remembers it: its seats, and its other fields as they were read. */
interface Read {
  seats: SeatsRead;
  fields: Omit<Server.MatchData, 'players'>;
}

const sameValue = (a: unknown, b: unknown): boolean => a === b || JSON.stringify(a) === JSON.stringify(b);

/** A metadata's fields by name. */
const byName = (metadata: object) => metadata as Record<string, unknown>;

/**
 * The fields besides the seats that a write (`written`, made from `read`) leaves over those stored
 * now (`now`): the write's where it changed them, as stored now elsewhere. A disconnect that read
 * the match before its last move or a Play again wrote it carried no `gameover` or `nextMatchID`,
 * and its write took them away: the match was listed as still played, and the second player's
 * Play again made a second rematch.
 */
function keptFields(read: Omit<Server.MatchData, 'players'>, written: Server.MatchData, now: Server.MatchData): Server.MatchData {
  const [before, mine, stored] = [byName(read), byName(written), byName(now)];
  const kept: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(stored), ...Object.keys(mine)])) {
    if (key === 'players') continue;
    const value = sameValue(mine[key], before[key]) ? stored[key] : mine[key];
    if (value !== undefined) kept[key] = value;
  }
  return { ...(kept as Omit<Server.MatchData, 'players'>), players: written.players };
}

class SeatKeepingStorage extends ForwardingStorage {
  /** The seats a fetch returned (the object boardgame.io writes back): what they and the rest were read from. */
  private readonly read = new WeakMap<Seats, Read>();
  /** The stored seats objects met so far, serialized (storage hands out a new one on a change). */
  private readonly serialized = new WeakMap<Seats, string>();

  override fetch<O extends StorageAPI.FetchOpts>(matchID: string, opts: O): Promise<StorageAPI.FetchResult<O>> {
    const fetched = this.inner.fetch(matchID, opts);
    if (!opts.metadata) return fetched;
    return fetched.then((result) => {
      const metadata = (result as Partial<StorageAPI.FetchFields>).metadata;
      if (metadata) {
        // A copy of the fields: the lobby's Play again sets `nextMatchID` on the object it fetched.
        const { players, ...fields } = metadata;
        this.read.set(players, { seats: this.seatsReadFrom(players), fields });
      }
      return result;
    });
  }

  private seatsReadFrom(players: Seats): SeatsRead {
    return this.inner.seatsFetchedFrom?.(players) ?? JSON.stringify(players);
  }

  override setMetadata(matchID: string, given: Server.MatchData): Promise<void> {
    const metadata = withoutConnectedFreeSeats(given);
    const read = this.read.get(given.players);
    if (read === undefined) return this.inner.setMetadata(matchID, metadata);
    const inner = this.inner;
    if (writesConditionally(inner)) {
      // A move's write, the metadata unchanged since its fetch (SQLite: a new seats object at any
      // change): one synchronous check, no serializing.
      if (typeof read.seats !== 'string' && inner.seatsOf(matchID) === read.seats)
        return inner
          .setMetadataIfUnchanged(matchID, metadata, { ...read.fields, players: read.seats })
          .then((written) => (written ? undefined : this.writeConditionally(inner, matchID, metadata, read)));
      return this.writeConditionally(inner, matchID, metadata, read);
    }
    return inner.fetch(matchID, { metadata: true }).then(({ metadata: now }) => inner.setMetadata(matchID, this.kept(metadata, read, now)));
  }

  /** Metadata read, then written only if it is still as read: read again after a change in between. */
  private async writeConditionally(
    inner: ServerStorage & ConditionalMetadataWrites,
    matchID: string,
    metadata: Server.MatchData,
    read: Read,
  ): Promise<void> {
    for (let i = 0; i < CONDITIONAL_TRIES; i++) {
      const { metadata: now } = await inner.fetch(matchID, { metadata: true });
      if (now === undefined) return; // the match is gone
      const nowSeats = inner.seatsFetchedFrom?.(now.players) ?? now.players;
      if (await inner.setMetadataIfUnchanged(matchID, this.kept(metadata, read, now, nowSeats), { ...now, players: nowSeats })) return;
    }
    throw new Error(`match ${matchID}: its metadata changed ${CONDITIONAL_TRIES} times during one metadata write; not written`);
  }

  /**
   * The metadata to write over what is stored now (`now`, its seats read from `nowSeats`: the
   * store's own object where it tells it, serialized once), given what it was made from (`read`).
   */
  private kept(metadata: Server.MatchData, read: Read, now: Server.MatchData | undefined, nowSeats = now?.players): Server.MatchData {
    if (now === undefined || nowSeats === undefined || nowSeats === read.seats) return metadata;
    const fields = keptFields(read.fields, metadata, now);
    const readText = typeof read.seats === 'string' ? read.seats : this.serializedOf(read.seats);
    if (this.serializedOf(nowSeats) === readText) return fields;
    const readSeats = typeof read.seats === 'string' ? (JSON.parse(read.seats) as Seats) : read.seats;
    return { ...fields, players: keptSeats(readSeats, metadata.players, now.players) };
  }

  private serializedOf(seats: Seats): string {
    let text = this.serialized.get(seats);
    if (text === undefined) this.serialized.set(seats, (text = JSON.stringify(seats)));
    return text;
  }
}
