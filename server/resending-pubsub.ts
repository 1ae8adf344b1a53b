/**
 * Redis keeps no message. One published while an instance's connection to Redis is down, or
 * before its subscriptions are back, is lost: a move stored meanwhile reached nobody, the player
 * to move next waited for ever and the mover's next move was refused as stale, until a reload
 * (found by an attacker killing Redis mid-match). So when a connection to Redis is back, each
 * instance sends the sockets it holds the latest committed state of their matches itself
 * (`resendHere`, wired in `backends.ts`); clients ignore a state they have already.
 */
import type { GenericPubSub } from 'boardgame.io/server';

export class ResendingPubSub<T> implements GenericPubSub<T> {
  /** This instance's subscribers, by channel (boardgame.io subscribes one per match with sockets here). */
  private readonly subscribers = new Map<string, ((payload: T) => void)[]>();

  constructor(private readonly inner: GenericPubSub<T>) {}

  publish(channelId: string, payload: T): void {
    this.inner.publish(channelId, payload);
  }

  subscribe(channelId: string, callback: (payload: T) => void): void {
    const list = this.subscribers.get(channelId);
    if (list) list.push(callback);
    else this.subscribers.set(channelId, [callback]);
    this.inner.subscribe(channelId, callback);
  }

  unsubscribeAll(channelId: string): void {
    this.subscribers.delete(channelId);
    this.inner.unsubscribeAll(channelId);
  }

  /** Delivers to this instance's subscribers of each channel what `payloadOf` reads for it now, if anything. */
  async resendHere(payloadOf: (channelId: string) => Promise<T | undefined>): Promise<void> {
    for (const channelId of [...this.subscribers.keys()]) {
      const payload = await payloadOf(channelId).catch(() => undefined);
      if (payload === undefined) continue;
      for (const callback of this.subscribers.get(channelId) ?? []) callback(payload);
    }
  }
}
