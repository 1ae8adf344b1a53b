import { describe, expect, it } from 'vitest';
// The validator's cases are edits of v1's list (the checks are the same for every list).
import raw from '../../games/land-vs-sea/rules/tiles-v1.json';
import { INVENTORIES, INVENTORY_VERSIONS, faceTiles, publicFace, validateInventory, type TileDeal } from '../../games/land-vs-sea/rules';

type RawFace = Record<string, unknown> & { edges: string; segments: { terrain: string; edges: number[]; bonus?: number }[] };
type RawTile = { id: string; faces: RawFace[] };

/** The shipped inventory with one change made to a copy. */
function withChange(change: (inv: { tiles: RawTile[]; volcano: RawTile; start: RawTile }) => void): unknown {
  const copy = structuredClone(raw) as unknown as { tiles: RawTile[]; volcano: RawTile; start: RawTile };
  change(copy);
  return copy;
}

const tile = (inv: { tiles: RawTile[] }, id: string) => inv.tiles.find((t) => t.id === id) as RawTile;

describe.each(INVENTORY_VERSIONS)('tile inventory v%i', (version) => {
  const inventory = INVENTORIES[version];

  it('loads 58 map tiles, the start tile and the Volcano/Whirlpool', () => {
    expect(inventory.tiles).toHaveLength(58);
    expect(inventory.start.faces[0].edges).toBe('LLLSSS');
    expect(inventory.volcano.faces.map((f) => [f.edges, f.segments[0]?.bonus])).toEqual([
      ['LLLLLL', 6],
      ['SSSSSS', 6],
    ]);
  });

  it('favours neither side: land and sea edges, bonus symbols, mountains/corals and caravans/ships balance', () => {
    const faces = inventory.tiles.flatMap((t) => t.faces);
    const count = (f: (face: (typeof faces)[number]) => number) => faces.reduce((n, face) => n + f(face), 0);
    const edges = (c: string) => count((f) => [...f.edges].filter((e) => e === c).length);
    const bonus = (c: string) => count((f) => f.segments.filter((s) => s.terrain === c).reduce((n, s) => n + s.bonus, 0));
    expect(edges('L')).toBe(edges('S'));
    expect(bonus('L')).toBe(bonus('S'));
    expect(count((f) => f.mountain.length)).toBe(count((f) => f.coral.length));
    expect(count((f) => Number(f.caravan))).toBe(count((f) => Number(f.ship)));
  });
});

describe('tile inventory v2, for new matches', () => {
  it('shows no public face that fewer than 3 tiles bear, and leaves the hidden face open behind each', () => {
    const hiddenBehind = new Map<string, string[]>();
    for (const { id: tile } of INVENTORIES[2].tiles)
      for (const up of [0, 1] as const) {
        const shown = JSON.stringify(publicFace(2, { tile, up }));
        const hidden: TileDeal = { tile, up: up === 0 ? 1 : 0 };
        hiddenBehind.set(shown, [...(hiddenBehind.get(shown) ?? []), JSON.stringify(publicFace(2, hidden))]);
      }
    for (const hidden of hiddenBehind.values()) {
      expect(hidden.length).toBeGreaterThanOrEqual(3);
      expect(new Set(hidden).size).toBeGreaterThanOrEqual(2);
    }
  });

  it('prints each public face one way, so that the map cannot tell its tiles apart', () => {
    // Two printings of one face would be two face tiles: which one the map showed would narrow
    // down the tile (face-tiles.ts). Printings differ by turn, or by the order of their segments.
    const faces = new Set(
      INVENTORIES[2].tiles.flatMap(({ id: tile }) => [0, 1].map((up) => JSON.stringify(publicFace(2, { tile, up: up as 0 | 1 })))),
    );
    expect(faceTiles(2)).toHaveLength(faces.size);
  });
});

describe('validation of an inventory', () => {
  it.each([
    [
      'T05',
      (i: { tiles: RawTile[] }) => (tile(i, 'T05').faces[0] as RawFace).segments.push({ terrain: 'L', edges: [0] }),
      /T05 face 0: edge 0 is in two segments/,
    ],
    [
      'T06',
      (i: { tiles: RawTile[] }) => ((tile(i, 'T06').faces[0] as RawFace).edges = 'LLSSSL'),
      /T06 face 0: segment 0 \(L\) includes edge 1 which is S|T06 face 0/,
    ],
    [
      'T07',
      (i: { tiles: RawTile[] }) => ((tile(i, 'T07').faces[0] as RawFace).segments[0]!.edges = [1, 3, 4]),
      /T07 face 0: segments must cover all six edges/,
    ],
    [
      'T03',
      (i: { tiles: RawTile[] }) => ((tile(i, 'T03').faces[0] as RawFace).mountain = [4]),
      /T03 face 0: mountain on edge 4, which is not land/,
    ],
    [
      'T22',
      (i: { tiles: RawTile[] }) => ((tile(i, 'T22').faces[0] as RawFace).coral = [0]),
      /T22 face 0: coral on edge 0, which is not sea/,
    ],
    ['T01', (i: { tiles: RawTile[] }) => ((tile(i, 'T01').faces[0] as RawFace).action = 'fly'), /T01 face 0: unknown action fly/],
    ['T02', (i: { tiles: RawTile[] }) => ((tile(i, 'T02').faces[0] as RawFace).colour = 'red'), /T02 face 0: unknown field "colour"/],
    [
      'T04',
      (i: { tiles: RawTile[] }) => ((tile(i, 'T04').faces[0] as RawFace).segments[0]!.bonus = -1),
      /T04 face 0: segment 0 has a bad bonus/,
    ],
    [
      'T08',
      (i: { tiles: RawTile[] }) => (tile(i, 'T08').faces = [tile(i, 'T08').faces[0] as RawFace]),
      /T08: a tile needs exactly two faces/,
    ],
    ['T09', (i: { tiles: RawTile[] }) => (tile(i, 'T09').id = 'T10'), /T10: duplicate id/],
    [
      'VOLCANO',
      (i: { volcano: RawTile }) => ((i.volcano.faces[1] as RawFace).caravan = true),
      /VOLCANO face 1: a caravan needs land on the face/,
    ],
    ['VOLCANO', (i: { volcano: RawTile }) => ((i.volcano.faces[0] as RawFace).ship = true), /VOLCANO face 0: a ship needs sea on the face/],
  ])('names %s when an entry is bad', (_id, change, message) => {
    expect(() => validateInventory(withChange(change as never))).toThrow(message);
  });

  it('refuses crossing segments', () => {
    const bad = withChange((i) => {
      const face = tile(i, 'T06').faces[1] as RawFace; // "LLSLLS": land 0,1,3,4 and sea 2 and 5
      face.segments = [
        { terrain: 'L', edges: [0, 1, 3, 4] },
        { terrain: 'S', edges: [2, 5] },
      ];
    });
    expect(() => validateInventory(bad)).toThrow(/T06 face 1: segments 0 and 1 cross/);
  });

  it('refuses a map tile face of one terrain or alternating on all six edges', () => {
    const allLand = withChange((i) => {
      const face = tile(i, 'T08').faces[0] as RawFace;
      face.edges = 'LLLLLL';
      face.segments = [{ terrain: 'L', edges: [0, 1, 2, 3, 4, 5] }];
    });
    expect(() => validateInventory(allLand)).toThrow(/T08 face 0: a map tile face needs both land and sea edges/);
    const alternating = withChange((i) => {
      const face = tile(i, 'T08').faces[0] as RawFace;
      face.edges = 'LSLSLS';
      face.segments = [0, 1, 2, 3, 4, 5].map((e) => ({ terrain: e % 2 ? 'S' : 'L', edges: [e] }));
    });
    expect(() => validateInventory(alternating)).toThrow(/T08 face 0: a map tile face may not alternate/);
  });

  it('needs 58 map tiles', () => {
    expect(() => validateInventory(withChange((i) => i.tiles.pop()))).toThrow(/expected 58 map tiles, found 57/);
  });
});
