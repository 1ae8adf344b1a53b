/**
 * The thin seam between a pure engine and boardgame.io, shared by both games.
 * - Every move parses its arguments into an engine action and lets the engine decide: a refusal
 *   (or a malformed argument) is `INVALID_MOVE` and changes nothing.
 * - Moves run on the server only (`client: false`): they read hidden state the client lacks.
 * - No move calls an event: turns and phases end through `endIf` (the Debug panel's time travel
 *   replays moves and would replay their events wrongly), and stages are synced from `onMove`.
 */
import type { Ctx, Plugin } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
import { cloneJson } from './clone-json';
import type { Engine } from './engine';
import type { Rng } from './random';

/** Parses raw move arguments; a string is the reason they are malformed. */
export type ParseArgs<Action> = (args: unknown[]) => Action | string;

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

export function engineMove<State, Action, Player extends string, View>(
  engine: Engine<State, Action, Player, View>,
  isPlayer: (id: unknown) => id is Player,
  parse: ParseArgs<Action>,
  options: { redact?: boolean } = {},
): EngineMove<State> {
  return {
    move: <G extends State>({ playerID, random }: MoveContext<G>, ...args: unknown[]) => {
      if (!isPlayer(playerID)) return INVALID_MOVE;
      const action = parse(args);
      if (typeof action === 'string') return INVALID_MOVE;
      const rng: Rng = random.Number;
      if (plainG === undefined) throw new Error('an engine move needs PLAIN_STATE_PLUGIN in its game');
      const state = cloneJson(plainG as G);
      const result = engine.apply(state, playerID, action, rng);
      // Frozen at the top, immer takes the new G as final instead of walking and freezing all of it.
      return result.ok ? Object.freeze(state) : INVALID_MOVE;
    },
    client: false,
    redact: options.redact ?? false,
  };
}

/** The activePlayers a decision needs: the chooser in the stage named by the decision, or none. */
export function stagesFor(decision: { player: string; stage: string } | null): Record<string, string> {
  return decision ? { [decision.player]: decision.stage } : {};
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
