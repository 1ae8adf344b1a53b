/** The options each kind of pending choice offers, and carrying out the one chosen. */
import { chooseFlip, flipOptions } from './abilities/flip-choice';
import { canDeclineRedeploy, chooseRedeploy, faceDownCards } from './abilities/redeploy';
import { canDeclineReinforce, chooseReinforce, reinforceTargets } from './abilities/reinforce';
import { chooseTransport, transportMoves } from './abilities/transport';
import { DECLINE, type Action } from './actions';
import { playFromHand, playOptions } from './play';
import type { AlsState, Choice } from './state';

export function choiceOptions(state: AlsState, choice: Choice): Action[] {
  switch (choice.kind) {
    case 'flip':
      return flipOptions(state, choice);
    case 'transport':
      return [...transportMoves(state, choice.player), DECLINE];
    case 'redeploy':
      return canDeclineRedeploy(state) ? [...faceDownCards(state, choice.player), DECLINE] : faceDownCards(state, choice.player);
    case 'redeployPlay':
      return playOptions(state, choice.player);
    case 'reinforce':
      return canDeclineReinforce(state) ? [...reinforceTargets(state, choice), DECLINE] : reinforceTargets(state, choice);
  }
}

/** Carries out an option already checked to be among `choiceOptions`. */
export function carryOut(state: AlsState, choice: Choice, action: Action): void {
  const player = choice.player;
  switch (action.type) {
    case 'flip':
      return chooseFlip(state, action);
    case 'transport':
      return chooseTransport(state, player, action);
    case 'redeploy':
      return chooseRedeploy(state, player, action);
    case 'reinforce':
      return chooseReinforce(state, player, action);
    case 'deploy':
    case 'improvise':
      return playFromHand(state, player, action);
    case 'decline':
    case 'withdraw':
      return;
  }
}
