/**
 * The thin seam between a pure engine and boardgame.io, shared by both games.
 * - Every move parses its arguments into an engine action and lets the engine decide: a refusal
 *   (or a malformed argument) is `INVALID_MOVE` and changes nothing.
 * - Moves run on the server only (`client: false`): they read hidden state the client lacks.
 * - No move calls an event: turns and phases end through `endIf` (the Debug panel's time travel
 *   replays moves and would replay their events wrongly), and stages are synced from `onMove`.
 */
import type { Ctx } from 'boardgame.io';
import { INVALID_MOVE } from 'boardgame.io/core';
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
  move: (context: MoveContext<State>, ...args: unknown[]) => typeof INVALID_MOVE | undefined;
  client: false;
  redact: boolean;
}

export function engineMove<State, Action, Player extends string, View>(
  engine: Engine<State, Action, Player, View>,
  isPlayer: (id: unknown) => id is Player,
  parse: ParseArgs<Action>,
  options: { redact?: boolean } = {},
): EngineMove<State> {
  return {
    move: ({ G, playerID, random }: MoveContext<State>, ...args: unknown[]) => {
      if (!isPlayer(playerID)) return INVALID_MOVE;
      const action = parse(args);
      if (typeof action === 'string') return INVALID_MOVE;
      const rng: Rng = random.Number;
      const result = engine.apply(G, playerID, action, rng);
      return result.ok ? undefined : INVALID_MOVE;
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
