/**
 * Where the quick-match queue lives: in the database that holds the matches (a table beside
 * theirs, `quick_tickets`), SQLite by default (`quick-store-sqlite.ts`), PostgreSQL with
 * DATABASE_URL (`quick-store-postgres.ts`), so a restart keeps the waiting tickets and several
 * instances share one queue. A ticket is stored by the SHA-256 of its secret only.
 *
 * The one operation that must be atomic is pairing (`pairIn`): it has a queue to itself while it
 * chooses a table and creates its match, and writes the seats before anyone else may pair,
 * cancel or expire those tickets, so no ticket is ever seated twice, nor cancelled into a match.
 */
import type { QuickRequest } from './quick-requests';

/** What a ticket asked for, as stored: the request, and what the seat's `data` will hold. */
export interface QueuedRequest extends QuickRequest {
  data?: Record<string, unknown>;
}

/** A seat given to a ticket: what its holder needs to play it. */
export interface QuickSeat {
  matchID: string;
  playerID: string;
  credentials: string;
  /** The seat's name, when it is not the request's: numbered, as another player at the table had that name. */
  playerName?: string;
}

export interface StoredTicket {
  hash: string;
  request: QueuedRequest;
  rating: number | undefined;
  /** When it joined the queue (ms). */
  createdAt: number;
  /** When its holder last asked about it (ms); a matched ticket: when it was matched. */
  seenAt: number;
  /** Its page was left (maybe reloaded): not paired until its holder asks again. */
  away: boolean;
  seat: QuickSeat | undefined;
}

export interface NewTicket {
  hash: string;
  queue: string;
  request: QueuedRequest;
  rating: number | undefined;
  /** The client address's hash, for the cap on waiting tickets per address. */
  address: string;
  now: number;
}

export type CancelOutcome = 'removed' | 'matched' | 'none';

/** Seats `waiting` (the queue's live tickets, oldest first) at a new match: the seats by ticket hash, or nothing. */
export type SeatTable = (waiting: StoredTicket[]) => Promise<Map<string, QuickSeat> | undefined>;

export interface QuickStore {
  connect(): Promise<void>;
  /**
   * Adds a ticket, unless its address already has `cap` tickets waiting that were asked about
   * since `liveSince` (0: no cap); false when refused.
   */
  add(ticket: NewTicket, cap: number, liveSince: number): Promise<boolean>;
  get(hash: string): Promise<StoredTicket | undefined>;
  /** Its holder asked about it now (`away` false), or left the page (`away` true); false if there is none. */
  seen(hash: string, now: number, away: boolean): Promise<boolean>;
  /** Removes a waiting ticket; a matched one stays (its seat waits for its holder). */
  cancel(hash: string): Promise<CancelOutcome>;
  /** Removes a matched ticket and returns its seat: once. */
  takeSeat(hash: string): Promise<QuickSeat | undefined>;
  /**
   * With `queue` to itself, runs `seat` on its live waiting tickets (asked about since
   * `liveSince`, not away) and stores the seats it gives (their `seenAt` becomes `now`).
   */
  pairIn(queue: string, liveSince: number, now: number, seat: SeatTable): Promise<void>;
  /** Removes every ticket nobody asked about since `liveSince`; how many. */
  expire(liveSince: number): Promise<number>;
  close(): Promise<void>;
}

/** A stored row's JSON columns, read back. */
export function parseSeat(raw: string | null): QuickSeat | undefined {
  return raw === null ? undefined : (JSON.parse(raw) as QuickSeat);
}
