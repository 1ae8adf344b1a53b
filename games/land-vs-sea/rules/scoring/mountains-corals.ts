/**
 * Option Mountains & Corals: a placement that puts a mountain edge against a mountain edge
 * scores the size (in tiles) of the resulting range for Land (the Cartographer with 3
 * players); corals likewise for Sea.
 * Ruling (spec): a placement that makes several links scores once per kind, the size of the
 * range after it (the index merges all links before this reads the size).
 */
import type { BoardIndex, PlacementEffects } from '../board-index';
import { addPoints } from '../roles';
import type { State } from '../state';
import { rangeRecipient } from './cartographer';

export function scoreRanges(state: State, index: BoardIndex, effects: PlacementEffects): void {
  if (!state.options.mountainsAndCorals) return;
  if (effects.mountainLinked) addPoints(state, rangeRecipient(state.numPlayers, 'mountain'), 'ranges', index.mountains.size(effects.slot));
  if (effects.coralLinked) addPoints(state, rangeRecipient(state.numPlayers, 'coral'), 'ranges', index.corals.size(effects.slot));
}
