/** Ending a turn: the battle ends when both hands are empty; otherwise the next player's turn. */
import { airDropOnTurnEnd, airDropOnTurnStart } from './abilities/air-drop';
import { fightOut } from './battle';
import type { AlsState } from './state';
import { opponent, type Player } from './vocabulary';
import type { Rng } from '../../common/random';

export function endTurn(state: AlsState, rng: Rng): void {
  const ending = state.current;
  airDropOnTurnEnd(state, ending);
  if (state.hands['0'].length === 0 && state.hands['1'].length === 0) {
    fightOut(state, rng);
    return;
  }
  let next = opponent(ending);
  // First edition Redeploy: an owed extra turn comes when the owner's turn ends, if they still hold cards.
  if (state.extraTurns[ending] > 0) {
    state.extraTurns[ending] -= 1;
    if (state.hands[ending].length > 0) next = ending;
  }
  // (ruling) A player with an empty hand while the other still holds cards is skipped.
  if (state.hands[next].length === 0) next = opponent(next);
  startTurn(state, next);
}

function startTurn(state: AlsState, player: Player): void {
  state.current = player;
  state.turn += 1;
  airDropOnTurnStart(state, player);
}
