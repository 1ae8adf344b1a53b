/** A5 Containment (ongoing, both players): a card played face down is destroyed. */
import { activeOngoing } from '../board';
import type { AlsState } from '../state';

export function containmentDestroys(state: AlsState, faceUp: boolean): boolean {
  return !faceUp && activeOngoing(state, 'A5') !== null;
}
