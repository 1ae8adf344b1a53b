/**
 * End to end, in Debian's chromium against the real server: on a phone, where the game log lies
 * below the board, the computer's move is said at the screen's foot in the log's words, until the
 * player taps anywhere (a tap on the words reaches what lies beneath) or the log comes into sight.
 * On a laptop, with the log beside the board, nothing is added. Screenshots go to test/e2e/screenshots/.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { definition as landVsSea } from '../../games/land-vs-sea';
import { act, untilMyTurn } from './support/als-driver';
import { watchForProblems } from './support/page-problems';
import { playMatch } from './support/socket-play';
import { SHOTS, useStage } from './support/stage';

const PHONE = { width: 375, height: 667 };

/** The lines of the log's newest entry, as the news joins them. */
const newestLogLines = async (page: Page) =>
  (await page.locator('li:last-child > .game-log__entry .game-log__line').allInnerTexts()).join('. ');

/**
 * Plays this seat's turn as the driver does, then waits until the computer has answered. The log
 * and the prompt are read together: a tap is made only while the board waits for this seat, when
 * no reply can land in between (a tap on this seat's next turn would count as seeing the news).
 */
async function playAndAwaitReply(page: Page): Promise<void> {
  await untilMyTurn(page);
  const read = () =>
    page.evaluate(() => {
      const entries = document.querySelectorAll<HTMLElement>('.game-log__entry .game-log__lines');
      return {
        count: entries.length,
        byComputer: entries[entries.length - 1]?.innerText.startsWith('Computer') ?? false,
        mine: document.querySelector('.als-board .prompt--mine') !== null,
      };
    });
  const before = (await read()).count;
  for (let i = 0; i < 100; i++) {
    const now = await read();
    if (now.count > before && now.byComputer) break;
    if (now.mine) await act(page);
    else await page.waitForTimeout(100);
  }
  await untilMyTurn(page);
}

const news = (page: Page) => page.locator('.move-news');
const onScreen = (page: Page, selector: string) =>
  page
    .locator(selector)
    .last()
    .evaluate((el) => {
      const r = el.getBoundingClientRect();
      return r.top >= 0 && r.bottom <= innerHeight;
    });

describe('the others’ moves while the game log is out of sight', () => {
  const stage = useStage();

  it('on a phone: the computer’s move is said at the foot until a tap, or until the log is in sight', async () => {
    const errors: string[] = [];
    const context = await stage.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    watchForProblems(page, errors);
    // One deal, the same every run: dealt at random, some deals went another way (a battle's
    // summary closed, a tap that read the news) and the test failed now and then, CI included.
    await page.goto(`${stage.server.url}/solo/air-land-sea?level=easy&seed=move-news`);

    await playAndAwaitReply(page);
    await expect.poll(() => news(page).count()).toBe(1);
    expect(await onScreen(page, '.game-log__entry'), 'the log’s newest entry is out of sight').toBe(false);
    // The computer's move in the log's words, the newest line last.
    const said = await news(page).innerText();
    expect(said).toContain(await newestLogLines(page));
    expect(said).toMatch(/^New in the game log|new moves in the game log/);
    const box = await news(page).boundingBox();
    expect(box!.y + box!.height, 'at the screen’s foot').toBeGreaterThan(PHONE.height - 40);
    expect(box!.y + box!.height).toBeLessThanOrEqual(PHONE.height);
    await page.screenshot({ path: `${SHOTS}move-news-375.png` });
    // Words only: what lies beneath them takes a tap there (the hand's last card, or the log).
    const beneath = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('.move-news') === null, {
      x: box!.x + box!.width / 2,
      y: box!.y + box!.height / 2,
    });
    expect(beneath, 'a tap on the words reaches what lies beneath').toBe(true);

    // Under a battle's summary (a modal dialog) the news does not peek out.
    await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<div role="dialog" aria-modal="true" id="summary"></div>'));
    expect(await news(page).isVisible(), 'news under a modal dialog').toBe(false);
    await page.evaluate(() => document.getElementById('summary')!.remove());
    expect(await news(page).isVisible()).toBe(true);

    // A tap anywhere (here the board's header): seen, gone.
    await page.locator('.als-status__line').tap();
    await expect.poll(() => news(page).count()).toBe(0);

    // The next reply is news again, until the log comes into sight.
    await playAndAwaitReply(page);
    await expect.poll(() => news(page).count()).toBe(1);
    await page.locator('.game-log__entry').last().scrollIntoViewIfNeeded();
    await expect.poll(() => news(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a phone, a spectator who opens a match under way is told no move played before (QA: "41 new moves" over the map)', async () => {
    const { matchID } = await playMatch(stage.server.url, landVsSea, 2, { movesThenSeat0: 8 });
    const context = await stage.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${stage.server.url}/match/land-vs-sea/${matchID}?watch=1`);
    // The moves before the newest come from the server's history, after the page shows.
    await expect.poll(() => page.locator('.game-log__entry').count(), { timeout: 10_000 }).toBeGreaterThan(8);
    await page.waitForTimeout(500);
    expect(await onScreen(page, '.game-log__entry'), 'the log below the map').toBe(false);
    expect(await news(page).count()).toBe(0);
    await context.close();
  });

  it('at 1280×800, with the log beside the board, nothing is added', async () => {
    const errors: string[] = [];
    const context = await stage.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    watchForProblems(page, errors);
    await page.goto(`${stage.server.url}/solo/air-land-sea?level=easy&seed=move-news`);
    await playAndAwaitReply(page);
    await page.waitForTimeout(500);
    expect(await onScreen(page, '.game-log__entry')).toBe(true);
    expect(await news(page).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
