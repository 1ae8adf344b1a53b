/** A finished match's replay from the server (`GET /games/<game>/<id>/replay`), for the replay and review pages. */
import { replayProblem, type Replay } from '../../games/common/replay-decisions';

export interface FinishedMatch extends Replay {
  numPlayers: number;
  players: { id: number; name?: string }[];
}

/** The error of a match the server does not have (never was, or cleaned up): nothing to link to. */
export const NO_SUCH_MATCH = 'There is no such match (finished matches are cleaned up after a day).';

export async function fetchReplay(game: string, matchID: string): Promise<FinishedMatch> {
  const response = await fetch(`/games/${encodeURIComponent(game)}/${encodeURIComponent(matchID)}/replay`);
  if (response.status === 403) throw new Error('This match is still being played: its replay and review open when it ends.');
  if (!response.ok) throw new Error(response.status === 404 ? NO_SUCH_MATCH : `The server answered ${response.status}.`);
  const replay: unknown = await response.json();
  const problem = replayProblem(replay);
  if (problem) throw new Error(`The server sent a replay this page could not read: ${problem}.`);
  return replay as FinishedMatch;
}

/** The seats' names the lobby knows, by seat. */
export const replayNames = (replay: FinishedMatch): Record<string, string> =>
  Object.fromEntries(replay.players.filter((p) => p.name).map((p) => [String(p.id), p.name!]));
