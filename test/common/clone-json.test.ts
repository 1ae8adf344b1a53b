import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { setup } from '../../games/air-land-sea/rules';
import { cloneJson } from '../../games/common/clone-json';
import { seededRng } from '../../games/common/random';

/** Every object and array reachable from a value. */
function containers(value: unknown, found = new Set<object>()): Set<object> {
  if (typeof value === 'object' && value !== null) {
    found.add(value);
    for (const child of Object.values(value)) containers(child, found);
  }
  return found;
}

describe('cloneJson', () => {
  it('copies any JSON value exactly (key order too) and shares no object or array with it', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        const copy = cloneJson(value);
        expect(JSON.stringify(copy)).toBe(JSON.stringify(value));
        const originals = containers(value);
        for (const c of containers(copy)) expect(originals.has(c)).toBe(false);
      }),
      { seed: 20261130, numRuns: 300 },
    );
  });

  it('a move made on the copy of a game state leaves the original as it was', () => {
    const state = setup(2, {}, seededRng('clone'));
    const before = JSON.stringify(state);
    const copy = cloneJson(state);
    copy.hands['0'].pop();
    copy.piles.air['1'].push({ id: 'A1', faceUp: true });
    expect(JSON.stringify(state)).toBe(before);
  });
});
