/**
 * Air, Land & Sea — the pure rules engine (no boardgame.io, no React).
 *
 * A 2-player card game over three theaters; spec: shared/rules/air-land-sea.md (Revised Edition
 * by default; `edition: 'first'` for the 2019 rules). Options: standard (12 or 18 VP) or
 * beginner (1 VP a battle, first to 3).
 *
 * Rulings, each kept in one place:
 * - Support counts where its owner has no card; ties and 0-0 go to the 1st Player (strength.ts).
 * - An instant revealed by a flip is resolved by its card's owner, even on the opponent's turn;
 *   a queued instant resolves even if its card was flipped down or left the board, measuring
 *   from where the card is or was last (resolve.ts).
 * - A choice with no option is skipped; one with a single option is still asked; every "may"
 *   offers `decline` (choices.ts, abilities/*).
 * - Reinforce's card goes from the deck to the board, shown to its owner while choosing where
 *   (abilities/reinforce.ts, view.ts).
 * - A player with an empty hand while the other holds cards is skipped (turn.ts).
 * - First edition: Air Drop covers the owner's next turn; Redeploy's extra turn follows the
 *   owner's next turn end and is lost with an empty hand; discarded cards return next battle
 *   (abilities/air-drop.ts, abilities/redeploy.ts, turn.ts, play.ts).
 */
import type { Engine } from '../../common/engine';
import type { Action } from './actions';
import { apply } from './apply';
import { copyState } from './copy';
import { actor, legalActions } from './legal-actions';
import { setup, validateSetup, type AlsSetupData } from './setup';
import type { AlsState } from './state';
import { view, type AlsView } from './view';
import { legalActionsInView } from './view-actions';
import type { Player } from './vocabulary';

export const airLandSea: Engine<AlsState, Action, Player, AlsView, AlsSetupData> = {
  validateSetup,
  setup,
  toAct: (state) => {
    const p = actor(state);
    return p === null ? [] : [p];
  },
  legalActions,
  apply,
  view: (state, viewer) => view(state, viewer),
  legalActionsInView,
  isOver: (state) => state.winner !== null,
  copy: copyState,
};

export * from './vocabulary';
export type { Action } from './actions';
export { sameAction } from './actions';
export type { AlsState, Choice, PlacedCard, BattleResult, Options } from './state';
export type { AlsView, SeenCard } from './view';
export { CARDS, FACE_DOWN_STRENGTH, type CardInfo } from './cards';
export { actor, legalActions } from './legal-actions';
export { apply } from './apply';
export { view, revealedView } from './view';
export { setup, validateSetup, type AlsSetupData } from './setup';
export { determinize } from './determinize';
export { legalActionsInView } from './view-actions';
export type { Deal } from './deal';
export { pileStrengths, theaterStrength, controller, control, standings, type TheaterStanding } from './strength';
export { BATTLE_VP, BEGINNER_BATTLE_VP, WITHDRAW_VP, battleVP, lastBattleOf, withdrawVP } from './battle';
export { canDeployTo, destroyedBy } from './play';
