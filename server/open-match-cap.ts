/**
 * Caps on the matches one address has created (or made as a rematch: play again) that still hold
 * something of the server's:
 * - `openMatchCap`: matches that wait for players (a seat is free). The rate limit alone still let
 *   an address fill the database and the public list with thousands of empty matches a day, which
 *   the cleanup job removes only after a week. A real player has a few invitations open at a time.
 * - `computerMatchCap`: unfinished matches against the computer. The computer's players think on
 *   one pool of threads for everyone: twenty four-player matches against three hard computers
 *   each, from one address, kept its queue 19 deep, and another player's easy computer took
 *   seconds a move instead of an instant. A person plays a few such matches at a time.
 *
 * The matches each address created are remembered in this process's memory (a restart forgets
 * them; with several instances each counts its own). One counts while it holds (a free seat; a
 * computer seat); it is forgotten once over, gone (its last player left, or the cleanup removed
 * it) or a day old, so an address is never shut out for longer than that. A full match is set
 * aside, and looked at again once a seat of it is left through this instance: a seat given back
 * makes it wait for players again (forgotten once full, 25 matches filled and then left were
 * listed past a cap of 10).
 *
 * Quick match's "play the computer" (`POST /quick/<ticket>/computer`) creates a match against the
 * computer too, and counts against the same cap (`quickComputer`, mounted before the quick routes).
 */
import type { Context, Next } from 'koa';
import type { Server, StorageAPI } from 'boardgame.io';
import { isOver } from './after-commit-pubsub';
import { botSeatsOf } from './bot-seats';
import { ApiError } from './http-errors';
import { lobbyRoute } from './lobby-route';
import { hasOpenSeat } from './table-guard';

const COUNTED_FOR_MS = 24 * 3_600_000;
/** Quick match's "play the computer" (`quick-route.ts`): it answers the match it seats the ticket in. */
const QUICK_COMPUTER = /^\/quick\/[^/]+\/computer$/;

interface Options {
  db: StorageAPI.Async;
  /** 0: no cap. */
  perAddress: number;
  addressOf: (ctx: Context) => string;
}

/** A lobby middleware (quick matches are full from the start). */
export const openMatchCap = (options: Options) =>
  createdMatchCap(options, {
    counts: () => true,
    holds: hasOpenSeat,
    againAfterLeave: true,
    refusal: (cap) =>
      `your address already has ${cap} matches waiting for players (the most it may have): ` +
      'wait until players join them, or leave them, before creating another',
  }).lobby;

/** Two middlewares over one count: `lobby`, and `quickComputer` to mount before the quick routes. */
export const computerMatchCap = (options: Options) =>
  createdMatchCap(options, {
    // A create that asks for computer seats; a rematch that keeps them (its body may drop them).
    counts: (body, played) =>
      hasBots(body.bots) || (played !== undefined && body.bots === undefined && hasBots(botSeatsOf(played.players))),
    holds: (metadata) => hasBots(botSeatsOf(metadata.players)),
    // The computer never leaves its seat: a match between people never comes to count.
    againAfterLeave: false,
    refusal: (cap) =>
      `your address already has ${cap} unfinished matches against the computer (the most it may have): ` +
      'finish or leave one before starting another',
  });

const hasBots = (bots: unknown): boolean => typeof bots === 'object' && bots !== null && Object.keys(bots).length > 0;

interface Rule {
  /** Whether a creation counts, from its body and (play again) the match played. */
  counts: (body: Record<string, unknown>, played: Server.MatchData | undefined) => boolean;
  /** Whether an unfinished match it made counts now. */
  holds: (metadata: Server.MatchData) => boolean;
  /** Whether a match that does not count may count again once a seat of it is left. */
  againAfterLeave: boolean;
  refusal: (perAddress: number) => string;
}

function createdMatchCap({ db, perAddress, addressOf }: Options, rule: Rule) {
  /** Per address, the matches it created (id -> when) that counted when last looked at, or were not yet. */
  const created = new Map<string, Map<string, number>>();
  /** Per address, creations under way (this one included): counted too. */
  const pending = new Map<string, number>();
  /**
   * Matches that did not count when last looked at but may again (a full match whose seat is
   * given back), by id: looked at again only once a seat of theirs is left through this instance.
   * Each creation looked at every match its address had made that day: a hundred full matches
   * going on behind one address made a creation cost as much as ten moves of each, and a day of
   * filling its own matches (thousands) a third of a second.
   */
  const parked = new Map<string, { address: string; at: number }>();

  /** Whether a match counts now; null once it never will again (gone, over, or a day old). */
  const standing = async (matchID: string, at: number): Promise<boolean | null> => {
    if (Date.now() - at > COUNTED_FOR_MS) return null;
    const { metadata } = await db.fetch(matchID, { metadata: true });
    if (!metadata || isOver(metadata)) return null;
    return rule.holds(metadata);
  };

  const unpark = (matchID: string) => {
    const match = parked.get(matchID);
    if (!match) return;
    parked.delete(matchID);
    const mine = created.get(match.address) ?? new Map<string, number>();
    created.set(match.address, mine.set(matchID, match.at));
  };

  // An address that never creates again is never pruned by heldCount: forget day-old matches
  // of every address now and then, so the map cannot grow with addresses that came once.
  let nextSweep = Date.now() + COUNTED_FOR_MS;
  const sweep = () => {
    const now = Date.now();
    if (now < nextSweep) return;
    nextSweep = now + COUNTED_FOR_MS / 24;
    for (const [address, mine] of created) {
      for (const [matchID, at] of mine) if (now - at > COUNTED_FOR_MS) mine.delete(matchID);
      if (mine.size === 0) created.delete(address);
    }
    for (const [matchID, { at }] of parked) if (now - at > COUNTED_FOR_MS) parked.delete(matchID);
  };

  const heldCount = async (address: string): Promise<number> => {
    const mine = created.get(address);
    let held = 0;
    if (mine) {
      for (const [matchID, at] of mine) {
        const counts = await standing(matchID, at);
        if (counts) held++;
        else mine.delete(matchID);
        if (counts === false && rule.againAfterLeave) parked.set(matchID, { address, at });
      }
      // Another request may have replaced the emptied map meanwhile: never drop that one.
      if (mine.size === 0 && created.get(address) === mine) created.delete(address);
    }
    return held + (pending.get(address) ?? 0);
  };

  /**
   * A create, or a play again that makes the rematch (once made, every seat's play again answers
   * it), that the rule counts. The body is the lobby validation's, checked already.
   */
  const creates = async (ctx: Context): Promise<boolean> => {
    const route = lobbyRoute(ctx.path);
    if (ctx.method !== 'POST' || typeof route !== 'object') return false;
    const body = (ctx.state.lobbyBody ?? {}) as Record<string, unknown>;
    if (route.matchID === 'create') return route.action === undefined && rule.counts(body, undefined);
    if (route.action !== 'playAgain' || route.matchID === undefined) return false;
    const { metadata } = await db.fetch(route.matchID, { metadata: true });
    return !!metadata && metadata.nextMatchID === undefined && rule.counts(body, metadata);
  };

  const guarded = async (ctx: Context, next: Next): Promise<void> => {
    sweep();
    const address = addressOf(ctx);
    // Counted before the first await: concurrent creations see each other.
    pending.set(address, (pending.get(address) ?? 0) + 1);
    try {
      if ((await heldCount(address)) > perAddress) throw new ApiError(429, rule.refusal(perAddress));
      await next();
    } finally {
      const left = pending.get(address)! - 1;
      if (left === 0) pending.delete(address);
      else pending.set(address, left);
    }
    const body: unknown = ctx.body;
    const made = typeof body === 'object' && body !== null ? (body as { matchID?: unknown; nextMatchID?: unknown }) : {};
    const matchID = made.matchID ?? made.nextMatchID;
    if (ctx.status === 200 && typeof matchID === 'string') {
      const mine = created.get(address) ?? new Map<string, number>();
      created.set(address, mine.set(matchID, Date.now()));
    }
  };

  return {
    lobby: async (ctx: Context, next: Next): Promise<void> => {
      if (perAddress === 0) return next();
      const route = lobbyRoute(ctx.path);
      if (ctx.method === 'POST' && typeof route === 'object' && route.action === 'leave' && route.matchID !== undefined) {
        await next();
        // A seat left: the match may wait for players again.
        if (ctx.status === 200) unpark(route.matchID);
        return;
      }
      return (await creates(ctx)) ? guarded(ctx, next) : next();
    },
    quickComputer: async (ctx: Context, next: Next): Promise<void> =>
      perAddress > 0 && ctx.method === 'POST' && QUICK_COMPUTER.test(ctx.path) ? guarded(ctx, next) : next(),
  };
}
