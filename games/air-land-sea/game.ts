/**
 * Air, Land & Sea as a boardgame.io Game: the definition decides everything; this file maps the
 * engine's turn structure to boardgame.io's.
 * - One phase per battle (`battle`, followed by `battle`): it ends (through `endIf`, which the
 *   Debug panel's time travel replays correctly, unlike a turn order that ends the phase) when
 *   the engine has dealt the next battle; its turn order starts with that battle's 1st Player.
 * - A turn is one action plus the abilities it sets off; it ends when the engine starts the next
 *   turn (`G.turn` passes `ctx.turn`).
 * - An ability's choice is a stage for the player who must choose, on their turn or not.
 */
import type { Ctx, Game } from 'boardgame.io';
import { boardgameBasics, movesNamed, sameActivePlayers, stageMap, stagesFor, withResign } from '../common/boardgame';
import { definition } from './definition';
import { isPlayer, standings, view, type AlsSetupData, type AlsState, type ByTheater, type TheaterStanding } from './rules';

export { GAME_NAME } from './definition';

/** A match state is never changed once made, so each seat's view shares its standings. */
const standingsByState = new WeakMap<AlsState, ByTheater<TheaterStanding>>();

function standingsOf(G: AlsState): ByTheater<TheaterStanding> {
  let known = standingsByState.get(G);
  if (!known) standingsByState.set(G, (known = standings(G)));
  return known;
}

/**
 * The match state: the engine's, plus the battle boardgame.io's phases have caught up with.
 * A phase ends when the engine has dealt a new battle; its `onEnd` catches up, so the check
 * boardgame.io repeats before the next phase begins (and after) is false again.
 */
export type AlsMatchState = AlsState & { phaseBattle: number };

const playerAt = ({ G, ctx }: { G: AlsState; ctx: Ctx }) => ctx.playOrder.indexOf(G.current);

export const AirLandSeaGame: Game<AlsMatchState, Record<string, unknown>, AlsSetupData> = withResign(definition, {
  ...boardgameBasics(definition),
  setup: ({ ctx, random }, setupData) => ({ ...definition.engine.setup(ctx.numPlayers, setupData, random.Number), phaseBattle: 1 }),
  moves: movesNamed(definition, ['deploy', 'improvise', 'withdraw']),
  phases: {
    battle: {
      start: true,
      next: 'battle',
      endIf: ({ G }) => G.battle !== G.phaseBattle,
      onEnd: ({ G }) => {
        G.phaseBattle = G.battle;
      },
      turn: {
        order: { first: playerAt, next: playerAt },
        endIf: ({ G, ctx }) => G.turn > ctx.turn,
        onMove: ({ G, ctx, events }) => {
          const wanted = stagesFor(definition.stage(G));
          if (!sameActivePlayers(ctx, wanted)) events.setActivePlayers({ value: wanted });
        },
        stages: stageMap(definition),
      },
    },
  },
  playerView: ({ G, playerID }) => view(G, isPlayer(playerID) ? playerID : null, standingsOf(G)),
});
