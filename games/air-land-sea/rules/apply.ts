/** Performing one action: validated against the legal actions first, so a refusal changes nothing. */
import { OK, refuse, type ApplyResult } from '../../common/engine';
import type { Rng } from '../../common/random';
import { sameAction, type Action } from './actions';
import { withdraw } from './battle';
import { CARDS } from './cards';
import { carryOut } from './choices';
import { actor, legalActions } from './legal-actions';
import { isLegalPlay, playFromHand } from './play';
import { settle } from './resolve';
import type { AlsState } from './state';
import type { Player } from './vocabulary';

export function apply(state: AlsState, player: Player, action: Action, rng: Rng): ApplyResult {
  const acting = actor(state);
  if (acting === null) return refuse('the game is over');
  if (acting !== player) return refuse(`it is player ${acting}'s decision, not player ${player}'s`);
  const choice = state.choice;
  if (!isLegal(state, player, action)) return refuse(explainRefusal(state, player, action));
  if (choice) {
    state.choice = null;
    carryOut(state, choice, action);
  } else if (action.type === 'withdraw') {
    withdraw(state, player, rng);
    return OK;
  } else if (action.type === 'deploy' || action.type === 'improvise') {
    playFromHand(state, player, action);
  }
  settle(state, rng);
  return OK;
}

/** A play on a normal turn is checked directly (the hot path); a choice against its options. */
function isLegal(state: AlsState, player: Player, action: Action): boolean {
  if (state.choice === null && (action.type === 'deploy' || action.type === 'improvise')) {
    return isLegalPlay(state, player, action);
  }
  return legalActions(state, player).some((legal) => sameAction(legal, action));
}

function explainRefusal(state: AlsState, player: Player, action: Action): string {
  const choice = state.choice;
  if (choice) {
    const source = CARDS[choice.source].name;
    return `${action.type} is not one of the options now: ${source} asks player ${player} to choose (${choice.kind})`;
  }
  if (action.type === 'deploy' || action.type === 'improvise') {
    if (!state.hands[player].includes(action.card)) return `${action.card} is not in player ${player}'s hand`;
    if (action.type === 'deploy') {
      return `${action.card} cannot be deployed face up to ${action.theater}: only to ${CARDS[action.card].theater} without Air Drop or Aerodrome`;
    }
  }
  return `${action.type} is not legal on a normal turn: deploy, improvise or withdraw`;
}
