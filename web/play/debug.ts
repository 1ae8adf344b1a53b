/**
 * boardgame.io's Debug panel (with time travel): always in development, and in a production
 * build only with `?debug=1`. Loaded on demand, never part of the initial bundle.
 */
import type { Debug } from 'boardgame.io/debug';

export type DebugSetting = false | { impl: typeof Debug; collapseOnLoad?: boolean };

export function debugWanted(search: string = window.location.search): boolean {
  return import.meta.env.DEV || new URLSearchParams(search).get('debug') === '1';
}

export async function loadDebug(search?: string): Promise<DebugSetting> {
  if (!debugWanted(search)) return false;
  const { Debug } = await import('boardgame.io/debug');
  // Closed, behind its toggle (or its '.' key): open, its 280 px pane lay over the right of the
  // page, on a phone over the board, on a desktop over Land vs Sea's tiles and the third theater.
  return { impl: Debug, collapseOnLoad: true };
}
