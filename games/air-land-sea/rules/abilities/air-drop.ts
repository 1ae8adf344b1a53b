/**
 * A2 Air Drop (instant): its owner's next play may go face up to a non-matching theater.
 * Revised: the permission is used up by the owner's next play of any kind (even face down).
 * First edition: it covers every play of the owner's next turn that starts after it resolved.
 * Either way it does not carry into the next battle (the battle deal resets it).
 */
import type { AlsState, Choice, Step } from '../state';
import type { Player } from '../vocabulary';

export function resolveAirDrop(state: AlsState, step: Extract<Step, { type: 'trigger' }>): Choice | null {
  state.airDrop[step.owner] = state.options.edition === 'first' ? 'nextTurn' : 'nextPlay';
  return null;
}

export function airDropAllows(state: AlsState, player: Player): boolean {
  const permission = state.airDrop[player];
  return permission === 'nextPlay' || permission === 'thisTurn';
}

/** Called on every play (including plays caused by abilities and plays that get destroyed). */
export function airDropOnPlay(state: AlsState, player: Player): void {
  if (state.airDrop[player] === 'nextPlay') state.airDrop[player] = 'none';
}

export function airDropOnTurnStart(state: AlsState, player: Player): void {
  if (state.airDrop[player] === 'nextTurn') state.airDrop[player] = 'thisTurn';
}

export function airDropOnTurnEnd(state: AlsState, player: Player): void {
  if (state.airDrop[player] === 'thisTurn') state.airDrop[player] = 'none';
}
