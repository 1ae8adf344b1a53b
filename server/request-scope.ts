/**
 * A value carried from a lobby request down to the storage write it causes (an
 * AsyncLocalStorage), switched on only while some request is inside `run`.
 *
 * Why not a plain AsyncLocalStorage: on Node 20, once one has run, its promise hooks stay on for
 * the life of the process, and every `await` anywhere pays for them, including each move's
 * path through boardgame.io (measured with `npm run load`: node:internal/async_hooks was 2% of
 * the server's CPU, none of it for a lobby request). Disabled once no run is open, the
 * hooks cost a move nothing; `run` switches them on again.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export class RequestScope<T> {
  private readonly storage = new AsyncLocalStorage<T>();
  private open = 0;

  /** Runs `next` with `value` as `current()` in it and everything it awaits. */
  async run<R>(value: T, next: () => Promise<R>): Promise<R> {
    this.open++;
    try {
      return await this.storage.run(value, next);
    } finally {
      // No scope left whose value anything could still ask for.
      if (--this.open === 0) this.storage.disable();
    }
  }

  /** The value of the run this code was called in, if any. */
  current(): T | undefined {
    return this.storage.getStore();
  }
}
