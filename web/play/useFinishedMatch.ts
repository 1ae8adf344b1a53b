/** A finished match's game module and replay, loaded together: what the replay and review pages start from. */
import type { GameMeta } from '../../games/common/meta';
import type { GameModule } from './game-module';
import { fetchReplay, NO_SUCH_MATCH, type FinishedMatch } from './replay-source';
import { useAsync, useGameModule, type Loaded } from './useGameModule';

export function useFinishedMatch(entry: GameMeta, matchID: string): Loaded<{ module: GameModule; replay: FinishedMatch }> {
  const module = useGameModule(entry);
  const replay = useAsync(() => fetchReplay(entry.name, matchID), `${entry.name}/${matchID}`);
  if (module.status === 'failed') return module;
  if (replay.status === 'failed') return replay;
  if (module.status !== 'ready' || replay.status !== 'ready') return { status: 'loading' };
  return { status: 'ready', value: { module: module.value, replay: replay.value } };
}

/** The server does not have the match: its other pages would only say so again, so they are not linked. */
export const noSuchMatch = (loaded: Loaded<unknown>): boolean => loaded.status === 'failed' && loaded.error === NO_SUCH_MATCH;
