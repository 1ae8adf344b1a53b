/**
 * Property tests: random legal games for 2, 3 and 4 players under every option combination and
 * on every tile inventory
 * (what every game must do is in test/common/conformance.test.ts). Each step checks that a legal action is accepted and random other actions are refused
 * with the state unchanged; each game checks tile conservation, matching edges, rising scores
 * that the breakdown by rule accounts for, the end with all 58 map tiles placed, and the
 * incremental areas against a flood fill.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seededRng, pick, randomInt, type Rng } from '../../games/common/random';
import {
  INVENTORY_VERSIONS,
  OPTION_NAMES,
  canonicalRotation,
  inventoryOf,
  landVsSea,
  setupOn,
  tileNumber,
  type InventoryVersion,
  type Action,
  type Options,
  type Player,
  type PlayerCount,
  type State,
} from '../../games/land-vs-sea/rules';
import { expectAreasMatchFloodFill, expectBreakdownAddsUp, expectEveryTileOnce } from './invariants';
import { expectMatchingMap } from './support';

const ALL_COMBINATIONS: Options[] = [0, 1, 2, 3, 4, 5, 6, 7].map(
  (bits) => Object.fromEntries(OPTION_NAMES.map((name, i) => [name, Boolean(bits & (1 << i))])) as Options,
);

/** Two actions do the same thing (look-alike rotations of one face are the same placement). */
function sameAction(state: State, a: Action, b: Action): boolean {
  if (a.type === 'place' && b.type === 'place') {
    const deal = state.hands[Number(state.current)]?.[a.slot];
    if (!deal || a.slot !== b.slot || a.face !== b.face || a.q !== b.q || a.r !== b.r) return false;
    if (!Number.isInteger(a.rotation) || a.rotation < 0 || a.rotation > 5) return false;
    const n = tileNumber(inventoryOf(state), deal.tile);
    return canonicalRotation(n, a.face, a.rotation) === canonicalRotation(n, b.face, b.rotation);
  }
  return JSON.stringify(a) === JSON.stringify(b);
}

/** An arbitrary action, legal or (mostly) not, near the legal ones. */
function arbitraryAction(rng: Rng, state: State, legal: Action[]): Action {
  const near = pick(rng, legal);
  const small = (n: number) => randomInt(rng, n + 2) - 1;
  switch (randomInt(rng, 6)) {
    case 0:
      return { type: 'take', stack: small(2) as 0 | 1 };
    case 1: {
      const base = near.type === 'place' ? near : { q: small(4), r: small(4) };
      return {
        type: 'place',
        slot: small(2),
        face: small(2) as 0 | 1,
        q: base.q + small(1),
        r: base.r + small(1),
        rotation: small(6) as 0,
      };
    }
    case 2:
      return { type: 'steal', player: String(small(state.numPlayers)) as Player, slot: small(2) };
    case 3: {
      const base = near.type === 'placeWaypoint' ? near : { q: small(2), r: small(2) };
      return { type: 'placeWaypoint', q: base.q + small(1), r: base.r, segment: small(3) };
    }
    case 4:
      return { type: 'skipWaypoint' };
    default:
      return near;
  }
}

function playRandomGame(numPlayers: PlayerCount, requested: Options, seed: number, inventory: InventoryVersion): State {
  const rng = seededRng(seed);
  const state = setupOn(inventory, numPlayers, requested, rng);
  let lastScore = { ...state.score };
  let steps = 0;
  while (!landVsSea.isOver(state)) {
    const [player] = landVsSea.toAct(state);
    if (player === undefined) throw new Error('nobody to act in a running game');
    const legal = landVsSea.legalActions(state, player);
    expect(legal.length).toBeGreaterThan(0);
    for (const other of ['0', '1', '2', '3'] as Player[]) if (other !== player) expect(landVsSea.legalActions(state, other)).toEqual([]);

    // One legal action, on a copy: accepted.
    const probe = structuredClone(state);
    expect(landVsSea.apply(probe, player, pick(rng, legal), rng)).toEqual({ ok: true });
    // Arbitrary actions: refused, leaving the state unchanged, unless they are legal.
    for (let i = 0; i < 2; i++) {
      const action = arbitraryAction(rng, state, legal);
      if (legal.some((l) => sameAction(state, action, l))) continue;
      const before = JSON.stringify(state);
      const asOther = String((Number(player) + 1) % numPlayers) as Player;
      const actor = i === 0 ? player : asOther;
      expect(landVsSea.apply(state, actor, action, rng).ok, JSON.stringify(action)).toBe(false);
      expect(JSON.stringify(state)).toBe(before);
    }
    // The random-playout shortcut draws from the same list.
    const drawn = landVsSea.randomAction(state, player, rng);
    expect(drawn && legal.some((l) => sameAction(state, drawn, l))).toBe(true);

    expect(landVsSea.apply(state, player, pick(rng, legal), rng)).toEqual({ ok: true });
    for (const role of Object.keys(lastScore) as (keyof typeof lastScore)[])
      expect(state.score[role] ?? 0).toBeGreaterThanOrEqual(lastScore[role] ?? 0);
    lastScore = { ...state.score };
    expectBreakdownAddsUp(state);
    if (++steps % 25 === 0) expectEveryTileOnce(state);
  }
  return state;
}

function checkFinished(state: State): void {
  expectEveryTileOnce(state);
  expect(Object.keys(state.board).filter((k) => !['START', 'VOLCANO'].includes(state.board[k]?.tile ?? ''))).toHaveLength(58);
  expect(state.stacks.flat()).toEqual([]);
  expect(state.hands.flat()).toEqual([]);
  expectMatchingMap(state);
  expectAreasMatchFloodFill(state);
  expectBreakdownAddsUp(state);
  expect(landVsSea.toAct(state)).toEqual([]);
}

describe('random games', () => {
  it.each([2, 3, 4] as const)('%i players, every option combination', (numPlayers) => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 2 ** 31 - 1 }),
        fc.constantFrom(...ALL_COMBINATIONS),
        fc.constantFrom(...INVENTORY_VERSIONS),
        (seed, options, inventory) => {
          checkFinished(playRandomGame(numPlayers, options, seed, inventory));
        },
      ),
      { seed: 20260 + numPlayers, numRuns: 40 },
    );
  });

  it('keeps its map index right for a map that runs far from the start', () => {
    // Always playing the easternmost placement drives the map beyond the index's first grids.
    const rng = seededRng('east');
    const state = landVsSea.setup(2, { waypoints: true }, rng);
    let east = 0;
    while (!landVsSea.isOver(state)) {
      const legal = landVsSea.legalActions(state, state.current);
      const places = legal.filter((a) => a.type === 'place');
      const action = places.length > 0 ? places.reduce((a, b) => (b.q > a.q ? b : a)) : pick(rng, legal);
      if (action.type === 'place') east = Math.max(east, action.q);
      // A copy (whose index is rebuilt from its board) offers exactly the same actions.
      expect(landVsSea.legalActions(JSON.parse(JSON.stringify(state)) as State, state.current)).toEqual(legal);
      expect(landVsSea.apply(state, state.current, action, rng)).toEqual({ ok: true });
    }
    expect(east).toBeGreaterThan(31);
    checkFinished(state);
  });
});
