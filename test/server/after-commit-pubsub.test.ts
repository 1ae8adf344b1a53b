/** What the after-commit pub/sub publishes when a seat connects (match data), with and without a shared database. */
import type { LogEntry, State } from 'boardgame.io';
import { describe, expect, it, vi } from 'vitest';
import { AfterCommitPubSub, LocalPubSub } from '../../server/after-commit-pubsub';

interface Message {
  type: string;
  args: unknown[];
}

const state = { _stateID: 5, G: {}, ctx: {} } as unknown as State;
const log = [1, 2, 3, 4, 5].map(
  (n) => ({ _stateID: n, action: { type: 'MAKE_MOVE', payload: { type: 'm', args: [], playerID: '0' } }, turn: 1, phase: '' }) as LogEntry,
);
const matchData: Message = { type: 'matchData', args: ['m', [{ id: 0, isConnected: true }]] };

function listen(bus: AfterCommitPubSub<Message>): Message[] {
  const heard: Message[] = [];
  bus.subscribe('MATCH-m', (payload) => heard.push(payload));
  return heard;
}

describe('after-commit pub/sub: a seat connecting', () => {
  it('with a shared database, the match data is followed by the latest committed state and its log', async () => {
    const bus = new AfterCommitPubSub<Message>(new LocalPubSub<Message>());
    const asked: string[] = [];
    bus.resendAfterConnections(async (matchID) => {
      asked.push(matchID);
      return { state, log };
    });
    const heard = listen(bus);
    bus.publish('MATCH-m', matchData);
    await vi.waitFor(() => expect(heard).toHaveLength(2));
    expect(asked).toEqual(['m']);
    const update = heard.find((m) => m.type === 'update');
    expect(update?.args[0]).toBe('m');
    expect(update?.args[1]).toEqual({ ...state, deltalog: log });
    expect(heard.find((m) => m.type === 'matchData')).toEqual(matchData);
  });

  it('a match gone by then, or a failed read, publishes nothing more', async () => {
    for (const latest of [async () => undefined, async () => Promise.reject(new Error('database down'))]) {
      const bus = new AfterCommitPubSub<Message>(new LocalPubSub<Message>());
      bus.resendAfterConnections(latest);
      const heard = listen(bus);
      bus.publish('MATCH-m', matchData);
      await new Promise((r) => setTimeout(r, 20));
      expect(heard).toEqual([matchData]);
    }
  });

  it('on one instance (no resend set), only the match data goes out', async () => {
    const bus = new AfterCommitPubSub<Message>(new LocalPubSub<Message>());
    const heard = listen(bus);
    bus.publish('MATCH-m', matchData);
    await new Promise((r) => setTimeout(r, 20));
    expect(heard).toEqual([matchData]);
  });
});
