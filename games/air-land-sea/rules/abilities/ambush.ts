/** L2 Ambush (instant): flip one uncovered card in any theater, Ambush itself included. */
import { askFlip } from './flip-choice';
import type { ResolveInstant } from './instant';

export const resolveAmbush: ResolveInstant = (state, trigger) =>
  askFlip(state, { kind: 'flip', player: trigger.owner, source: trigger.card, near: null, ownOnly: false });
