/**
 * A cap on the game sockets one address holds at once. Each socket that synced a seat makes
 * boardgame.io write the match's metadata and tell every socket of the match (`matchData`) when
 * it disconnects: an attacker who parked 200 synced sockets and closed them together made 1,150
 * such messages a second (the sync rate limit spaced the syncs, not the disconnects). A browser
 * holds one socket per open match page, so a household behind one address stays far below the cap.
 *
 * Counted per client address across every game's namespace, at connection; the server's own
 * computer players (`exempt`) are not counted. A socket over the cap is refused before
 * boardgame.io sees it: the client gets a `connect_error` saying why.
 */
import type { Server as IoServer, Socket } from 'socket.io';

interface Options {
  /** 0: no cap. */
  perAddress: number;
  addressOf: (socket: Socket) => string;
  exempt: (socket: Socket) => boolean;
}

export function capSocketsPerAddress(io: IoServer, namespaces: readonly string[], { perAddress, addressOf, exempt }: Options): void {
  if (perAddress === 0) return;
  const open = new Map<string, number>();
  for (const name of namespaces) {
    io.of(name).use((socket, next) => {
      // socket.io sets a namespace socket up asynchronously: its connection may have closed
      // meanwhile (a CONNECT and a close in one request), and then it is dropped without a
      // `disconnect`, so it must not be counted.
      if (exempt(socket) || socket.conn.readyState !== 'open') return next();
      const address = addressOf(socket);
      const count = open.get(address) ?? 0;
      if (count >= perAddress) {
        return next(
          new Error(`too many connections from your address (at most ${perAddress} at a time): close other match pages and reload`),
        );
      }
      open.set(address, count + 1);
      let counted = true;
      const release = () => {
        // Once: a closing connection says `close`, then its sockets say `disconnect` within it.
        if (!counted) return;
        counted = false;
        socket.off('disconnect', release);
        socket.conn.off('close', release);
        const left = open.get(address)! - 1;
        if (left === 0) open.delete(address);
        else open.set(address, left);
      };
      // A namespace socket may leave while its connection stays (a multiplexed client: its
      // listener on the connection goes with it, or they would pile up there), and a connection
      // that closes before the socket is set up never says `disconnect`.
      socket.on('disconnect', release);
      socket.conn.on('close', release);
      next();
    });
  }
}
