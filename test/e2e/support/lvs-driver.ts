/**
 * Plays Land vs Sea through the board as a user would: when the prompt says it is this page's
 * decision, choose the first thing offered, focused and Enter as a keyboard user would (a stack
 * to take from, a highlighted spot for the tile held, a tile to steal, a waypoint spot, or Skip);
 * when the tile held fits nowhere in its rotation, turn it to one that fits, or hold another face.
 */
import type { Page } from 'playwright-core';

const OFFERS = ['.stack--takeable', '[aria-label^="Place the tile at"]', '.steal-target', '[aria-label^="Put your waypoint"]'];

const moveCount = (page: Page) => page.evaluate(() => document.querySelectorAll('.game-log__entry').length);

/**
 * Waits until the game log shows one more move: online, the board still offers the old choices
 * until the server's answer arrives, and acting on them again would act twice.
 */
async function answered(page: Page, before: number): Promise<void> {
  await page
    .waitForFunction((n) => document.querySelectorAll('.game-log__entry').length > n, before, { timeout: 10_000 })
    .catch(() => undefined);
}

/** One click if it is this page's decision; true if it clicked. */
export async function actLandVsSea(page: Page): Promise<boolean> {
  if ((await page.locator('.prompt--mine').count()) === 0) return false;
  for (const selector of OFFERS) {
    const target = page.locator(selector).first();
    if (await target.count()) {
      // Map spots are SVG groups that pulse (never "stable" for a pointer click): use the
      // keyboard, as the board allows, for every offer alike.
      const before = await moveCount(page);
      await target.focus();
      await page.keyboard.press('Enter');
      await answered(page, before);
      return true;
    }
  }
  // Placing, but no spot shown: spots show only for a held tile, in a rotation that fits.
  if ((await page.locator('.lvs-hand .face-button[aria-pressed="true"]').count()) === 0) {
    const unheld = page.locator('.lvs-hand .face-button[aria-pressed="false"]').first();
    if (await unheld.count()) await unheld.click();
    return false;
  }
  const fitting = page.locator('.lvs-rotations .rot--fits').first();
  if (await fitting.count()) {
    await fitting.click();
    return false;
  }
  // No rotation of this face fits anywhere: hold the next face (the other face, then the next tile).
  const next = page.locator('.lvs-hand .face-button[aria-pressed="true"] ~ .face-button, .lvs-hand__tile:not(.is-held) .face-button');
  if (await next.count()) {
    await next.first().click();
    return false;
  }
  const skip = page.getByRole('button', { name: 'Skip the waypoint' });
  if (await skip.count()) {
    const before = await moveCount(page);
    await skip.click();
    await answered(page, before);
    return true;
  }
  return false;
}
