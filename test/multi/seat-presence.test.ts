/**
 * Which seats have a socket on another instance (`server/postgres-seat-presence.ts`): the record
 * itself on a PostgreSQL of its own, then a cluster where the instance holding the away player's
 * socket is killed (SIGKILL). boardgame.io's stored flag still calls that seat connected, and the
 * claim of the win read it: nobody could claim against a player who had gone with their instance.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import pg from 'pg';
import type { Ctx } from 'boardgame.io';
import { PostgresSeatPresence } from '../../server/postgres-seat-presence';
import type { HeldSeat } from '../../server/seat-checked-transport';
import { actingPlayer, GAME_CASES } from '../server/support/game-cases';
import { createJoinedMatch, request } from '../server/support/lobby';
import { SeatClient } from '../server/support/seat-client';
import { NO_ADDRESS_LIMITS } from '../server/support/server-process';
import { Cluster } from './support/cluster';
import { Infra } from './support/infra';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the record of seats held elsewhere', () => {
  let infra: Infra;
  let url: string;
  const opened: PostgresSeatPresence[] = [];
  beforeAll(async () => {
    infra = await Infra.start({ redis: false });
    url = await infra.createDatabase('presence');
  }, 60_000);
  afterAll(async () => {
    await Promise.all(opened.map((p) => p.close()));
    await infra?.stop();
  });

  /** An instance's record, with a beat of 0.4 s made by hand (never started: "dead" is not beating). */
  async function instance(held: HeldSeat[] = []): Promise<PostgresSeatPresence> {
    const presence = new PostgresSeatPresence(url, () => held, 400);
    opened.push(presence);
    await presence.connect();
    return presence;
  }

  const hereOn = async (presence: PostgresSeatPresence, matchID: string, playerID: string) => (await presence.seen(matchID, playerID)).here;

  /** Lets the writes of one seat, made one after another in the background, land. */
  const landed = () => sleep(150);

  it('a seat is elsewhere while another instance holds it, and not once that instance lets it go or stops beating', async () => {
    const heldByA: HeldSeat[] = [];
    const a = await instance(heldByA);
    const b = await instance();
    expect(await hereOn(b, 'm1', '0')).toBe(false);
    a.online('m1', '0');
    heldByA.push({ matchID: 'm1', playerID: '0' });
    await landed();
    expect(await hereOn(b, 'm1', '0'), 'held by A').toBe(true);
    expect(await hereOn(a, 'm1', '0'), 'an instance reads its own seats from its sockets, not from here').toBe(false);
    expect(await hereOn(b, 'm1', '1'), 'another seat').toBe(false);

    // A reload: gone and back at once, in that order.
    a.offline('m1', '0');
    a.online('m1', '0');
    await landed();
    expect(await hereOn(b, 'm1', '0'), 'the last write wins').toBe(true);
    a.offline('m1', '0');
    heldByA.pop();
    await landed();
    expect(await hereOn(b, 'm1', '0'), 'let go').toBe(false);
    const { lastSeenAt } = await b.seen('m1', '0');
    expect(Date.now() - lastSeenAt!, 'last seen as it went').toBeLessThan(400);

    // A holds it again, beats once, then dies: after 2.5 beats (1 s) it no longer counts.
    a.online('m1', '0');
    heldByA.push({ matchID: 'm1', playerID: '0' });
    await a.beat();
    expect(await hereOn(b, 'm1', '0')).toBe(true);
    await sleep(600);
    expect(await hereOn(b, 'm1', '0'), 'one missed beat is no death').toBe(true);
    await sleep(700);
    expect(await hereOn(b, 'm1', '0'), 'A stopped beating').toBe(false);
    const dead = await b.seen('m1', '0');
    expect(Date.now() - dead.lastSeenAt!, 'last seen at its last beat').toBeGreaterThan(1_200);
    await a.beat();
    expect(await hereOn(b, 'm1', '0'), 'a beat brings it back').toBe(true);
  });

  it('a beat writes the seats its instance holds now: a write lost while the database was away is made good', async () => {
    const held: HeldSeat[] = [
      { matchID: 'm2', playerID: '0' },
      { matchID: 'm2', playerID: '1' },
    ];
    const a = await instance(held);
    const b = await instance();
    a.online('m2', '0');
    a.online('m3', '0');
    await landed();
    // m2's seat 1 never had its "here" written, m3's seat 0 never had its "gone".
    expect(await hereOn(b, 'm2', '1')).toBe(false);
    expect(await hereOn(b, 'm3', '0')).toBe(true);
    // A seat written within half a beat may have come after the beat's list was taken: kept.
    await a.beat();
    expect(await hereOn(b, 'm3', '0')).toBe(true);
    await sleep(250);
    await a.beat();
    expect(await hereOn(b, 'm2', '0')).toBe(true);
    expect(await hereOn(b, 'm2', '1')).toBe(true);
    expect(await hereOn(b, 'm3', '0')).toBe(false);
  });

  it('a seat that comes and goes a thousand times makes a few writes, the last one as it is now', async () => {
    const a = await instance();
    const b = await instance();
    const queries = vi.spyOn(pg.Pool.prototype, 'query');
    try {
      for (let i = 0; i < 1000; i++) {
        a.online('m5', '0');
        a.offline('m5', '0');
      }
      a.online('m5', '0');
      await landed();
      expect(queries.mock.calls.length, 'the first write, then the last').toBeLessThanOrEqual(2);
    } finally {
      queries.mockRestore();
    }
    expect(await hereOn(b, 'm5', '0')).toBe(true);
    for (let i = 0; i < 1000; i++) {
      a.offline('m5', '0');
      a.online('m5', '0');
    }
    a.offline('m5', '0');
    await landed();
    expect(await hereOn(b, 'm5', '0')).toBe(false);
  });

  it('an instance that stops marks its seats gone at once', async () => {
    const a = await instance([{ matchID: 'm4', playerID: '0' }]);
    const b = await instance();
    a.online('m4', '0');
    await landed();
    expect(await hereOn(b, 'm4', '0')).toBe(true);
    await a.close();
    expect(await hereOn(b, 'm4', '0')).toBe(false);
    expect(Date.now() - (await b.seen('m4', '0')).lastSeenAt!, 'last seen as it stopped').toBeLessThan(400);
    a.online('m4', '0');
    await landed();
    expect(await hereOn(b, 'm4', '0'), 'nothing is written after the close').toBe(false);
  });
});

describe('a claim against a player whose instance died', () => {
  let cluster: Cluster;
  beforeAll(async () => {
    cluster = await Cluster.start(2, { ...NO_ADDRESS_LIMITS, AWAY_CLAIM_SECONDS: '2', SEAT_PRESENCE_SECONDS: '0.5' });
  }, 90_000);
  afterAll(async () => {
    await cluster?.stop();
  });

  /**
   * A new Air, Land & Sea match: the claimant's socket on instance A, a claim of theirs made there,
   * and a socket of the seat the match waits for, on the instance asked for.
   */
  async function claimTable() {
    const gameCase = GAME_CASES[0]!;
    const urlOf = (instance: number) => cluster.servers[instance]!.url;
    const { matchID, seats } = await createJoinedMatch(urlOf(0), gameCase.name, gameCase.numPlayers, gameCase.setupData);
    const waitedFor = actingPlayer((await cluster.get(matchID))!.state.ctx as Ctx);
    const claimantSeat = seats.find((s) => s.playerID !== waitedFor)!;
    const awaySeat = seats.find((s) => s.playerID === waitedFor)!;
    const claimant = new SeatClient(urlOf(0), gameCase.name, matchID, claimantSeat.playerID, claimantSeat.credentials);
    expect(await claimant.sync(5_000)).toBe(true);
    return {
      matchID,
      waitedFor,
      claimant,
      claim: () =>
        request(urlOf(0), 'POST', `/games/${gameCase.name}/${matchID}/claim`, {
          playerID: claimantSeat.playerID,
          credentials: claimantSeat.credentials,
        }),
      awayOn: async (instance: number) => {
        const client = new SeatClient(urlOf(instance), gameCase.name, matchID, awaySeat.playerID, awaySeat.credentials);
        expect(await client.sync(5_000)).toBe(true);
        return client;
      },
    };
  }

  it('counts their time on the other instance as here: a player who moved there is not claimable the moment they leave it', async () => {
    const { claimant, claim, awayOn } = await claimTable();
    // On A, then on B at once: A saw them go and started its clock.
    (await awayOn(0)).close();
    const onB = await awayOn(1);
    await sleep(3_000); // longer than the away time, all of it on B
    onB.close();
    await sleep(200);
    const refused = await claim();
    expect(refused.status, JSON.stringify(refused.body)).toBe(409);
    expect(refused.body.error).toMatch(/has been away for 0 s/);
    // Away from when B last saw them: claimable 2 s after that.
    await sleep(2_500);
    const granted = await claim();
    expect(granted.status, JSON.stringify(granted.body)).toBe(200);
    claimant.close();
  });

  it('is refused while their socket is on the other instance, and granted once that instance is killed', async () => {
    const { matchID, waitedFor, claimant, claim, awayOn } = await claimTable();
    const away = await awayOn(1);

    // Longer than the away time and than 2.5 beats: the seat is held on B all along.
    await sleep(3_000);
    const refused = await claim();
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatch(/is here/);

    await cluster.servers[1]!.stop('SIGKILL');
    away.close();
    const stored = (await cluster.get(matchID))!.metadata.players[Number(waitedFor)];
    expect(stored?.isConnected, 'the stored flag still says connected: nobody is left to write it').toBe(true);

    // Away once B's record is stale (1.25 s), claimable 2 s after this instance first sees it away.
    const deadline = Date.now() + 15_000;
    let answer = await claim();
    while (answer.status !== 200 && Date.now() < deadline) {
      await sleep(250);
      answer = await claim();
    }
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.gameover).toMatchObject({ resigned: waitedFor, reason: 'away' });
    claimant.close();
    expect(cluster.servers[0]!.output).not.toMatch(/unhandled/);
  });
});
