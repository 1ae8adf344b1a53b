/** Checks every state of a game must pass (used by the property tests). */
import { expect } from 'vitest';
import { indexOf } from '../../games/land-vs-sea/rules/board-index';
import { inventoryOf, mapTileIds, type Role, type ScoreSource, type State } from '../../games/land-vs-sea/rules';
import { floodFillAreas } from './flood-fill';

/** All 60 tiles are in exactly one place: the map, a stack or a hand (the Volcano may be aside). */
export function expectEveryTileOnce(state: State): void {
  const places = [
    ...Object.values(state.board).map((t) => t.tile),
    ...state.stacks.flat().map((d) => d.tile),
    ...state.hands.flat().map((d) => d.tile),
  ];
  const counts = new Map<string, number>();
  for (const id of places) counts.set(id, (counts.get(id) ?? 0) + 1);
  for (const id of [...mapTileIds(inventoryOf(state)), 'START']) expect(counts.get(id), id).toBe(1);
  expect(counts.get('VOLCANO') ?? 0).toBeLessThanOrEqual(1);
  expect(places.length).toBe(59 + (counts.get('VOLCANO') ?? 0));
}

/** The engine's incremental areas equal a from-scratch flood fill. */
export function expectAreasMatchFloodFill(state: State): void {
  const index = indexOf(state);
  for (const area of floodFillAreas(state)) {
    const roots = new Set<number>();
    let node = -1;
    for (const id of area.segments) {
      const [key, seg] = id.split('#') as [string, string];
      const [q, r] = key.split(',').map(Number) as [number, number];
      const tile = index.tileAtHex(q, r);
      if (!tile) throw new Error(`no indexed tile at ${key}`);
      node = tile.firstNode + Number(seg);
      roots.add(index.areas.root(node));
    }
    expect(roots.size).toBe(1);
    expect(index.areas.segments(node).length).toBe(area.segments.length);
    expect(index.areas.isComplete(node)).toBe(area.complete);
    expect(index.areas.tiles(node).length).toBe(area.tiles);
  }
}

/** Sources that score only with an option on. */
const OPTION_SOURCES: Partial<Record<ScoreSource, keyof State['options']>> = {
  ranges: 'mountainsAndCorals',
  adjacency: 'caravansAndShips',
  routes: 'caravansAndShips',
  waypoints: 'waypoints',
};

/**
 * The breakdown accounts for every point: each role's rules add up to its score, only roles
 * in the game appear, and a rule of an option that is off never scores.
 */
export function expectBreakdownAddsUp(state: State): void {
  const scoreBy = state.scoreBy ?? {};
  for (const role of Object.keys(scoreBy)) expect(Object.keys(state.score), role).toContain(role);
  for (const [role, points] of Object.entries(state.score) as [Role, number][]) {
    const byRule = Object.entries(scoreBy[role] ?? {}) as [ScoreSource, number][];
    expect(
      byRule.reduce((sum, [, n]) => sum + n, 0),
      role,
    ).toBe(points);
    for (const [source, n] of byRule) {
      expect(n, `${role} ${source}`).toBeGreaterThan(0);
      const option = OPTION_SOURCES[source];
      if (option) expect(state.options[option], `${role} scored ${source}`).toBe(true);
    }
  }
}
