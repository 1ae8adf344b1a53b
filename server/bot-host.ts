/**
 * Plays the computer's seats of every unfinished match (`bot-seats.ts`), each as a client of its
 * seat (`bot-seat-player.ts`), thinking on the pool's threads (`bot-pool.ts`).
 *
 * A match created here starts playing at once. Everything else is found in storage, the one
 * place a bot seat lives (its level and credentials are in the match's seats): at start-up (a
 * restart, even after `kill -9`, picks up every match where it was) and every `scanMs` (a match
 * another instance created or gave up). Each scan also asks every seat played here to sync
 * again, so a move that was lost (refused while a seat was empty, an instance's crash) is made.
 *
 * With several instances, `lease` decides which one plays a match: only the holder of the
 * match's lease (`bot-lease.ts`) plays its computer seats; the others leave them alone.
 */
import { timingSafeEqual } from 'node:crypto';
import type { Server, StorageAPI } from 'boardgame.io';
import type { IncomingMessage } from 'node:http';
import type { BotLease } from './bot-lease';
import type { BotPool, PoolStatus } from './bot-pool';
import { BOT_TOKEN_HEADER, BotSeatPlayer, type BotSeat } from './bot-seat-player';
import { botSeatsOf } from './bot-seats';
import type { PacketGuard } from './socket-guards';
import { randomToken } from './secure-random';

/** The pool's line of the matches whose creator this instance does not know (a scan found them). */
const FOUND_LINE = 'found by a scan';

export interface BotHostOptions {
  db: StorageAPI.Async;
  pool: BotPool;
  lease: BotLease;
  /** The games to look for matches of. */
  games: string[];
  /** This server's own address for the seats' sockets, e.g. http://127.0.0.1:8000. */
  url: string;
  /** How often storage is searched for matches with computer seats (0: only at start-up). */
  scanMs: number;
}

export interface BotHostStatus extends PoolStatus {
  /** Computer seats played by this instance. */
  seats: number;
}

export class BotHost {
  /** Proves a socket is one of ours (`exemptingBots`); new each start. */
  readonly token = randomToken(24);
  private readonly players = new Map<string, BotSeatPlayer[]>();
  /** Unfinished matches known to have no computer seat (seats are chosen at creation, never after): not read again. */
  private peopleOnly = new Set<string>();
  private timer: NodeJS.Timeout | undefined;
  private scanning: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(private readonly options: BotHostOptions) {}

  async start(): Promise<void> {
    // A thread takes a second to start and load the games: not on the first computer move.
    this.options.pool.warm();
    await this.scan();
    if (this.options.scanMs > 0) {
      this.timer = setInterval(() => {
        this.scanning = this.scanning.then(() => this.scan());
      }, this.options.scanMs);
      this.timer.unref();
    }
  }

  status(): BotHostStatus {
    let seats = 0;
    for (const list of this.players.values()) seats += list.length;
    return { ...this.options.pool.status(), seats };
  }

  /** The computer seats this instance plays now, by match. */
  seatsByMatch(): Map<string, BotSeat[]> {
    return new Map([...this.players].map(([matchID, list]) => [matchID, list.map((player) => player.seat)]));
  }

  /**
   * A match just created with computer seats (`seatingBots`' listener), by `creator` (an address):
   * its decisions wait in that creator's line of the pool. The matches a scan finds (after a
   * restart, or another instance's) share one line, `FOUND_LINE`: a line each gave an address as
   * many lines as it had matches at the restart, and after a few restarts its hard computers
   * held another player's easy one up for 3 to 4 s a move (an attacker's finding).
   */
  created(matchID: string, metadata: Server.MatchData, creator?: string): void {
    void this.host(matchID, metadata, creator).catch((error: unknown) => console.error(`bots: match ${matchID}:`, error));
  }

  private async scan(): Promise<void> {
    if (this.stopped) return;
    // Matches played here before this scan that it no longer finds are gone (removed, over).
    const unseen = new Map(this.players);
    const peopleOnly = new Set<string>();
    try {
      for (const gameName of this.options.games) {
        const ids = await this.options.db.listMatches({ gameName, where: { isGameover: false } });
        for (const matchID of ids) {
          unseen.delete(matchID);
          if (this.peopleOnly.has(matchID)) {
            peopleOnly.add(matchID);
            continue;
          }
          const playing = this.players.get(matchID);
          if (playing) {
            // A lease lost with its connection may have gone to another instance meanwhile.
            if (await this.options.lease.take(matchID)) for (const player of playing) player.resync();
            else this.drop(matchID, playing);
            continue;
          }
          const { metadata } = await this.options.db.fetch(matchID, { metadata: true });
          if (!metadata) continue;
          if (Object.keys(botSeatsOf(metadata.players)).length > 0) await this.host(matchID, metadata);
          else peopleOnly.add(matchID);
        }
      }
      this.peopleOnly = peopleOnly; // forgets the matches that ended or were removed
      for (const [matchID, list] of unseen) {
        if (this.players.get(matchID) !== list) continue;
        this.drop(matchID, list);
        await this.options.lease.release(matchID);
      }
    } catch (error) {
      console.error('bots: the search for matches with computer seats failed:', error);
    }
  }

  private async host(matchID: string, metadata: Server.MatchData, owner = FOUND_LINE): Promise<void> {
    if (this.stopped || this.players.has(matchID) || metadata.gameover !== undefined) return;
    const bots = botSeatsOf(metadata.players);
    if (Object.keys(bots).length === 0) return;
    if (!(await this.options.lease.take(matchID))) return;
    if (this.stopped || this.players.has(matchID)) return;
    const numPlayers = Object.keys(metadata.players).length;
    const list: BotSeatPlayer[] = [];
    let left = Object.keys(bots).length;
    for (const [playerID, level] of Object.entries(bots)) {
      const credentials = metadata.players[Number(playerID)]!.credentials!;
      const player = new BotSeatPlayer(
        { game: metadata.gameName, matchID, playerID, credentials, level, numPlayers },
        {
          url: this.options.url,
          token: this.token,
          decide: (request) => this.options.pool.decide(request, owner),
          onDone: () => {
            if (--left === 0 && this.players.get(matchID) === list) {
              this.players.delete(matchID);
              void this.options.lease.release(matchID);
            }
          },
        },
      );
      list.push(player);
    }
    this.players.set(matchID, list);
  }

  /** Stops playing a match another instance now plays. */
  private drop(matchID: string, list: BotSeatPlayer[]): void {
    this.players.delete(matchID);
    for (const player of list) player.stop();
  }

  /** The per-address caps' exemption: is this connection one of this instance's computer players (its secret token)? */
  isOwnRequest(request: IncomingMessage): boolean {
    const given = request.headers[BOT_TOKEN_HEADER];
    if (typeof given !== 'string') return false;
    const a = Buffer.from(given);
    const b = Buffer.from(this.token);
    return a.length === b.length && timingSafeEqual(a, b);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.scanning;
    for (const list of [...this.players.values()]) for (const player of list) player.stop();
    this.players.clear();
    await this.options.lease.close();
    await this.options.pool.close();
  }
}

/**
 * The per-address limits count people: every computer seat's socket comes from this machine's
 * own address, and together they would exceed one address's moves a second. They pass.
 */
export function exemptingBots(host: BotHost, guard: PacketGuard): PacketGuard {
  return (packet, socket) => host.isOwnRequest(socket.conn.request) || guard(packet, socket);
}
