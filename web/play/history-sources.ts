/**
 * Where a client finds what its seat saw before the page opened: the server's history of the
 * match (a seat's needs its credentials), or, in a solo game, this page's own master, whose
 * whole match is in localStorage (the player could read it there anyway).
 */
import type { Game, LogEntry, State } from 'boardgame.io';
import type { SomeGame } from '../../games/common/definition';
import { matchHistory, type Position } from '../../games/common/history';
import type { HistorySource } from './history-store';

export function onlineHistory(game: string, matchID: string, playerID?: string, credentials?: string): HistorySource {
  return async () => {
    const response = await fetch(`/games/${encodeURIComponent(game)}/${encodeURIComponent(matchID)}/history`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(playerID === undefined ? {} : { playerID, credentials }),
    });
    if (!response.ok) throw new Error(`history: ${response.status}`);
    const { positions } = (await response.json()) as { positions: Position[] };
    return positions;
  };
}

/** What boardgame.io's Local master keeps under `<storageKey>_<kind>`: a list of [matchID, value]. */
export function stored<T>(storageKey: string, kind: string, matchID: string): T | undefined {
  const entries = JSON.parse(localStorage.getItem(`${storageKey}_${kind}`) ?? '[]') as [string, T][];
  return entries.find(([id]) => id === matchID)?.[1];
}

export function soloHistory(definition: SomeGame, game: Game, storageKey: string, matchID: string, playerID: string): HistorySource {
  return async () => {
    const initial = stored<State>(storageKey, 'initial', matchID);
    if (!initial) throw new Error('solo history: no game saved');
    return matchHistory(definition, game, initial, stored<LogEntry[]>(storageKey, 'log', matchID) ?? [], playerID);
  };
}
