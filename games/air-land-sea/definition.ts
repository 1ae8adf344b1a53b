/**
 * Air, Land & Sea as one definition (games/common/definition.ts): the engine in `rules/`, the
 * moves of the public game surface, the search bot's view of the game.
 */
import type { GameDefinition } from '../common/definition';
import { BUDGETS } from './ai/levels';
import { alsReview } from './ai/review';
import { alsSearchGame } from './ai/search-game';
import { describe, describeStart } from './log';
import { reasons } from './reasons';
import { MOVES, toMove, type MoveName } from './moves';
import {
  airLandSea,
  isPlayer,
  revealedView,
  type Action,
  type AlsSetupData,
  type AlsState,
  type AlsView,
  type Choice,
  type Player,
} from './rules';

export const GAME_NAME = 'air-land-sea';

/** An ability's choice is a stage of the player who must choose, on their turn or not. */
const STAGES: Record<Choice['kind'], readonly MoveName[]> = {
  flip: ['flip'],
  transport: ['transport', 'decline'],
  redeploy: ['redeploy', 'decline'],
  redeployPlay: ['deploy', 'improvise'],
  reinforce: ['reinforce', 'decline'],
};

export const definition: GameDefinition<AlsState, Action, Player, AlsView, AlsSetupData> = {
  name: GAME_NAME,
  playerCounts: [2],
  isPlayer,
  engine: airLandSea,
  // A fixed deal tells its creator the opponent's hand.
  secretSetupKeys: ['deal'],
  moves: MOVES,
  toMove,
  stages: STAGES,
  stage: (state) => state.choice && { player: state.choice.player, stage: state.choice.kind },
  sideOf: (_numPlayers, player) => player,
  scores: (state) => state.vp,
  outcome: (state) => (state.winner === null ? null : { winner: state.winner }),
  describe,
  describeStart,
  reasons,
  reveal: revealedView,
  chapter: (view) => `Battle ${view.battle}`,
  search: alsSearchGame,
  review: alsReview,
  budgets: BUDGETS,
  // A whole game is a few hundred moves at most: playouts reach its end.
  mctsPlayoutDepth: 400,
};
