/**
 * The seats this browser holds, kept in localStorage by match id: a reload or a lost connection
 * resumes the seat. Not a cookie, so the server never reads them back implicitly.
 */
export interface Seat {
  game: string;
  matchID: string;
  playerID: string;
  credentials: string;
  playerName: string;
  /** When the seat was taken (ms), to list the newest first. */
  joinedAt: number;
}

const PREFIX = 'als-lvs:seat:';
const NAME_KEY = 'als-lvs:name';
const LOBBY_GAME_KEY = 'als-lvs:lobby-game';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // private mode or storage disabled: seats last for the page only
  }
}

function isSeat(value: unknown): value is Seat {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return ['game', 'matchID', 'playerID', 'credentials', 'playerName'].every((k) => typeof v[k] === 'string');
}

export function loadSeat(matchID: string): Seat | null {
  const raw = storage()?.getItem(PREFIX + matchID);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isSeat(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function saveSeat(seat: Seat): void {
  storage()?.setItem(PREFIX + seat.matchID, JSON.stringify(seat));
}

export function forgetSeat(matchID: string): void {
  storage()?.removeItem(PREFIX + matchID);
}

/**
 * Calls `changed` when another tab of this browser saves or forgets the seat of `matchID` (a
 * tab's own changes are not reported to it); returns the unsubscribe.
 */
export function watchSeat(matchID: string, changed: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === PREFIX + matchID) changed();
  };
  window.addEventListener('storage', onStorage);
  return () => window.removeEventListener('storage', onStorage);
}

export function allSeats(): Seat[] {
  const store = storage();
  if (!store) return [];
  const seats: Seat[] = [];
  for (let i = 0; i < store.length; i++) {
    const key = store.key(i);
    if (key?.startsWith(PREFIX)) {
      const seat = loadSeat(key.slice(PREFIX.length));
      if (seat) seats.push(seat);
    }
  }
  return seats.sort((a, b) => (b.joinedAt ?? 0) - (a.joinedAt ?? 0));
}

export const loadName = (): string => storage()?.getItem(NAME_KEY) ?? '';

export function saveName(name: string): void {
  storage()?.setItem(NAME_KEY, name);
}

/** The game last picked in the lobby, for a lobby opened without one in its address. */
export const loadLobbyGame = (): string | null => storage()?.getItem(LOBBY_GAME_KEY) ?? null;

export function saveLobbyGame(game: string): void {
  storage()?.setItem(LOBBY_GAME_KEY, game);
}
