/**
 * End to end, in Debian's chromium: boardgame.io's Debug panel (`?debug=1`) on a solo Land vs Sea
 * game, as QA met it. It opens closed, over nothing. Its hotkeys (a letter for each move) listened
 * on window: the board's F flipped the tile and also sent the focus into placeWaypoint()'s
 * argument field, where the next F was text. And a move called from it threw an EvalError, the
 * page's Content-Security-Policy forbidding the eval that read its arguments.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { watchForProblems } from './support/page-problems';
import { SHOTS, useStage } from './support/stage';
import { contextAt, PHONE_AND_DESKTOP } from './support/viewports';

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
      await page.goto(`${stage.server.url}/solo/land-vs-sea?level=easy&debug=1`);
      await page.locator('.stack--takeable').first().waitFor();
      // Open, its pane lay over the page's right side: the tiles' column, or the board on a phone.
      expect(await page.locator('.debug-panel .visibility-toggle.opener').count(), 'the panel closed').toBe(1);
      await page.locator('.debug-panel .visibility-toggle').click();
      await page.locator('.debug-panel .move').first().waitFor();

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
});
