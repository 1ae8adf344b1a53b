/**
 * Where the game log lies, in Debian's chromium: beside the board from 1200 px on (a laptop's
 * 1280 or 1366), in sight from the top of the page, so a computer's move and its chain of effects
 * are read where one looks (QA: at 1280×800 they were told below the fold); below the board under
 * that. Beside the log the hand's cards are narrower: each card's text still shows whole.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { definition as airLandSea } from '../../games/air-land-sea';
import { untilMyTurn } from './support/als-driver';
import { cutHandCards } from './support/hand-cards';
import { watchForProblems } from './support/page-problems';
import { playMatch } from './support/socket-play';
import { SHOTS, useStage } from './support/stage';

const boxOf = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, right: r.right, top: r.top, bottom: r.bottom };
    });

describe('the game log beside or below the board', () => {
  const stage = useStage();

  it.each([
    ['air-land-sea', 1200, 800],
    ['air-land-sea', 1280, 800],
    ['air-land-sea', 1366, 768],
    ['land-vs-sea', 1280, 800],
    ['air-land-sea', 1199, 800],
    ['air-land-sea', 1024, 768],
  ] as const)('%s at %i×%i', async (game, width, height) => {
    const errors: string[] = [];
    const page = await (await stage.browser.newContext({ viewport: { width, height } })).newPage();
    watchForProblems(page, errors);
    await page.goto(`${stage.server.url}/solo/${game}?level=easy&seed=e2e`);
    if (game === 'air-land-sea') await untilMyTurn(page);
    else await page.locator('.lvs-board .prompt--mine').waitFor();
    // From the top of the page (the board hands focus to the hand on this seat's turn, which may scroll).
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
    const board = await boxOf(page, '.play-area__board');
    const log = await boxOf(page, '.game-log');
    if (width >= 1200) {
      expect(log.left, 'the log right of the board').toBeGreaterThanOrEqual(board.right);
      expect(log.top, 'the log level with the board’s top').toBeLessThan(board.top + 20);
      expect(log.bottom, 'the log on screen').toBeLessThanOrEqual(height);
    } else {
      expect(log.top, 'the log below the board').toBeGreaterThanOrEqual(board.bottom);
    }
    await page.screenshot({ path: `${SHOTS}game-log-${game}-${width}.png` });
    if (game === 'air-land-sea') {
      // The 18 cards in turn in the hand show whole: beside the log a hand card is 96 px wide at
      // 1200 px, and names read "Heavy Bo…", and "Super Batt…" over "ship".
      expect(await cutHandCards(page), 'cards whose name or text is cut off').toEqual([]);
    }
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it('a page opened on a match under way shows the newest move in its log, on a phone (QA: it showed the first ones)', async () => {
    const { matchID } = await playMatch(stage.server.url, airLandSea, 2, { movesThenSeat0: 8 });
    const page = await (
      await stage.browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true })
    ).newPage();
    await page.goto(`${stage.server.url}/match/air-land-sea/${matchID}?watch=1`);
    // The moves before the newest come from the server's history, after the page shows.
    await expect.poll(() => page.locator('.game-log__entry').count(), { timeout: 10_000 }).toBeGreaterThan(8);
    const newest = await boxOf(page, '.game-log__entry--now');
    const list = await boxOf(page, '.game-log__list');
    expect(
      await page.evaluate(
        () => document.querySelector('.game-log__list')!.scrollHeight > document.querySelector('.game-log__list')!.clientHeight,
      ),
      'a log longer than its box',
    ).toBe(true);
    expect(newest.top, 'the newest move in sight').toBeGreaterThanOrEqual(list.top - 1);
    expect(newest.bottom, 'the newest move in sight').toBeLessThanOrEqual(list.bottom + 1);
    await page.context().close();
  });

  it('with the Debug panel open (330 px of the page) at 1280 px, the log goes back below the board', async () => {
    const errors: string[] = [];
    const page = await (await stage.browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    watchForProblems(page, errors);
    await page.goto(`${stage.server.url}/solo/air-land-sea?level=easy&debug=1&seed=e2e`);
    await untilMyTurn(page);
    await page.locator('.debug-panel .visibility-toggle').click();
    await page.locator('.debug-panel .pane').first().waitFor();
    expect((await boxOf(page, '.game-log')).top, 'the log below the board').toBeGreaterThanOrEqual(
      (await boxOf(page, '.play-area__board')).bottom,
    );
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
