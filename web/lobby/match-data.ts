/**
 * Matches as the lobby API sends them, read defensively. The server lists what clients stored
 * (a seat named by an object, a match from an older server); one odd match must not take down
 * the lobby or a match page for every visitor, so each field is checked here, once, and the
 * pages only ever see strings and numbers.
 */
import { computerName } from '../../games/common/levels';
import { isPlayerId } from '../players/identity';

export interface SeatInfo {
  id: number;
  /** The seat's name, when it is readable text. */
  name?: string;
  /** Someone holds the seat (even if its name is unreadable). */
  taken: boolean;
  isConnected?: boolean;
  /** The computer plays this seat, at this level (the server marks it `data.bot`); nobody can join it. */
  bot?: string;
  /** With more than one computer at the table, this one's number among them. */
  botNumber?: number;
  /** The public id of the player bound to this seat (the server's `data.player`): their page. */
  player?: string;
  /**
   * A rematch's free seat kept for the player who held it in the match played (the server's
   * `keptFor`): only that player's join is taken.
   */
  keptFor?: string;
  /** The name that player had in the match played (the server's `keptNames`), if known. */
  keptForName?: string;
}

export interface MatchInfo {
  matchID: string;
  players: SeatInfo[];
  setupData: unknown;
  /** 0 when unknown: such a match sorts last. */
  createdAt: number;
  gameover?: unknown;
  nextMatchID?: string;
}

type Fields = Record<string, unknown>;
const isRecord = (value: unknown): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);
/** A field of the record's own, never one it inherits (a `__proto__` key in the JSON). */
const ownField = (fields: Fields, key: string): unknown => (Object.hasOwn(fields, key) ? fields[key] : undefined);

function readSeat(raw: unknown, index: number, kept: Fields, keptNames: Fields): SeatInfo | null {
  if (!isRecord(raw)) return null;
  const id = typeof raw.id === 'number' ? raw.id : typeof raw.id === 'string' && /^\d+$/.test(raw.id) ? Number(raw.id) : index;
  const seat: SeatInfo = { id, taken: raw.name !== undefined && raw.name !== null && raw.name !== '' };
  if (typeof raw.name === 'string' && raw.name !== '') seat.name = raw.name;
  if (typeof raw.isConnected === 'boolean') seat.isConnected = raw.isConnected;
  const bot = isRecord(raw.data) ? raw.data.bot : undefined;
  if (seat.taken && typeof bot === 'string' && /^[a-z]{1,12}$/.test(bot)) seat.bot = bot;
  const player = isRecord(raw.data) ? raw.data.player : undefined;
  if (seat.taken && !seat.bot && typeof player === 'string' && isPlayerId(player)) seat.player = player;
  const keptFor = ownField(kept, String(id));
  if (!seat.taken && typeof keptFor === 'string' && isPlayerId(keptFor)) {
    seat.keptFor = keptFor;
    const name = ownField(keptNames, String(id));
    if (typeof name === 'string' && name.trim() !== '') seat.keptForName = name;
  }
  return seat;
}

/** A match, or null without a match id (nothing could link to it). */
export function readMatch(raw: unknown): MatchInfo | null {
  if (!isRecord(raw) || typeof raw.matchID !== 'string' || raw.matchID === '') return null;
  const kept = isRecord(raw.keptFor) ? raw.keptFor : {};
  const keptNames = isRecord(raw.keptNames) ? raw.keptNames : {};
  const players = Array.isArray(raw.players)
    ? raw.players.map((seat, index) => readSeat(seat, index, kept, keptNames)).filter((seat): seat is SeatInfo => seat !== null)
    : [];
  const computers = players.filter((seat) => seat.bot !== undefined);
  if (computers.length > 1) computers.forEach((seat, order) => (seat.botNumber = order + 1));
  return {
    matchID: raw.matchID,
    players,
    setupData: raw.setupData,
    createdAt: typeof raw.createdAt === 'number' && Number.isFinite(raw.createdAt) ? raw.createdAt : 0,
    gameover: raw.gameover,
    ...(typeof raw.nextMatchID === 'string' ? { nextMatchID: raw.nextMatchID } : {}),
  };
}

/** The readable matches of a list response, newest first, each once. */
export function readMatchList(raw: unknown): MatchInfo[] {
  const list = isRecord(raw) && Array.isArray(raw.matches) ? raw.matches : [];
  const byID = new Map<string, MatchInfo>();
  for (const match of list.map(readMatch)) if (match && !byID.has(match.matchID)) byID.set(match.matchID, match);
  return [...byID.values()].sort((a, b) => b.createdAt - a.createdAt);
}

/**
 * How a seat reads in a list of players: the computer's by its level, whatever its name; a
 * rematch's seat kept for its player by that player's name first, as the others read ("Uma vs
 * Vic (seat kept)"; QA: "Uma vs seat kept for Vic 1662?" parsed badly beside a rating).
 */
export const seatLabel = (seat: SeatInfo): string => {
  const [name, note] = seatLabelParts(seat);
  return note ? `${name} (${note})` : name;
};

/** A seat's label as its name and a note ("Vic", "seat kept"), for a caller that adds notes of its own. */
export function seatLabelParts(seat: SeatInfo): [name: string, note?: string] {
  if (seat.bot) return [computerName(seat.bot, seat.botNumber)];
  if (seat.name !== undefined) return [seat.name];
  if (seat.taken) return ['a player'];
  if (seat.keptFor) return seat.keptForName ? [seat.keptForName, 'seat kept'] : ['kept seat'];
  return ['open seat'];
}

/** The game is over (the lobby's `gameover` is set). */
export const isOver = (match: MatchInfo): boolean => match.gameover !== undefined && match.gameover !== null;

export const hasFreeSeat = (match: MatchInfo): boolean => match.players.some((seat) => !seat.taken);

/** Whether the player `me` (their public id, if known) may take the seat: free, and not kept for another. */
export const isFreeFor = (seat: SeatInfo, me: string | null): boolean => !seat.taken && (seat.keptFor === undefined || seat.keptFor === me);

/** The free seats the player `me` may take. */
export const seatsFreeFor = (match: MatchInfo, me: string | null): SeatInfo[] => match.players.filter((seat) => isFreeFor(seat, me));
