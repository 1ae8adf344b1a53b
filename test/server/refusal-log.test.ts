/**
 * boardgame.io's refusals in the server's log: the first of each kind in a period as boardgame.io
 * wrote it, the rest told in one line at the period's end; everything else untouched.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { summarizingRefusals } from '../../server/refusal-log';

afterEach(() => {
  vi.useRealTimers();
});

function sink() {
  const lines: unknown[][] = [];
  return { lines, error: (...args: unknown[]) => void lines.push(args) };
}

describe('the log of boardgame.io’s refusals', () => {
  it('writes the first of each kind, then counts the rest and tells them at the end of the period', () => {
    vi.useFakeTimers();
    const out = sink();
    const stop = summarizingRefusals(60_000, out);
    for (let i = 0; i < 5; i++) out.error('ERROR:', `invalid stateID, was=[${i}], expected=[9] - playerID=[0] - action[deploy]`);
    out.error('ERROR:', 'player not active - playerID=[1] - action[take]');
    out.error('ERROR:', 'player not active - playerID=[2] - action[take]');
    out.error('ERROR:', 'disallowed move: deploy');
    out.error('a failure of our own', new Error('kept'));
    expect(out.lines.map((l) => (l[1] instanceof Error ? 'Error' : l.join(' ')))).toEqual([
      'ERROR: invalid stateID, was=[0], expected=[9] - playerID=[0] - action[deploy]',
      'ERROR: player not active - playerID=[1] - action[take]',
      'ERROR: disallowed move: deploy',
      'Error',
    ]);
    vi.advanceTimersByTime(60_000);
    expect(out.lines.at(-1)).toEqual(['boardgame.io refused 5 more actions in the last 60 s: invalid stateID 4, player not active 1']);
    // A quiet period writes nothing; the next refusal is written again in full.
    vi.advanceTimersByTime(60_000);
    expect(out.lines).toHaveLength(5);
    out.error('ERROR:', 'invalid stateID, was=[7], expected=[9] - playerID=[1] - action[take]');
    out.error('ERROR:', 'invalid stateID, was=[8], expected=[9] - playerID=[1] - action[take]');
    expect(out.lines).toHaveLength(6);
    // Stopping tells what was counted, and gives the sink back.
    stop();
    expect(out.lines.at(-1)).toEqual(['boardgame.io refused 1 more action in the last 60 s: invalid stateID 1']);
    out.error('ERROR:', 'invalid stateID, was=[8], expected=[9] - playerID=[1] - action[take]');
    expect(out.lines).toHaveLength(8);
  });
});
