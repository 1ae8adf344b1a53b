/**
 * Placements judged by what they score at once (the placer's margin gain, `placement-gains.ts`):
 * the search's prior over a hand's placements.
 */
import { tileNumber } from '../rules/face-table';
import type { PlaceAction } from '../rules/placement';
import type { Action, State } from '../rules/state';
import { handOf } from '../rules/turn-flow';
import type { Player } from '../rules/vocabulary';
import {
  cellGains,
  exactGains,
  gainContext,
  marginGain,
  newCellGains,
  newGains,
  placementGainsOn,
  type CellGains,
  type GainContext,
} from './placement-gains';

const gains = newGains();
const cellScratch = newCellGains();

function valueOf(ctx: GainContext, player: Player, cell: CellGains, tileNo: number, action: PlaceAction): number {
  if (!placementGainsOn(ctx, cell, tileNo, action.face, action.rotation, gains)) exactGains(ctx.state, player, action, gains);
  return marginGain(ctx.state, ctx.placer, gains);
}

/** Each action's immediate margin gain for `player` (0 for anything but a placement). */
export function actionValues(state: State, player: Player, actions: readonly Action[]): Float64Array {
  const values = new Float64Array(actions.length);
  let ctx: GainContext | undefined;
  let lastCell = -1;
  actions.forEach((action, i) => {
    if (action.type !== 'place') return;
    ctx ??= gainContext(state, player);
    const tile = handOf(state, player)[action.slot];
    if (tile === undefined) throw new Error(`actionValues: no tile in slot ${action.slot}`);
    // Placements come cell by cell: the cell's shared part is read once.
    const cell = ctx.index.grid.cellOf(action.q, action.r);
    if (cell !== lastCell) cellGains(ctx, cell, cellScratch);
    lastCell = cell;
    values[i] = valueOf(ctx, player, cellScratch, tileNumber(ctx.index.inventory, tile.tile), action);
  });
  return values;
}
