import { describe, expect, it } from 'vitest';
import { put, scenario, take } from '../support';

const OPTION = { mountainsAndCorals: true };

describe('mountains and corals (option)', () => {
  it('scores a new range of 2 for Land, then the whole range again each time it grows', () => {
    // T24 face 1 has mountains on edges 0-1; T32 face 1 and T28 face 1 likewise.
    const state = scenario({
      options: OPTION,
      hands: [
        ['T24.1', 'T28.1'],
        ['T32.1', 'T53'],
      ],
      next: ['T56', 'T51'],
    });
    put(state, 'T24.1 @0,-1 r0'); // mountains north (edges 0, 1)
    take(state);
    expect(state.score.land).toBe(0);
    put(state, 'T32.1 @0,-2 r3'); // Sea links a mountain edge to it: the range has 2 tiles
    expect(state.score).toEqual({ land: 2, sea: 0 });
    take(state);
    put(state, 'T28.1 @-1,-1 r0'); // a third tile joins the range
    expect(state.score).toEqual({ land: 2 + 3, sea: 0 });
    expect(state.scoreBy).toEqual({ land: { ranges: 2 + 3 } });
  });

  it('scores once, at the merged size, when one placement links two ranges', () => {
    const state = scenario({
      options: OPTION,
      hands: [
        ['T24.1', 'T28.1'],
        ['T32.1', 'T53'],
      ],
      next: ['T56', 'T51'],
    });
    put(state, 'T24.1 @0,-1 r0');
    take(state);
    put(state, 'T32.1 @0,-2 r1'); // mountains on edges 1-2: none against T24's
    take(state);
    expect(state.score.land).toBe(0);
    put(state, 'T28.1 @1,-2 r4'); // mountains on edges 4 and 5 meet both
    expect(state.score.land).toBe(3);
  });

  it('needs mountain against mountain: a mountain edge against plain land scores nothing', () => {
    const state = scenario({
      options: OPTION,
      hands: [
        ['T24.1', 'T28.1'],
        ['T32.1', 'T53'],
      ],
    });
    put(state, 'T24.1 @0,-1 r0');
    take(state);
    put(state, 'T32.1 @0,-2 r1');
    expect(state.score.land).toBe(0);
  });

  it('scores corals the same way for Sea', () => {
    // T16 face 1 has corals on edges 1-2, T34 face 1 on edges 2-3.
    const state = scenario({
      options: OPTION,
      hands: [
        ['T16.1', 'T53'],
        ['T34.1', 'T56'],
      ],
    });
    put(state, 'T16.1 @0,1 r1'); // corals on edges 2, 3
    take(state);
    put(state, 'T34.1 @0,2 r4'); // corals on edges 0, 1: edge 0 meets T16's edge 3
    expect(state.score).toEqual({ land: 0, sea: 2 });
    expect(state.scoreBy).toEqual({ sea: { ranges: 2 } });
  });

  it('is off unless chosen', () => {
    const state = scenario({
      hands: [
        ['T24.1', 'T28.1'],
        ['T32.1', 'T53'],
      ],
    });
    put(state, 'T24.1 @0,-1 r0');
    take(state);
    put(state, 'T32.1 @0,-2 r3');
    expect(state.score).toEqual({ land: 0, sea: 0 });
  });
});
