/**
 * Option Caravans & Ships, at the end: a trade route is a group of 2 or more edge-connected
 * tiles bearing caravans and/or ships. More caravans: Land scores the route's caravans plus
 * ships; more ships: Sea does; a tie: nobody (the Cartographer with 3 players).
 */
import type { BoardIndex, IndexedTile } from '../board-index';
import { faceDefOf } from '../face-table';
import { hexKey } from '../hex';
import { addPoints } from '../roles';
import type { State } from '../state';
import type { Role } from '../vocabulary';
import { tiedRouteRecipient } from './cartographer';

export interface TradeRoute {
  tiles: string[];
  caravans: number;
  ships: number;
}

export function tradeRoutes(index: BoardIndex): TradeRoute[] {
  const seen = new Set<number>();
  const routes: TradeRoute[] = [];
  for (const start of index.tiles) {
    if (!start.trade || seen.has(start.cell)) continue;
    const group: IndexedTile[] = [];
    const queue = [start];
    seen.add(start.cell);
    while (queue.length > 0) {
      const tile = queue.pop() as IndexedTile;
      group.push(tile);
      for (const step of index.grid.step) {
        const next = index.tileAt(tile.cell + step);
        if (next?.trade && !seen.has(next.cell)) {
          seen.add(next.cell);
          queue.push(next);
        }
      }
    }
    if (group.length < 2) continue;
    const defs = group.map((t) => faceDefOf(t.tileNo, t.face));
    routes.push({
      tiles: group.map((t) => hexKey(t.q, t.r)),
      caravans: defs.filter((d) => d.caravan).length,
      ships: defs.filter((d) => d.ship).length,
    });
  }
  return routes;
}

export function routeWinner(route: TradeRoute, state: State): Role | null {
  if (route.caravans > route.ships) return 'land';
  if (route.ships > route.caravans) return 'sea';
  return tiedRouteRecipient(state.numPlayers);
}

export function scoreTradeRoutes(state: State, index: BoardIndex): void {
  if (!state.options.caravansAndShips) return;
  for (const route of tradeRoutes(index)) {
    const winner = routeWinner(route, state);
    if (winner !== null) addPoints(state, winner, 'routes', route.caravans + route.ships);
  }
}
