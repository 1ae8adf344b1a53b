/**
 * Air, Land & Sea as a boardgame.io Game: the engine in `rules/` decides everything; this file
 * maps moves to engine actions and the engine's turn structure to boardgame.io's.
 * - One phase per battle (`battle`, followed by `battle`): it ends (through `endIf`, which the
 *   Debug panel's time travel replays correctly, unlike a turn order that ends the phase) when
 *   the engine has dealt the next battle; its turn order starts with that battle's 1st Player.
 * - A turn is one action plus the abilities it sets off; it ends when the engine starts the next
 *   turn (`G.turn` passes `ctx.turn`).
 * - An ability's choice is a stage for the player who must choose, on their turn or not.
 */
import type { Ctx, Game, StageMap } from 'boardgame.io';
import { engineMove, NO_CLIENT_EVENTS, PLAIN_STATE_PLUGIN, sameActivePlayers, stagesFor, type EngineMove } from '../common/boardgame';
import { PARSERS, toMove, type MoveName } from './moves';
import {
  actor,
  airLandSea,
  createGame,
  isPlayer,
  legalActions,
  standings,
  validateSetupData,
  view,
  type AlsSetupData,
  type AlsState,
  type ByTheater,
  type Choice,
  type TheaterStanding,
} from './rules';

export const GAME_NAME = 'air-land-sea';

function move(name: MoveName): EngineMove<AlsState> {
  // Improvise is the one move whose argument (the card) the opponent must not see.
  return engineMove(airLandSea, isPlayer, PARSERS[name], { redact: name === 'improvise' });
}

const STAGE_MOVES: Record<Choice['kind'], MoveName[]> = {
  flip: ['flip'],
  transport: ['transport', 'decline'],
  redeploy: ['redeploy', 'decline'],
  redeployPlay: ['deploy', 'improvise'],
  reinforce: ['reinforce', 'decline'],
};

const stages: StageMap<AlsMatchState> = Object.fromEntries(
  Object.entries(STAGE_MOVES).map(([stage, names]) => [stage, { moves: Object.fromEntries(names.map((n) => [n, move(n)])) }]),
);

/** A match state is never changed once made, so each seat's view shares its standings. */
const standingsByState = new WeakMap<AlsState, ByTheater<TheaterStanding>>();

function standingsOf(G: AlsState): ByTheater<TheaterStanding> {
  let known = standingsByState.get(G);
  if (!known) standingsByState.set(G, (known = standings(G)));
  return known;
}

function wantedStages(G: AlsState): Record<string, string> {
  return stagesFor(G.choice && { player: G.choice.player, stage: G.choice.kind });
}

/**
 * The match state: the engine's, plus the battle boardgame.io's phases have caught up with.
 * A phase ends when the engine has dealt a new battle; its `onEnd` catches up, so the check
 * boardgame.io repeats before the next phase begins (and after) is false again.
 */
export type AlsMatchState = AlsState & { phaseBattle: number };

const playerAt = ({ G, ctx }: { G: AlsState; ctx: Ctx }) => ctx.playOrder.indexOf(G.current);

export const AirLandSeaGame: Game<AlsMatchState, Record<string, unknown>, AlsSetupData> = {
  name: GAME_NAME,
  minPlayers: 2,
  maxPlayers: 2,
  disableUndo: true,
  plugins: [PLAIN_STATE_PLUGIN],
  setup: ({ random }, setupData) => {
    const problem = validateSetupData(setupData);
    if (problem) throw new Error(`air-land-sea setupData: ${problem}`);
    return { ...createGame(setupData ?? {}, random.Number), phaseBattle: 1 };
  },
  validateSetupData: (setupData, numPlayers) =>
    numPlayers !== 2 ? 'Air, Land & Sea is for exactly 2 players' : validateSetupData(setupData),
  moves: { deploy: move('deploy'), improvise: move('improvise'), withdraw: move('withdraw') },
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
          const wanted = wantedStages(G);
          if (!sameActivePlayers(ctx, wanted)) events.setActivePlayers({ value: wanted });
        },
        stages,
      },
    },
  },
  endIf: ({ G }) => (G.winner !== null ? { winner: G.winner } : undefined),
  playerView: ({ G, playerID }) => view(G, isPlayer(playerID) ? playerID : null, standingsOf(G)),
  events: NO_CLIENT_EVENTS,

  ai: {
    enumerate: (G, _ctx, playerID) => {
      if (!isPlayer(playerID) || actor(G) !== playerID) return [];
      return legalActions(G, playerID).map(toMove);
    },
  },
};
