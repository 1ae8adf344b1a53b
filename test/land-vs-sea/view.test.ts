import { describe, expect, it } from 'vitest';
import { seededRng } from '../../games/common/random';
import {
  INVENTORY_VERSIONS,
  inventoryOf,
  landVsSea,
  legalActionsInView,
  mapAreas,
  mapTileIds,
  publicFace,
  tileDef,
  type FaceDef,
  type FaceIndex,
  type Player,
  type Rotation,
  type State,
  type TileDeal,
} from '../../games/land-vs-sea/rules';
import { shownAs } from '../../games/land-vs-sea/rules/tiles';
import { put, scenario, take } from './support';

/** Ids of tiles the viewer may not know: in stacks, or in another player's hand. */
function secretIds(state: State, viewer: string | null): string[] {
  return [
    ...state.stacks.flat().map((d) => d.tile),
    ...state.hands.flatMap((hand, p) => (String(p) === viewer ? [] : hand.map((d) => d.tile))),
  ];
}

/** Every id appearing as a JSON string value. */
function idsIn(value: unknown): Set<string> {
  const ids = new Set<string>();
  JSON.stringify(value, (_k, v: unknown) => {
    if (typeof v === 'string' && /^T\d\d$/.test(v)) ids.add(v);
    return v;
  });
  return ids;
}

describe('what a player sees', () => {
  it('shows the map, stack sizes and the top face of each stack only', () => {
    const state = landVsSea.setup(2, {}, seededRng('view'));
    const view = landVsSea.view(state, '0');
    expect(view.board).toEqual(state.board);
    const [top0, top1] = state.stacks.map((s) => s[0]!);
    expect(view.stacks).toEqual([
      { size: 29, top: publicFace(inventoryOf(state), top0!) },
      { size: 29, top: publicFace(inventoryOf(state), top1!) },
    ]);
    expect(idsIn(view).size).toBe(0);
  });

  it("shows the holder both faces of a tile, others only its public face; never another's ids", () => {
    const state = scenario({
      hands: [
        ['T21', 'T41.1'],
        ['T30', 'T53'],
      ],
    });
    const mine = landVsSea.view(state, '0');
    expect(mine.hands[0]).toEqual([
      { tile: 'T21', up: 0, face: publicFace(1, { tile: 'T21', up: 0 }) },
      { tile: 'T41', up: 1, face: publicFace(1, { tile: 'T41', up: 1 }) },
    ]);
    expect(mine.hands[1]).toEqual([
      { tile: null, face: publicFace(1, { tile: 'T30', up: 0 }) },
      { tile: null, face: publicFace(1, { tile: 'T53', up: 0 }) },
    ]);
    for (const viewer of ['0', '1', null] as const) {
      const seen = idsIn(landVsSea.view(state, viewer));
      for (const id of secretIds(state, viewer)) expect(seen.has(id), `${viewer} sees ${id}`).toBe(false);
    }
  });

  it('lets a player see the hidden face of a tile just drawn, before drawing the next', () => {
    const state = scenario({
      hands: [
        ['T01', 'T44'],
        ['T30', 'T53'],
      ],
      next: ['T08.1', 'T12'],
    });
    put(state, 'T01 @0,-1 r0');
    put(state, 'T44 @0,1 r2');
    take(state);
    expect(landVsSea.view(state, '0').hands[0]).toEqual([{ tile: 'T08', up: 1, face: publicFace(1, { tile: 'T08', up: 1 }) }]);
    expect(landVsSea.view(state, '1').hands[0]).toEqual([{ tile: null, face: publicFace(1, { tile: 'T08', up: 1 }) }]);
  });

  it('hides hidden faces from team-mates too, and shows spectators the public part only', () => {
    const state = scenario({
      players: 4,
      hands: [
        ['T21', 'T53'],
        ['T30', 'T56'],
        ['T41', 'T12'],
        ['T08', 'T51'],
      ],
    });
    const mate = landVsSea.view(state, '2');
    expect(mate.hands[0]?.every((t) => t.tile === null)).toBe(true);
    const spectator = landVsSea.view(state, null);
    expect(spectator.hands.flat().every((t) => t.tile === null)).toBe(true);
    expect(idsIn(spectator).size).toBe(0);
  });

  it('never leaks the stack order: two states differing only below the tops look the same', () => {
    const a = landVsSea.setup(2, {}, seededRng('order'));
    const b = structuredClone(a);
    b.stacks[0] = [b.stacks[0][0]!, ...b.stacks[0].slice(1).reverse()];
    expect(landVsSea.view(b, '1')).toEqual(landVsSea.view(a, '1'));
  });

  it('shows everyone the points by rule, as a copy that later scoring leaves alone', () => {
    const state = scenario({
      hands: [
        ['T21', 'T41'],
        ['T30', 'T53'],
      ],
      next: ['T08', 'T12', 'T51', 'T56'],
    });
    put(state, 'T21 @0,-1 r3');
    take(state);
    put(state, 'T30 @1,-1 r4');
    take(state);
    put(state, 'T41 @1,0 r5'); // completes the start tile's land area: 4 for Land
    const before = landVsSea.view(state, '1');
    for (const viewer of ['0', '1', null] as const) expect(landVsSea.view(state, viewer).scoreBy).toEqual({ land: { areas: 4 } });
    state.scoreBy!.land!.areas = 99;
    expect(before.scoreBy).toEqual({ land: { areas: 4 } });
  });

  it('gives a match stored before the breakdown existed an empty one, and keeps scoring it', () => {
    const state = scenario({
      hands: [
        ['T21', 'T41'],
        ['T30', 'T53'],
      ],
      next: ['T08', 'T12', 'T51', 'T56'],
    });
    const old = JSON.parse(JSON.stringify(state)) as State;
    delete old.scoreBy;
    expect(landVsSea.view(old, '0').scoreBy).toEqual({});
    put(old, 'T21 @0,-1 r3');
    take(old);
    put(old, 'T30 @1,-1 r4');
    take(old);
    put(old, 'T41 @1,0 r5');
    expect(old.score).toEqual({ land: 4, sea: 0 });
    expect(landVsSea.view(old, '0').scoreBy).toEqual({});
  });
});

/** A face's look turned by k steps clockwise, written independently of the engine's rotation code. */
function look(face: FaceDef, k: number): string {
  const turn = (edges: readonly number[]) => edges.map((e) => (e + k) % 6).sort((a, b) => a - b);
  const segments = face.segments.map((s) => `${s.terrain}${s.bonus}:${turn(s.edges).join('')}`).sort();
  return JSON.stringify([segments, turn(face.mountain), turn(face.coral), face.caravan, face.ship, face.action]);
}

/** A seeded match with every option, `actions` random actions in (or over). */
function played(players: 2 | 3 | 4, seed: string, actions: number): State {
  const rng = seededRng(seed);
  const state = landVsSea.setup(players, { mountainsAndCorals: true, caravansAndShips: true, waypoints: true }, rng);
  for (let i = 0; i < actions && state.step !== 'over'; i++)
    landVsSea.apply(state, state.current, landVsSea.randomAction(state, state.current, rng)!, rng);
  return state;
}

describe('the map shows faces, not tiles', () => {
  it.each([2, 3, 4] as const)('names no placed tile, yet shows the same areas and allows the same actions (%i players)', (players) => {
    for (const actions of [20, 45, 80]) {
      const state = played(players, `faces-${players}`, actions);
      const placed = new Set(Object.values(state.board).map((p) => p.tile));
      for (const viewer of [state.current, null]) {
        const seen = landVsSea.view(state, viewer);
        for (const shown of Object.values(seen.board)) expect(mapTileIds(seen.inventory)).not.toContain(shown.tile);
        expect([...idsIn(seen)].filter((id) => placed.has(id))).toEqual([]);
        // Segments keep their numbers, so waypoint spots and areas read the same.
        expect(mapAreas(seen.board, seen.inventory)).toEqual(mapAreas(state.board, inventoryOf(state)));
      }
      const actor = state.current as Player;
      expect(legalActionsInView(landVsSea.view(state, actor))).toEqual(landVsSea.legalActions(state, actor));
    }
  });

  it('looks the same to everyone whichever tile bearing a face lies on the map', () => {
    const a = played(2, 'swap', 40);
    const inventory = inventoryOf(a);
    // A placed tile, and a tile deep in a stack that bears the same face.
    const swap = Object.entries(a.board).flatMap(([key, placed]) => {
      const shown = shownAs(inventory, placed.tile, placed.face);
      if (!shown) return [];
      return a.stacks.flatMap((stack, s) =>
        stack.slice(1).flatMap((deal, i) =>
          ([0, 1] as const).flatMap((face: FaceIndex) => {
            const other = shownAs(inventory, deal.tile, face);
            if (deal.tile === placed.tile || other?.tile !== shown.tile) return [];
            const rotation = ((placed.rotation + shown.offset - other.offset + 12) % 6) as Rotation;
            return [{ key, placed, s, i: i + 1, instead: { tile: deal.tile, face, rotation } }];
          }),
        ),
      );
    })[0];
    expect(swap, 'a tile on the map shares a face with one in a stack').toBeDefined();
    const b = structuredClone(a);
    b.board[swap!.key] = swap!.instead;
    b.stacks[swap!.s as 0 | 1][swap!.i] = { tile: swap!.placed.tile, up: 0 };
    for (const viewer of ['0', '1', null] as const) expect(landVsSea.view(b, viewer)).toEqual(landVsSea.view(a, viewer));
  });
});

describe('the inventory and the public faces a view shows', () => {
  it("names the match's inventory: v2 for a new match, v1 for a match stored before versions existed", () => {
    const state = landVsSea.setup(2, {}, seededRng('inventory'));
    expect(state.inventory).toBe(2);
    expect(landVsSea.view(state, '0').inventory).toBe(2);
    const { inventory: _dropped, ...stored } = scenario({
      hands: [
        ['T21', 'T41'],
        ['T30', 'T53'],
      ],
    });
    expect(landVsSea.view(stored, null).inventory).toBe(1);
  });

  it.each(INVENTORY_VERSIONS)('inventory v%i: a face looks the same whichever tile bears it, in whatever orientation', (inventory) => {
    const deals = mapTileIds(inventory).flatMap((tile) => [0, 1].map((up) => ({ tile, up }) as TileDeal));
    const face = (d: TileDeal) => tileDef(inventory, d.tile).faces[d.up];
    const turns = new Map(deals.map((d) => [d, [0, 1, 2, 3, 4, 5].map((k) => look(face(d), k))]));
    let printedTurned = 0;
    for (const a of deals) {
      const shown = publicFace(inventory, a);
      expect(turns.get(a), 'a turn of the real face').toContain(look(shown, 0));
      for (const b of deals) {
        if (!turns.get(a)!.includes(turns.get(b)![0]!)) continue;
        expect(publicFace(inventory, b), `${a.tile}.${a.up} and ${b.tile}.${b.up}`).toEqual(shown);
        if (JSON.stringify(face(a)) !== JSON.stringify(face(b))) printedTurned++;
      }
    }
    // v2 prints some faces turned on different tiles: as listed, they would tell the tiles apart.
    if (inventory === 2) expect(printedTurned).toBeGreaterThan(0);
  });
});
