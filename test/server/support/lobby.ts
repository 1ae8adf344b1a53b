/** The lobby API over HTTP, as the web app's LobbyClient calls it. */
export interface Reply {
  status: number;
  body: Record<string, unknown>;
}

export async function request(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
): Promise<Reply> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = { text };
  }
  return {
    status: response.status,
    body: (typeof parsed === 'object' && parsed !== null ? parsed : { value: parsed }) as Record<string, unknown>,
  };
}

export interface Seat {
  playerID: string;
  credentials: string;
}

/** Takes seat `playerID` of a match under `playerName`; its credentials (throws unless the join is taken). */
export async function joinSeat(
  base: string,
  game: string,
  matchID: string,
  playerID: string,
  playerName: string,
  headers?: Record<string, string>,
): Promise<Seat> {
  const joined = await request(base, 'POST', `/games/${game}/${matchID}/join`, { playerID, playerName }, headers);
  if (joined.status !== 200) throw new Error(`join failed: ${JSON.stringify(joined)}`);
  return { playerID, credentials: String(joined.body.playerCredentials) };
}

/** Creates a match and joins every seat; returns the match id and each seat's credentials. */
export async function createJoinedMatch(
  base: string,
  game: string,
  numPlayers: number,
  setupData?: unknown,
  headers?: Record<string, string>,
): Promise<{ matchID: string; seats: Seat[] }> {
  const created = await request(base, 'POST', `/games/${game}/create`, { numPlayers, setupData }, headers);
  if (created.status !== 200) throw new Error(`create failed: ${JSON.stringify(created)}`);
  const matchID = String(created.body.matchID);
  const seats: Seat[] = [];
  for (let p = 0; p < numPlayers; p++) seats.push(await joinSeat(base, game, matchID, String(p), `player ${p}`, headers));
  return { matchID, seats };
}
