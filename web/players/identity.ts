/**
 * This browser's player identity (#21 item 3): a random private token, made once here
 * (crypto.getRandomValues, 128 bits, base64url) and kept in localStorage. It goes to the server
 * in the `X-Player-Token` header when a seat is joined and on the `/players/me` routes; the
 * server knows the player by a public id it derives from the token and keeps only a hash of it.
 * Nothing else is needed to play (no token, no identity: a browser without storage plays
 * anonymously), and the token can be copied to another device from the player's own page.
 */
const TOKEN_KEY = 'als-lvs:player-token';
/** The public id the server answered for the token (it cannot be derived here without SubtleCrypto, which needs HTTPS). */
const ID_KEY = 'als-lvs:player-id';
/** The name last registered for the token, so the lobby registers a new name only once. */
const REGISTERED_KEY = 'als-lvs:player-registered-name';

/** 22 to 128 characters of base64url, as the server accepts. */
const TOKEN = /^[A-Za-z0-9_-]{22,128}$/;
const PUBLIC_ID = /^[A-Za-z0-9_-]{16}$/;

export const PLAYER_TOKEN_HEADER = 'X-Player-Token';

export const isToken = (value: string): boolean => TOKEN.test(value);
export const isPlayerId = (value: string): boolean => PUBLIC_ID.test(value);

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** 16 random bytes, base64url without padding (22 characters). */
export function newToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** The token this browser holds, or null if it has none yet (or cannot keep one). */
export function storedToken(): string | null {
  const token = storage()?.getItem(TOKEN_KEY) ?? null;
  return token !== null && isToken(token) ? token : null;
}

/** This browser's token, made now if it has none; null if it cannot keep one (no storage: anonymous). */
export function playerToken(): string | null {
  const existing = storedToken();
  if (existing) return existing;
  const store = storage();
  if (!store) return null;
  const token = newToken();
  store.setItem(TOKEN_KEY, token);
  return token;
}

/** The header that says who this browser's player is (empty without a token). */
export function playerHeaders(): Record<string, string> {
  const token = playerToken();
  return token ? { [PLAYER_TOKEN_HEADER]: token } : {};
}

/** The public id the server gave for this browser's token, once it has. */
export function knownPlayerId(): string | null {
  const id = storage()?.getItem(ID_KEY) ?? null;
  return id !== null && isPlayerId(id) && storedToken() ? id : null;
}

export function rememberPlayerId(id: string): void {
  if (isPlayerId(id)) storage()?.setItem(ID_KEY, id);
}

export const registeredName = (): string | null => storage()?.getItem(REGISTERED_KEY) ?? null;

export function rememberRegisteredName(name: string): void {
  storage()?.setItem(REGISTERED_KEY, name);
}

/** Takes a token from another device: this browser now plays as that player. */
export function adoptToken(token: string): void {
  if (!isToken(token)) throw new Error('That is not a player token: 22 to 128 letters, digits, - and _.');
  const store = storage();
  if (!store) throw new Error('This browser cannot keep a token (its storage is off).');
  store.setItem(TOKEN_KEY, token);
  store.removeItem(ID_KEY);
  store.removeItem(REGISTERED_KEY);
}
