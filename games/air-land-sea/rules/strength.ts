/** Strength and control: derived from the board, never stored. */
import { coverFireIndex, COVERED_STRENGTH } from './abilities/cover-fire';
import { faceDownStrength } from './abilities/escalation';
import { supportBonus } from './abilities/support';
import { CARDS } from './cards';
import type { AlsState, PlacedCard } from './state';
import { opponent, THEATERS, type ByPlayer, type ByTheater, type Player, type Theater } from './vocabulary';

/** Each card's strength in a pile, bottom to top; `faceDown` is the owner's face-down strength. */
function strengthsOf(state: AlsState, theater: Theater, owner: Player, faceDown: number): number[] {
  const pile = state.piles[theater][owner];
  const cover = coverFireIndex(pile);
  return pile.map((card, i) => {
    if (i < cover) return COVERED_STRENGTH;
    return card.faceUp ? CARDS[card.id].strength : faceDown;
  });
}

export function pileStrengths(state: AlsState, theater: Theater, owner: Player): number[] {
  return strengthsOf(state, theater, owner, faceDownStrength(state, owner));
}

/** A player's total in a theater, Support included (even with no card there). */
export function theaterStrength(state: AlsState, theater: Theater, owner: Player): number {
  return total(state, theater, owner, faceDownStrength(state, owner));
}

function total(state: AlsState, theater: Theater, owner: Player, faceDown: number): number {
  const pile = state.piles[theater][owner];
  const cover = coverFireIndex(pile);
  let sum = supportBonus(state, theater, owner);
  for (let i = 0; i < pile.length; i++) {
    const card = pile[i] as PlacedCard;
    sum += i < cover ? COVERED_STRENGTH : card.faceUp ? CARDS[card.id].strength : faceDown;
  }
  return sum;
}

/** The higher total controls; a tie (an empty theater is 0-0) goes to the 1st Player. */
export function controller(state: AlsState, theater: Theater): Player {
  const first = state.firstPlayer;
  const second = opponent(first);
  return theaterStrength(state, theater, second) > theaterStrength(state, theater, first) ? second : first;
}

/** Control of all three theaters (each player's face-down strength looked up once). */
export function control(state: AlsState): ByTheater<Player> {
  const first = state.firstPlayer;
  const second = opponent(first);
  const downFirst = faceDownStrength(state, first);
  const downSecond = faceDownStrength(state, second);
  const result: ByTheater<Player> = { air: first, land: first, sea: first };
  for (const t of THEATERS) {
    if (total(state, t, second, downSecond) > total(state, t, first, downFirst)) result[t] = second;
  }
  return result;
}

/** Both players' totals in every theater (each face-down strength looked up once). */
export function totals(state: AlsState): ByTheater<ByPlayer<number>> {
  const down0 = faceDownStrength(state, '0');
  const down1 = faceDownStrength(state, '1');
  const result = {} as ByTheater<ByPlayer<number>>;
  for (const t of THEATERS) result[t] = { '0': total(state, t, '0', down0), '1': total(state, t, '1', down1) };
  return result;
}

/** Control from totals already known: the higher total, a tie to the 1st Player. */
export function controlOf(firstPlayer: Player, sums: ByTheater<ByPlayer<number>>): ByTheater<Player> {
  const second = opponent(firstPlayer);
  const result: ByTheater<Player> = { air: firstPlayer, land: firstPlayer, sea: firstPlayer };
  for (const t of THEATERS) if (sums[t][second] > sums[t][firstPlayer]) result[t] = second;
  return result;
}

/** Every theater has a controller, so the player with 2 or more wins: no draws. */
export function battleLeader(c: ByTheater<Player>): Player {
  let zero = 0;
  for (const t of THEATERS) if (c[t] === '0') zero++;
  return zero >= 2 ? '0' : '1';
}

/** What a board shows of a theater: each side's card strengths and total, and who controls it. */
export interface TheaterStanding {
  sides: ByPlayer<{ cards: number[]; total: number }>;
  controller: Player;
}

/** Strength is public: a face-down card counts the same whatever it is, so every seat sees this. */
export function standings(state: AlsState): ByTheater<TheaterStanding> {
  const result = {} as ByTheater<TheaterStanding>;
  const controllers = control(state);
  for (const t of THEATERS) {
    const side = (p: Player) => ({ cards: pileStrengths(state, t, p), total: theaterStrength(state, t, p) });
    result[t] = { sides: { '0': side('0'), '1': side('1') }, controller: controllers[t] };
  }
  return result;
}
