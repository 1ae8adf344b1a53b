/** The pub/sub under the seat-checked transport: a check before each delivery, messages in order. */
import { describe, expect, it } from 'vitest';
import { LocalPubSub } from '../../server/after-commit-pubsub';
import { CheckingPubSub } from '../../server/seat-checked-transport';

const settle = () => new Promise((r) => setTimeout(r, 30));

describe('CheckingPubSub', () => {
  it('delivers in publishing order, behind a slow check too, and only what the check lets through', async () => {
    const verdicts = [new Promise<boolean>((r) => setTimeout(() => r(true), 20)), true, Promise.resolve(false), true];
    const asked: string[] = [];
    const bus = new CheckingPubSub<number>(new LocalPubSub<number>(), (matchID) => {
      asked.push(matchID);
      return verdicts.shift()!;
    });
    const heard: number[] = [];
    bus.subscribe('MATCH-m', (n) => heard.push(n));
    for (const n of [1, 2, 3, 4]) bus.publish('MATCH-m', n);
    await settle();
    expect(heard).toEqual([1, 2, 4]);
    expect(asked).toEqual(['m', 'm', 'm', 'm']);
  });

  it('with nothing waiting and an immediate verdict, delivers at once', () => {
    const bus = new CheckingPubSub<number>(new LocalPubSub<number>(), () => true);
    const heard: number[] = [];
    bus.subscribe('MATCH-m', (n) => heard.push(n));
    bus.publish('MATCH-m', 1);
    expect(heard).toEqual([1]);
  });

  it('a message still waiting when the channel is dropped goes nowhere, not to the next subscriber', async () => {
    let release = (_go: boolean) => {};
    const bus = new CheckingPubSub<number>(new LocalPubSub<number>(), () => new Promise<boolean>((r) => (release = r)));
    const first: number[] = [];
    bus.subscribe('MATCH-m', (n) => first.push(n));
    bus.publish('MATCH-m', 1);
    bus.unsubscribeAll('MATCH-m');
    const second: number[] = [];
    bus.subscribe('MATCH-m', (n) => second.push(n));
    release(true);
    await settle();
    expect(first).toEqual([]);
    expect(second).toEqual([]);
  });
});
