/**
 * The computer players' thread pool: decisions beyond its threads wait, each owner's in order of
 * arrival, the next thread going to the owner served longest ago; `status()` says how many wait,
 * each answer is a legal move of the view it was given, and a decision that cannot be made fails
 * with the reason without taking the thread down.
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
  it('one thread: one owner’s decisions queue in order of arrival, and each is a legal move of its view', async () => {
    const views = ['a', 'b', 'c'].map(view);
    const order: number[] = [];
    const decisions = views.map((v, i) =>
      pool.decide({ game: als.name, level: 'medium', view: v, playerID: '0', seed: `s${i}` }, 'one').then((choice) => {
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

  it('one thread: another owner’s decision comes next, not after all of the first one’s (an address with many matches against hard computers)', async () => {
    const order: string[] = [];
    const ask = (owner: string, i: number) =>
      pool.decide({ game: als.name, level: 'easy', view: view(`${owner}${i}`), playerID: '0', seed: `${owner}${i}` }, owner).then(() => {
        order.push(`${owner}${i}`);
      });
    const many = [0, 1, 2, 3].map((i) => ask('many', i));
    const other = ask('other', 0);
    expect(pool.status()).toMatchObject({ busy: 1, queued: 4 });
    await Promise.all([...many, other]);
    // First come, first served had it last.
    expect(order).toEqual(['many0', 'other0', 'many1', 'many2', 'many3']);
    // Then the owner who waited longest: a returning owner does not jump the line.
    const again = [ask('many', 4), ask('many', 5), ask('other', 1), ask('third', 0)];
    await Promise.all(again);
    expect(order.slice(5)).toEqual(['many4', 'other1', 'third0', 'many5']);
    expect(pool.status()).toMatchObject({ busy: 0, queued: 0 });
  }, 60_000);

  it('an impossible decision fails with its reason and the thread goes on', async () => {
    await expect(pool.decide({ game: 'chess', level: 'easy', view: {}, playerID: '0', seed: 'x' }, 'one')).rejects.toThrow(/no game chess/);
    await expect(pool.decide({ game: als.name, level: 'easy', view: view('e'), playerID: '7', seed: 'x' }, 'one')).rejects.toThrow(
      /no seat 7/,
    );
    expect(await pool.decide({ game: als.name, level: 'easy', view: view('f'), playerID: '0', seed: 'x' }, 'one')).toHaveProperty('move');
  });
});
