/**
 * Bonus symbols: the player who placed the completing tile scores 1 point per bonus symbol in
 * the completed area (the Volcano's 6 included; when the Volcano completes the area, the
 * player whose placement made the hole is the completer).
 */
import type { BoardIndex } from '../board-index';
import { addPoints, roleOf } from '../roles';
import type { State } from '../state';
import type { Player } from '../vocabulary';

export function scoreBonusSymbols(state: State, index: BoardIndex, node: number, completer: Player): void {
  addPoints(state, roleOf(state.numPlayers, completer), 'bonus', index.areas.bonus(node));
}
