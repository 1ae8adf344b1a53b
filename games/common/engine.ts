/**
 * The engine contract both games follow (the shape of OpenSpiel's game API):
 * plain-JSON state, `legalActions` / `apply` / `view`, randomness injected.
 *
 * `apply` mutates the state it is given (callers that need the old state clone first, as the
 * boardgame.io adapter gets a fresh draft per move and bots clone once per search iteration).
 * It validates first, so a refused action leaves the state exactly as it was.
 */
import type { Rng } from './random';

export type ApplyResult = { ok: true } | { ok: false; error: string };

export const OK: ApplyResult = { ok: true };

export function refuse(error: string): ApplyResult {
  return { ok: false, error };
}

export interface Engine<State, Action, Player extends string, View> {
  /** Players who must act now (empty when the game is over). */
  toAct(state: State): Player[];
  /** Every legal action of `player` now (empty when it is not this player's decision). */
  legalActions(state: State, player: Player): Action[];
  /** Performs one action of `player`, or refuses it with a reason and changes nothing. */
  apply(state: State, player: Player, action: Action, rng: Rng): ApplyResult;
  /** What `player` may know (null: a spectator). */
  view(state: State, player: Player | null): View;
  isOver(state: State): boolean;
}
