/**
 * Whose line a new match's computers think in (`bot-pool.ts`): the address that asked for them
 * reaches the bots' host with the match, whether the lobby's create named it with the seats or
 * the quick route named it around the quick match that seats them.
 */
import type { Server, StorageAPI } from 'boardgame.io';
import { describe, expect, it } from 'vitest';
import type { ServerStorage } from '../../server/after-commit-pubsub';
import { creatingWith, seatingBots } from '../../server/bot-seats';

/** Only what these tests ask of the store below: it keeps what is created. */
function store() {
  const created = new Map<string, Server.MatchData>();
  const base = {
    createMatch: async (matchID: string, opts: StorageAPI.CreateMatchOpts) => void created.set(matchID, opts.metadata),
  } as unknown as ServerStorage;
  const seating = seatingBots(base);
  const heard: [string, string | undefined][] = [];
  seating.onBotMatch((matchID, _metadata, creator) => heard.push([matchID, creator]));
  return { seating, heard };
}

const opts = (): StorageAPI.CreateMatchOpts =>
  ({
    metadata: { gameName: 'air-land-sea', players: { 0: { id: 0 }, 1: { id: 1 } }, createdAt: 0, updatedAt: 0 },
  }) as unknown as StorageAPI.CreateMatchOpts;

describe('a match with computer seats', () => {
  it('reaches the bots’ host with the address that created it', async () => {
    const { seating, heard } = store();
    await creatingWith({ bots: { '1': 'hard' }, creator: '203.0.113.7' }, () => seating.createMatch('lobby', opts()));
    // The quick route names the address; the quick match, within it, the seats.
    await creatingWith({ creator: '198.51.100.2' }, () =>
      creatingWith({ bots: { '1': 'easy' } }, () => seating.createMatch('quick', opts())),
    );
    // No address named: none (the host gives such a match a line of its own).
    await creatingWith({ bots: { '1': 'easy' } }, () => seating.createMatch('alone', opts()));
    expect(heard).toEqual([
      ['lobby', '203.0.113.7'],
      ['quick', '198.51.100.2'],
      ['alone', undefined],
    ]);
  });

  it('a match without computer seats tells the host nothing, whoever created it', async () => {
    const { seating, heard } = store();
    await creatingWith({ creator: '203.0.113.7' }, () => seating.createMatch('people', opts()));
    expect(heard).toEqual([]);
  });
});
