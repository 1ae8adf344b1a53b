/**
 * The seat-checked transport: its pub/sub checks before each delivery and keeps messages in
 * order; a match's move queue outlives its last socket while a move runs in it.
 */
import { describe, expect, it } from 'vitest';
import { LocalPubSub } from '../../server/after-commit-pubsub';
import { CheckingPubSub, SeatCheckedSocketIO } from '../../server/seat-checked-transport';

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

describe("SeatCheckedSocketIO: a match's move queue", () => {
  it('outlives the last socket while a move runs in it: the next move waits for that one', async () => {
    const transport = new SeatCheckedSocketIO();
    const queue = transport.getMatchQueue('m');
    let finish = () => {};
    const running = queue.add(() => new Promise<void>((resolve) => (finish = resolve)));
    transport.deleteMatchQueue('m'); // what boardgame.io does when the match's last socket here leaves
    expect(transport.getMatchQueue('m')).toBe(queue);
    finish();
    await running;
    await settle();
    expect(transport.getMatchQueue('m'), 'dropped once idle').not.toBe(queue);
  });

  it('is dropped at once when idle', () => {
    const transport = new SeatCheckedSocketIO();
    const queue = transport.getMatchQueue('m');
    transport.deleteMatchQueue('m');
    expect(transport.getMatchQueue('m')).not.toBe(queue);
  });
});
