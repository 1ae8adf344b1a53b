/**
 * A3 / L3 / S3 Maneuver (instant): flip one uncovered card, either player's, in a theater
 * adjacent to Maneuver's (never its own theater). Only own targets: one of them is still flipped.
 */
import { askFlip } from './flip-choice';
import type { ResolveInstant } from './instant';

export const resolveManeuver: ResolveInstant = (state, trigger, theater) =>
  askFlip(state, { kind: 'flip', player: trigger.owner, source: trigger.card, near: theater, ownOnly: false });
