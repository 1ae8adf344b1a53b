/**
 * Seats that change hands. boardgame.io checks a seat's credentials only when a socket syncs;
 * from then on its socket transport sends that socket the seat's playerView of everything the
 * match publishes. Once the seat's credentials change (its player leaves, someone else joins the
 * seat), a socket synced with the old ones would go on receiving that seat's view: the next
 * holder's hand.
 *
 * `SeatCheckedSocketIO` is boardgame.io's transport checking before each message it delivers to
 * a match's sockets on this instance: the seats' credentials are read from storage, and every
 * socket whose credentials no longer open its seat is disconnected first, so it receives nothing
 * more. Storage is what every instance shares, so it makes no difference which instance served
 * the lobby request, and there is no notification to lose. The read comes after the message's
 * state has committed, and credentials are random and never come back once replaced: a socket
 * only receives states committed while its credentials held the seat.
 *
 * Disconnected, not demoted to a spectator: boardgame.io's client takes every state it is sent
 * for its seat's view, so a public view would pass for that seat's, and its moves would vanish.
 * socket.io's client does not reconnect by itself after a server disconnect, and a sync with the
 * old credentials gets no answer.
 *
 * Cost: one read of the seats per message to a match with seated sockets here (SQLite: from
 * memory, without waiting; PostgreSQL: one query). A match's messages still go out in the order they were published.
 * A socket's credentials are compared again only when the read gives another seats object than
 * the one they last opened: storage hands out a new object whenever a seat changes (`seatsOf`),
 * and a socket's credentials are fixed at its sync (a new sync registers it anew).
 *
 * One match per socket: boardgame.io's sync handler unregisters the socket, awaits the sync, then
 * registers it for the match synced. Two syncs sent back to back both unregister before either
 * registers, so the socket stayed listed in the first match while registered for the second; once
 * it disconnected, the first match listed a socket boardgame.io no longer knew, and each broadcast
 * to that match threw at it: every socket listed after it (anyone who joined later) received no
 * update again (found by the fuzzer, test/server/fuzz.test.ts). A socket registered for another
 * match is now unregistered from it first, as a sync one at a time does.
 *
 * Which seats are here: a seat is here while a socket synced as it is registered
 * (`hasSeatSocket`), which a claim of the win reads (`claim-win.ts`, `away-seats.ts`).
 * boardgame.io's flag in the seats (`isConnected`) is kept to agree: a disconnect leaves a seat
 * connected while another socket of it is open (install-time patch 4), and a socket that leaves
 * its seat by syncing again elsewhere (or as a spectator) marks it away as a disconnect would.
 *
 * One move at a time per match: boardgame.io runs a match's moves through a queue of its own, and
 * drops the queue when the match's last socket here unregisters, even while a move is running in
 * it. A seat alone on the match (here) that sent a move, a sync and a second move with the same
 * state id had the second run in a new queue beside the first: both read the same state, both
 * were accepted, and the log held a move the stored state did not (found while writing the
 * fuzzer, test/server/fuzz.test.ts). A busy queue is now dropped only once it is idle.
 */
import type { Game, Server } from 'boardgame.io';
import { Master } from 'boardgame.io/master';
import { SocketIO, type GenericPubSub } from 'boardgame.io/server';
import { LocalPubSub, type Seats, type ServerStorage } from './after-commit-pubsub';
import { seatCredentialsMatch } from './credentials';

type SocketOpts = NonNullable<ConstructorParameters<typeof SocketIO>[0]>;
type TransportPubSub = NonNullable<SocketOpts['pubSub']>;
type Message = TransportPubSub extends GenericPubSub<infer T> ? T : never;

/** boardgame.io's pub/sub channel of a match. */
export const MATCH_CHANNEL_PREFIX = 'MATCH-';

/**
 * What a Master the server runs itself (not for a socket: a claim of the win, a seat marked away)
 * sends through: to every socket of the match over its channel, as boardgame.io's own transport
 * does, and nothing to a sender, since there is none.
 */
export function matchBroadcast(pubSub: GenericPubSub<unknown>, matchID: string): ConstructorParameters<typeof Master>[2] {
  return { send: () => {}, sendAll: (payload) => pubSub.publish(`${MATCH_CHANNEL_PREFIX}${matchID}`, payload) };
}

/**
 * How long after its sockets here change a seat's stored flag is checked against them: time for a
 * seat left by a socket's new sync to come back (the same seat synced again), and for the writes
 * of the change to land.
 */
const SETTLE_MS = 1_000;

/** true: deliver the message to the match's sockets (those still registered). */
type BeforeDelivery = (matchID: string) => boolean | Promise<boolean>;

/**
 * Runs `beforeDelivery` ahead of each message boardgame.io's transport receives for a match,
 * keeping the messages of a channel in order; a message still waiting when boardgame.io drops
 * the channel (the match's last socket here left) is dropped with it.
 */
export class CheckingPubSub<T> implements GenericPubSub<T> {
  private readonly queues = new Map<string, Promise<void>>();
  private readonly subscriptions = new Map<string, object>();

  constructor(
    private readonly inner: GenericPubSub<T>,
    private readonly beforeDelivery: BeforeDelivery,
  ) {}

  publish(channelId: string, payload: T): void {
    this.inner.publish(channelId, payload);
  }

  subscribe(channelId: string, callback: (payload: T) => void): void {
    const subscription = {};
    this.subscriptions.set(channelId, subscription);
    const matchID = channelId.startsWith(MATCH_CHANNEL_PREFIX) ? channelId.slice(MATCH_CHANNEL_PREFIX.length) : channelId;
    const deliver = (message: T, go: boolean) => {
      if (go && this.subscriptions.get(channelId) === subscription) callback(message);
    };
    this.inner.subscribe(channelId, (message) => {
      const queued = this.queues.get(channelId);
      const verdict = queued ? queued.then(() => this.beforeDelivery(matchID)) : this.beforeDelivery(matchID);
      if (typeof verdict === 'boolean') deliver(message, verdict);
      else
        this.enqueue(
          channelId,
          matchID,
          verdict.then((go) => deliver(message, go)),
        );
    });
  }

  private enqueue(channelId: string, matchID: string, delivery: Promise<void>): void {
    const next = delivery.catch((error: unknown) => console.error(`a message to match ${matchID} was not delivered:`, error));
    this.queues.set(channelId, next);
    void next.then(() => {
      if (this.queues.get(channelId) === next) this.queues.delete(channelId);
    });
  }

  unsubscribeAll(channelId: string): void {
    this.subscriptions.delete(channelId);
    this.inner.unsubscribeAll(channelId);
  }
}

/** boardgame.io's socket registration, private in its types. */
interface Registration {
  addClient(client: Client, game: unknown): void;
  removeClient(socketID: string): void;
}

type Client = SeatCheckedSocketIO['clientInfo'] extends Map<string, infer C> ? C : never;

export interface SeatPresence {
  online(matchID: string, playerID: string): void;
  offline(matchID: string, playerID: string): void;
}

/** A seat a socket registered here is synced as. */
export interface HeldSeat {
  matchID: string;
  playerID: string;
}

export class SeatCheckedSocketIO extends SocketIO {
  private db: ServerStorage | undefined;
  private games: readonly Game[] = [];
  /** Per registration (boardgame.io makes one at each sync), the seats its credentials last opened. */
  private readonly opened = new WeakMap<Client, Seats>();

  constructor(opts: SocketOpts = {}) {
    const checking = { before: (() => true) as BeforeDelivery };
    super({ ...opts, pubSub: new CheckingPubSub<Message>(opts.pubSub ?? new LocalPubSub<Message>(), (id) => checking.before(id)) });
    checking.before = (matchID) => this.beforeDelivery(matchID);
    const registration = this as unknown as Registration;
    const register = registration.addClient.bind(this);
    const unregister = registration.removeClient.bind(this);
    registration.addClient = (client, game) => {
      const previous = this.clientInfo.get(client.socket.id);
      if (previous && previous.matchID !== client.matchID) registration.removeClient(client.socket.id);
      // A socket that closed while its sync was answered: registered, it would hold its seat here
      // for ever (its disconnect has been handled already), and boardgame.io writes it connected next.
      if (!client.socket.connected) {
        if (client.playerID !== null && client.playerID !== undefined) this.settleLater(client);
        return;
      }
      register(client, game);
      const seat = this.seatedClient(client.socket.id);
      if (!seat) return;
      for (const presence of this.presences) presence.online(seat.matchID, seat.playerID);
      this.settleLater(seat);
    };
    registration.removeClient = (socketID) => {
      const seat = this.seatedClient(socketID);
      unregister(socketID);
      if (!seat || this.hasSeatSocket(seat.matchID, seat.playerID)) return;
      for (const presence of this.presences) presence.offline(seat.matchID, seat.playerID);
      // A socket that leaves its seat without a disconnect (synced to another match, as a
      // spectator, or refused) would leave it "connected"; a disconnect's write may land first.
      this.settleLater(seat);
    };
  }

  /**
   * A moment after the seat's sockets here last changed, its stored flag (`isConnected`) is made to
   * say whether one is here, with boardgame.io's connection change, if it says otherwise. Each
   * socket's connect and disconnect write the flag from seats read earlier, each when its read is
   * done, and a socket closed while its sync was answered had its connect written after its
   * disconnect: its seat read as connected with no socket left, for good (test/server/
   * seat-connection-flag.test.ts).
   */
  private settleLater(seat: Client): void {
    const { matchID, playerID, credentials } = seat;
    const gameName = seat.socket.nsp.name.slice(1);
    const settle = async () => {
      const game = this.games.find((g) => g.name === gameName);
      if (!game || !this.db) return;
      const stored = seatOf(await this.db.seatsOf(matchID), playerID);
      const here = this.hasSeatSocket(matchID, playerID);
      if (!stored || !seatCredentialsMatch(credentials, stored) || (stored.isConnected === true) === here) return;
      await new Master(game, this.db, matchBroadcast(this.pubSub, matchID)).onConnectionChange(matchID, playerID, credentials, here);
    };
    setTimeout(() => {
      // A storage fault (a corrupt database) is told, never thrown out of a timer.
      settle().catch((error: unknown) => {
        console.error(`match ${matchID}: seat ${playerID}'s connection could not be settled:`, error);
      });
    }, SETTLE_MS).unref();
  }

  /** Told when a seat's first socket here registers and when its last one goes (`away-seats.ts`, `postgres-seat-presence.ts`). */
  private readonly presences: SeatPresence[] = [];

  watchPresence(presence: SeatPresence): void {
    this.presences.push(presence);
  }

  /** The seats a socket registered here is synced as. */
  *heldSeats(): Generator<HeldSeat> {
    for (const [matchID, sockets] of this.roomInfo) {
      const seats = new Set<string>();
      for (const socketID of sockets) {
        const playerID = this.seatedClient(socketID)?.playerID;
        if (playerID !== undefined && playerID !== null) seats.add(playerID);
      }
      for (const playerID of seats) yield { matchID, playerID };
    }
  }

  /**
   * Whether a socket synced as this seat is registered here now. boardgame.io's own flag
   * (`isConnected` in the seats) is not: it turns false when any one socket of a seat goes,
   * though another is still open, and stays true when a socket re-syncs to another match.
   */
  hasSeatSocket(matchID: string, playerID: string): boolean {
    for (const socketID of this.roomInfo.get(matchID) ?? []) if (this.seatedClient(socketID)?.playerID === playerID) return true;
    return false;
  }

  override deleteMatchQueue(matchID: string): void {
    const queue = this.perMatchQueue.get(matchID);
    const idle = () => !queue || (queue.size === 0 && queue.pending === 0);
    if (idle()) return super.deleteMatchQueue(matchID);
    void queue!.onIdle().then(() => {
      // Unless a socket registered meanwhile (its moves go through this same queue).
      if (this.perMatchQueue.get(matchID) === queue && idle() && !this.roomInfo.has(matchID)) super.deleteMatchQueue(matchID);
    });
  }

  /**
   * Runs `task` in the match's move queue, after the moves already in it: a move the server
   * makes itself (`claim-win.ts`) never runs beside a player's.
   */
  async inMatchQueue<T>(matchID: string, task: () => Promise<T>): Promise<T> {
    try {
      return (await this.getMatchQueue(matchID).add(task)) as T;
    } finally {
      // A queue made for this task alone (no socket of the match here) is not kept.
      if (!this.roomInfo.has(matchID)) this.deleteMatchQueue(matchID);
    }
  }

  override init(...[app, games, origins]: Parameters<SocketIO['init']>): void {
    // The server's storage (server.ts): boardgame.io's API plus the seats read of ServerStorage.
    this.db = app.context.db as ServerStorage;
    this.games = games;
    super.init(app, games, origins);
  }

  /** A socket here synced as a seat, not as a spectator. */
  private seatedClient(socketID: string): Client | undefined {
    const client = this.clientInfo.get(socketID);
    return client && client.playerID !== null && client.playerID !== undefined ? client : undefined;
  }

  private hasSeatedSocket(matchID: string): boolean {
    for (const socketID of this.roomInfo.get(matchID) ?? []) if (this.seatedClient(socketID)) return true;
    return false;
  }

  private beforeDelivery(matchID: string): boolean | Promise<boolean> {
    // No one left to send to: boardgame.io's delivery would fail on the match it dropped.
    if (!this.hasSeatedSocket(matchID)) return this.roomInfo.has(matchID);
    try {
      const seats = this.db!.seatsOf(matchID);
      if (!(seats instanceof Promise)) return this.disconnectFormerHolders(matchID, seats);
      // The sockets are listed after the read: a socket that synced meanwhile is checked too.
      return seats.then(
        (read) => this.disconnectFormerHolders(matchID, read),
        (error: unknown) => this.withheld(matchID, error),
      );
    } catch (error) {
      return this.withheld(matchID, error);
    }
  }

  /** Without the seats' credentials nobody can be told apart: this message goes to nobody. */
  private withheld(matchID: string, error: unknown): false {
    console.error(`match ${matchID}: seats unreadable, a message is withheld:`, error);
    return false;
  }

  /** Disconnects the sockets here whose credentials no longer open their seat; true if the match still has sockets here. */
  private disconnectFormerHolders(matchID: string, seats: Seats | undefined): boolean {
    // (A socket disconnected here leaves the match's set of sockets as this loop goes through it.)
    for (const socketID of this.roomInfo.get(matchID) ?? []) {
      const client = this.seatedClient(socketID);
      if (!client) continue;
      if (seats !== undefined && this.opened.get(client) === seats) continue;
      if (seats !== undefined && seatCredentialsMatch(client.credentials, seatOf(seats, client.playerID))) this.opened.set(client, seats);
      // socket.io runs the disconnect handlers at once: boardgame.io unregisters the socket.
      else client.socket.disconnect();
    }
    return this.roomInfo.has(matchID);
  }
}

function seatOf(seats: Seats | undefined, playerID: string): Server.PlayerMetadata | undefined {
  return seats && Object.hasOwn(seats, playerID) ? seats[Number(playerID)] : undefined;
}
