/**
 * The wrappers' base (`forwarding-storage.ts`): what a wrapper does not change is passed on as
 * the store below answers it, and what one changes is never skipped, however deep it sits.
 */
import { describe, expect, it } from 'vitest';
import type { Seats, ServerStorage } from '../../server/after-commit-pubsub';
import { ForwardingStorage } from '../../server/forwarding-storage';

/** Only what these tests ask of the store below. */
const base = {
  seatsOf: (matchID: string): Seats | undefined => (matchID === 'm' ? { 0: { id: 0, name: 'base' } } : undefined),
  gameOf: (matchID: string): string | undefined => (matchID === 'm' ? 'base-game' : undefined),
} as ServerStorage;

class Renaming extends ForwardingStorage {
  override seatsOf(matchID: string): Seats | undefined | Promise<Seats | undefined> {
    const seats = this.inner.seatsOf(matchID);
    return seats instanceof Promise || seats === undefined ? seats : { 0: { id: 0, name: 'renamed' } };
  }
}

describe('storage wrappers', () => {
  it('read seats and games from the store below when they only pass them on', () => {
    const store = new ForwardingStorage(new ForwardingStorage(new ForwardingStorage(base)));
    expect(store.seatsOf('m')).toEqual({ 0: { id: 0, name: 'base' } });
    expect(store.gameOf('m')).toBe('base-game');
    expect(store.seatsOf('x')).toBeUndefined();
  });

  it('never skip a wrapper that reads seats its own way, at any depth', () => {
    const store = new ForwardingStorage(new ForwardingStorage(new Renaming(new ForwardingStorage(base))));
    expect(store.seatsOf('m')).toEqual({ 0: { id: 0, name: 'renamed' } });
    expect(store.gameOf('m'), 'games are still read below it').toBe('base-game');
  });
});
