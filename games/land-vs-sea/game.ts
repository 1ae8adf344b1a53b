/**
 * Land vs Sea as a boardgame.io Game: the engine in `rules/` decides everything; this file maps
 * moves to engine actions and the engine's steps to boardgame.io's flow.
 * - Phase `draft`: one take per turn; it ends when the engine leaves its draft step.
 * - Phase `play`: a turn is one player's turn; its steps (place, playAgain, steal, waypoint,
 *   replenish) are stages, synced from the engine after every move. A turn ends when the engine
 *   starts the next one (`G.turn` passes `ctx.turn`); steps with nothing to decide, and turns of
 *   players with empty hands, never reach boardgame.io.
 * - The turn order reads the engine's current player.
 */
import type { Ctx, Game, LongFormMove, StageMap, TurnConfig } from 'boardgame.io';
import { engineMove, NO_CLIENT_EVENTS, PLAIN_STATE_PLUGIN, sameActivePlayers, stagesFor } from '../common/boardgame';
import { PARSERS, toMove, type MoveName } from './moves';
import { landVsSea, outcome, setupDataError, type SetupData, type State } from './rules';
import { isPlayer, type PlayerCount, type Step } from './rules/vocabulary';

export const GAME_NAME = 'land-vs-sea';

function move(name: MoveName): LongFormMove<State> {
  // No argument is secret: slots, faces and stacks name no tile, and placed tiles are public.
  return engineMove(landVsSea, isPlayer, PARSERS[name]);
}

const STAGE_MOVES: Record<Exclude<Step, 'draft' | 'over'>, MoveName[]> = {
  place: ['place'],
  playAgain: ['place'],
  steal: ['steal'],
  waypoint: ['placeWaypoint', 'skipWaypoint'],
  replenish: ['take'],
};

const stages: StageMap<State> = Object.fromEntries(
  Object.entries(STAGE_MOVES).map(([stage, names]) => [stage, { moves: Object.fromEntries(names.map((n) => [n, move(n)])) }]),
);

function wantedStages(G: State): Record<string, string> {
  const inTurn = G.step !== 'draft' && G.step !== 'over';
  return stagesFor(inTurn ? { player: G.current, stage: G.step } : null);
}

const syncStages: NonNullable<TurnConfig<State>['onBegin']> = ({ G, ctx, events }) => {
  // A move that ends the turn leaves the stages to the next turn's onBegin.
  if (G.turn !== ctx.turn || G.step === 'over') return;
  const wanted = wantedStages(G);
  if (!sameActivePlayers(ctx, wanted)) events.setActivePlayers({ value: wanted });
};

const order = {
  first: ({ G, ctx }: { G: State; ctx: Ctx }) => ctx.playOrder.indexOf(G.current),
  next: ({ G, ctx }: { G: State; ctx: Ctx }) => ctx.playOrder.indexOf(G.current),
};

const endTurnWithEngine = ({ G, ctx }: { G: State; ctx: Ctx }) => G.turn > ctx.turn;

export const LandVsSeaGame: Game<State, Record<string, unknown>, SetupData> = {
  name: GAME_NAME,
  minPlayers: 2,
  maxPlayers: 4,
  disableUndo: true,
  plugins: [PLAIN_STATE_PLUGIN],
  setup: ({ ctx, random }, setupData) => {
    const problem = setupDataError(setupData, ctx.numPlayers);
    if (problem) throw new Error(`land-vs-sea setupData: ${problem}`);
    return landVsSea.setup(ctx.numPlayers as PlayerCount, setupData, random.Number);
  },
  validateSetupData: (setupData, numPlayers) => setupDataError(setupData, numPlayers) ?? undefined,
  phases: {
    draft: {
      start: true,
      next: 'play',
      moves: { take: move('take') },
      endIf: ({ G }) => G.step !== 'draft',
      turn: { order, endIf: endTurnWithEngine },
    },
    play: {
      turn: { order, endIf: endTurnWithEngine, onBegin: syncStages, onMove: syncStages, stages },
    },
  },
  endIf: ({ G }) => outcome(G) ?? undefined,
  playerView: ({ G, playerID }) => landVsSea.view(G, isPlayer(playerID) ? playerID : null),
  events: NO_CLIENT_EVENTS,

  ai: {
    enumerate: (G, _ctx, playerID) => (isPlayer(playerID) ? landVsSea.legalActions(G, playerID).map(toMove) : []),
  },
};
