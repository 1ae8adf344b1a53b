/**
 * Players as the server tests and the browser tests make them: a token each (as the web app
 * makes it: 16 random bytes, base64url), seats joined with it, and what the server stores about
 * them read straight from its SQLite file.
 */
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { request, type Seat } from './lobby';

export const newToken = (): string => randomBytes(16).toString('base64url');

export const withToken = (token: string | undefined): Record<string, string> => (token ? { 'X-Player-Token': token } : {});

export interface TokenSeat {
  /** The seat's player: a token (a bound seat), or undefined (anonymous). */
  token?: string;
  name: string;
}

/** Creates a match and joins each seat as `seats` says; the match id and the seats' credentials. */
export async function createWithPlayers(
  base: string,
  game: string,
  seats: TokenSeat[],
  create: Record<string, unknown> = {},
): Promise<{ matchID: string; seats: Seat[] }> {
  const created = await request(base, 'POST', `/games/${game}/create`, { numPlayers: seats.length, ...create });
  if (created.status !== 200) throw new Error(`create failed: ${JSON.stringify(created)}`);
  const matchID = String(created.body.matchID);
  const joined: Seat[] = [];
  for (const [i, { token, name }] of seats.entries()) {
    if (name === '') continue; // a seat left to the computer
    const reply = await request(
      base,
      'POST',
      `/games/${game}/${matchID}/join`,
      { playerID: String(i), playerName: name },
      withToken(token),
    );
    if (reply.status !== 200) throw new Error(`join failed: ${JSON.stringify(reply)}`);
    joined.push({ playerID: String(i), credentials: String(reply.body.playerCredentials) });
  }
  return { matchID, seats: joined };
}

/** The players' tables of a server's SQLite file, as text: for "this request changed nothing". */
export function playerTables(dataDir: string): string {
  const db = new Database(join(dataDir, 'matches.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return JSON.stringify(
      ['players', 'player_ratings', 'settled_matches', 'match_results'].map((table) =>
        db.prepare(`SELECT * FROM ${table} ORDER BY 1, 2`).all(),
      ),
    );
  } finally {
    db.close();
  }
}

/** Polls `check` until it holds (the recording of a match follows its last move by a moment). */
export async function eventually<T>(get: () => Promise<T>, check: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await get();
    if (check(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 50));
  }
}
