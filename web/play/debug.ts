/**
 * boardgame.io's Debug panel (with time travel): always in development, and in a production
 * build only with `?debug=1`. Loaded on demand, never part of the initial bundle.
 */
import type { Debug } from 'boardgame.io/debug';

export type DebugSetting = false | { impl: typeof Debug; collapseOnLoad?: boolean };

export function debugWanted(search: string = window.location.search): boolean {
  return import.meta.env.DEV || new URLSearchParams(search).get('debug') === '1';
}

/** Where the panel (280 px, over the page) would hide the board: a phone. It opens from its toggle. */
const NARROW = '(max-width: 600px)';

export async function loadDebug(search?: string): Promise<DebugSetting> {
  if (!debugWanted(search)) return false;
  const { Debug } = await import('boardgame.io/debug');
  return { impl: Debug, collapseOnLoad: typeof window.matchMedia === 'function' && window.matchMedia(NARROW).matches };
}
