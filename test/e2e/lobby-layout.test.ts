/**
 * Where the lobby's panels sit, in Debian's chromium. On a phone (one column) the open matches come
 * right after the quick match, before the new-game form: they began more than two screens down,
 * below the whole form. On a desktop: quick match over the new game on the left, open matches over
 * your matches on the right. Either way the tab order is the order on a phone's screen. A start
 * without a name says so under the name field, on screen with it. The header's "against the
 * computer" leads to the solo game's button, which ends the new-game form.
 * Screenshots: test/e2e/screenshots/lobby-layout-<width>.png.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { watchForProblems } from './support/page-problems';
import { SHOTS, useStage } from './support/stage';
import { contextAt, isPhone, PHONE_AND_DESKTOP } from './support/viewports';

const GAME = 'air-land-sea';
const PANELS = ['quick', 'open', 'create', 'yours'] as const;

/** The box of each panel on the page. */
const panels = (page: Page) =>
  page.evaluate(() => {
    const at = (selector: string) => {
      const box = document.querySelector(selector)!.getBoundingClientRect();
      return { top: Math.round(box.top + scrollY), bottom: Math.round(box.bottom + scrollY), left: Math.round(box.left) };
    };
    return { quick: at('.quick-match'), open: at('.open-matches'), create: at('.new-match'), yours: at('.your-matches') };
  });

/** The panels in the order Tab first reaches them, from the name field on. */
async function tabOrder(page: Page): Promise<string[]> {
  await page.getByLabel('Your name').focus();
  const order: string[] = [];
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    const panel = await page.evaluate(() => {
      const names: [string, string][] = [
        ['.quick-match', 'quick'],
        ['.open-matches', 'open'],
        ['.new-match', 'create'],
        ['.your-matches', 'yours'],
      ];
      return names.find(([selector]) => document.activeElement?.closest(selector))?.[1];
    });
    if (panel && !order.includes(panel)) order.push(panel);
  }
  return order;
}

const inView = (page: Page, selector: string) =>
  page.evaluate((s) => {
    const box = document.querySelector(s)!.getBoundingClientRect();
    return box.top >= 0 && box.bottom <= window.innerHeight;
  }, selector);

describe('the lobby’s layout', () => {
  const stage = useStage();

  it('phone: open matches before the new-game form; desktop: two columns; the tab order is the phone’s', async () => {
    const post = async (path: string, body: object) =>
      (await (
        await fetch(`${stage.server.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).json()) as { matchID: string; playerCredentials: string };
    const { matchID } = await post(`/games/${GAME}/create`, { numPlayers: 2 });
    await post(`/games/${GAME}/${matchID}/join`, { playerID: '0', playerName: 'Mara' });
    // A match of this browser's own, for "Your matches".
    const mine = (await post(`/games/${GAME}/create`, { numPlayers: 2, unlisted: true })).matchID;
    const { playerCredentials } = await post(`/games/${GAME}/${mine}/join`, { playerID: '0', playerName: 'Ada' });
    const seat = { game: GAME, matchID: mine, playerID: '0', credentials: playerCredentials, playerName: 'Ada', joinedAt: Date.now() };

    const errors: string[] = [];
    for (const viewport of PHONE_AND_DESKTOP) {
      const context = await contextAt(stage.browser, viewport);
      await context.addInitScript((s) => localStorage.setItem(`als-lvs:seat:${s.matchID}`, JSON.stringify(s)), seat);
      const page = await context.newPage();
      watchForProblems(page, errors);
      await page.goto(`${stage.server.url}/?game=${GAME}`);
      await page.getByRole('button', { name: 'Join' }).first().waitFor();
      await page.locator('.your-matches').waitFor();
      const box = await panels(page);
      if (isPhone(viewport)) {
        const tops = PANELS.map((p) => box[p].top);
        expect(tops, 'one column: quick match, open matches, new game, your matches').toEqual([...tops].sort((a, b) => a - b));
        expect(new Set(PANELS.map((p) => box[p].left)).size).toBe(1);
      } else {
        const right = box.quick.left + viewport.width / 3;
        expect(box.open.left, 'open matches in the right column').toBeGreaterThan(right);
        expect(box.yours.left, 'your matches under them').toBe(box.open.left);
        expect(box.yours.top).toBeGreaterThan(box.open.bottom);
        expect(Math.abs(box.open.top - box.quick.top), 'level with the quick match').toBeLessThanOrEqual(4);
        expect([box.create.left, box.create.top > box.quick.bottom], 'the new game under the quick match').toEqual([box.quick.left, true]);
      }
      expect(await tabOrder(page)).toEqual([...PANELS]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: `${SHOTS}lobby-layout-${viewport.width}.png`, fullPage: true });

      // The header's "against the computer" brings the solo game's button on screen.
      await page.getByRole('link', { name: 'against the computer' }).click();
      await expect.poll(() => inView(page, '.solo')).toBe(true);

      // Create a match without a name: the field says so, on screen with it; typing ends it.
      await page.getByRole('button', { name: 'Create a match' }).click();
      const field = page.getByLabel('Your name');
      await expect.poll(() => field.evaluate((e) => e === document.activeElement)).toBe(true);
      expect(await page.getByRole('alert').allTextContents()).toEqual(['Enter your name first: the other players see it.']);
      expect(await inView(page, '.lobby__name'), 'the field, its label and the message on screen').toBe(true);
      await field.fill('Ada');
      expect(await page.getByRole('alert').count()).toBe(0);
      await context.close();
    }
    expect(errors).toEqual([]);
  }, 90_000);
});
