/**
 * Hole 4: boardgame.io answers a socket `sync` for a match that does not exist by creating it
 * (unlisted, default setup), so anyone could fill the database. Matches are created through the
 * lobby only; a sync for anything else is dropped.
 * Every game's namespace shares one storage, and boardgame.io runs a packet with the namespace's
 * game whatever match it names: a sync or move for another game's match would run that match
 * through the wrong playerView and reducer. So a packet must name a match of this game.
 * With a shared database the lookup is a round trip: a match's game never changes, so moves and
 * chat use a small cache of matches already seen; a `sync` always asks the database (a wiped
 * match must not be recreated by a sync that a stale cache let through).
 * A sync names its seat by id (a string) or not at all (a spectator): boardgame.io looks the seat
 * up as a property key, and a value that cannot be made one (`{ "toString": 1 }`) threw inside its
 * handler, an unhandled error per packet (found by the fuzzer, test/server/fuzz.test.ts).
 */
import type { PacketGuard } from './socket-guards';

/** Packets whose first argument is a matchID. */
const ABOUT_A_MATCH: Record<string, number> = { sync: 1, update: 3, chat: 1 };
const CACHE_LIMIT = 10_000;

type GameOf = (matchID: string) => string | undefined | Promise<string | undefined>;

export function syncGuard(gameName: string, gameOf: GameOf): PacketGuard {
  const seen = new Set<string>(); // matches of this game, oldest first
  const remember = (matchID: string) => {
    seen.add(matchID);
    if (seen.size > CACHE_LIMIT) seen.delete(seen.values().next().value!);
  };
  const verdict = (matchID: string, name: string | undefined) => {
    if (name !== gameName) return false;
    remember(matchID);
    return true;
  };
  return (packet) => {
    const event = String(packet[0]);
    const at = ABOUT_A_MATCH[event];
    if (at === undefined) return true;
    const matchID = packet[at];
    if (typeof matchID !== 'string') return false;
    const seat = packet[2];
    if (event === 'sync' && seat !== null && seat !== undefined && typeof seat !== 'string') return false;
    // An update for a wiped match is harmless: boardgame.io answers "game not found".
    if (event !== 'sync' && seen.has(matchID)) return true;
    const game = gameOf(matchID);
    return game instanceof Promise ? game.then((name) => verdict(matchID, name)) : verdict(matchID, game);
  };
}
