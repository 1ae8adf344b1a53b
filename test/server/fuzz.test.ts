/**
 * The fuzzer (issue #16, item 9): thousands of random, malformed and hostile socket packets at
 * live matches of every game on a real server, between legitimate moves that take each match
 * through its stages to the end of the game (see `support/fuzz-*.ts`). The packets come from a
 * seeded fast-check sample: every run sends the same kinds in the same order.
 *
 * The fuzzer sends only packets the server must refuse (`support/fuzz-verdict.ts` decides), so:
 * the server never exits nor logs an unhandled error, `/health` stays 200, and every match ends
 * exactly where its legitimate moves took it: its stored state id is the number of them, its log
 * holds them and nothing else, and its state is the replay of that log.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { replaysToStoredState } from '../multi/support/replay';
import { fuzzMatch, LiveMatch, type FuzzRun, type MatchPlan } from './support/fuzz-match';
import type { MatchFacts } from './support/fuzz-verdict';
import { announcedStateID, carriesSecret } from './support/fuzz-sockets';
import { GAME_CASES } from './support/game-cases';
import type { SeatClient } from './support/seat-client';
import { NO_ADDRESS_LIMITS, ServerProcess } from './support/server-process';
import { StoredMatches } from './support/stored';

const SEED = 20_261_216;

/**
 * Every socket here comes from 127.0.0.1, thousands of packets in seconds. The per-address limits
 * (server/rate-limits.ts) stay on, so every packet goes through them too, but far too generous to
 * refuse a legitimate move.
 */
const GENEROUS_LIMITS = Object.fromEntries(Object.keys(NO_ADDRESS_LIMITS).map((name) => [name, '1000000']));

/**
 * Every game's matches: several seat counts and setups. Each is played to its end, but for Land
 * vs Sea with 3 and 4 seats: a whole game is 120 moves, and each of its stages comes within 50.
 */
const PLANS: Record<string, MatchPlan[]> = {
  'air-land-sea': [
    { numPlayers: 2, setupData: { targetVP: 12 }, junkPerMove: 30, junkAfterGame: 200 },
    { numPlayers: 2, setupData: { mode: 'beginner' }, junkPerMove: 30, junkAfterGame: 200 },
  ],
  'land-vs-sea': [
    { numPlayers: 2, setupData: { waypoints: true }, junkPerMove: 12, junkAfterGame: 200 },
    { numPlayers: 3, setupData: { waypoints: true }, junkPerMove: 15, junkAfterGame: 200, movesAtMost: 70 },
    { numPlayers: 4, setupData: { waypoints: true }, junkPerMove: 15, junkAfterGame: 200, movesAtMost: 70 },
  ],
};

const CASES = GAME_CASES.flatMap((gameCase) => {
  const plans = PLANS[gameCase.name];
  if (!plans) throw new Error(`add ${gameCase.name}'s matches to PLANS in test/server/fuzz.test.ts`);
  return plans.map((plan) => ({ gameCase, plan, label: `${gameCase.name}, ${plan.numPlayers} seats, ${JSON.stringify(plan.setupData)}` }));
});

let server: ServerProcess;
let stored: StoredMatches;
const matches: LiveMatch[] = [];
const healthStatuses: number[] = [];
let run: FuzzRun;
let ownSockets: Awaited<FuzzRun['ownSockets'][number]>[] = [];

/** Update state ids a client received for `matchID`, in order. */
const updatesOf = (client: SeatClient, matchID: string) =>
  client.inbox.flatMap((m) => (m.args[0] === matchID ? (announcedStateID(m.type, m.args) ?? []) : []));

beforeAll(async () => {
  const started = Date.now();
  server = await ServerProcess.start(GENEROUS_LIMITS);
  stored = new StoredMatches(server.dataDir);
  for (const { gameCase, plan } of CASES) matches.push(await LiveMatch.open(server.url, stored, gameCase, plan));
  const secrets = matches.flatMap((m) => m.seats.map((s) => s.credentials));
  for (const match of matches) {
    const otherGame = GAME_CASES.find((c) => c.name !== match.gameCase.name)!.name;
    await match.connectFuzzSockets(server.url, otherGame, secrets);
  }
  const facts = new Map<string, MatchFacts>(matches.map((m) => [m.matchID, m.facts]));
  run = {
    base: server.url,
    seed: SEED,
    stored,
    facts,
    moveNamesOf: (game) => Object.keys(GAME_CASES.find((c) => c.name === game)!.definition.moves),
    counts: new Map(),
    ownSockets: [],
  };
  const poll = setInterval(() => {
    fetch(`${server.url}/health`).then(
      (response) => healthStatuses.push(response.status),
      () => healthStatuses.push(0),
    );
  }, 250);
  try {
    await Promise.all(matches.map((match, index) => fuzzMatch(run, match, index)));
    ownSockets = await Promise.all(run.ownSockets);
    // Packets still on their way are handled before the oracles read the store.
    await new Promise((r) => setTimeout(r, 500));
  } finally {
    clearInterval(poll);
  }
  const sent = [...run.counts].map(([kind, n]) => `${n} ${kind}`).join(', ');
  console.log(`fuzz: ${sent}; ${((Date.now() - started) / 1000).toFixed(1)} s`);
}, 120_000);

afterAll(async () => {
  matches.forEach((m) => m.close());
  stored?.close();
  await server?.dispose();
});

describe('the server under fuzz', () => {
  it('never exits nor logs an unhandled error, and /health answers 200 throughout', async () => {
    expect(server.exitCode).toBeNull();
    expect(server.output).not.toMatch(/unhandled error/);
    expect(healthStatuses.length).toBeGreaterThan(0);
    expect(healthStatuses.filter((status) => status !== 200)).toEqual([]);
    expect((await fetch(`${server.url}/health`)).status).toBe(200);
  });

  it('logs each kind of refused action once a minute, not once per packet', () => {
    const refusals = server.output.split('\n').filter((line) => line.startsWith('ERROR: '));
    // boardgame.io wrote one line for each (353 in a run): a log that grows as fast as packets come.
    expect(refusals.length).toBeGreaterThan(0);
    expect(refusals.length).toBeLessThanOrEqual(30);
  });

  it('creates no match', () => {
    expect(stored.count()).toBe(matches.length);
  });

  it("sends no socket any seat's credentials", () => {
    const secrets = matches.flatMap((m) => m.seats.map((s) => s.credentials));
    for (const match of matches) {
      for (const socket of match.fuzzSockets) expect(socket.leaks, socket.label).toEqual([]);
      for (const client of [...match.movers.values(), match.spectator]) {
        expect(client.inbox.filter((m) => carriesSecret(m.type, m.args, secrets)).map((m) => m.type)).toEqual([]);
      }
    }
  });

  it('closes a socket that sends a packet over 64 KB', () => {
    const oversize = ownSockets.filter((s) => s.kind === 'oversize');
    expect(oversize.length).toBeGreaterThan(0);
    expect(oversize.filter((s) => s.closedBecause === undefined)).toEqual([]);
  });

  it('sends fuzz sockets no state but those of legitimate moves', () => {
    const movesOf = new Map(matches.map((m) => [m.matchID, m.accepted.length]));
    for (const socket of matches.flatMap((m) => m.fuzzSockets)) {
      for (const [matchID, stateIDs] of socket.updates) {
        const last = movesOf.get(matchID) ?? 0;
        expect(
          stateIDs.filter((id, i) => id < 1 || id > last || id < (stateIDs[i - 1] ?? 0)),
          `${socket.label}, match ${matchID}`,
        ).toEqual([]);
      }
    }
  });
});

describe.each(CASES.map((c, index) => ({ ...c, index })))('$label', ({ index }) => {
  const match = () => matches[index]!;

  it('is played to its end (or its last planned move), with no legitimate move refused', () => {
    const { problems, matchID, accepted, plan } = match();
    expect(problems).toEqual([]);
    if (accepted.length !== plan.movesAtMost) expect(stored.get(matchID)!.state.ctx.gameover).toBeDefined();
  });

  it('was advanced by the legitimate moves alone: its log holds exactly those, by the seats that made them', () => {
    const { matchID, accepted } = match();
    const { state, log } = stored.get(matchID)!;
    expect(state._stateID).toBe(accepted.length);
    const moves = log.filter((entry) => entry.action.type === 'MAKE_MOVE').map((entry) => JSON.stringify(entry.action));
    const sent = accepted.map(({ playerID, move, args }) => JSON.stringify({ type: 'MAKE_MOVE', payload: { type: move, args, playerID } }));
    expect(moves).toEqual(sent);
    // The rest is what the game's own flow did during those moves (turns, phases, stages): events
    // logged under a move's state id, none a client sent.
    const during = new Set(log.filter((entry) => entry.action.type === 'MAKE_MOVE').map((entry) => entry._stateID));
    expect(
      log.filter((entry) => entry.action.type !== 'MAKE_MOVE' && (entry.action.type !== 'GAME_EVENT' || !during.has(entry._stateID))),
    ).toEqual([]);
  });

  it('equals the replay of its stored log', () => {
    const { gameCase, matchID } = match();
    expect(replaysToStoredState(gameCase.name, stored.get(matchID)!)).toBe(true);
  });

  it('keeps its initial state and its seats as created', () => {
    const { matchID, before } = match();
    const after = stored.get(matchID)!;
    expect(JSON.stringify(after.initialState)).toBe(JSON.stringify(before.initialState));
    // Sockets connect and disconnect, the game ends: the rest of the metadata never changes.
    const settled = ({ updatedAt: _u, gameover: _g, players, ...rest }: typeof before.metadata) => ({
      ...rest,
      players: Object.values(players).map(({ isConnected: _c, ...player }) => player),
    });
    expect(settled(after.metadata)).toEqual(settled(before.metadata));
    expect(after.metadata.gameover).toEqual(after.state.ctx.gameover);
  });

  it('sent its seats and spectator every legitimate move once, and nothing for the rest', () => {
    const { matchID, accepted, movers, spectator } = match();
    const expected = accepted.map((_, i) => i + 1);
    for (const client of [...movers.values(), spectator]) {
      expect(updatesOf(client, matchID), `seat ${client.playerID}`).toEqual(expected);
      expect(client.inbox.filter((m) => m.type === 'sync')).toHaveLength(1);
    }
  });
});
