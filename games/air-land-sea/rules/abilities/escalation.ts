/** S2 Escalation (ongoing): all its owner's face-down cards, everywhere, are strength 4. */
import { activeOngoing } from '../board';
import { FACE_DOWN_STRENGTH } from '../cards';
import type { AlsState } from '../state';
import type { Player } from '../vocabulary';

export const ESCALATED_STRENGTH = 4;

export function faceDownStrength(state: AlsState, owner: Player): number {
  const at = activeOngoing(state, 'S2');
  return at && at.owner === owner ? ESCALATED_STRENGTH : FACE_DOWN_STRENGTH;
}
