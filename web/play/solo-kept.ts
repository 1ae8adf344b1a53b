/**
 * The solo games this browser keeps (boardgame.io's Local master persists each under its key in
 * localStorage): whether one is under way, and forgetting one. Apart from the transport, so the
 * lobby can ask without loading boardgame.io's client.
 */
import type { State } from 'boardgame.io';

const KINDS = ['state', 'initial', 'metadata', 'log'] as const;

/** Forgets the saved solo game under `storageKey` (a new game starts from scratch). */
export function forgetSoloGame(storageKey: string): void {
  for (const kind of KINDS) localStorage.removeItem(`${storageKey}_${kind}`);
}

/**
 * Whether a game is under way under `storageKey`: a move made and the game not over (a new game
 * then loses something, and asks first). The Local storage keeps `[[matchID, state]]` as JSON.
 */
export function soloGameUnderWay(storageKey: string): boolean {
  try {
    const saved = JSON.parse(localStorage.getItem(`${storageKey}_state`) ?? '[]') as [string, State][];
    return saved.some(([, state]) => state._stateID > 0 && state.ctx.gameover === undefined);
  } catch {
    return false;
  }
}
