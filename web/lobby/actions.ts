/**
 * Lobby operations that end with this browser holding a seat (which is saved at once). Every join
 * carries this browser's player token (`../players/identity.ts`): the server binds the seat to
 * the player, for the ratings and the history. Create and play again take no seat: the join
 * right after them does.
 */
import type { LobbyClient } from 'boardgame.io/client';
import { registerIfRenamed } from '../players/api';
import { playerHeaders } from '../players/identity';
import { refusalStatus } from './api';
import { readMatch } from './match-data';
import { forgetSeat, loadSeat, saveName, saveSeat, type Seat } from './seats';

export async function joinSeat(client: LobbyClient, game: string, matchID: string, playerName: string, playerID?: string): Promise<Seat> {
  const name = playerName.trim();
  await registerIfRenamed(name);
  const joined = await client.joinMatch(
    game,
    matchID,
    { playerName: name, ...(playerID === undefined ? {} : { playerID }) },
    { headers: playerHeaders() },
  );
  const seat: Seat = {
    game,
    matchID,
    playerID: joined.playerID,
    credentials: joined.playerCredentials,
    playerName: name,
    joinedAt: Date.now(),
  };
  saveSeat(seat);
  saveName(name);
  return seat;
}

export async function createAndJoin(
  client: LobbyClient,
  game: string,
  numPlayers: number,
  setupData: Record<string, unknown>,
  playerName: string,
  /** Seats the computer plays, by seat id, at these levels (never the creator's). */
  bots: Readonly<Record<string, string>> = {},
  /** The creator's seat (and so side). */
  seat = '0',
): Promise<Seat> {
  const { matchID } = await client.createMatch(game, { numPlayers, setupData, ...(Object.keys(bots).length > 0 ? { bots } : {}) });
  return joinSeat(client, game, matchID, playerName, seat);
}

/**
 * Play again: the first player to ask creates the next match (same seats and options); the
 * others find it in the old match's metadata. Each then takes the seat the rematch keeps for them
 * (the server knows which: in Land vs Sea the sides pass round), or else the same seat if it is free.
 */
export async function playAgain(client: LobbyClient, seat: Seat): Promise<Seat> {
  const { game, matchID, playerID, credentials, playerName } = seat;
  const ask = async () => (await client.playAgain(game, matchID, { playerID, credentials })).nextMatchID;
  const meta = await client.getMatch(game, matchID);
  let nextMatchID = meta.nextMatchID ?? (await ask());
  let next = await client.getMatch(game, nextMatchID).catch((error: unknown) => {
    // A rematch its only player left is gone: the server makes another when asked.
    if (meta.nextMatchID !== undefined && refusalStatus(error) === 404) return undefined;
    throw error;
  });
  if (!next) {
    nextMatchID = await ask();
    next = await client.getMatch(game, nextMatchID);
  }
  // Sat down there already (back on the finished match, or a second click): that seat, not a
  // join that finds the table full of this same player.
  const kept = loadSeat(nextMatchID);
  if (kept && next.players.some((p) => String(p.id) === kept.playerID && p.name)) return kept;
  const keeps = readMatch(next)?.players.some((seat) => seat.keptFor !== undefined) ?? false;
  const mine = next.players.find((p) => String(p.id) === playerID);
  return joinSeat(client, game, nextMatchID, playerName, !keeps && mine && !mine.name ? playerID : undefined);
}

/**
 * Gives up the seat of a match still waiting for players (the lobby's leave) and forgets it
 * here. A match its last player leaves is removed by the server; one whose last seat was taken
 * meanwhile is not left (409: the server checks). A seat that is no longer this browser's to give
 * (the match is gone, or its credentials no longer open the seat) is forgotten all the same; any
 * other failure throws and keeps it.
 */
export async function leaveSeat(client: LobbyClient, seat: Seat): Promise<void> {
  try {
    await client.leaveMatch(seat.game, seat.matchID, { playerID: seat.playerID, credentials: seat.credentials });
  } catch (error) {
    const status = refusalStatus(error);
    if (status !== 403 && status !== 404) throw error;
  }
  forgetSeat(seat.matchID);
}
