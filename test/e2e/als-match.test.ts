/**
 * End to end, in Debian's chromium against the real server: two browsers create and join an
 * Air, Land & Sea match through the lobby and play a battle to its end; a reload resumes the
 * seat; a spectator watches; a solo game against the bot (in its worker) moves, with the Debug
 * panel on ?debug=1.
 * Screenshots go to test/e2e/screenshots/.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { act } from './support/als-driver';
import { watchForProblems } from './support/page-problems';
import { SHOTS, useStage } from './support/stage';

const DESKTOP = { width: 1280, height: 720 };
const PHONE = { width: 375, height: 740 };

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}${name}.png` });

describe('web app in a real browser', () => {
  const stage = useStage();
  const errors: string[] = [];

  const newPage = async (viewport: { width: number; height: number }) => {
    const context = await stage.browser.newContext({ viewport });
    const page = await context.newPage();
    watchForProblems(page, errors); // uncaught errors and CSP violations
    return page;
  };

  it('two players create, join and fight a battle to its end; a reload resumes the seat', async () => {
    const ada = await newPage(DESKTOP);
    await ada.goto(`${stage.server.url}/`);
    await shot(ada, 'lobby-1280');
    await ada.getByLabel('Your name').fill('Ada');
    await ada.getByRole('button', { name: 'Create a match' }).click();
    await ada.waitForURL(/\/match\/air-land-sea\//);
    const link = await ada.getByLabel('Invite link').inputValue();
    expect(link).toBe(ada.url());
    // Alone at the table, even the 1st Player has nothing to do, and no hand to read: a creator
    // could leave and create again until the deal suited them.
    await ada.getByText('Waiting for a player in seat 2: nobody can move until every seat is taken. Your hand is shown then.').waitFor();
    expect(await ada.locator('.prompt--mine, .target-button, .hand .card-button').count()).toBe(0);
    expect(await ada.getByRole('region', { name: 'Your hand' }).count()).toBe(0);
    await shot(ada, 'match-waiting-1280');

    const bo = await newPage(PHONE);
    await bo.goto(link);
    await bo.getByLabel('Your name').fill('Bo');
    await bo.getByRole('button', { name: 'Take seat 2' }).click();
    await bo.locator('.als-board').waitFor();
    await ada.getByText('Ada vs Bo').waitFor();
    // Bo's join deals Ada her hand, without a reload.
    await ada.getByRole('region', { name: 'Your hand' }).waitFor();

    let moves = 0;
    let reloaded = false;
    const over = () => ada.getByRole('dialog', { name: 'Battle 1 is over' }).count();
    for (let i = 0; i < 400 && (await over()) === 0; i++) {
      const acted = (await act(ada)) || (await act(bo));
      if (acted) moves++;
      else await ada.waitForTimeout(50);
      if (moves === 6 && !reloaded) {
        reloaded = true;
        await shot(ada, 'als-board-1280');
        await shot(bo, 'als-board-375');
        await bo.reload();
        await bo.locator('.als-board').waitFor();
        // The same seat, from the credentials saved in this browser: Bo's own hand is back.
        await bo.getByRole('region', { name: 'Your hand' }).waitFor();
        expect(await bo.getByRole('button', { name: 'Take seat 2' }).count()).toBe(0);
      }
    }
    expect(await over()).toBe(1);
    await bo.getByRole('dialog', { name: 'Battle 1 is over' }).waitFor();
    await shot(ada, 'als-battle-over-1280');
    await shot(bo, 'als-battle-over-375');
    await ada.getByRole('button', { name: 'Continue' }).click();
    await ada.getByText('Battle 2', { exact: true }).waitFor(); // not the game log's "Battle 2 — ..."

    // A third browser watches: the board without any hand or anything to click.
    const watcher = await newPage(DESKTOP);
    await watcher.goto(`${link}?watch=1`);
    await watcher.locator('.als-board').waitFor();
    await watcher.getByText('Watching').waitFor();
    expect(await watcher.getByRole('region', { name: 'Your hand' }).count()).toBe(0);
    expect(await watcher.locator('.theaters button, .action-bar button').count()).toBe(0);
    expect(errors).toEqual([]);
  }, 180_000);

  it('solo: the bot answers from its worker, and ?debug=1 shows the Debug panel', async () => {
    const page = await newPage(DESKTOP);
    await page.goto(`${stage.server.url}/solo/air-land-sea?level=easy&debug=1&seed=e2e`);
    await page.locator('.als-board').waitFor();
    await page.locator('.debug-panel').waitFor({ state: 'attached' });
    // Whoever starts, the human gets to decide within a few seconds, twice: the bot played between.
    for (let turn = 0; turn < 2; turn++) {
      await page.locator('.prompt--mine').waitFor({ timeout: 20_000 });
      while (await act(page)) if ((await page.locator('.prompt--mine').count()) === 0) break;
    }
    await page.locator('.prompt--mine').waitFor({ timeout: 20_000 });
    await shot(page, 'als-solo-debug-1280');
    // Closed, as on a phone: open, it lay over the third theater.
    expect(await page.locator('.debug-panel .visibility-toggle.opener').count(), 'the panel closed').toBe(1);
    expect(await overlapsHeaderLinks(page)).toEqual([]);
    expect(errors).toEqual([]);
  }, 120_000);

  it('solo on a phone with ?debug=1: the Debug panel starts closed, and its toggle covers none of the header’s links', async () => {
    const page = await newPage({ width: 375, height: 812 });
    await page.goto(`${stage.server.url}/solo/air-land-sea?level=easy&debug=1&seed=e2e`);
    await page.locator('.debug-panel .visibility-toggle').waitFor();
    // Open, its 280 px pane covered the board and the hand.
    expect(await page.locator('.debug-panel .visibility-toggle.opener').count(), 'the panel closed').toBe(1);
    expect(await overlapsHeaderLinks(page)).toEqual([]);
    await shot(page, 'als-solo-debug-375');
    await page.locator('.debug-panel .visibility-toggle').click();
    await page.locator('.debug-panel .visibility-toggle.closer').waitFor();
    expect(errors).toEqual([]);
  }, 60_000);
});

/** The header's links and buttons that the Debug panel's toggle lies over. */
function overlapsHeaderLinks(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const toggle = document.querySelector('.debug-panel .visibility-toggle')!.getBoundingClientRect();
    return [...document.querySelectorAll<HTMLElement>('.play-header a, .play-header button, .play-header input')]
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.left < toggle.right && box.right > toggle.left && box.top < toggle.bottom && box.bottom > toggle.top;
      })
      .map((el) => el.textContent ?? el.tagName);
  });
}
