/** Every legal action of a player now; empty when it is not that player's decision. */
import { legalPlacements } from './placement';
import type { Action, State } from './state';
import { handOf, stealTargets } from './turn-flow';
import { waypointTargets } from './waypoint-targets';
import { STACKS, type Player } from './vocabulary';

export function legalActions(state: State, player: Player): Action[] {
  if (state.step === 'over' || player !== state.current) return [];
  switch (state.step) {
    case 'draft':
    case 'replenish':
      return STACKS.filter((s) => state.stacks[s].length > 0).map((stack) => ({ type: 'take', stack }));
    case 'place':
    case 'playAgain':
      return legalPlacements(state, handOf(state, player));
    case 'steal':
      return stealTargets(state, player).flatMap((victim) =>
        handOf(state, victim).map((_, slot): Action => ({ type: 'steal', player: victim, slot })),
      );
    case 'waypoint':
      return [...waypointTargets(state, player).map((spot): Action => ({ type: 'placeWaypoint', ...spot })), { type: 'skipWaypoint' }];
  }
}
