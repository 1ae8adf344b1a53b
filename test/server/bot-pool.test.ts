/**
 * The computer players' thread pool: decisions beyond its threads wait in order of arrival
 * (FIFO), `status()` says how many wait, each answer is a legal move of the view it was given,
 * and a decision that cannot be made fails with the reason without taking the thread down.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { definition as als } from '../../games/air-land-sea/definition';
import { seededRng } from '../../games/common/random';
import { BotPool } from '../../server/bot-pool';

const pool = new BotPool(1);
afterAll(() => pool.close());

/** Seat 0's view of a fresh Air, Land & Sea deal, seat 0 to decide. */
function view(seed: string) {
  const state = als.engine.setup(2, { firstPlayer: '0' }, seededRng(seed));
  return als.engine.view(state, '0');
}

describe('bot pool', () => {
  it('one thread: decisions queue in order of arrival, and each is a legal move of its view', async () => {
    const views = ['a', 'b', 'c'].map(view);
    const order: number[] = [];
    const decisions = views.map((v, i) =>
      pool.decide({ game: als.name, level: 'medium', view: v, playerID: '0', seed: `s${i}` }).then((choice) => {
        order.push(i);
        return choice;
      }),
    );
    expect(pool.status()).toMatchObject({ threads: 1, busy: 1, queued: 2 });
    const choices = await Promise.all(decisions);
    expect(order).toEqual([0, 1, 2]);
    choices.forEach((choice, i) => {
      const legal = als.engine.legalActionsInView(views[i]!).map((a) => JSON.stringify(als.toMove(a)));
      expect(legal).toContain(JSON.stringify(choice));
    });
    expect(pool.status()).toMatchObject({ busy: 0, queued: 0 });
  }, 60_000);

  it('an impossible decision fails with its reason and the thread goes on', async () => {
    await expect(pool.decide({ game: 'chess', level: 'easy', view: {}, playerID: '0', seed: 'x' })).rejects.toThrow(/no game chess/);
    await expect(pool.decide({ game: als.name, level: 'easy', view: view('e'), playerID: '7', seed: 'x' })).rejects.toThrow(/no seat 7/);
    expect(await pool.decide({ game: als.name, level: 'easy', view: view('f'), playerID: '0', seed: 'x' })).toHaveProperty('move');
  });
});
