/**
 * Who plays what (design.md): 2p Land/Sea, 3p adds the Cartographer, 4p two teams.
 * Ruling (project): roles go by seat; the spec's random choice of sides is the choice of seats.
 */
import type { ScoreSource, State } from './state';
import { PLAYERS, type Player, type PlayerCount, type Role, type Terrain } from './vocabulary';

export function roleOf(numPlayers: PlayerCount, player: Player): Role {
  if (numPlayers === 3 && player === '2') return 'cartographer';
  return Number(player) % 2 === 0 ? 'land' : 'sea';
}

export function playersOf(numPlayers: PlayerCount): readonly Player[] {
  return PLAYERS.slice(0, numPlayers);
}

/** The terrain a player's role owns (the Cartographer owns none). */
export function terrainOf(role: Role): Terrain | null {
  return role === 'land' ? 'L' : role === 'sea' ? 'S' : null;
}

/** The role that owns areas of a terrain. */
export function ownerOf(terrain: Terrain): Role {
  return terrain === 'L' ? 'land' : 'sea';
}

export function addPoints(state: State, role: Role, source: ScoreSource, points: number): void {
  if (points === 0) return;
  state.score[role] = (state.score[role] ?? 0) + points;
  // A match stored before the breakdown existed gets none: one begun mid-game would not add
  // up to the score, and the summary can show a missing breakdown as unknown, not as wrong.
  const scoreBy = state.scoreBy;
  if (scoreBy === undefined) return;
  const mine = (scoreBy[role] ??= {});
  mine[source] = (mine[source] ?? 0) + points;
}
