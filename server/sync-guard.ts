/**
 * Hole 4: boardgame.io answers a socket `sync` for a match that does not exist by creating it
 * (unlisted, default setup), so anyone could fill the database. Matches are created through the
 * lobby only; a sync for anything else is dropped.
 * Every game's namespace shares one storage, and boardgame.io runs a packet with the namespace's
 * game whatever match it names: a sync or move for another game's match would run that match
 * through the wrong playerView and reducer. So a packet must name a match of this game.
 */
import type { PacketGuard } from './socket-guards';

/** Packets whose first argument is a matchID. */
const ABOUT_A_MATCH: Record<string, number> = { sync: 1, update: 3, chat: 1 };

type GameOf = (matchID: string) => string | undefined | Promise<string | undefined>;

export function syncGuard(gameName: string, gameOf: GameOf): PacketGuard {
  return (packet) => {
    const at = ABOUT_A_MATCH[String(packet[0])];
    if (at === undefined) return true;
    const matchID = packet[at];
    if (typeof matchID !== 'string') return false;
    const game = gameOf(matchID);
    return game instanceof Promise ? game.then((name) => name === gameName) : game === gameName;
  };
}
