/**
 * The thin seam between a game's definition and boardgame.io, shared by every game.
 * - Every move parses its arguments into an engine action and lets the engine decide: a refusal
 *   (or a malformed argument) is `INVALID_MOVE` and changes nothing. Outside production the
 *   reason is logged (boardgame.io 0.50 has no channel to tell the client why).
 * - Moves run on the server only (`client: false`): they read hidden state the client lacks.
 * - No move calls an event: turns and phases end through `endIf` (the Debug panel's time travel
 *   replays moves and would replay their events wrongly), and stages are synced from the
 *   definition's `stage` after every move.
 */
import type { Ctx, Game, Plugin } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import type { GameDefinition, Stage } from './definition';
import type { Rng } from './random';
import { isResignReason, RESIGN, RESIGN_REASONS, resignationOf, resignationOutcome, type Resignation } from './resign';

interface MoveContext<State> {
  G: State;
  playerID: string;
  random: { Number: () => number };
}

/** A boardgame.io long-form move over any match state that contains the engine state. */
export interface EngineMove<State> {
  /** Generic in G: a game's match state may add its own fields to the engine state. */
  move: <G extends State>(context: MoveContext<G>, ...args: unknown[]) => G | typeof INVALID_MOVE;
  client: false;
  redact: boolean;
}

/**
 * boardgame.io runs every move inside immer's `produce`, and the engine, which reads its state
 * many times a move, runs several times slower through immer's draft proxies (it took a sixth of
 * the server's time per move). Game plugins wrap moves outside immer, so this one notes the plain
 * G a move starts from; the engine applies the action to a copy of it, returned as the new G.
 * (immer's own `original()` cannot be used: Node loads boardgame.io's immer as CommonJS and ours
 * as ESM, two copies whose minified internals differ.)
 */
let plainG: unknown;

export const PLAIN_STATE_PLUGIN: Plugin = {
  name: 'plain-state',
  fnWrap:
    (method) =>
    (context, ...args) => {
      const outer = plainG;
      plainG = context.G;
      try {
        return method(context, ...args);
      } finally {
        plainG = outer;
      }
    },
};

const LOG_REFUSALS = typeof process !== 'undefined' && process.env.NODE_ENV !== 'production';

function refused(game: string, move: string, playerID: string, reason: string): typeof INVALID_MOVE {
  if (LOG_REFUSALS) console.warn(`${game}: ${move} of player ${playerID} refused: ${reason}`);
  return INVALID_MOVE;
}

type AnyDefinition<State, Action, Player extends string> = GameDefinition<State, Action, Player, unknown, unknown>;

export function engineMove<State, Action, Player extends string>(
  definition: AnyDefinition<State, Action, Player>,
  name: string,
): EngineMove<State> {
  const spec = definition.moves[name];
  if (!spec) throw new Error(`${definition.name} has no move ${name}`);
  return {
    move: <G extends State>({ playerID, random }: MoveContext<G>, ...args: unknown[]) => {
      if (!definition.isPlayer(playerID)) return refused(definition.name, name, playerID, 'not a seat of this game');
      const action = spec.parse(args);
      if (typeof action === 'string') return refused(definition.name, name, playerID, action);
      const rng: Rng = random.Number;
      if (plainG === undefined) throw new Error('an engine move needs PLAIN_STATE_PLUGIN in its game');
      const state = definition.engine.copy(plainG as G);
      const result = definition.engine.apply(state, playerID, action, rng);
      if (!result.ok) return refused(definition.name, name, playerID, result.error);
      // Frozen at the top, immer takes the new G as final instead of walking and freezing all of it.
      return Object.freeze(state);
    },
    client: false,
    redact: spec.redact ?? false,
  };
}

/** The boardgame.io moves of the given names. */
export function movesNamed<State, Action, Player extends string>(
  definition: AnyDefinition<State, Action, Player>,
  names: readonly string[],
): Record<string, EngineMove<State>> {
  return Object.fromEntries(names.map((name) => [name, engineMove(definition, name)]));
}

/** One boardgame.io stage per stage of the definition, each with its moves. */
export function stageMap<State, Action, Player extends string>(
  definition: AnyDefinition<State, Action, Player>,
): Record<string, { moves: Record<string, EngineMove<State>> }> {
  return Object.fromEntries(Object.entries(definition.stages).map(([stage, names]) => [stage, { moves: movesNamed(definition, names) }]));
}

/** The activePlayers a decision needs: the chooser in its stage, or none. */
export function stagesFor(stage: Stage<string> | null): Record<string, string> {
  return stage ? { [stage.player]: stage.stage } : {};
}

export function sameActivePlayers(ctx: Ctx, wanted: Record<string, string>): boolean {
  const current = ctx.activePlayers ?? {};
  const keys = Object.keys(wanted);
  return keys.length === Object.keys(current).length && keys.every((k) => current[k] === wanted[k]);
}

/**
 * No game event is a client's to call: turns, phases and stages follow the engine. boardgame.io
 * still gives the flow's own hooks every event (the games sync stages with setActivePlayers);
 * these switches only keep events out of clients' hands.
 */
export const NO_CLIENT_EVENTS = {
  endGame: false,
  endPhase: false,
  setPhase: false,
  endTurn: false,
  pass: false,
  endStage: false,
  setStage: false,
  setActivePlayers: false,
} as const;

/**
 * What every game's boardgame.io definition shares: name, seat counts, setup validation, the
 * end of the game, the client events it refuses, and the moves bots may enumerate. Each game
 * adds its setup, flow (phases, turns, stages) and playerView.
 */
export function boardgameBasics<State, Action, Player extends string>(definition: AnyDefinition<State, Action, Player>) {
  const counts = definition.playerCounts;
  return {
    name: definition.name,
    minPlayers: Math.min(...counts),
    maxPlayers: Math.max(...counts),
    disableUndo: true,
    plugins: [PLAIN_STATE_PLUGIN],
    validateSetupData: (setupData: unknown, numPlayers: number) => definition.engine.validateSetup(setupData, numPlayers),
    endIf: ({ G, ctx }: { G: State; ctx: Ctx }) => {
      const resignation = resignationOf(G);
      if (resignation) return resignationOutcome(definition, G, ctx.numPlayers, resignation);
      return definition.outcome(G) ?? undefined;
    },
    events: NO_CLIENT_EVENTS,
    ai: {
      enumerate: (G: State, _ctx: Ctx, playerID: string) =>
        definition.isPlayer(playerID) ? definition.engine.legalActions(G, playerID).map(definition.toMove) : [],
    },
  } satisfies Partial<Game<State>>;
}

/**
 * The resign move (`resign.ts`): the seat that makes it, on its turn or not, gives up the match.
 * The engine state is kept as it was; the resignation beside it ends the match (`endIf` above).
 * - `offTurn`: boardgame.io takes it from a seat the flow is not waiting for (the install-time
 *   patch 9, `scripts/patch-boardgame-io.mjs`): a player kept waiting may leave.
 * - `ignoreStaleStateID`: a move of another seat that lands first does not refuse it; the
 *   player resigns from whatever position the match has reached.
 * - `noLimit`: it is no move of the turn; off turn, boardgame.io would count it for a seat that
 *   has no count.
 */
function resignMove<State>(definition: { name: string; isPlayer(id: unknown): boolean }): ResignMove<State> {
  return {
    move: <G extends State>({ playerID }: MoveContext<G>, ...args: unknown[]) => {
      if (!definition.isPlayer(playerID)) return refused(definition.name, RESIGN, playerID, 'not a seat of this game');
      const [reason] = args;
      if (args.length !== 1 || !isResignReason(reason))
        return refused(definition.name, RESIGN, playerID, `resign takes one reason: ${RESIGN_REASONS.map((r) => `"${r}"`).join(', ')}`);
      if (plainG === undefined) throw new Error('the resign move needs PLAIN_STATE_PLUGIN in its game');
      const resigned: Resignation = { player: playerID, reason };
      return Object.freeze({ ...(plainG as G), resigned });
    },
    client: false,
    redact: false,
    offTurn: true,
    ignoreStaleStateID: true,
    noLimit: true,
  };
}

type ResignMove<State> = EngineMove<State> & { offTurn: true; ignoreStaleStateID: true; noLimit: true };

type MoveMap = Record<string, unknown>;
interface FlowPart {
  moves?: MoveMap;
  turn?: { stages?: Record<string, { moves?: MoveMap }> };
}

/**
 * The game with the resign move wherever a seat can decide: beside the game's own moves, each
 * phase's that has its own, and each stage's (a stage offers only its own moves).
 */
export function withResign<G extends Game>(definition: { name: string; isPlayer(id: unknown): boolean }, game: G): G {
  const resign = resignMove(definition);
  const addTo = (moves: MoveMap | undefined): MoveMap => ({ ...moves, [RESIGN]: resign });
  const inFlow = <P extends FlowPart>(part: P, top: boolean): P => ({
    ...part,
    ...(top || part.moves ? { moves: addTo(part.moves) } : {}),
    ...(part.turn?.stages
      ? {
          turn: {
            ...part.turn,
            stages: Object.fromEntries(
              Object.entries(part.turn.stages).map(([name, stage]) => [name, { ...stage, moves: addTo(stage.moves) }]),
            ),
          },
        }
      : {}),
  });
  const phases =
    game.phases && Object.fromEntries(Object.entries(game.phases).map(([name, phase]) => [name, inFlow(phase as FlowPart, false)]));
  return { ...inFlow(game as FlowPart, true), ...(phases ? { phases } : {}) } as G;
}
