/**
 * The request scope that carries a lobby request's value down to its storage write: each request
 * sees its own value through every await, never another's, and once no request is open the scope
 * is off (nothing left behind by a request still sees its value, and no move pays for it).
 */
import { describe, expect, it } from 'vitest';
import { RequestScope } from '../../server/request-scope';

const tick = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('RequestScope', () => {
  it('a request sees its own value down its awaits, and requests at once do not mix', async () => {
    const scope = new RequestScope<string>();
    const seen: string[] = [];
    const request = (name: string, ticks: number) =>
      scope.run(name, async () => {
        for (let i = 0; i < ticks; i++) await tick();
        seen.push(`${name}:${scope.current()}`);
        return name;
      });
    expect(await Promise.all([request('join', 3), request('leave', 1), request('create', 2)])).toEqual(['join', 'leave', 'create']);
    expect(seen.sort()).toEqual(['create:create', 'join:join', 'leave:leave']);
    expect(scope.current()).toBeUndefined();
  });

  it('once every request has ended, work one of them left behind no longer sees its value', async () => {
    const scope = new RequestScope<string>();
    let later: Promise<string | undefined> | undefined;
    await scope.run('join', async () => {
      later = (async () => {
        for (let i = 0; i < 5; i++) await tick();
        return scope.current();
      })();
    });
    expect(await later).toBeUndefined();
  });

  it('a request that fails closes its scope too, and the next request gets its own value', async () => {
    const scope = new RequestScope<string>();
    await expect(
      scope.run('bad', async () => {
        await tick();
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await scope.run('good', async () => (await tick(), scope.current()))).toBe('good');
    let later: Promise<string | undefined> | undefined;
    await scope.run('third', async () => {
      later = tick()
        .then(tick)
        .then(tick)
        .then(() => scope.current());
    });
    expect(await later).toBeUndefined();
  });

  it('while a long request is still open, a shorter one ending does not take its value away', async () => {
    const scope = new RequestScope<string>();
    const long = scope.run('long', async () => {
      for (let i = 0; i < 6; i++) await tick();
      return scope.current();
    });
    expect(await scope.run('short', async () => scope.current())).toBe('short');
    expect(await long).toBe('long');
  });
});
