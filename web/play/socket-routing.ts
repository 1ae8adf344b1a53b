/**
 * Several server instances behind a proxy: every socket of a match must reach the instance that
 * owns the match (boardgame.io queues a match's moves in that process). boardgame.io's socket
 * names only the game (the namespace); the match id travels inside the `sync` message, where a
 * proxy cannot see it. So the client also puts it in the connection URL
 * (`/socket.io/?matchID=...&EIO=4&transport=...`, on the polling requests and the WebSocket
 * upgrade alike), and the proxy hashes on it (`deploy/nginx.conf`: `hash $arg_matchID consistent`).
 * `forceNew`: one connection per match, never a cached one still carrying another match's id.
 */
export function matchSocketOpts(matchID: string): { query: { matchID: string }; forceNew: boolean } {
  return { query: { matchID }, forceNew: true };
}
