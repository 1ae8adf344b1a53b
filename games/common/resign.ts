/**
 * Resigning: a match between people can end before its rules end it. A seat resigns, on its turn
 * or not (`resign('resigned')`), or the server resigns it for the others when it has been away on
 * its turn for too long (`resign('away')`) or has spent too long on one turn, there or not
 * (`resign('slow')`, `server/claim-win.ts`). It is a boardgame.io move like
 * any other, so it is logged, stored, replayed and shown to everyone through the same paths; the
 * rules engines know nothing of it (bots never resign).
 * The resigning side loses. With two sides (Air, Land & Sea; Land vs Sea for 2, or for 4 in
 * teams) the other side wins; with three (Land vs Sea for 3) the one of the two others with more
 * points now wins, and a tie goes to the side whose seat comes first after the resigning seat.
 */
import type { Outcome, SomeGame } from './definition';
import { sentence, type SeatNames, type SeenMove } from './log';

/** The move's name, beside each game's own moves. */
export const RESIGN = 'resign';

export const RESIGN_REASONS = ['resigned', 'away', 'slow'] as const;
export type ResignReason = (typeof RESIGN_REASONS)[number];

export const isResignReason = (value: unknown): value is ResignReason => RESIGN_REASONS.includes(value as ResignReason);

/** What the resign move adds to the match state (G): who resigned, and why. */
export interface Resignation {
  player: string;
  reason: ResignReason;
}

/** `ctx.gameover` of a match ended by a resignation (never a draw): the winning side, who resigned, and why. */
export type ResignedOutcome = Extract<Outcome, { winner: string }> & { resigned: string; reason: ResignReason };

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** The resignation a match state holds, if a seat has resigned. */
export function resignationOf(G: unknown): Resignation | undefined {
  const resigned = isRecord(G) ? G.resigned : undefined;
  if (!isRecord(resigned) || typeof resigned.player !== 'string' || !isResignReason(resigned.reason)) return undefined;
  return { player: resigned.player, reason: resigned.reason };
}

/** The resignation a `ctx.gameover` tells of, if the match ended by one. */
export function resignedOutcomeOf(gameover: unknown): ResignedOutcome | undefined {
  if (!isRecord(gameover) || typeof gameover.resigned !== 'string' || !isResignReason(gameover.reason)) return undefined;
  if (typeof gameover.winner !== 'string') return undefined;
  return { winner: gameover.winner, resigned: gameover.resigned, reason: gameover.reason };
}

/** What deciding the winner needs of a game's definition (method syntax: any game's fits). */
interface Sides<State> {
  sideOf(numPlayers: number, player: string): string;
  scores(state: State): Readonly<Partial<Record<string, number>>>;
}

/** How the match ends when `resignation.player` resigns from the engine state `state`. */
export function resignationOutcome<State>(
  definition: Sides<State>,
  state: State,
  numPlayers: number,
  resignation: Resignation,
): ResignedOutcome {
  const loser = definition.sideOf(numPlayers, resignation.player);
  const first = Number(resignation.player);
  // The other sides, each once, in seat order from the resigning seat on.
  const others: string[] = [];
  for (let i = 1; i < numPlayers; i++) {
    const side = definition.sideOf(numPlayers, String((first + i) % numPlayers));
    if (side !== loser && !others.includes(side)) others.push(side);
  }
  const scores = definition.scores(state);
  const points = (side: string) => scores[side] ?? 0;
  const winner = others.reduce((best, side) => (points(side) > points(best) ? side : best));
  return { winner, resigned: resignation.player, reason: resignation.reason };
}

interface ResignContext {
  numPlayers: number;
  gameover?: unknown;
}

/**
 * The game log's lines for a resign move: who gave up and why, and who wins. `ctx` is the
 * position after the move (its `gameover` names the winning side).
 */
export function describeResign(definition: Pick<Sides<unknown>, 'sideOf'>, move: SeenMove, ctx: ResignContext, names: SeatNames): string[] {
  const who = names.who(move.player);
  const you = who === 'you';
  const reason = move.args?.[0];
  const lose = you ? 'lose' : 'loses';
  const lines = [
    reason === 'away'
      ? `${sentence(who)} ${you ? 'were' : 'was'} away on ${you ? 'your' : 'their'} turn for too long and ${lose} the match`
      : reason === 'slow'
        ? `${sentence(who)} took too long over one turn and ${lose} the match`
        : `${sentence(who)} resigned`,
  ];
  const outcome = resignedOutcomeOf(ctx.gameover);
  if (!outcome) return lines;
  const seats = Array.from({ length: ctx.numPlayers }, (_, i) => String(i));
  const winners = seats.filter((seat) => definition.sideOf(ctx.numPlayers, seat) === outcome.winner);
  const named = winners.map((seat) => names.who(seat));
  // A side that is not one seat is a role: "Ann & Cy win as Land".
  const role = winners.length === 1 && winners[0] === outcome.winner ? '' : ` as ${sentence(outcome.winner)}`;
  const plural = named.length > 1 || named[0] === 'you';
  lines.push(`${sentence(named.join(' & '))} ${plural ? 'win' : 'wins'}${role}`);
  return lines;
}

/** "Bob resigned. You win.": how a match a resignation ended reads, or undefined for any other end. */
export function resignedEndText(definition: Pick<Sides<unknown>, 'sideOf'>, ctx: ResignContext, names: SeatNames): string | undefined {
  const outcome = resignedOutcomeOf(ctx.gameover);
  if (!outcome) return undefined;
  // The log's lines have no full stops (the log joins them); said as sentences here.
  return `${describeResign(definition, { player: outcome.resigned, move: RESIGN, args: [outcome.reason] }, ctx, names).join('. ')}.`;
}

/** The log's lines for any move of a match: a resignation's own, else the game's. */
export function describeMove(
  definition: SomeGame,
  before: unknown,
  after: unknown,
  move: SeenMove,
  ctx: ResignContext,
  names: SeatNames,
): string[] {
  return move.move === RESIGN ? describeResign(definition, move, ctx, names) : definition.describe(before, after, move, names);
}
