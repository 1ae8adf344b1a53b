/**
 * Glicko-2 ratings (#21 item 4), computed by the glicko2 library (mmai/glicko2js), one rating
 * per player and game. Pure: the storages call `settle` inside the transaction that records a
 * finished match, with the ratings they hold at that moment (`sqlite-players.ts`,
 * `postgres-players.ts`), so two matches ending together never lose each other's update.
 *
 * Rulings:
 * - Each finished rated match is one rating period of its own, for its two seats only: one
 *   `updateRatings` with one result. Time alone widens nobody's RD: the paper widens the RD of
 *   everyone who sits a period out, which needs periods everyone shares; here a player's RD
 *   widens only by the volatility, at the start of each of their own periods (the library's
 *   step 6), before the match narrows it.
 * - Settings: the paper's and the library's defaults: a new player is 1500, RD 350, volatility
 *   0.06; tau 0.5.
 * - A score is 1 for a win, 0.5 for a draw (Land vs Sea can draw), 0 for a loss.
 * - Against the computer only the person's rating moves: the computer plays as a fixed opponent
 *   at its level's published rating (`games/<game>/rating.ts`) with RD `BOT_RD`, and whatever the
 *   library would make of the computer's rating is dropped.
 * - A finished match whose seats are not exactly two rated sides (bound players or computers, at
 *   least one person, two different people) is recorded for the history of every bound player in
 *   it, unrated.
 * - Two people's rated matches of a game count `PAIR_RATED_PER_DAY` in any 24 hours; later ones
 *   are recorded unrated. The stores count, in the settling transaction, the pair's rated results
 *   that ended within 24 hours either side of this one: a match recorded late (a reconcile after
 *   a restart, two instances racing) is held to those recorded before it.
 */
import glicko2 from 'glicko2';
import type { Level } from '../games/common/levels';
import type { ResignReason } from '../games/common/resign';
import { PAIR_RATED_PER_DAY, type UnratedReason } from '../games/common/rating';

export interface Rating {
  rating: number;
  rd: number;
  vol: number;
}

export const GLICKO_SETTINGS = { tau: 0.5, rating: 1500, rd: 350, vol: 0.06 } as const;

export const NEW_RATING: Rating = { rating: GLICKO_SETTINGS.rating, rd: GLICKO_SETTINGS.rd, vol: GLICKO_SETTINGS.vol };

/**
 * The computer's RD: its strength is measured (hundreds of games each), and it never changes,
 * so it counts as a well-known opponent (a person's RD after some 30 games).
 */
export const BOT_RD = 50;

/** One rating period of two sides: their ratings after a match `a` scored `scoreOfA` in. */
export function ratePeriod(a: Rating, b: Rating, scoreOfA: number): [Rating, Rating] {
  const ranking = new glicko2.Glicko2({ ...GLICKO_SETTINGS });
  const pa = ranking.makePlayer(a.rating, a.rd, a.vol);
  const pb = ranking.makePlayer(b.rating, b.rd, b.vol);
  ranking.updateRatings([[pa, pb, scoreOfA]]);
  const after = (p: typeof pa): Rating => ({ rating: p.getRating(), rd: p.getRd(), vol: p.getVol() });
  return [after(pa), after(pb)];
}

/** A seat of a finished match, as the history keeps it. */
export interface SettledSeat {
  seat: string;
  /** The seat's name in the match. */
  name: string;
  /** Its side (Air, Land & Sea: the seat; Land vs Sea: its role). */
  side: string;
  /** 1 won, 0.5 draw, 0 lost. */
  score: number;
  /** The public id of the person who played it, when bound (`data.player`). */
  player?: string;
  /** The computer's level, for a computer's seat. */
  bot?: Level;
  /** The computer's fixed rating at that level, for a computer's seat of a rated match. */
  botRating?: number;
  /**
   * How the seat gave the match up, if it did: resigned, or lost to a claim (away, slow). Absent in
   * results recorded before it was kept.
   */
  gaveUp?: ResignReason;
}

/** What the server found about a finished match (`match-settlement.ts`): what the stores record. */
export interface Settlement {
  matchID: string;
  game: string;
  /** When it ended (ms): its last update. */
  finishedAt: number;
  rated: boolean;
  /** Why not, when `rated` is false. */
  unrated?: Extract<UnratedReason, 'setup' | 'unplayed'>;
  seats: SettledSeat[];
}

/** A bound player's rating in a game, with their record. */
export interface PlayerRating extends Rating {
  games: number;
  wins: number;
  losses: number;
  draws: number;
}

export const NEW_PLAYER_RATING: PlayerRating = { ...NEW_RATING, games: 0, wins: 0, losses: 0, draws: 0 };

/** One bound player's row of a finished match: their history survives the match's cleanup. */
export interface MatchResult {
  matchID: string;
  game: string;
  finishedAt: number;
  player: string;
  seat: string;
  score: number;
  rated: boolean;
  /** Why not, for an unrated match (none in results recorded before the reason was kept). */
  unrated?: UnratedReason;
  /** The rating before and after (rated matches). */
  before?: Rating;
  after?: Rating;
  /** Every seat of the match (the history tells opponents from partners by side). */
  seats: SettledSeat[];
}

/** What recording a settlement writes: each bound player's result, and the new ratings. */
export interface SettlementWrites {
  results: MatchResult[];
  /** Player id to their rating in the settlement's game after it (rated matches only). */
  ratings: Map<string, PlayerRating>;
}

/**
 * The two people whose rated matches of the day the stores count before recording this one: a
 * settlement that would be rated, between two people (not the computer), else undefined.
 */
export function pairOf(settlement: Settlement): [string, string] | undefined {
  if (!settlement.rated || !ratable(settlement)) return undefined;
  const [a, b] = settlement.seats.map((s) => s.player);
  return a !== undefined && b !== undefined ? [a, b] : undefined;
}

/** The bound players of a settlement, each once (the stores lock and read their ratings). */
export const boundPlayers = (settlement: Settlement): string[] => [
  ...new Set(settlement.seats.flatMap((s) => (s.player ? [s.player] : []))),
];

const withResult = (before: PlayerRating, after: Rating, score: number): PlayerRating => ({
  ...after,
  games: before.games + 1,
  wins: before.wins + (score === 1 ? 1 : 0),
  losses: before.losses + (score === 0 ? 1 : 0),
  draws: before.draws + (score === 0.5 ? 1 : 0),
});

/** Whether a settlement can be rated at all: two sides, each a person or a computer, one person at least, two people apart. */
export function ratable(settlement: Settlement): boolean {
  const { seats } = settlement;
  if (seats.length !== 2) return false;
  if (!seats.every((s) => s.player !== undefined || (s.bot !== undefined && s.botRating !== undefined))) return false;
  const players = seats.flatMap((s) => (s.player ? [s.player] : []));
  return players.length > 0 && new Set(players).size === players.length;
}

/** Why a settlement is not rated (the first reason that holds), or undefined if it is. */
function unratedReason(settlement: Settlement, pairRatedToday: number): UnratedReason | undefined {
  if (!settlement.rated) return settlement.unrated ?? 'setup';
  if (!ratable(settlement)) return 'seats';
  return pairRatedToday < PAIR_RATED_PER_DAY ? undefined : 'pair-day';
}

/**
 * The writes of a settlement, from each bound player's rating before it (`current`, default
 * `NEW_PLAYER_RATING`) and, between two people, how many rated matches of the game they had
 * within 24 hours of its end (`pairRatedToday`). Not ratable, not rated, or over the pair's
 * day: results only, without a rating change.
 */
export function settle(
  settlement: Settlement,
  current: (player: string) => PlayerRating | undefined,
  pairRatedToday = 0,
): SettlementWrites {
  const ratings = new Map<string, PlayerRating>();
  const unrated = unratedReason(settlement, pairRatedToday);
  if (unrated === undefined) {
    const [a, b] = settlement.seats as [SettledSeat, SettledSeat];
    const sideRating = (s: SettledSeat): PlayerRating =>
      s.player ? (current(s.player) ?? NEW_PLAYER_RATING) : { ...NEW_PLAYER_RATING, rating: s.botRating!, rd: BOT_RD };
    const [beforeA, beforeB] = [sideRating(a), sideRating(b)];
    const [afterA, afterB] = ratePeriod(beforeA, beforeB, a.score);
    if (a.player) ratings.set(a.player, withResult(beforeA, afterA, a.score));
    if (b.player) ratings.set(b.player, withResult(beforeB, afterB, b.score));
  }
  const results = settlement.seats.flatMap((seat): MatchResult[] => {
    if (!seat.player) return [];
    const after = ratings.get(seat.player);
    const before = after && (current(seat.player) ?? NEW_PLAYER_RATING);
    return [
      {
        matchID: settlement.matchID,
        game: settlement.game,
        finishedAt: settlement.finishedAt,
        player: seat.player,
        seat: seat.seat,
        score: seat.score,
        rated: after !== undefined,
        ...(unrated ? { unrated } : {}),
        ...(before && after
          ? {
              before: { rating: before.rating, rd: before.rd, vol: before.vol },
              after: { rating: after.rating, rd: after.rd, vol: after.vol },
            }
          : {}),
        seats: settlement.seats,
      },
    ];
  });
  return { results, ratings };
}
