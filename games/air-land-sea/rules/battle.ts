/** The battle cycle: dealing, scoring a battle (fought out or withdrawn), and the next battle. */
import { seatCards } from './deal';
import type { AlsState, BattleResult, Options, Pile } from './state';
import { battleLeader, controlOf, totals } from './strength';
import { opponent, type ByPlayer, type ByTheater, type Player } from './vocabulary';
import type { Rng } from '../../common/random';

export const BATTLE_VP = 6;
export const BEGINNER_BATTLE_VP = 1;

/** VP a battle fought out is worth. */
export const battleVP = (options: Pick<Options, 'mode'>): number => (options.mode === 'beginner' ? BEGINNER_BATTLE_VP : BATTLE_VP);

/** VP the opponent scores, indexed by cards left in the withdrawing player's hand (0..6). */
export const WITHDRAW_VP: { readonly first: readonly number[]; readonly second: readonly number[] } = {
  first: [6, 4, 3, 3, 2, 2, 2],
  second: [6, 6, 4, 3, 3, 2, 2],
};

export function withdrawVP(state: AlsState, withdrawing: Player): number {
  if (state.options.mode === 'beginner') return BEGINNER_BATTLE_VP;
  const table = withdrawing === state.firstPlayer ? WITHDRAW_VP.first : WITHDRAW_VP.second;
  const left = Math.min(state.hands[withdrawing].length, table.length - 1);
  return table[left] as number;
}

/** The battle fought last, or null before the first ends. */
export function lastBattleOf(state: Pick<AlsState, 'battles' | 'lastBattle'>): BattleResult | null {
  return state.battles?.at(-1) ?? state.lastBattle ?? null;
}

export function withdraw(state: AlsState, player: Player, rng: Rng): void {
  finishBattle(state, { winner: opponent(player), vp: withdrawVP(state, player), withdrawn: player, control: null }, totals(state), rng);
}

/** Both hands empty and nothing pending: the player controlling more theaters wins. */
export function fightOut(state: AlsState, rng: Rng): void {
  const vp = battleVP(state.options);
  const sums = totals(state);
  const controlled = controlOf(state.firstPlayer, sums);
  finishBattle(state, { winner: battleLeader(controlled), vp, withdrawn: null, control: controlled }, sums, rng);
}

function finishBattle(
  state: AlsState,
  result: Pick<BattleResult, 'winner' | 'vp' | 'withdrawn' | 'control'>,
  strengths: ByTheater<ByPlayer<number>>,
  rng: Rng,
): void {
  state.vp[result.winner] += result.vp;
  // Spelled out: V8 makes `{ ...result, more }` a slow dictionary object (a few µs per battle).
  // The piles themselves: the next deal seats new ones, and records are shared, never changed (copy.ts).
  const board: ByTheater<ByPlayer<Pile>> = {
    air: { '0': state.piles.air['0'], '1': state.piles.air['1'] },
    land: { '0': state.piles.land['0'], '1': state.piles.land['1'] },
    sea: { '0': state.piles.sea['0'], '1': state.piles.sea['1'] },
  };
  const record: BattleResult = {
    battle: state.battle,
    winner: result.winner,
    vp: result.vp,
    withdrawn: result.withdrawn,
    control: result.control,
    theaters: [...state.theaters],
    firstPlayer: state.firstPlayer,
    board,
    strengths,
  };
  state.battles = [...(state.battles ?? []), record];
  if (state.vp[result.winner] >= state.options.targetVP) {
    state.winner = result.winner;
    state.queue = [];
    state.choice = null;
    return;
  }
  nextBattle(state, rng);
}

/** Reshuffle all 18 cards, rotate the theaters right to left, swap Supreme Commanders. */
function nextBattle(state: AlsState, rng: Rng): void {
  const [x, y, z] = state.theaters;
  state.theaters = [z, x, y];
  state.firstPlayer = opponent(state.firstPlayer);
  state.battle += 1;
  seatCards(state, rng);
  state.turn += 1;
  state.battleStartTurn = state.turn;
}
