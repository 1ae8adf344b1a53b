/**
 * Land vs Sea as a boardgame.io Game: the definition decides everything; this file maps the
 * engine's steps to boardgame.io's flow.
 * - Phase `draft`: one take per turn; it ends when the engine leaves its draft step.
 * - Phase `play`: a turn is one player's turn; its steps (place, playAgain, steal, waypoint,
 *   replenish) are stages, synced from the engine after every move. A turn ends when the engine
 *   starts the next one (`G.turn` passes `ctx.turn`); steps with nothing to decide, and turns of
 *   players with empty hands, never reach boardgame.io.
 * - The turn order reads the engine's current player.
 */
import type { Ctx, Game, TurnConfig } from 'boardgame.io';
import { boardgameBasics, movesNamed, sameActivePlayers, stageMap, stagesFor, withResign } from '../common/boardgame';
import { definition } from './definition';
import type { SetupData, State } from './rules';
import { isPlayer } from './rules/vocabulary';

export { GAME_NAME } from './definition';

const syncStages: NonNullable<TurnConfig<State>['onBegin']> = ({ G, ctx, events }) => {
  // A move that ends the turn leaves the stages to the next turn's onBegin.
  if (G.turn !== ctx.turn || G.step === 'over') return;
  const wanted = stagesFor(definition.stage(G));
  if (!sameActivePlayers(ctx, wanted)) events.setActivePlayers({ value: wanted });
};

const order = {
  first: ({ G, ctx }: { G: State; ctx: Ctx }) => ctx.playOrder.indexOf(G.current),
  next: ({ G, ctx }: { G: State; ctx: Ctx }) => ctx.playOrder.indexOf(G.current),
};

const endTurnWithEngine = ({ G, ctx }: { G: State; ctx: Ctx }) => G.turn > ctx.turn;

export const LandVsSeaGame: Game<State, Record<string, unknown>, SetupData> = withResign(definition, {
  ...boardgameBasics(definition),
  setup: ({ ctx, random }, setupData) => definition.engine.setup(ctx.numPlayers, setupData, random.Number),
  phases: {
    draft: {
      start: true,
      next: 'play',
      moves: movesNamed(definition, ['take']),
      endIf: ({ G }) => G.step !== 'draft',
      turn: { order, endIf: endTurnWithEngine },
    },
    play: {
      turn: { order, endIf: endTurnWithEngine, onBegin: syncStages, onMove: syncStages, stages: stageMap(definition) },
    },
  },
  playerView: ({ G, playerID }) => definition.engine.view(G, isPlayer(playerID) ? playerID : null),
});
