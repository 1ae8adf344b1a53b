import { describe, expect, it } from 'vitest';
import { definition } from '../../games/land-vs-sea/definition';
import { inventoryOf, mapAreas, mapTradeRoutes } from '../../games/land-vs-sea/rules';
import { MIXED_RING_FIVE, MIXED_RING_LAST } from './fixtures';
import { put, scenario, take } from './support';

describe('map view: areas of the public map', () => {
  it('lists the start tile as one open land area and one open sea area', () => {
    const state = scenario({
      hands: [
        ['T21', 'T41'],
        ['T30', 'T53'],
      ],
    });
    const areas = mapAreas(state.board, inventoryOf(state));
    expect(areas).toEqual([
      {
        id: '0,0#0',
        terrain: 'L',
        owner: 'land',
        segments: [{ key: '0,0', segment: 0 }],
        tiles: ['0,0'],
        bonus: 0,
        complete: false,
        points: 1,
      },
      {
        id: '0,0#1',
        terrain: 'S',
        owner: 'sea',
        segments: [{ key: '0,0', segment: 1 }],
        tiles: ['0,0'],
        bonus: 0,
        complete: false,
        points: 1,
      },
    ]);
  });

  it('marks the area a placement completed, with the points Land scored for it', () => {
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
    expect(mapAreas(state.board, inventoryOf(state)).filter((a) => a.complete)).toEqual([]);
    put(state, 'T41 @1,0 r5');
    const complete = mapAreas(state.board, inventoryOf(state)).filter((a) => a.complete);
    expect(complete).toHaveLength(1);
    const [land] = complete;
    expect(land).toMatchObject({ terrain: 'L', owner: 'land', points: 4 });
    expect(land?.points).toBe(state.score.land);
    expect([...(land?.tiles ?? [])].sort()).toEqual(['0,-1', '0,0', '1,-1', '1,0']);
    // What a tournament records of a game: the completed areas' sizes by terrain.
    expect(definition.stats?.(state)).toEqual({ landAreas: [4], seaAreas: [] });
  });

  it('finds both areas one tile completes, each with its bonus symbols', () => {
    const state = scenario({
      hands: [
        [MIXED_RING_LAST.tile, 'T53'],
        ['T34', 'T56'],
      ],
      board: MIXED_RING_FIVE,
    });
    put(state, `${MIXED_RING_LAST.tile} ${MIXED_RING_LAST.at}`);
    take(state);
    put(state, 'T34 @0,2 r0');
    const complete = mapAreas(state.board, inventoryOf(state)).filter((a) => a.complete);
    expect(complete.map((a) => [a.terrain, a.points, a.bonus]).sort()).toEqual([
      ['L', 4, 0],
      ['S', 4, 1],
    ]);
    // Every segment of the map is in exactly one area.
    const all = mapAreas(state.board, inventoryOf(state)).flatMap((a) => a.segments.map((s) => `${s.key}#${s.segment}`));
    expect(new Set(all).size).toBe(all.length);
  });
});

describe('map view: trade routes', () => {
  const CARAVAN_SHIP = { '0,-1': 'T41.1 r1', '1,-1': 'T08.1 r3' };
  const HANDS = [
    ['T53', 'T56'],
    ['T51', 'T12'],
  ];

  it('gives a route to the side with more of its symbols, with its points', () => {
    const state = scenario({ options: { caravansAndShips: true }, hands: HANDS, board: { ...CARAVAN_SHIP, '1,0': 'T14 r5' } });
    expect(mapTradeRoutes(state.board, inventoryOf(state), 2)).toEqual([
      { tiles: expect.any(Array), caravans: 2, ships: 1, winner: 'land', points: 3 },
    ]);
  });

  it('leaves a tie to nobody with 2 players and to the Cartographer with 3', () => {
    const state = scenario({ options: { caravansAndShips: true }, hands: HANDS, board: CARAVAN_SHIP });
    expect(mapTradeRoutes(state.board, inventoryOf(state), 2)).toMatchObject([{ winner: null, points: 0 }]);
    expect(mapTradeRoutes(state.board, inventoryOf(state), 3)).toMatchObject([{ winner: 'cartographer', points: 2 }]);
  });
});
