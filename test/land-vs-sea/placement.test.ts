import { describe, expect, it } from 'vitest';
import { distinctRotations, landVsSea, tileNumber, type Action } from '../../games/land-vs-sea/rules';
import { rotateEdge, DIRECTIONS } from '../../games/land-vs-sea/rules/hex';
import { seededRng } from '../../games/common/random';
import { act, refused, scenario } from './support';

const places = (actions: Action[]) => actions.filter((a): a is Extract<Action, { type: 'place' }> => a.type === 'place');

describe('hex geometry', () => {
  it('numbers edges clockwise from north, rotation turning a face clockwise', () => {
    expect(DIRECTIONS[0]).toEqual([0, -1]);
    expect(DIRECTIONS[2]).toEqual([1, 0]);
    expect(rotateEdge(0, 1)).toBe(1);
    expect(rotateEdge(5, 2)).toBe(1);
  });
});

describe('placing a tile', () => {
  it('goes next to a placed tile with every touching edge matching', () => {
    const state = scenario({
      hands: [
        ['T21', 'T41'],
        ['T30', 'T53'],
      ],
    });
    // T21 face 0 is "LSSSSS": at (0,-1) only rotation 3 puts its land against the start's land.
    const at = places(landVsSea.legalActions(state, '0')).filter((a) => a.slot === 0 && a.face === 0 && a.q === 0 && a.r === -1);
    expect(at.map((a) => a.rotation)).toEqual([3]);
    expect(refused(state, '0', { type: 'place', slot: 0, face: 0, q: 0, r: -1, rotation: 0 })).toMatch(/match/);
    expect(refused(state, '0', { type: 'place', slot: 0, face: 0, q: 3, r: 3, rotation: 0 })).toMatch(/touch a placed tile/);
    expect(refused(state, '0', { type: 'place', slot: 0, face: 0, q: 0, r: 0, rotation: 0 })).toMatch(/already holds/);
    expect(refused(state, '0', { type: 'place', slot: 2, face: 0, q: 0, r: -1, rotation: 3 })).toMatch(/no tile in that slot/);
    expect(refused(state, '0', { type: 'place', slot: 0, face: 0, q: 0.5, r: -1, rotation: 3 })).toMatch(/not next to/);
    expect(refused(state, '0', { type: 'place', slot: 0, face: 0, q: 0, r: -1, rotation: 6 as 0 })).toMatch(/rotation/);
  });

  it('may use either face', () => {
    const state = scenario({
      hands: [
        ['T21', 'T41'],
        ['T30', 'T53'],
      ],
    });
    const faces = new Set(places(landVsSea.legalActions(state, '0')).map((a) => `${a.slot}.${a.face}`));
    expect(faces).toEqual(new Set(['0.0', '0.1', '1.0', '1.1']));
  });

  it('lists look-alike rotations once, and accepts any of them', () => {
    // T15 face 0 ("LLSLLS", two plain land pairs) looks the same turned by 3.
    expect(distinctRotations(tileNumber(1, 'T15'), 0)).toEqual([0, 1, 2]);
    expect(distinctRotations(tileNumber(1, 'T10'), 0)).toEqual([0, 1, 2, 3, 4, 5]); // its bonus breaks the symmetry
    const state = scenario({
      hands: [
        ['T15', 'T41'],
        ['T30', 'T53'],
      ],
    });
    const t15 = places(landVsSea.legalActions(state, '0')).filter((a) => a.slot === 0 && a.face === 0);
    expect(t15.every((a) => a.rotation < 3)).toBe(true);
    expect(t15).toContainEqual({ type: 'place', slot: 0, face: 0, q: 1, r: -1, rotation: 0 });
    act(state, '0', { type: 'place', slot: 0, face: 0, q: 1, r: -1, rotation: 3 });
    expect(state.board['1,-1']).toEqual({ tile: 'T15', face: 0, rotation: 3 });
  });

  it('removes the slot from the hand; later slots move down', () => {
    const state = scenario({
      hands: [
        ['T21', 'T41'],
        ['T30', 'T53'],
      ],
    });
    act(state, '0', { type: 'place', slot: 0, face: 0, q: 0, r: -1, rotation: 3 });
    expect(state.hands[0]).toEqual([{ tile: 'T41', up: 0 }]);
  });

  it('draws random playout placements uniformly from the listed ones', () => {
    const state = scenario({
      hands: [
        ['T21', 'T41'],
        ['T30', 'T53'],
      ],
    });
    const legal = landVsSea.legalActions(state, '0');
    const counts = new Map(legal.map((a) => [JSON.stringify(a), 0]));
    const rng = seededRng('uniform');
    const draws = legal.length * 200;
    for (let i = 0; i < draws; i++) {
      const key = JSON.stringify(landVsSea.randomAction(state, '0', rng));
      counts.set(key, (counts.get(key) ?? NaN) + 1);
    }
    expect(counts.size).toBe(legal.length);
    for (const n of counts.values()) expect(n).toBeGreaterThan(120);
  });
});
