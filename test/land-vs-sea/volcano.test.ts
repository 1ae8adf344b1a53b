import { describe, expect, it } from 'vitest';
import { landVsSea } from '../../games/land-vs-sea/rules';
import { LAND_RING_FIVE, LAND_RING_LAST, MIXED_RING_FIVE, MIXED_RING_LAST, SEA_RING_FIVE, SEA_RING_LAST } from './fixtures';
import { put, scenario, take } from './support';

describe('the Volcano/Whirlpool', () => {
  it('fills a hole whose six edges are land, completing its area: tiles to Land, 6 bonus to the player who made the hole', () => {
    const state = scenario({
      hands: [
        ['T56', 'T53'],
        [LAND_RING_LAST.tile, 'T51'],
      ],
      board: LAND_RING_FIVE,
    });
    put(state, 'T56 @-1,0 r3'); // Land plays elsewhere ("LLLLLS", its sea edge facing the start)
    take(state);
    put(state, `${LAND_RING_LAST.tile} ${LAND_RING_LAST.at}`); // Sea closes the ring
    expect(state.board['0,2']).toEqual({ tile: 'VOLCANO', face: 0, rotation: 0 });
    // Six ring tiles and the Volcano make a closed land area of 7 tiles.
    expect(state.score).toEqual({ land: 7, sea: 6 });
  });

  it('returns a waypoint in the area it completes, the point going to the player who made the hole', () => {
    const state = scenario({
      options: { waypoints: true },
      hands: [
        ['T56', 'T53'],
        [LAND_RING_LAST.tile, 'T51'],
      ],
      board: LAND_RING_FIVE,
    });
    state.waypoints['0'] = { q: 0, r: 1, segment: 0 }; // Land's, on the ring's land facing the hole
    put(state, 'T56 @-1,0 r3');
    take(state);
    put(state, `${LAND_RING_LAST.tile} ${LAND_RING_LAST.at}`);
    expect(state.waypoints['0']).toBeNull();
    expect(state.score).toEqual({ land: 7, sea: 6 + 1 });
  });

  it('fills an all-sea hole with the Whirlpool face', () => {
    const state = scenario({
      hands: [
        [SEA_RING_LAST.tile, 'T53'],
        ['T56', 'T51'],
      ],
      board: SEA_RING_FIVE,
    });
    put(state, `${SEA_RING_LAST.tile} ${SEA_RING_LAST.at}`);
    expect(state.board['0,-2']).toEqual({ tile: 'VOLCANO', face: 1, rotation: 0 });
  });

  it("goes to the first of two uniform holes in the placed tile's edge order", () => {
    // Around (0,-1) every edge is land, around (2,-2) every edge is sea, once T09 fills (1,-2):
    // (2,-2) lies across its edge 2, (0,-1) across its edge 4.
    const board = {
      '0,-2': 'T01 r0',
      '1,-1': 'T02 r4',
      '-1,0': 'T03 r4',
      '-1,-1': 'T04 r2',
      '2,-3': 'T05 r0',
      '3,-3': 'T06 r5',
      '3,-2': 'T07 r1',
      '2,-1': 'T08.1 r3',
    };
    const state = scenario({
      hands: [
        ['T09', 'T53'],
        ['T56', 'T51'],
      ],
      board,
    });
    put(state, 'T09 @1,-2 r3');
    expect(state.board['2,-2']).toEqual({ tile: 'VOLCANO', face: 1, rotation: 0 });
    expect(state.board['0,-1']).toBeUndefined();
  });

  it('leaves a second uniform hole empty for ever', () => {
    const state = scenario({
      hands: [
        [SEA_RING_LAST.tile, 'T53'],
        ['T56', 'T51'],
      ],
      board: { ...LAND_RING_FIVE, '-1,2': `${LAND_RING_LAST.tile} r2`, '0,2': 'VOLCANO r0', ...SEA_RING_FIVE },
    });
    put(state, `${SEA_RING_LAST.tile} ${SEA_RING_LAST.at}`);
    expect(state.board['0,-2']).toBeUndefined();
    take(state);
    const targets = landVsSea.legalActions(state, state.current).filter((a) => a.type === 'place' && a.q === 0 && a.r === -2);
    expect(targets).toEqual([]);
  });

  it('leaves a mixed hole empty, still a legal target for a tile matching all six edges', () => {
    const state = scenario({
      hands: [
        [MIXED_RING_LAST.tile, 'T53'],
        ['T34', 'T56'],
      ],
      board: MIXED_RING_FIVE,
    });
    put(state, `${MIXED_RING_LAST.tile} ${MIXED_RING_LAST.at}`);
    expect(state.board['0,2']).toBeUndefined();
    take(state);
    const intoHole = landVsSea.legalActions(state, '1').filter((a) => a.type === 'place' && a.q === 0 && a.r === 2);
    expect(intoHole).toContainEqual({ type: 'place', slot: 0, face: 0, q: 0, r: 2, rotation: 0 });
    // Only the orientations that match all six edges qualify.
    expect(intoHole.every((a) => a.type === 'place' && a.slot === 0 && a.face === 0 && a.rotation === 0)).toBe(true);
  });
});
