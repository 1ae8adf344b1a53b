/**
 * Seats bound to players (#21 item 3). A join that carries a player token (`X-Player-Token`,
 * `player-identity.ts`) binds the seat it takes to the player: the seat's `data.player` is the
 * player's public id, which the lists, the boards and the match's records may show (it is
 * public), and which the ratings and histories read at the end of the match. Create and play
 * again take no seat (the app joins right after them, and that join binds).
 *
 * `data.player` is the server's to write, exactly like the computer's mark `data.bot`
 * (`bot-seats.ts`): a client may not send it (join and update refuse it, 400), and every seat
 * change keeps it right, in the one metadata write of boardgame.io's route (`bindingPlayers`
 * rewrites the metadata writes of a match while a seat change of it is under way; a join's new
 * credentials, which this server makes, `seatCredentials`, name the player who joined). It sits
 * under the seat keeping (`seat-keeping-writes.ts`), which tells a write made from stale seats
 * (a socket's, a move's) from a seat change and rebases it on the seats stored: above it, the
 * binding rebuilt every write as new seats, and a stale write so rebuilt was no longer known as
 * stale, so it undid the join or leave it raced.
 * Not an AsyncLocalStorage carrying the request down: while one is on, every `await` in the
 * process pays for its hooks, every move of every match included, and a join is the commonest
 * lobby request.
 * - the seat a join takes gets the joiner's id, or none for a join without a token (the seat may
 *   still hold the id of a player who left it: boardgame.io keeps a seat's data when it is left);
 * - a seat someone leaves loses its id;
 * - any other seat keeps the id it had: boardgame.io's update replaces a seat's whole `data`, and
 *   an update must not unbind a seat (a player about to lose could leave the rating otherwise).
 * A player takes at most one seat of a match (409): a match against oneself rates nothing.
 */
import type { Context, Next } from 'koa';
import type { Server } from 'boardgame.io';
import type { Seats, ServerStorage } from './after-commit-pubsub';
import { ForwardingStorage } from './forwarding-storage';
import { ApiError } from './http-errors';
import { lobbyRoute } from './lobby-route';
import { isPublicId, requestIdentity } from './player-identity';
import type { PlayerStore } from './player-store';
import { writesConditionally, type ConditionalMetadataWrites } from './seat-keeping-writes';
import { randomToken } from './secure-random';

/** The key of a seat's `data` that holds its player's public id. */
export const PLAYER_DATA_KEY = 'player';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The public id of the player bound to a seat, if any. */
export function playerOf(seat: Pick<Server.PlayerMetadata, 'data'> | undefined): string | undefined {
  const id = isRecord(seat?.data) ? seat.data[PLAYER_DATA_KEY] : undefined;
  return isPublicId(id) ? id : undefined;
}

/** A seat's `data` a client sends (join, update): the player's id is not theirs to write. */
export function checkClientPlayerData(data: unknown): void {
  if (isRecord(data) && Object.hasOwn(data, PLAYER_DATA_KEY)) {
    throw new ApiError(400, `data.${PLAYER_DATA_KEY} is reserved: the server binds a seat to the player whose token joined it`);
  }
}

/** `data` with the player's id set (a string) or removed (undefined); undefined if nothing is left. */
function withPlayer(data: unknown, player: string | undefined): unknown {
  const rest = isRecord(data) ? Object.fromEntries(Object.entries(data).filter(([key]) => key !== PLAYER_DATA_KEY)) : data;
  if (player === undefined) return isRecord(rest) && Object.keys(rest).length === 0 ? undefined : rest;
  return { ...(isRecord(rest) ? rest : {}), [PLAYER_DATA_KEY]: player };
}

/**
 * The seats a lobby request writes (`next`), bound as the rules above say, given the seats as
 * stored before it (`stored`) and who joined with which new credentials (`joinerOf`: the
 * player's id for a join with a token).
 */
export function boundSeats(
  stored: Seats | undefined,
  next: Server.MatchData,
  joinerOf: (credentials: string) => string | undefined,
): Server.MatchData {
  const players: Server.MatchData['players'] = {};
  for (const [key, seat] of Object.entries(next.players)) {
    const before = stored?.[Number(key)];
    const joined = seat.credentials !== undefined && seat.credentials !== before?.credentials;
    const left = seat.credentials === undefined && before?.credentials !== undefined;
    const id = joined ? joinerOf(seat.credentials!) : left ? undefined : playerOf(before);
    const data = withPlayer(seat.data, id);
    const { data: _data, ...rest } = seat;
    players[Number(key)] = data === undefined ? rest : { ...rest, data };
  }
  return { ...next, players };
}

/** Per match, how many of its seat changes are under way (two requests may overlap). */
const seatChanges = new Map<string, number>();
/** A join's new credentials, until its request ends, to the id of the player whose token joined. */
const joiners = new Map<string, string>();

/** Where the request keeps what the credentials and the cleanup need (`ctx.state`). */
interface JoinState {
  joiningPlayer?: string;
  joinCredentials?: string;
}

/**
 * The lobby's seat changes (join, leave, update, rename), run so that their metadata write binds
 * seats; a join with a token first registers the player under the seat's name if they are new.
 * Runs after lobby validation (which checked the match and the body, `ctx.state.lobbyBody`).
 */
export function playerBinding(store: PlayerStore, seatsOf: ServerStorage['seatsOf']) {
  return async (ctx: Context, next: Next): Promise<void> => {
    const route = lobbyRoute(ctx.path);
    if (ctx.method !== 'POST' || typeof route !== 'object' || !route.matchID || !route.action) return next();
    if (!['join', 'leave', 'update', 'rename'].includes(route.action)) return next();
    const matchID = route.matchID;
    const identity = route.action === 'join' ? requestIdentity(ctx) : undefined;
    const state = ctx.state as JoinState;
    if (identity) {
      const seats = (await seatsOf(matchID)) ?? {};
      const mine = Object.values(seats).find((seat) => seat.credentials !== undefined && playerOf(seat) === identity.id);
      if (mine) throw new ApiError(409, `you already play seat "${mine.id}" of this match: a player takes one seat of a match`);
      const body: unknown = ctx.state.lobbyBody;
      const name = isRecord(body) && typeof body.playerName === 'string' ? body.playerName.trim() : '';
      if ((await store.ensurePlayer(identity.id, identity.tokenHash, name, Date.now())) === 'taken') {
        throw new ApiError(409, 'this player token cannot be used: make a new one');
      }
      state.joiningPlayer = identity.id;
    }
    seatChanges.set(matchID, (seatChanges.get(matchID) ?? 0) + 1);
    try {
      await next();
    } finally {
      const left = seatChanges.get(matchID)! - 1;
      if (left === 0) seatChanges.delete(matchID);
      else seatChanges.set(matchID, left);
      if (state.joinCredentials !== undefined) joiners.delete(state.joinCredentials);
    }
  };
}

/**
 * boardgame.io's `generateCredentials` (called by its join route): 128 random bits, noted as the
 * joining player's while the request runs, for a join with a token.
 */
export function seatCredentials(ctx: object): string {
  const credentials = randomToken(16);
  // boardgame.io types its argument as Koa's empty DefaultContext; it is the join's Context.
  const state = (ctx as Partial<Pick<Context, 'state'>>).state as JoinState | undefined;
  if (state?.joiningPlayer !== undefined) {
    joiners.set(credentials, state.joiningPlayer);
    state.joinCredentials = credentials;
  }
  return credentials;
}

/**
 * `storage`, binding seats in the metadata writes of the lobby requests `playerBinding` runs; with
 * the store's conditional write (PostgreSQL) when it has one.
 */
export function bindingPlayers(storage: ServerStorage): ServerStorage {
  return writesConditionally(storage) ? new ConditionalBindingStorage(storage) : new BindingStorage(storage);
}

const joinerOf = (credentials: string) => joiners.get(credentials);

class BindingStorage extends ForwardingStorage {
  // Not async: every move's metadata write passes here, and a pass-through should not cost a promise of its own.
  override setMetadata(matchID: string, metadata: Server.MatchData): Promise<void> {
    if (!seatChanges.has(matchID)) return this.inner.setMetadata(matchID, metadata);
    return this.bound(matchID, metadata);
  }

  /**
   * Any write of the match while a seat change is under way, a move's included: binding leaves
   * the seats of a write that changes none as they are stored.
   */
  private async bound(matchID: string, metadata: Server.MatchData): Promise<void> {
    const { metadata: stored } = await this.inner.fetch(matchID, { metadata: true });
    return this.inner.setMetadata(matchID, boundSeats(stored?.players, metadata, joinerOf));
  }
}

class ConditionalBindingStorage extends BindingStorage implements ConditionalMetadataWrites {
  constructor(private readonly conditional: ServerStorage & ConditionalMetadataWrites) {
    super(conditional);
  }

  /** Written only over the metadata `expected`: its seats are those stored before it. */
  setMetadataIfUnchanged(matchID: string, metadata: Server.MatchData, expected: Server.MatchData): Promise<boolean> {
    const bound = seatChanges.has(matchID) ? boundSeats(expected.players, metadata, joinerOf) : metadata;
    return this.conditional.setMetadataIfUnchanged(matchID, bound, expected);
  }
}
