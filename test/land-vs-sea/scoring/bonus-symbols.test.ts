import { describe, expect, it } from 'vitest';
import { put, scenario, take } from '../support';

describe('bonus symbols', () => {
  it("go to the player who completes the area, even in the other side's terrain", () => {
    // Sea's area at the start tile closes with three "LLLLLS" faces; Land plays the last,
    // T03 face 1, whose sea edge bears a bonus symbol.
    const state = scenario({
      hands: [
        ['T53', 'T03.1'],
        ['T08', 'T51'],
      ],
      next: ['T21', 'T30', 'T41', 'T56'],
    });
    put(state, 'T53 @1,-1 r4'); // Land: elsewhere (one land edge facing the start)
    take(state);
    put(state, 'T08 @0,1 r1');
    take(state);
    put(state, 'T21 @1,-2 r0'); // Land: elsewhere again
    take(state);
    put(state, 'T51 @-1,1 r2');
    take(state);
    expect(state.score).toEqual({ land: 0, sea: 0 });
    put(state, 'T03.1 @-1,0 r3'); // Land completes the sea area
    expect(state.score).toEqual({ land: 1, sea: 4 });
    expect(state.scoreBy).toEqual({ land: { bonus: 1 }, sea: { areas: 4 } });
  });

  it('score nothing while their area is open', () => {
    const state = scenario({
      hands: [
        ['T03.1', 'T53'],
        ['T08', 'T51'],
      ],
    });
    put(state, 'T03.1 @-1,0 r3');
    expect(state.score).toEqual({ land: 0, sea: 0 });
    expect(state.scoreBy).toEqual({});
  });
});
