import { describe, expect, it } from 'vitest';
import { MIXED_RING_FIVE, MIXED_RING_LAST } from '../fixtures';
import { put, scenario, take } from '../support';

// The start tile at (0,0): land on edges 0-2 (neighbours (0,-1), (1,-1), (1,0)), sea on 3-5
// (neighbours (0,1), (-1,1), (-1,0)). A face with one land edge (T18.1, T21, T30, T41, T53:
// "LSSSSS") turned towards it closes one land edge; "LLLLLS" faces (T08, T12, T51) close a sea edge.
describe('area completion', () => {
  it('scores a completed land area for Land: 1 point per tile', () => {
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
    expect(state.score).toEqual({ land: 0, sea: 0 });
    put(state, 'T41 @1,0 r5');
    expect(state.score).toEqual({ land: 4, sea: 0 });
    expect(state.scoreBy).toEqual({ land: { areas: 4 } });
  });

  it('scores a completed sea area for Sea', () => {
    const state = scenario({
      hands: [
        ['T08', 'T12'],
        ['T51', 'T56'],
      ],
      next: ['T21', 'T30', 'T41', 'T53'],
    });
    put(state, 'T08 @0,1 r1');
    take(state);
    put(state, 'T51 @-1,1 r2');
    take(state);
    put(state, 'T12 @-1,0 r3');
    expect(state.score).toEqual({ land: 0, sea: 4 });
  });

  it('gives the tiles to the owner and the bonus symbols to the completer', () => {
    // T17 face 1 is "LSSSSS" with a bonus symbol on its land.
    const state = scenario({
      hands: [
        ['T21', 'T41'],
        ['T30', 'T17.1'],
      ],
      next: ['T08', 'T12', 'T51', 'T56'],
    });
    put(state, 'T21 @0,-1 r3');
    take(state);
    put(state, 'T30 @1,-1 r4');
    take(state);
    put(state, 'T08 @-1,1 r2'); // Land plays elsewhere
    take(state);
    put(state, 'T17.1 @1,0 r5'); // Sea completes the land area
    expect(state.score).toEqual({ land: 4, sea: 1 });
    expect(state.scoreBy).toEqual({ land: { areas: 4 }, sea: { bonus: 1 } });
  });

  it('scores two areas completed by one tile separately', () => {
    const state = scenario({
      hands: [
        [MIXED_RING_LAST.tile, 'T53'],
        ['T34', 'T56'],
      ],
      board: MIXED_RING_FIVE,
    });
    put(state, `${MIXED_RING_LAST.tile} ${MIXED_RING_LAST.at}`); // makes a hole reading LLLSSS
    take(state);
    put(state, 'T34 @0,2 r0'); // "LLLSSS": closes 3 one-edge land segments and 3 one-edge sea segments
    // Land area: 4 tiles. Sea area: 4 tiles, one of them (T03) with a bonus symbol for Sea.
    expect(state.score).toEqual({ land: 4, sea: 4 + 1 });
    expect(state.scoreBy).toEqual({ land: { areas: 4 }, sea: { areas: 4, bonus: 1 } });
  });

  it('lets a corner tile split a run of land: its other land segment stays out of the area', () => {
    // T27 face 1 has two separate one-edge land segments (a corner between them).
    const state = scenario({
      hands: [
        ['T21', 'T27.1'],
        ['T30', 'T53'],
      ],
      next: ['T08', 'T12'],
    });
    put(state, 'T21 @0,-1 r3');
    take(state);
    put(state, 'T30 @1,-1 r4');
    take(state);
    put(state, 'T27.1 @1,0 r4'); // land on edge 5 (facing the start) and, separately, on edge 4 (open)
    expect(state.score.land).toBe(4);
  });
});
