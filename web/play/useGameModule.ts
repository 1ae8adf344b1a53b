/** Loads a game's code (board, rules, bot) when a page of that game opens. */
import { useEffect, useState } from 'react';
import type { GameMeta } from '../../games/common/meta';
import { reloadIfStaleBuild } from '../app/stale-build';
import { loadModule, type GameModule } from './game-module';

export type Loaded<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'failed'; error: string };

/** Runs an async loader once per key; the result of a stale key is dropped. */
export function useAsync<T>(load: () => Promise<T>, key: string): Loaded<T> {
  const [state, setState] = useState<{ key: string; loaded: Loaded<T> }>({ key, loaded: { status: 'loading' } });
  useEffect(() => {
    let live = true;
    setState({ key, loaded: { status: 'loading' } });
    load().then(
      (value) => live && setState({ key, loaded: { status: 'ready', value } }),
      (error: unknown) => {
        // A deploy replaced the code file this older page asked for: the page reloads for the new build.
        if (!live || reloadIfStaleBuild(error)) return;
        setState({ key, loaded: { status: 'failed', error: error instanceof Error ? error.message : String(error) } });
      },
    );
    return () => {
      live = false;
    };
    // The key names what is loaded; the loader closure changes every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state.key === key ? state.loaded : { status: 'loading' };
}

export const useGameModule = (entry: GameMeta): Loaded<GameModule> => useAsync(() => loadModule(entry), entry.name);
