/**
 * Quick match from the browser: the server's `/quick` API (server/quick-route.ts) and the ticket
 * this tab waits with. The ticket is kept in sessionStorage: a reload of the tab resumes waiting,
 * another tab asks for its own. Leaving the page tells the server at once (a beacon, `leave`): the
 * ticket is out of pairing, and gone unless the page comes back (a reload) within the ticket's
 * expiry. Once matched, the seat is kept exactly like a created match's seat (seats.ts).
 */
import { serverSentence } from '../app/server-sentence';
import type { MatchedAnswer, QuickAnswer } from '../../server/quick-answers';
import { registerIfRenamed } from '../players/api';
import { playerHeaders } from '../players/identity';
import { saveSeat, type Seat } from './seats';

export interface QuickAsk {
  game: string;
  numPlayers: number;
  options: Record<string, string> | 'any';
  playerName: string;
}

/** A refusal (status 4xx/5xx) or no answer at all (status 0), in words a player can act on. */
export class QuickError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

async function call<T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`${window.location.origin}${path}`, {
      method,
      headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch {
    throw new QuickError('Cannot reach the game server. Check your connection: still trying.', 0);
  }
  const answer = (await response.json().catch(() => ({}))) as Record<string, unknown>;
  if (!response.ok) {
    const message =
      typeof answer.error === 'string' ? serverSentence(answer.error) : `The server refused the request (${response.status}).`;
    const retry = typeof answer.retryAfterSeconds === 'number' ? answer.retryAfterSeconds : undefined;
    throw new QuickError(message, response.status, retry);
  }
  return answer as T;
}

/**
 * Joins the queue as this browser's player (its token, `../players/identity.ts`: pairing by
 * rating, and the seat bound to the player), the name registered first if it changed.
 */
export async function askQuickMatch(ask: QuickAsk): Promise<QuickAnswer & { ticket: string }> {
  await registerIfRenamed(ask.playerName.trim());
  return call<QuickAnswer & { ticket: string }>('POST', '/quick', ask, playerHeaders());
}

export const pollTicket = (ticket: string) => call<QuickAnswer>('GET', `/quick/${encodeURIComponent(ticket)}`);

export const playComputer = (ticket: string, level: string) =>
  call<MatchedAnswer>('POST', `/quick/${encodeURIComponent(ticket)}/computer`, { level });

/** Leaves the queue: 'cancelled', or 'matched' when a match was made for it just before (its seat waits: poll it). */
export async function cancelTicket(ticket: string): Promise<'cancelled' | 'matched'> {
  try {
    await call('DELETE', `/quick/${encodeURIComponent(ticket)}`);
    return 'cancelled';
  } catch (error) {
    if (error instanceof QuickError && error.status === 409) return 'matched';
    if (error instanceof QuickError && error.status === 404) return 'cancelled'; // gone already
    throw error;
  }
}

/** The page is being left (or reloaded): out of pairing until it asks again. Works while the page unloads. */
export function leaveQueue(ticket: string): void {
  const path = `/quick/${encodeURIComponent(ticket)}/leave`;
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(path)) return;
  void fetch(path, { method: 'POST', keepalive: true }).catch(() => undefined);
}

const KEY = 'als-lvs:quick-ticket';

/** The ticket this tab waits with. */
export interface HeldTicket {
  ticket: string;
  game: string;
  playerName: string;
  /** What was asked for, as the wait repeats it ("Any options", "To 18 VP"), and whether it counts. */
  asked?: string;
  rated?: string;
}

function session(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

export function loadTicket(): HeldTicket | null {
  try {
    const parsed: unknown = JSON.parse(session()?.getItem(KEY) ?? 'null');
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { ticket, game, playerName, asked, rated } = parsed as Record<string, unknown>;
    if (typeof ticket !== 'string' || typeof game !== 'string' || typeof playerName !== 'string') return null;
    return {
      ticket,
      game,
      playerName,
      ...(typeof asked === 'string' ? { asked } : {}),
      ...(typeof rated === 'string' ? { rated } : {}),
    };
  } catch {
    return null;
  }
}

export function saveTicket(held: HeldTicket): void {
  session()?.setItem(KEY, JSON.stringify(held));
}

export function forgetTicket(): void {
  session()?.removeItem(KEY);
}

/**
 * The seat a match gave this browser, kept like any seat it takes (reloads and "Your matches"
 * find it). The name field keeps the name typed: the seat's may be numbered ("Ann (2)").
 */
export function keepSeat(answer: MatchedAnswer): Seat {
  const seat: Seat = {
    game: answer.game,
    matchID: answer.matchID,
    playerID: answer.playerID,
    credentials: answer.credentials,
    playerName: answer.playerName,
    joinedAt: Date.now(),
  };
  saveSeat(seat);
  return seat;
}
