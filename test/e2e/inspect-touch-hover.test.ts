/**
 * On a touch phone (375×812, Debian's chromium), a card's inspection must not open by itself.
 * A touch leaves the browser's emulated mouse where the finger was; when the board changes under
 * that point (the computer answered), a phone sends a mouse pointerenter there, and QA saw the
 * inspection open over the hand or the "Face up / Face down" buttons. Headless chromium does not
 * send that event by itself after a tap: the test sends it (a mouse move to the very point of the
 * last tap) once the board has changed, as a phone would.
 * A real mouse that moves onto a card still shows it (a laptop with a touchscreen and a mouse).
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { HOVER_MS } from '../../games/common/inspect';
import { watchForProblems } from './support/page-problems';
import { useStage } from './support/stage';

const PHONE = { width: 375, height: 812 };

const boardText = (page: Page) => page.evaluate(() => document.querySelector('.als-board')?.textContent ?? '');

/** A tap at the middle of `target`; returns the point tapped. */
async function tap(page: Page, target: Locator): Promise<{ x: number; y: number }> {
  await target.scrollIntoViewIfNeeded();
  const box = await target.boundingBox();
  if (!box) throw new Error('nothing to tap');
  const point = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.touchscreen.tap(point.x, point.y);
  return point;
}

/** One decision by touch on this seat's turn; the point of its last tap. */
async function playByTouch(page: Page): Promise<{ x: number; y: number }> {
  const next = page.getByRole('dialog').getByRole('button', { name: 'Continue' });
  if (await next.count()) return tap(page, next);
  // A place this seat's ability asks for: Reinforce's "Play here" (the computer's Maneuver or
  // Ambush turned this seat's face-down Reinforce up; no hand card can be picked meanwhile).
  const place = page.locator('.target-button');
  if (await place.count()) return tap(page, place.first());
  const onBoard = page.locator('.theater .card-button.target:not(.target--selected)').first();
  if (await onBoard.count()) {
    const label = (await onBoard.getAttribute('aria-label')) ?? '';
    const at = await tap(page, onBoard);
    if (!label.startsWith('Move ')) return at;
    // Transport's card is only picked (a second pick of a card beside it left the board's text as
    // it was): where it goes makes the decision.
    await place.first().waitFor({ timeout: 5_000 });
    return tap(page, place.first());
  }
  const decline = page.getByRole('button', { name: /^Don’t/ }).first();
  if (await decline.count()) return tap(page, decline);
  await tap(page, page.locator('.hand .card-button').first());
  // Face down: no ability of this seat's to resolve, the computer answers at once. Where none is
  // safe (the computer's Containment face up destroys every face-down play), a destroyed one does
  // as well: the turn passes all the same.
  const faceDown = page.locator('.target-button', { hasText: 'Face down' });
  await faceDown.first().waitFor({ timeout: 5_000 });
  const safe = faceDown.and(page.locator(':not(.target-button--warn)'));
  return tap(page, (await safe.count()) > 0 ? safe.first() : faceDown.first());
}

describe('inspection on a touch phone', () => {
  const stage = useStage();

  it('opens by itself neither after a tap nor when the board changes under the finger’s point', { timeout: 120_000 }, async () => {
    const errors: string[] = [];
    const context = await stage.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });
    const page = await context.newPage();
    watchForProblems(page, errors);
    await page.goto(`${stage.server.url}/solo/air-land-sea?level=easy&seed=e2e`);
    const mine = page.locator('.prompt--mine');
    await page.locator('.hand .card-button').first().waitFor({ timeout: 20_000 });

    let overACard = 0;
    for (let round = 0; round < 5; round++) {
      await mine.waitFor({ timeout: 20_000 });
      const before = await boardText(page);
      const at = await playByTouch(page);
      await page.waitForFunction((text) => (document.querySelector('.als-board')?.textContent ?? '') !== text, before, { timeout: 10_000 });
      await mine.waitFor({ timeout: 20_000 });
      // The computer has answered; the emulated mouse "enters" whatever lies at the finger's point now.
      const inspectable = await page.evaluate(({ x, y }) => !!document.elementFromPoint(x, y)?.closest('[data-inspect]'), at);
      if (inspectable) overACard++;
      await page.mouse.move(at.x, at.y);
      await page.waitForTimeout(HOVER_MS + 400);
      expect(await page.getByRole('tooltip').count(), `round ${round}: an inspection opened at ${at.x},${at.y}`).toBe(0);
    }
    // Else nothing was there to open: the test would prove nothing.
    expect(overACard).toBeGreaterThan(0);

    // A real mouse that moves away and onto a card shows it, even on a device with touch.
    const card = page.locator('.hand .card-slot').first();
    await page.mouse.move(5, 5);
    await card.hover();
    await page.getByRole('tooltip').waitFor({ state: 'visible', timeout: 5_000 });
    expect(errors).toEqual([]);
    await context.close();
  });
});
