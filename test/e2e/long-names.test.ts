/**
 * Names of 50 letters without a space (the longest a name may be) on a phone, in Debian's
 * chromium: the lobby's lists, the match page's join panel and both games in play keep to the
 * screen's 375 px; the names wrap. Each of these pages was wider than the screen before.
 * Screenshots: test/e2e/screenshots/long-names-<game>-375.png.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { watchForProblems } from './support/page-problems';
import { SHOTS, useStage } from './support/stage';

const PHONE = { width: 375, height: 740 };
const LONG = 'Wolfeschlegelsteinhausenbergerdorffvoralternwaren';
// Three names, not one in three spellings: a match refuses a name that looks like another seat's.
const names = [LONG, [...LONG].reverse().join(''), `${LONG.slice(10)}${LONG.slice(0, 10)}`.toUpperCase()];

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('long names on a phone', () => {
  const stage = useStage();

  it.each([
    ['air-land-sea', /Air, Land & Sea/, 2],
    ['land-vs-sea', /Land vs Sea/, 3],
  ] as const)(
    '%s: lobby, join panel and board keep to the screen',
    async (game, radio, players) => {
      const errors: string[] = [];
      const newPage = async () => {
        const page = await (await stage.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true })).newPage();
        watchForProblems(page, errors);
        return page;
      };
      const host = await newPage();
      await host.goto(`${stage.server.url}/`);
      await host.getByRole('radio', { name: radio }).click();
      await host.getByLabel('Your name').fill(names[0]!);
      if (players > 2) await host.getByLabel('Players').selectOption(String(players));
      if (game === 'land-vs-sea') await host.getByLabel('You play').selectOption('Land'); // not at random: the same seats each run
      await host.getByRole('button', { name: 'Create a match' }).click();
      await host.locator('.prompt').waitFor();
      const link = await host.getByLabel('Invite link').inputValue();

      const guests: Page[] = [];
      for (const name of names.slice(1, players)) {
        const guest = await newPage();
        await guest.goto(`${stage.server.url}/?game=${game}`);
        await guest.locator('.match-list__who', { hasText: names[0]! }).first().waitFor();
        expect(await pageWidth(guest), 'the lobby').toBeLessThanOrEqual(PHONE.width);
        await guest.goto(link);
        await guest.getByLabel('Your name').fill(name);
        expect(await pageWidth(guest), 'the join panel').toBeLessThanOrEqual(PHONE.width);
        await guest.locator('.join .buttons button.primary').first().click();
        await guest.locator('.prompt').waitFor();
        guests.push(guest);
      }
      // Every seat taken: the boards name every player.
      await host.getByLabel('Invite link').waitFor({ state: 'detached' });
      for (const page of [host, ...guests]) {
        await page.waitForTimeout(500);
        expect(await pageWidth(page), 'a board in play').toBeLessThanOrEqual(PHONE.width);
      }
      await host.screenshot({ path: `${SHOTS}long-names-${game}-375.png`, fullPage: true });
      expect(errors).toEqual([]);
    },
    90_000,
  );
});
