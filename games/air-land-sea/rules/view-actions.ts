/**
 * A player's legal actions from their view alone (what the board offers, what a bot chooses
 * from): every rule of legality reads public facts, the player's own cards and the card
 * Reinforce shows them, so any full state consistent with the view gives the same actions.
 */
import { determinize } from './determinize';
import type { Action } from './actions';
import { legalActions } from './legal-actions';
import type { AlsView } from './view';

/** Any consistent state will do: the first in the deal order, no randomness needed. */
const FIRST = () => 0;

export function legalActionsInView(view: AlsView): Action[] {
  if (view.viewer === null) return [];
  return legalActions(determinize(view, view.viewer, FIRST), view.viewer);
}
