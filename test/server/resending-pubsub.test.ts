/**
 * When a connection to Redis is back, each instance sends its own sockets the latest state of
 * their matches (server/resending-pubsub.ts): delivered to this instance's subscribers only, for
 * the channels still subscribed, and nothing where there is nothing to send.
 */
import { describe, expect, it } from 'vitest';
import { LocalPubSub } from '../../server/after-commit-pubsub';
import { ResendingPubSub } from '../../server/resending-pubsub';

describe('ResendingPubSub', () => {
  it('delivers what is read for each subscribed channel to its subscribers here, and publishes nothing', async () => {
    const inner = new LocalPubSub<string>();
    const published: string[] = [];
    const bus = new ResendingPubSub<string>({
      publish: (channel, payload) => published.push(`${channel}:${payload}`),
      subscribe: (channel, callback) => inner.subscribe(channel, callback),
      unsubscribeAll: (channel) => inner.unsubscribeAll(channel),
    });
    const heard: string[] = [];
    bus.subscribe('MATCH-a', (p) => heard.push(`a1:${p}`));
    bus.subscribe('MATCH-a', (p) => heard.push(`a2:${p}`));
    bus.subscribe('MATCH-b', (p) => heard.push(`b:${p}`));
    bus.subscribe('MATCH-gone', (p) => heard.push(`gone:${p}`));
    bus.unsubscribeAll('MATCH-gone');
    bus.subscribe('MATCH-new', (p) => heard.push(`new:${p}`));
    const asked: string[] = [];
    await bus.resendHere(async (channel) => {
      asked.push(channel);
      if (channel === 'MATCH-b') throw new Error('database down');
      return channel === 'MATCH-new' ? undefined : 'state';
    });
    expect(asked).toEqual(['MATCH-a', 'MATCH-b', 'MATCH-new']);
    expect(heard).toEqual(['a1:state', 'a2:state']);
    expect(published).toEqual([]);
  });
});
