/** Strength and control: derived from the board, never stored. */
import { coverFireIndex, COVERED_STRENGTH } from './abilities/cover-fire';
import { faceDownStrength } from './abilities/escalation';
import { supportBonus } from './abilities/support';
import { CARDS } from './cards';
import type { AlsState } from './state';
import { THEATERS, type ByTheater, type Player, type Theater } from './vocabulary';

/** Each card's strength in a pile, bottom to top. */
export function pileStrengths(state: AlsState, theater: Theater, owner: Player): number[] {
  const pile = state.piles[theater][owner];
  const cover = coverFireIndex(pile);
  const faceDown = faceDownStrength(state, owner);
  return pile.map((card, i) => {
    if (i < cover) return COVERED_STRENGTH;
    return card.faceUp ? CARDS[card.id].strength : faceDown;
  });
}

/** A player's total in a theater, Support included (even with no card there). */
export function theaterStrength(state: AlsState, theater: Theater, owner: Player): number {
  let total = supportBonus(state, theater, owner);
  for (const s of pileStrengths(state, theater, owner)) total += s;
  return total;
}

/** The higher total controls; a tie (an empty theater is 0-0) goes to the 1st Player. */
export function controller(state: AlsState, theater: Theater): Player {
  const first = state.firstPlayer;
  const second: Player = first === '0' ? '1' : '0';
  return theaterStrength(state, theater, second) > theaterStrength(state, theater, first) ? second : first;
}

export function control(state: AlsState): ByTheater<Player> {
  return { air: controller(state, 'air'), land: controller(state, 'land'), sea: controller(state, 'sea') };
}

/** Every theater has a controller, so the player with 2 or more wins: no draws. */
export function battleLeader(state: AlsState): Player {
  let zero = 0;
  for (const t of THEATERS) if (controller(state, t) === '0') zero++;
  return zero >= 2 ? '0' : '1';
}
