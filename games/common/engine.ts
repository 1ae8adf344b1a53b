/**
 * The engine contract every game follows (the shape of OpenSpiel's game API): plain-JSON state,
 * `setup` / `legalActions` / `apply` / `view`, randomness injected.
 *
 * `apply` mutates the state it is given (callers that need the old state `copy` it first, as the
 * boardgame.io adapter does on every move). It checks
 * legality first, so a refused action leaves the state exactly as it was. Method syntax on
 * purpose: an engine of one game is then assignable to the list of all games' engines.
 */
import type { Rng } from './random';

export type ApplyResult = { ok: true } | { ok: false; error: string };

export const OK: ApplyResult = { ok: true };

export function refuse(error: string): ApplyResult {
  return { ok: false, error };
}

export interface Engine<State, Action, Player extends string, View, Setup> {
  /** Why the setup data (from anyone: the lobby, a URL) cannot start a game of `numPlayers`, or undefined. */
  validateSetup(data: unknown, numPlayers: number): string | undefined;
  /** The first position, from setup data that `validateSetup` accepted (it throws on any other). */
  setup(numPlayers: number, data: Setup | undefined, rng: Rng): State;
  /** Players who must act now (empty when the game is over). */
  toAct(state: State): Player[];
  /** Every legal action of `player` now (empty when it is not this player's decision). */
  legalActions(state: State, player: Player): Action[];
  /** Performs one action of `player`, or refuses it with a reason and changes nothing. */
  apply(state: State, player: Player, action: Action, rng: Rng): ApplyResult;
  /** What `player` may know (null: a spectator). */
  view(state: State, viewer: Player | null): View;
  /**
   * The viewer's legal actions, from its view alone: what a board highlights and a bot chooses
   * from. Always equal to `legalActions(state, viewer)` (the conformance tests check it).
   */
  legalActionsInView(view: View): Action[];
  isOver(state: State): boolean;
  /**
   * A copy `apply` may change without touching `state`, with any fields of a match state beyond
   * the engine's kept. Records no action ever changes again (finished battles) may be shared.
   */
  copy<S extends State>(state: S): S;
}
