/**
 * End to end, in Debian's chromium: boardgame.io's Debug panel (`?debug=1`) on a solo Land vs Sea
 * game, as QA met it. It opens closed, over nothing. Its hotkeys (a letter for each move) listened
 * on window: the board's F flipped the tile and also sent the focus into placeWaypoint()'s
 * argument field, where the next F was text. And a move called from it threw an EvalError, the
 * page's Content-Security-Policy forbidding the eval that read its arguments.
 * Its time travel on a solo Air, Land & Sea game: on a phone the open panel covered some 80% of
 * the board (it is a sheet over the lower part of the screen now), and an entry of its Log,
 * unpinned, left the board on that past position until the pointer left it, which on a phone it
 * never does (patches 6 and 7 of scripts/patch-boardgame-io.mjs).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { watchForProblems } from './support/page-problems';
import { SHOTS, useStage } from './support/stage';
import { act } from './support/als-driver';
import { contextAt, isPhone, PHONE_AND_DESKTOP } from './support/viewports';

/** The tile face held: its button in the hand is the pressed one. */
const heldFace = (page: Page) => page.locator('.lvs-hand .face-button[aria-pressed="true"]').getAttribute('aria-label');

const focusInPanel = (page: Page) => page.evaluate(() => document.activeElement?.closest('.debug-panel') != null);

/** Calls a move from the panel's Main tab, its arguments typed in its field. */
async function callMove(page: Page, name: string, args: string): Promise<void> {
  await page.locator('.debug-panel .move', { has: page.getByText(name, { exact: true }) }).click();
  await page.keyboard.type(args);
  await page.keyboard.press('Enter');
}

describe('the Debug panel in a real browser', () => {
  const stage = useStage();

  it.each(PHONE_AND_DESKTOP)(
    'at $width px: opens closed, leaves the board its keys, and calls a move with JSON arguments',
    async (viewport) => {
      const context = await contextAt(stage.browser, viewport);
      const page = await context.newPage();
      const problems: string[] = [];
      watchForProblems(page, problems); // uncaught errors and CSP violations
      const consoleErrors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') consoleErrors.push(message.text());
      });
      await page.goto(`${stage.server.url}/solo/land-vs-sea?level=easy&debug=1&seed=e2e`);
      await page.locator('.stack--takeable').first().waitFor();
      // Open, its pane lay over the page's right side: the tiles' column, or the board on a phone.
      expect(await page.locator('.debug-panel .visibility-toggle.opener').count(), 'the panel closed').toBe(1);
      await page.locator('.debug-panel .visibility-toggle').click();
      await page.locator('.debug-panel .move').first().waitFor();
      if (!isPhone(viewport)) {
        // The page keeps clear of the open panel: the hand, stacks and players lay under it, seen through it (QA).
        const clear = await page.evaluate(() => {
          const panelLeft = Math.min(
            ...['.debug-panel .menu', '.debug-panel .pane'].map((s) => document.querySelector(s)!.getBoundingClientRect().left),
          );
          const under = [...document.querySelectorAll('main *')].filter((e) => e.getBoundingClientRect().right > panelLeft + 1);
          return {
            under: under.map((e) => e.className.toString()).slice(0, 3),
            opacity: getComputedStyle(document.querySelector('.debug-panel')!).opacity,
          };
        });
        expect(clear).toEqual({ under: [], opacity: '1' });
      }

      // Land drafts first: take from stack 2 through the panel, its argument JSON.
      await callMove(page, 'take', '1');
      const taken = page.locator('.game-log__entry', { hasText: 'took a tile from stack 2 (draft)' });
      await taken.or(page.locator('.debug-panel .move-error')).first().waitFor();
      expect(consoleErrors, 'no console error (no EvalError)').toEqual([]);
      expect(await page.locator('.debug-panel .move-error').count(), 'no error in the panel').toBe(0);
      expect(await taken.count(), 'the move made').toBe(1);

      // The computer's take, then ours again: nothing moves the focus meanwhile.
      await page.locator('.prompt--mine').waitFor();
      await page.locator('.stack--takeable').first().waitFor();
      // The panel does give some move the F key: without the fix it would take the board's F.
      expect(await page.locator('.debug-panel .key button', { hasText: /^f$/ }).count(), 'a move with the shortcut F').toBe(1);
      const before = await heldFace(page);
      expect(before).toMatch(/^Tile 1, public face/);
      await page.locator('.lvs-hand .face-button[aria-pressed="true"]').focus();
      await page.keyboard.press('f');
      await page.waitForTimeout(100); // the panel's hotkey acts after a timeout
      expect(await heldFace(page), 'F flipped the tile').toMatch(/^Tile 1, private face/);
      expect(await focusInPanel(page), 'the focus stays on the board').toBe(false);
      await page.keyboard.press('f');
      await page.waitForTimeout(100);
      expect(await heldFace(page), 'F flipped it back').toBe(before);
      expect(await focusInPanel(page)).toBe(false);
      await page.screenshot({ path: `${SHOTS}debug-panel-lvs-${viewport.width}.png` });

      // Arguments that are not JSON: the panel says so, as it says any error, and nothing throws.
      await callMove(page, 'take', 'stack two');
      await page.locator('.debug-panel .move-error', { hasText: 'SyntaxError' }).waitFor();
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it.each(PHONE_AND_DESKTOP)(
    'at $width px: a past position picked in the Log is seen, and unpinning it shows the live one',
    async (viewport) => {
      const context = await contextAt(stage.browser, viewport);
      const page = await context.newPage();
      const problems: string[] = [];
      watchForProblems(page, problems);
      await page.goto(`${stage.server.url}/solo/air-land-sea?level=easy&debug=1&seed=e2e`);
      const board = () => page.evaluate(() => document.querySelector('.als-board')?.textContent ?? '');
      const logEntries = page.locator('.game-log__entry');
      // A few moves, whoever starts; a battle's summary is closed as a player would.
      for (let i = 0; i < 60 && (await logEntries.count()) < 3; i++) {
        const summary = page.getByRole('dialog').getByRole('button', { name: 'Continue' });
        if (await summary.count()) await summary.click();
        else if (!(await act(page))) await page.waitForTimeout(100);
      }
      // Not halfway through a decision (a hand card picked): the position, not a pick, is compared.
      for (let i = 0; i < 20 && (await page.locator('.target-button').count()) > 0; i++) await act(page);
      await page.locator('.prompt--mine').waitFor();
      const live = await board();

      const press = (target: ReturnType<Page['locator']>) => (isPhone(viewport) ? target.tap() : target.click());
      await press(page.locator('.debug-panel .visibility-toggle'));
      await press(page.locator('.debug-panel .menu-item', { hasText: 'Log' }));
      const entry = page.locator('.debug-panel button.log-event').first();
      await entry.waitFor();
      if (isPhone(viewport)) {
        const panel = (await page.locator('.debug-panel').boundingBox())!;
        expect(panel.width, 'the sheet spans the screen').toBe(viewport.width);
        expect(panel.y + panel.height).toBe(viewport.height);
        expect(panel.height, 'the board keeps the upper half').toBeLessThanOrEqual(viewport.height / 2);
        // Scrolled to the end, the page's last part lies above the sheet: nothing stays under it.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const end = await page.locator('main > :last-child').boundingBox();
        expect(end!.y + end!.height).toBeLessThanOrEqual(panel.y + 1);
      }

      await press(entry);
      await expect.poll(board, { timeout: 2_000 }).not.toBe(live);
      // A phone has no Escape key: the banner does not offer one there (QA).
      expect(await page.locator('.past-banner').innerText()).toBe(
        `The Debug panel shows a past position: nothing can be played on it. Closing the Debug panel${isPhone(viewport) ? '' : ' (or Escape)'} brings the live game back.`,
      );
      await page.locator('.als-board').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}debug-panel-als-past-${viewport.width}.png` });
      // Unpinned, the live position at once: the pointer (or the finger) still where it was.
      await press(entry);
      await expect.poll(board, { timeout: 2_000 }).toBe(live);
      await page.waitForTimeout(300);
      expect(await board(), 'and it stays').toBe(live);
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it('restore (the key 3) leaves a solo game as it is: a position saved earlier came back, and every move from it was refused (QA)', async () => {
    const context = await stage.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const problems: string[] = [];
    watchForProblems(page, problems);
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto(`${stage.server.url}/solo/air-land-sea?level=easy&debug=1&seed=e2e`);
    const board = () => page.evaluate(() => document.querySelector('.als-board')?.textContent ?? '');
    const logEntries = page.locator('.game-log__entry');
    /** Moves (and closes a battle's summary) until the log holds `count` entries and it is this page's turn again. */
    const playUntil = async (count: number) => {
      for (let i = 0; i < 60 && (await logEntries.count()) < count; i++) {
        const summary = page.getByRole('dialog').getByRole('button', { name: 'Continue' });
        if (await summary.count()) await summary.click();
        else if (!(await act(page))) await page.waitForTimeout(100);
      }
      for (let i = 0; i < 20 && (await page.locator('.target-button').count()) > 0; i++) await act(page);
      await page.locator('.prompt--mine').waitFor();
    };
    await playUntil(2);
    await page.locator('.debug-panel .visibility-toggle').click();
    const key = (label: string) => page.locator('.debug-panel .key button', { hasText: new RegExp(`^${label}$`) });
    await key('2').click(); // save
    const saved = await logEntries.count();
    await playUntil(saved + 2);
    const live = await board();
    await key('3').click(); // restore
    await page.waitForTimeout(300);
    expect(await board(), 'the live position stays').toBe(live);
    // And the game goes on: the next move is the server's.
    await playUntil((await logEntries.count()) + 1);
    expect(consoleErrors.filter((text) => text.includes('move not processed'))).toEqual([]);
    expect(problems).toEqual([]);
    await context.close();
  });
});
