/**
 * Which lobby route a request path is. boardgame.io's router (@koa/router, path-to-regexp)
 * matches paths case-insensitively, with or without a trailing slash, and percent-decodes
 * parameters: a validator that matched paths differently would let `POST /GAMES/<game>/<id>/join`
 * or `.../JOIN` through unchecked. Rather than imitate every spelling the router accepts, the
 * lobby has exactly one: any path the router could take for a lobby route (it starts with
 * `/games` in any case) must be spelled canonically, or it is refused before the router sees it.
 */

/** The route of a canonical lobby path; `game` is absent for `GET /games` (the list of games). */
export interface LobbyRoute {
  game?: string;
  matchID?: string;
  action?: string;
}

/** Lower case, no trailing slash, no percent-encoding: game names and match ids need none. */
const CANONICAL =
  /^\/games(?:\/([A-Za-z0-9_-]+)(?:\/([A-Za-z0-9_-]+)(?:\/(join|leave|playAgain|update|rename|history|replay|turn|claim))?)?)?$/;

/** What path-to-regexp, case-insensitive, could route to a `/games...` pattern. */
const ROUTER_TERRITORY = /^\/games(?:[/#?]|$)/i;

/**
 * `undefined`: not a lobby path (leave it to the rest of the app); `'non-canonical'`: a path the
 * router might take for a lobby route, in a spelling the lobby refuses.
 */
export function lobbyRoute(path: string): LobbyRoute | 'non-canonical' | undefined {
  const match = CANONICAL.exec(path);
  // `/games/<game>/CREATE` is the router's create route, not a match called "CREATE".
  if (match && !(match[2]?.toLowerCase() === 'create' && match[2] !== 'create')) {
    const [, game, matchID, action] = match;
    return { game, matchID, action };
  }
  return ROUTER_TERRITORY.test(path) ? 'non-canonical' : undefined;
}
