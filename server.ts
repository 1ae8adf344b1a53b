/**
 * The game server, on one port: the boardgame.io lobby API (`/games/...`), quick match (`/quick...`), the game sockets,
 * `GET /health` and the built web app. Matches live in SQLite under DATA_DIR (or in PostgreSQL
 * with DATABASE_URL, Redis carrying moves between instances with REDIS_URL: see
 * `server/backends.ts`) and survive a restart. boardgame.io 0.50.2's secret-state holes are
 * closed by the modules in `server/`.
 * Environment: PORT (8000), DATA_DIR (./data), DATABASE_URL, REDIS_URL, MATCH_TTL_HOURS (24,
 * finished matches), ABANDONED_TTL_HOURS (168, unfinished matches without a move),
 * CLEANUP_INTERVAL_MINUTES (10), ORIGINS (extra origins allowed cross-origin), the per-address
 * limits LIMIT_* and TRUST_PROXY, MATCH_LIST_LIMIT (50) and LIST_AWAY_SECONDS (600), BOT_THREADS
 * and BOT_SCAN_SECONDS (the computer players' threads and how often stored matches are searched
 * for their seats),
 * QUICK_BOT_OFFER_SECONDS and QUICK_TICKET_SECONDS (quick match), AWAY_CLAIM_SECONDS and
 * TURN_CLAIM_SECONDS (a claim of the win from a player away on their turn, or too long on one):
 * see the README's table.
 * Players (a token in the browser, no password), their Glicko-2 ratings and finished matches
 * live beside the matches: `server/player-*.ts`, `server/ratings.ts`.
 */
import type { IncomingMessage } from 'node:http';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Origins, Server } from 'boardgame.io/server';
import type { Context } from 'koa';
import type { Server as IoServer, ServerOptions as SocketOpts, Socket } from 'socket.io';
import { openBackendsOrExit } from './server/backends';
import { AwaySeats, timingMatches, type SeatSeen } from './server/away-seats';
import { BotHost, exemptingBots } from './server/bot-host';
import { AdvisoryLockLease, soleInstance } from './server/bot-lease';
import { BotPool } from './server/bot-pool';
import { seatingBots } from './server/bot-seats';
import { configFromEnv } from './server/config';
import { chatGuard } from './server/chat-guard';
import { winClaims } from './server/claim-win';
import { computerClaims } from './server/computer-claims';
import { compressing } from './server/compression';
import { addressKey, requestAddress } from './server/client-address';
import { seatCredentialsMatch } from './server/credentials';
import { eventGuard } from './server/event-guard';
import { games, served } from './server/games';
import { health } from './server/health';
import { jsonErrors, logAppError } from './server/http-errors';
import { lobbyValidation } from './server/lobby-validation';
import { Settler, settlingFinishedMatches } from './server/match-settlement';
import { matchRecords } from './server/match-records';
import { matchTurn } from './server/match-turn';
import { moveGuard } from './server/move-guard';
import { publicMatchList } from './server/match-list';
import { QuickMatch } from './server/quick-match';
import { quickRoutes } from './server/quick-route';
import { computerMatchCap, openMatchCap } from './server/open-match-cap';
import { exitUnlessBoardgameIoPatched } from './server/patch-check';
import { summarizingRefusals } from './server/refusal-log';
import { playerBinding, seatCredentials } from './server/player-binding';
import { playerRoutes } from './server/player-routes';
import { quickRatingOf, quickSeatDataOf } from './server/players';
import { StaleWriteError } from './server/postgres-storage';
import { FailedWriteError, StoreClosedError } from './server/sqlite-storage';
import { jsonOnlyParser } from './server/json-only-parser';
import { SeatCheckedSocketIO } from './server/seat-checked-transport';
import { lobbyRateLimits, rateLimits, socketRateLimits } from './server/rate-limits';
import { securityHeaders, socketIoSecurityHeaders } from './server/security-headers';
import { PostgresSeatPresence } from './server/postgres-seat-presence';
import { seatChangeNotices } from './server/seat-change-notices';
import { SocketCaps } from './server/socket-cap';
import { capConnections } from './server/connection-cap';
import { crossSiteWrites } from './server/cross-site-writes';
import { installSocketGuards } from './server/socket-guards';
import { originRefusal } from './server/socket-origin';
import { syncGuard } from './server/sync-guard';
import { tableGuard } from './server/table-guard';
import { webApp } from './server/web-app';

const root = dirname(fileURLToPath(import.meta.url));
exitUnlessBoardgameIoPatched(root); // hole 1
const stopSummarizingRefusals = summarizingRefusals();
const config = configFromEnv(root);
const backends = await openBackendsOrExit(config);
const { pubSub, description, startCleanup, storageProblem, close, players } = backends;
// A finished match is recorded for its players (history, ratings) once its last state is stored.
const settler = new Settler({ db: backends.db, store: players, served });
// Since when each seat has been away: a claim of the win reads it (`server/claim-win.ts`).
const awaySeats = new AwaySeats();
// The computer's seats are written with the match a create asks them for (`bots`).
const db = seatingBots(timingMatches(settlingFinishedMatches(backends.db, settler), awaySeats));
// Each computer seat is a client of its seat on this server, thinking on a pool of threads.
const bots = new BotHost({
  db,
  pool: new BotPool(config.botThreads),
  lease: config.databaseUrl ? new AdvisoryLockLease(config.databaseUrl) : soleInstance,
  games: games.map((g) => g.name ?? ''),
  url: `http://127.0.0.1:${config.port}`,
  scanMs: config.botScanMs,
});
db.onBotMatch((matchID, metadata, creator) => bots.created(matchID, metadata, creator));

// The app is served from this same origin; cross-origin callers only in development or by name.
const origins = [...config.origins, ...(process.env.NODE_ENV === 'production' ? [] : [Origins.LOCALHOST, /^https?:\/\/127\.0\.0\.1:\d+$/])];
// boardgame.io passes socket.io `cors: { origins }`, an option socket.io 4 ignores (it wants
// `origin`), so the polling transport answered any origin with `*`. Ours comes after, and wins.
// CORS does not cover WebSockets: a page elsewhere is refused at the handshake.
const limits = rateLimits(config.limits);
const socketCaps = new SocketCaps({
  atOnce: config.limits.socketsAtOnce,
  newPerMinute: limits.connections,
  packets: limits.packets,
  addressOf: (request) => requestAddress(request, config.trustedProxies),
  exempt: (request) => bots.isOwnRequest(request),
});
const socketOpts = {
  maxHttpBufferSize: 64 * 1024,
  parser: jsonOnlyParser,
  cors: { origin: origins },
  // engine.io's check of each new connection's handshake
  allowRequest: (request: IncomingMessage, answer: (refusal: string | null, allowed: boolean) => void) => {
    const refusal = originRefusal(request, origins) ?? socketCaps.handshakeRefusal(request);
    answer(refusal ?? null, refusal === undefined);
  },
};

// A socket stops receiving a seat's view once the seat's credentials change (leave, new join).
const transport = new SeatCheckedSocketIO({ pubSub, socketOpts: socketOpts as SocketOpts });
transport.watchPresence(awaySeats);
// With several instances, the seats whose sockets are on another one (an instance that died stops counting).
const elsewhere = config.databaseUrl
  ? new PostgresSeatPresence(config.databaseUrl, () => transport.heldSeats(), config.presenceBeatMs)
  : undefined;
if (elsewhere) {
  await elsewhere.connect();
  elsewhere.start();
  transport.watchPresence(elsewhere);
}
const server = Server({
  games, // hole 2: each with the unpredictable-seed plugin
  db,
  transport,
  origins,
  authenticateCredentials: seatCredentialsMatch, // every joined seat needs its credentials
  generateCredentials: seatCredentials, // a join's credentials name the player whose token joined
});

// Koa runs these before the lobby routes boardgame.io adds in run().
server.app.use(compressing()); // gzip or brotli, for the app's assets and the lobby's JSON
server.app.use(securityHeaders());
server.app.use(crossSiteWrites(origins));
server.app.use(jsonErrors());
// Instead of Koa's own logger, which boardgame.io's socket set-up has already installed.
server.app.removeAllListeners('error');
server.app.on('error', logAppError);
server.app.use(
  health(
    games.map((g) => g.name ?? ''),
    storageProblem,
    // how many computer moves wait for a thread; how many matches are under way here
    () => ({ bots: bots.status(), matchesUnderWay: awaySeats.underWay() }),
  ),
);
const addressOf = (ctx: Context) => requestAddress(ctx.req, config.trustedProxies);
server.app.use(lobbyRateLimits(limits, addressOf));
// Quick match: one button, seated with the next player who asks for the same (or the computer).
// Player identities plug in here (`ratingOf`, `seatDataOf`: see server/quick-match.ts): pairs by
// Glicko-2 rating, and binds each person's seat to their player as a join with the token does.
const quick = new QuickMatch({
  ratingOf: quickRatingOf(players),
  seatDataOf: quickSeatDataOf(players),
  store: backends.quickStore,
  db,
  games,
  botOfferMs: config.quickBotOfferMs,
  ticketTtlMs: config.quickTicketMs,
  waitingPerAddress: config.limits.quickWaiting,
});
const computerCap = computerMatchCap({ db, perAddress: config.limits.computerMatches, addressOf });
server.app.use(computerCap.quickComputer); // quick match's computer opponent counts too
server.app.use(quickRoutes({ quick, limits, addressOf }));
server.app.use(seatChangeNotices(db, pubSub)); // the match's sockets hear of a join, leave or rename at once
server.app.use(lobbyValidation({ games, db, seatChanges: backends.seatChanges, addressOf })); // hole 5; one seat change at a time
server.app.use(playerBinding(players, (id) => db.seatsOf(id))); // after validation: the body is checked
server.app.use(playerRoutes(players)); // /players/..., /ratings/<game>
server.app.use(openMatchCap({ db, perAddress: config.limits.openMatches, addressOf }));
server.app.use(computerCap.lobby);
// A seat's player is here: a socket synced as the seat on this instance, or on another one alive
// (which also says when one last saw them).
const seatSeen = async (matchID: string, seat: { id: number }): Promise<SeatSeen> =>
  transport.hasSeatSocket(matchID, String(seat.id))
    ? { here: true }
    : ((await elsewhere?.seen(matchID, String(seat.id))) ?? { here: false });
server.app.use(
  publicMatchList({
    db,
    limit: config.matchListLimit,
    awayMs: config.listAwayMs,
    seatHere: async (matchID, seat) => (await seatSeen(matchID, seat)).here,
    lastLeft: (matchID) => awaySeats.lastLeft(matchID),
  }),
);
server.app.use(matchRecords({ served, db })); // a seat's history; a finished match's replay
server.app.use(matchTurn(db, served)); // whose decision a match waits for, or how it ended ("Your matches")
// A seat away on its turn for too long loses, when another side claims the win; the computer
// claims as soon as a person could.
const claims = winClaims({
  served,
  db,
  pubSub,
  away: awaySeats,
  awayMs: config.awayClaimMs,
  turnMs: config.turnClaimMs,
  seatSeen,
  inMatchQueue: (matchID, task) => transport.inMatchQueue(matchID, task),
});
server.app.use(claims.route);
const stopComputerClaims = computerClaims({
  db,
  claims,
  seats: () => bots.seatsByMatch(),
  awayMs: config.awayClaimMs,
  turnMs: config.turnClaimMs,
});
server.app.use(webApp(config.webDir));

const io = (server.app as unknown as { _io: IoServer })._io;
socketIoSecurityHeaders(io);
const socketAddressOf = (socket: Socket) => requestAddress(socket.conn.request, config.trustedProxies);
socketCaps.install(
  io,
  games.map((g) => g.name ?? ''),
);
installSocketGuards(io, games, (game) => [
  exemptingBots(bots, socketRateLimits(limits, socketAddressOf)),
  chatGuard(),
  eventGuard(game),
  moveGuard(game),
  syncGuard(game.name ?? '', (id) => db.gameOf(id)), // holes 3, 4
  tableGuard((id) => db.seatsOf(id)), // no move before every seat is taken
]);

// boardgame.io's socket handlers are async and unguarded: one exception (a bad packet, a bug in
// a game) would otherwise end the process and every match on it. Each write is one
// transaction, so the store stays consistent.
// A move another instance beat to the database (its broadcast was dropped) is not a crash, nor
// a write the database could not store (the match stays as last committed; /health says why).
process.on('unhandledRejection', (error) => {
  if (error instanceof StaleWriteError) console.warn(`move dropped: ${error.message}`);
  else if (error instanceof FailedWriteError) console.error(`not stored: ${error.message}`);
  else if (error instanceof StoreClosedError) console.warn(`not stored: ${error.message}`);
  else console.error('unhandled error (server keeps running):', error);
});

const servers = await server.run(config.port);
capConnections(servers.appServer, {
  // Behind a proxy every connection is the proxy's: its own limit counts the clients.
  atOnce: config.trustedProxies > 0 ? 0 : config.limits.connectionsAtOnce,
  firstRequestMs: config.firstRequestMs,
  addressOf: (socket) => addressKey(socket.remoteAddress ?? 'unknown'),
  exempt: (request) => bots.isOwnRequest(request),
});
// Matches that ended while the server was down (or whose recording failed): recorded now, before
// the cleanup may remove them, and looked for again at every cleanup interval.
const recorded = await settler.reconcile().catch((error: unknown) => {
  console.error('players: the search for unrecorded matches failed:', error);
  return 0;
});
if (recorded > 0) console.log(`players: recorded ${recorded} finished match(es) found unrecorded`);
const stopReconciling = settler.every(config.cleanupIntervalMs);
await startCleanup();
quick.start(); // removes the tickets nobody asks about any more
await bots.start(); // picks up every unfinished match with computer seats (after a restart too)
console.log(`serving ${games.map((g) => g.name).join(' and ')} on http://localhost:${config.port} (${description})`);

/** Time for the server's disconnect handlers to hand their writes to the store (a read, then a write). */
const DISCONNECTS_WRITTEN_MS = 200;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.kill(servers);
    stopReconciling();
    stopComputerClaims();
    quick.stop();
    bots
      .stop()
      // Every socket's disconnect is written (boardgame.io marks the seat away) before the store
      // closes: written after it, each was refused with a stack trace in the log.
      .then(() => io.disconnectSockets(true))
      .then(() => new Promise((resolve) => setTimeout(resolve, DISCONNECTS_WRITTEN_MS)))
      .then(() => elsewhere?.close())
      .then(close)
      .finally(() => {
        stopSummarizingRefusals();
        process.exit(0);
      });
  });
}
