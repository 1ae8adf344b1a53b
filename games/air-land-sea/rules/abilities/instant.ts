/**
 * The hooks an instant ability provides. `resolve` starts resolving a triggered instant:
 * `theater` is where its card is now (or was last, if it left the board). It returns the choice
 * to ask its chooser, or null when it resolved without one (done, or impossible and so ignored).
 */
import type { AlsState, Choice, Step } from '../state';
import type { Theater } from '../vocabulary';

export type Trigger = Extract<Step, { type: 'trigger' }>;

export type ResolveInstant = (state: AlsState, trigger: Trigger, theater: Theater) => Choice | null;

/** A choice is asked only when it has at least one option; an impossible ability is ignored. */
export function askIfPossible(choice: Choice, optionCount: number): Choice | null {
  return optionCount > 0 ? choice : null;
}
