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
 * computer seat); it is forgotten once it no longer does (full: a seat is not given back once the
 * table is full), is over, gone (its last player left, or the cleanup removed it) or a day old, so
 * an address is never shut out for longer than that.
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
    refusal: (cap) =>
      `your address already has ${cap} unfinished matches against the computer (the most it may have): ` +
      'finish or resign one before starting another',
  });

const hasBots = (bots: unknown): boolean => typeof bots === 'object' && bots !== null && Object.keys(bots).length > 0;

interface Rule {
  /** Whether a creation counts, from its body and (play again) the match played. */
  counts: (body: Record<string, unknown>, played: Server.MatchData | undefined) => boolean;
  /** Whether an unfinished match it made counts now (one that does not never will again). */
  holds: (metadata: Server.MatchData) => boolean;
  refusal: (perAddress: number) => string;
}

function createdMatchCap({ db, perAddress, addressOf }: Options, rule: Rule) {
  /** Per address, the matches it created (id -> when) that counted when last looked at, or were not yet. */
  const created = new Map<string, Map<string, number>>();
  /** Per address, creations under way (this one included): counted too. */
  const pending = new Map<string, number>();
  /**
   * Whether a match counts now. One that does not is forgotten: each creation looked at every
   * match its address had made that day, and a hundred full matches going on behind one address
   * made a creation cost as much as ten moves of each.
   */
  const countsNow = async (matchID: string, at: number): Promise<boolean> => {
    if (Date.now() - at > COUNTED_FOR_MS) return false;
    const { metadata } = await db.fetch(matchID, { metadata: true });
    return !!metadata && !isOver(metadata) && rule.holds(metadata);
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
  };

  const heldCount = async (address: string): Promise<number> => {
    const mine = created.get(address);
    let held = 0;
    if (mine) {
      for (const [matchID, at] of mine) {
        if (await countsNow(matchID, at)) held++;
        else mine.delete(matchID);
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
    lobby: async (ctx: Context, next: Next): Promise<void> => (perAddress > 0 && (await creates(ctx)) ? guarded(ctx, next) : next()),
    quickComputer: async (ctx: Context, next: Next): Promise<void> =>
      perAddress > 0 && ctx.method === 'POST' && QUICK_COMPUTER.test(ctx.path) ? guarded(ctx, next) : next(),
  };
}
