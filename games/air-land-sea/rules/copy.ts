/**
 * Copying a state for the next move. No action changes a finished battle's record again (a
 * battle's end records it whole; the next deal seats new piles), so a copy shares them: copying
 * every past board on every move grew each move's cost with every battle. (Freezing them was
 * tried and cost the engine more than the copies did.)
 */
import { cloneJson } from '../../common/clone-json';
import type { AlsState } from './state';

export function copyState<S extends AlsState>(state: S): S {
  const copy: Record<string, unknown> = {};
  for (const key of Object.keys(state)) {
    const value = (state as Record<string, unknown>)[key];
    copy[key] = key === 'battles' || key === 'lastBattle' ? value : cloneJson(value);
  }
  return copy as S;
}
