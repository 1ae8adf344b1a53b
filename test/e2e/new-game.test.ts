/**
 * "New game" on the solo page in Debian's chromium, at 375 px (touch) and 1280 px: a game under
 * way is lost by it, so it asks first ("Abandon this game?"), focus on the safe answer; Keep
 * playing (or Escape) keeps the game as it was, New game starts another. On a phone the button
 * sits beside the Hints checkbox, and one stray tap threw a game away without a word. The
 * header's Level goes to the game kept at another level.
 * Screenshots: test/e2e/screenshots/new-game-question-<width>.png.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { act, untilMyTurn } from './support/als-driver';
import { watchForProblems } from './support/page-problems';
import { SHOTS, useStage } from './support/stage';
import { contextAt, PHONE_AND_DESKTOP, type Viewport } from './support/viewports';

const logLength = (page: Page) => page.locator('.game-log__entry').count();
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

/** Plays until the log shows a move of the player's, and the computer's answer: the game is under way. The log's length then. */
async function underWay(page: Page): Promise<number> {
  await untilMyTurn(page);
  const start = await logLength(page);
  for (let i = 0; i < 100 && (await logLength(page)) <= start; i++) if (!(await act(page))) await page.waitForTimeout(50);
  expect(await logLength(page)).toBeGreaterThan(start);
  // The computer's answer first: now and then a withdrawal, whose summary lies over the page
  // (the header's button too) and takes the focus until it is closed.
  await untilMyTurn(page);
  return logLength(page);
}

describe('New game on the solo page', () => {
  const stage = useStage();

  /** A solo Air, Land & Sea page at easy, in a new context at `viewport`, with a game under way: the page and its log's length. */
  async function soloUnderWay(viewport: Viewport, errors: string[]) {
    const context = await contextAt(stage.browser, viewport);
    const page = await context.newPage();
    watchForProblems(page, errors);
    await page.goto(`${stage.server.url}/solo/air-land-sea?level=easy`);
    return { context, page, played: await underWay(page) };
  }

  it('asks before abandoning a game under way; Keep playing keeps it, New game replaces it', async () => {
    const errors: string[] = [];
    for (const viewport of PHONE_AND_DESKTOP) {
      const { context, page, played } = await soloUnderWay(viewport, errors);

      const newGame = page.locator('.play-header').getByRole('button', { name: 'New game' });
      await newGame.click();
      await page.getByText('Abandon this game?').waitFor();
      expect(await focusedText(page)).toBe('Keep playing');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: `${SHOTS}new-game-question-${viewport.width}.png` });
      await page.keyboard.press('Escape');
      await page.getByText('Abandon this game?').waitFor({ state: 'hidden' });
      expect(await focusedText(page), 'focus back on the button').toBe('New game');
      await page.waitForTimeout(300);
      expect(await logLength(page), 'the game kept').toBeGreaterThanOrEqual(played);

      await newGame.click();
      await page.getByRole('button', { name: 'Keep playing' }).click();
      expect(await logLength(page), 'the game kept').toBeGreaterThanOrEqual(played);

      await newGame.click();
      await page.locator('.ask-first').getByRole('button', { name: 'New game' }).click();
      // A new deal: the log starts again (the computer may have opened it already).
      await page.waitForFunction((n) => document.querySelectorAll('.game-log__entry').length < n, played, { timeout: 10_000 });
      await context.close();
    }
    expect(errors).toEqual([]);
  });

  it('the header’s Level goes to a game at that level; the game left is kept at its own (QA: only the lobby changed it)', async () => {
    const errors: string[] = [];
    for (const viewport of PHONE_AND_DESKTOP) {
      const { context, page, played } = await soloUnderWay(viewport, errors);
      const players = page.locator('.play-header__players');
      expect(await players.innerText()).toContain('(easy)');

      const level = page.locator('.play-header').getByLabel('Level');
      await level.selectOption('hard');
      await page.waitForURL(/level=hard/);
      await players.filter({ hasText: '(hard)' }).waitFor();
      expect(await level.inputValue()).toBe('hard');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: `${SHOTS}solo-level-${viewport.width}.png` });
      // Another game: none of the moves made at easy.
      await page.locator('.game-log').waitFor();
      expect(await logLength(page)).toBeLessThan(played);

      await level.selectOption('easy');
      await players.filter({ hasText: '(easy)' }).waitFor();
      await page.waitForFunction((n) => document.querySelectorAll('.game-log__entry').length >= n, played, { timeout: 10_000 });
      await context.close();
    }
    expect(errors).toEqual([]);
  });
});
