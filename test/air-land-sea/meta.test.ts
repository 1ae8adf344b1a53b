/** Air, Land & Sea as the lobby shows a match: its setup in words, and the target beginner mode forces. */
import { describe, expect, it } from 'vitest';
import { meta } from '../../games/air-land-sea/meta';

describe('Air, Land & Sea lobby entry', () => {
  it.each([
    [{ mode: 'standard', targetVP: 18, edition: 'first' }, ['To 18 VP', 'First edition']],
    [{ mode: 'standard', targetVP: 12, edition: 'revised' }, ['To 12 VP']],
    [{ mode: 'beginner' }, ['Beginner: first to 3 VP']],
    [undefined, ['To 12 VP']],
    [{ targetVP: 'lots' }, ['To 12 VP']],
  ])('describes %j', (setupData, parts) => {
    expect(meta.describeSetup(setupData, 2)).toEqual(parts);
  });

  it('beginner mode plays to 3 VP: the target shows as forced, not as the 12 VP left selected', () => {
    const target = meta.options.find((o) => o.key === 'targetVP')!;
    expect(target.forced?.({ mode: 'beginner', targetVP: '12' })).toEqual({ label: '3 VP', why: 'beginner mode' });
    expect(target.forced?.({ mode: 'standard', targetVP: '12' })).toBeUndefined();
  });
});
