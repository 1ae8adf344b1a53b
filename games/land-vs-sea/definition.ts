/**
 * Land vs Sea as one definition (games/common/definition.ts): the engine in `rules/`, the moves
 * of the public game surface, the search bot's view of the game.
 */
import type { GameDefinition } from '../common/definition';
import { BUDGETS } from './ai/levels';
import { lvsReview } from './ai/review';
import { lvsSearchGame } from './ai/search-game';
import { describe, describeStart } from './log';
import { reasons } from './reasons';
import { MOVES, toMove, type MoveName } from './moves';
import {
  inventoryOf,
  landVsSea,
  mapAreas,
  outcome,
  revealedView,
  roleOf,
  turnOfPlay,
  type Action,
  type SetupData,
  type State,
  type View,
} from './rules';
import { isPlayer, type Player, type PlayerCount, type Step } from './rules/vocabulary';

export const GAME_NAME = 'land-vs-sea';

/** The sizes (in tiles) of the completed areas of each terrain: what the tile inventory shapes. */
function completedAreaSizes(state: State): Record<'landAreas' | 'seaAreas', number[]> {
  const complete = mapAreas(state.board, inventoryOf(state)).filter((area) => area.complete);
  const sizes = (terrain: 'L' | 'S') => complete.filter((area) => area.terrain === terrain).map((area) => area.tiles.length);
  return { landAreas: sizes('L'), seaAreas: sizes('S') };
}

/** The steps of a turn are stages of the current player, named as the engine's steps. */
const STAGES: Record<Exclude<Step, 'draft' | 'over'>, readonly MoveName[]> = {
  place: ['place'],
  playAgain: ['place'],
  steal: ['steal'],
  waypoint: ['placeWaypoint', 'skipWaypoint'],
  replenish: ['take'],
};

export const definition: GameDefinition<State, Action, Player, View, SetupData> = {
  name: GAME_NAME,
  playerCounts: [2, 3, 4],
  isPlayer,
  engine: landVsSea,
  // Fixed stacks tell their creator every hidden face.
  secretSetupKeys: ['stacks'],
  moves: MOVES,
  toMove,
  stages: STAGES,
  stage: (state) => (state.step === 'draft' || state.step === 'over' ? null : { player: state.current, stage: state.step }),
  sideOf: (numPlayers, player) => roleOf(numPlayers as PlayerCount, player),
  scores: (state) => ({ ...state.score }),
  outcome,
  stats: completedAreaSizes,
  describe,
  describeStart,
  reasons,
  reveal: revealedView,
  // Play runs in rounds of every seat's turn.
  chapter: (view) => (view.step === 'draft' ? 'Draft' : `Round ${Math.max(1, Math.ceil(turnOfPlay(view) / view.numPlayers))}`),
  search: lvsSearchGame,
  review: lvsReview,
  budgets: BUDGETS,
  // A whole game is long (58 tiles); 60 moves of playout cover most of a game's end.
  mctsPlayoutDepth: 60,
};
