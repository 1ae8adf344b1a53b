/**
 * Quick match with two instances on PostgreSQL and Redis: the queue is shared, so a ticket
 * asked for on instance A and one on instance B are seated at one match (and play it, each on
 * its own instance); and many tickets asked for at once across both, each polled on both
 * instances at once, are each seated exactly once: every match has two of them, no ticket is in
 * two matches or handed out twice, and nothing is left in the queue.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { definition as als } from '../../games/air-land-sea/definition';
import { seededRng } from '../../games/common/random';
import { decidingSeats, type TurnCtx } from '../../games/common/turn';
import { randomMove } from '../server/support/against-bot';
import { request, type Reply } from '../server/support/lobby';
import { SeatClient } from '../server/support/seat-client';
import { NO_ADDRESS_LIMITS } from '../server/support/server-process';
import { Cluster } from './support/cluster';

const ALS = 'air-land-sea';
let cluster: Cluster;
const opened: SeatClient[] = [];

beforeAll(async () => {
  cluster = await Cluster.start(2, { ...NO_ADDRESS_LIMITS, QUICK_TICKET_SECONDS: '20' });
}, 90_000);
afterAll(async () => {
  opened.forEach((c) => c.close());
  await cluster?.stop();
});

const urlOf = (instance: number) => cluster.servers[instance]!.url;
const enqueue = (instance: number, playerName: string) =>
  request(urlOf(instance), 'POST', '/quick', { game: ALS, options: 'any', playerName });
const poll = (instance: number, ticket: string) => request(urlOf(instance), 'GET', `/quick/${ticket}`);

async function queueSize(): Promise<number> {
  const { rows } = await cluster.store.pool.query<{ n: string }>('SELECT COUNT(*) AS n FROM quick_tickets');
  return Number(rows[0]!.n);
}

describe('quick match across two instances', () => {
  it('a ticket on instance A and one on B are seated at one match, and play it from their own instances', async () => {
    const ada = await enqueue(0, 'Ada');
    expect(ada.status).toBe(201);
    expect(ada.body.status).toBe('waiting');
    const bo = await enqueue(1, 'Bo');
    expect(bo.body.status).toBe('matched');
    const adaSeat = await poll(0, String(ada.body.ticket));
    expect(adaSeat.body).toMatchObject({ status: 'matched', matchID: bo.body.matchID });
    expect(adaSeat.body.playerID).not.toBe(bo.body.playerID);
    const matchID = String(bo.body.matchID);
    const { metadata } = (await cluster.get(matchID))!;
    expect(
      Object.values(metadata.players)
        .map((p) => p.name)
        .sort(),
    ).toEqual(['Ada', 'Bo']);

    const seats = [
      new SeatClient(urlOf(0), ALS, matchID, String(adaSeat.body.playerID), String(adaSeat.body.credentials)),
      new SeatClient(urlOf(1), ALS, matchID, String(bo.body.playerID), String(bo.body.credentials)),
    ];
    opened.push(...seats);
    for (const s of seats) expect(await s.sync()).toBe(true);
    const rng = seededRng('quick-multi');
    for (let moves = 0; moves < 4; moves++) {
      const deciding = decidingSeats(seats[0]!.state!.ctx as TurnCtx);
      const mover = seats.find((s) => deciding.includes(s.playerID!))!;
      const other = seats.find((s) => s !== mover)!;
      const { move, args } = randomMove(als, mover.state!.G, rng);
      expect(await mover.move(move, args)).toBe(true);
      expect(await other.until(() => other.stateID === mover.stateID, 5_000), `the other instance's seat sees move ${moves}`).toBe(true);
    }
    expect(await queueSize()).toBe(0);
  });

  it('many tickets at once across both instances: each seated exactly once, each seat handed out once', async () => {
    const N = 40;
    const names = Array.from({ length: N }, (_, i) => `q${String(i).padStart(2, '0')}`);
    // All asked for at once, half on each instance.
    const asked = await Promise.all(names.map((name, i) => enqueue(i % 2, name)));
    for (const reply of asked) expect(reply.status).toBe(201);

    /** Polls a ticket on both instances at once until one answer is its seat; never two. */
    const seatOf = async (first: Reply): Promise<Record<string, unknown>> => {
      if (first.body.status === 'matched') return first.body;
      const ticket = String(first.body.ticket);
      for (let round = 0; round < 200; round++) {
        const answers = await Promise.all([poll(0, ticket), poll(1, ticket)]);
        const matched = answers.filter((a) => a.status === 200 && a.body.status === 'matched');
        expect(matched.length, 'one seat, handed out once').toBeLessThanOrEqual(1);
        if (matched.length === 1) {
          // The other answer came before (waiting) or after (gone) the hand-out.
          for (const a of answers) if (a !== matched[0]) expect([200, 404]).toContain(a.status);
          return matched[0]!.body;
        }
        expect(
          answers.map((a) => a.status),
          'still in the queue',
        ).toEqual([200, 200]);
        await new Promise((r) => setTimeout(r, 50));
      }
      throw new Error('never seated');
    };
    const seats = await Promise.all(asked.map(seatOf));

    const byMatch = new Map<string, Record<string, unknown>[]>();
    for (const seat of seats) byMatch.set(String(seat.matchID), [...(byMatch.get(String(seat.matchID)) ?? []), seat]);
    expect(byMatch.size).toBe(N / 2);
    const seatedNames: string[] = [];
    for (const [matchID, holders] of byMatch) {
      expect(holders.map((h) => h.playerID).sort(), matchID).toEqual(['0', '1']);
      const { metadata } = (await cluster.get(matchID))!;
      const stored = Object.values(metadata.players).map((p) => [String(p.id), p.name, p.credentials]);
      expect(stored.sort()).toEqual(holders.map((h) => [h.playerID, h.playerName, h.credentials]).sort());
      seatedNames.push(...holders.map((h) => String(h.playerName)));
    }
    expect(seatedNames.sort()).toEqual(names);
    expect(await queueSize()).toBe(0);
  }, 120_000);
});
