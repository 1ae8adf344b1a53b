/**
 * A match's sockets hear of a seat change made in the lobby at once. boardgame.io tells them the
 * seats (`matchData`: names, connection flags) only when a seated socket connects or disconnects.
 * A player who left stayed named on every other board: the leaver's socket, disconnecting, no
 * longer holds credentials of the seat, so boardgame.io sends nothing then either. A rename, or
 * a join made without a socket, went unseen the same way.
 *
 * After a join, leave, update or rename the server answered with success, the match's seats as
 * stored now go out on the match's channel, as boardgame.io sends them (credentials taken out).
 * On that channel every socket whose credentials no longer open its seat is disconnected first
 * (`seat-checked-transport.ts`). A match its last player left is gone: there is nobody to tell.
 *
 * Before the first move the seats go out inside a whole sync instead (boardgame.io's clients take
 * the seats from it as from `matchData`): a seat is shown its hand only once the table is full
 * (`withheld-deal.ts`), so the join that fills it deals to the sockets already waiting there.
 */
import type { Context, Next } from 'koa';
import type { GenericPubSub } from 'boardgame.io/server';
import { committedSync, type ServerStorage } from './after-commit-pubsub';
import type { TransportMessage } from './backends';
import { lobbyRoute } from './lobby-route';
import { publicSeats } from './public-seats';
import { MATCH_CHANNEL_PREFIX } from './seat-checked-transport';

const SEAT_CHANGES = new Set(['join', 'leave', 'update', 'rename']);

export function seatChangeNotices(db: ServerStorage, pubSub: GenericPubSub<TransportMessage>) {
  const syncOf = committedSync(db);
  return async (ctx: Context, next: Next): Promise<void> => {
    await next();
    const route = lobbyRoute(ctx.path);
    if (ctx.method !== 'POST' || ctx.status !== 200 || typeof route !== 'object') return;
    const { matchID, action } = route;
    if (matchID === undefined || action === undefined || !SEAT_CHANGES.has(action)) return;
    try {
      const channel = `${MATCH_CHANNEL_PREFIX}${matchID}`;
      // The log and the initial state only for a sync: a rename late in a match reads neither.
      const { state, metadata } = await db.fetch(matchID, { state: true, metadata: true });
      if (!state || !metadata) return;
      const sync = state._stateID === 0 ? await syncOf(matchID) : undefined;
      if (sync?.state._stateID === 0) pubSub.publish(channel, { type: 'sync', args: [matchID, sync] });
      else pubSub.publish(channel, { type: 'matchData', args: [matchID, sync?.filteredMetadata ?? publicSeats(metadata)] });
    } catch (error) {
      // The change itself is made and answered: only the notice is lost (the next connection sends the seats).
      console.error(`match ${matchID}: the seats after a ${action} were not sent to its sockets:`, error);
    }
  };
}
