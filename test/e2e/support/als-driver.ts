/**
 * Plays Air, Land & Sea through the board as a user would: on its turn a page clicks the first
 * thing the board offers (a theater target, a highlighted card, a hand card, or Decline).
 */
import type { Page } from 'playwright-core';

const boardText = (page: Page) => page.evaluate(() => document.querySelector('.als-board')?.textContent ?? '');

/** Waits until the board shows something else: the move was applied and came back. */
async function changed(page: Page, before: string): Promise<void> {
  await page.waitForFunction((text) => (document.querySelector('.als-board')?.textContent ?? '') !== text, before, { timeout: 10_000 });
}

/**
 * A click on something the board offers now. The board may re-render between finding it and
 * clicking (an update arrives): then it is gone, and the caller simply looks again.
 */
const tryClick = (target: ReturnType<Page['locator']>) =>
  target.click({ timeout: 2_000 }).then(
    () => true,
    () => false,
  );

/** One click if it is this page's decision; true if it clicked. */
export async function act(page: Page): Promise<boolean> {
  if ((await page.locator('.prompt--mine').count()) === 0) return false;
  if ((await page.getByRole('dialog').count()) > 0) return false;
  const before = await boardText(page);
  const target = page.locator('.target-button').first();
  if (await target.count()) {
    if (!(await tryClick(target))) return false;
    await changed(page, before);
    return true;
  }
  const onBoard = page.locator('.theater .card-button.target:not(.target--selected)').first();
  if (await onBoard.count()) {
    const label = (await onBoard.getAttribute('aria-label')) ?? '';
    if (!(await tryClick(onBoard))) return false;
    // Picking a card to move only selects it; flipping or returning one is a move.
    if (!label.startsWith('Move ')) await changed(page, before);
    return true;
  }
  const inHand = page.locator('.hand .card-button').first();
  if (await inHand.count()) return tryClick(inHand);
  const decline = page.getByRole('button', { name: /^Don’t/ }).first();
  if (await decline.count()) {
    if (!(await tryClick(decline))) return false;
    await changed(page, before);
    return true;
  }
  return false;
}

/**
 * Waits for this page's turn, the battle's summary closed as a player closes it. The computer's
 * first move can be a withdrawal (about 1 deal in 2,000): its summary's overlay then takes every
 * tap and press until it is closed, and a test that went on failed (as history and new-game did).
 */
export async function untilMyTurn(page: Page): Promise<void> {
  const summary = page.getByRole('dialog').getByRole('button', { name: 'Continue' });
  await page.locator('.als-board .prompt--mine, [role="dialog"]').first().waitFor({ timeout: 20_000 });
  if (await summary.count()) await summary.click();
  await page.locator('.als-board .prompt--mine').waitFor({ timeout: 20_000 });
}
