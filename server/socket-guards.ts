/**
 * Installs packet guards on every game's socket.io namespace, ahead of boardgame.io's own
 * handlers (namespace middleware runs before the `connection` event they are registered on).
 * A refused packet is dropped silently: the boardgame.io client has no error channel for it.
 * The guards run in order, and the first refusal ends the packet's run.
 * A guard may answer asynchronously (a storage lookup); a socket's packets are still released
 * in the order they came, so a move never overtakes the sync sent before it.
 * A guard that throws (a storage lookup on a corrupt database) refuses the packet: socket.io
 * would not catch the exception, and it would end the process and every match on it.
 */
import type { Game } from 'boardgame.io';
import type { Server as IoServer, Socket } from 'socket.io';

/** `[event, ...args]` as socket.io delivers it, and the socket it came on; true lets it through. */
export type PacketGuard = (packet: unknown[], socket: Socket) => boolean | Promise<boolean>;

function refusedOnError(packet: unknown[], error: unknown): false {
  const event = JSON.stringify(String(packet[0]).slice(0, 40)); // the client's text, quoted
  console.error(`socket packet ${event} dropped: a guard failed: ${error instanceof Error ? error.message : String(error)}`);
  return false;
}

function verdictOf(guard: PacketGuard, packet: unknown[], socket: Socket): boolean | Promise<boolean> {
  try {
    const verdict = guard(packet, socket);
    return verdict instanceof Promise ? verdict.catch((error: unknown) => refusedOnError(packet, error)) : verdict;
  } catch (error) {
    return refusedOnError(packet, error);
  }
}

/**
 * The guards one after another, up to the first that refuses: a flood of refused packets (over
 * the rate limit, malformed) costs no storage lookup of the guards after.
 */
function verdictInOrder(guards: readonly PacketGuard[], packet: unknown[], socket: Socket, from = 0): boolean | Promise<boolean> {
  for (let i = from; i < guards.length; i++) {
    const verdict = verdictOf(guards[i]!, packet, socket);
    if (verdict instanceof Promise) return verdict.then((allowed) => allowed && verdictInOrder(guards, packet, socket, i + 1));
    if (!verdict) return false;
  }
  return true;
}

export function installSocketGuards(io: IoServer, games: Game[], guardsFor: (game: Game) => PacketGuard[]): void {
  for (const game of games) {
    if (!game.name) throw new Error('every served game needs a name');
    const guards = guardsFor(game);
    io.of(game.name).use((socket, next) => {
      let queue: Promise<void> | undefined; // packets waiting behind an asynchronous verdict
      socket.use((packet, release) => {
        const decide = (): void | Promise<void> => {
          const verdict = verdictInOrder(guards, packet, socket);
          if (typeof verdict === 'boolean') {
            if (verdict) release();
            return;
          }
          return verdict.then((allowed) => (allowed ? release() : undefined));
        };
        const pending = queue ? queue.then(decide) : decide();
        if (pending) {
          const mine: Promise<void> = pending.finally(() => {
            if (queue === mine) queue = undefined;
          });
          queue = mine;
        }
      });
      next();
    });
  }
}
