/**
 * Inspecting cards and tiles where they lie, in Debian's chromium, solo games against the bot:
 * - Air, Land & Sea at 1280×800: hovering a covered card in a theater shows its ability; (at 640
 *   px high) a card that comes under a mouse at rest (the page scrolled, a card played) shows nothing until it moves;
 * - Air, Land & Sea on a touch phone (375×812): a long press on a hand card shows it, and the
 *   card is neither picked nor played; a tap then picks it as always;
 * - Land vs Sea on a touch phone: the same for a map tile and a tile in the hand (not picked up);
 *   at 1280×800, hovering a map tile.
 * Each inspection is inside the viewport and leaves the thing inspected uncovered.
 * Screenshots: test/e2e/screenshots/inspect-<game>-<width>.png.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CARDS } from '../../games/air-land-sea/rules';
import { act, untilMyTurn } from './support/als-driver';
import { actLandVsSea } from './support/lvs-driver';
import { watchForProblems } from './support/page-problems';
import { SHOTS, useStage } from './support/stage';
import { overlap, type Box } from './support/boxes';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };

const logLength = (page: Page) => page.locator('.game-log__entry').count();

/** Where an element lies on the screen, as the page lays it out (for SVG: its shape, without strokes). */
const rect = (of: Locator): Promise<Box> =>
  of.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  });

/** The inspection showing: visible, inside the viewport, not over the thing inspected. */
async function expectInspection(page: Page, of: Locator, viewport: { width: number; height: number }): Promise<string> {
  const tip = page.getByRole('tooltip');
  await tip.waitFor({ state: 'visible', timeout: 5_000 });
  const box = await rect(tip);
  const thing = await rect(of);
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  expect(box.y).toBeGreaterThanOrEqual(0);
  expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
  expect(overlap(box, thing), `inspection ${JSON.stringify(box)} over ${JSON.stringify(thing)}`).toBe(false);
  return (await tip.textContent()) ?? '';
}

/** A long press by touch (a touch held still for 700 ms), through the DevTools protocol. */
async function longPress(context: BrowserContext, page: Page, target: Locator): Promise<void> {
  // (scrollIntoViewIfNeeded does not scroll to a shape inside an SVG; the DOM's own call does.)
  await target.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const box = await rect(target);
  const point = { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
  const cdp = await context.newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [point] });
  await page.waitForTimeout(700);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

describe('inspecting cards and tiles where they lie', () => {
  const stage = useStage();

  it('Air, Land & Sea at 1280×800: hovering a covered card shows its ability', { timeout: 180_000 }, async () => {
    const errors: string[] = [];
    const context = await stage.browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
    const page = await context.newPage();
    watchForProblems(page, errors);
    await page.goto(`${stage.server.url}/solo/air-land-sea?level=easy&seed=e2e`);
    await page.locator('.als-board').waitFor();
    // Play on until a card whose face this seat knows lies covered in a theater (a new battle if
    // need be), and it is this seat's turn: the bot has played, nothing moves under the mouse.
    const covered = page.locator('.theater .pile__slot--covered:not(:has(.card--back))').first();
    const mine = page.locator('.prompt--mine');
    for (let i = 0; i < 400; i++) {
      const next = page.getByRole('dialog').getByRole('button', { name: 'Continue' });
      if (await next.count()) await next.click();
      else if ((await mine.count()) > 0 && (await covered.count()) > 0) break;
      else if (!(await act(page))) await page.waitForTimeout(100);
    }
    expect(await covered.count()).toBeGreaterThan(0);
    expect(await mine.count()).toBeGreaterThan(0);
    // The strip's name without its short form ("Heavy Tanks" holds "Tanks" too, shown on phones only):
    // with it, a covered Heavy Tanks read "Heavy TanksTanks" and matched no card (a CI run's deal).
    const name = (
      await covered
        .locator('.card__name')
        .first()
        .evaluate((el) => {
          const copy = el.cloneNode(true) as Element;
          copy.querySelectorAll('.card__short').forEach((short) => short.remove());
          return copy.textContent ?? '';
        })
    ).replace(' · face down', '');
    const card = Object.values(CARDS).find((c) => c.name === name)!;
    expect(card).toBeDefined();

    // The mouse away from the board: whatever it last showed is hidden (the driver's clicks hover too).
    await page.mouse.move(0, 0);
    await page.getByRole('tooltip').waitFor({ state: 'detached' });
    await covered.hover();
    const text = await expectInspection(page, covered, DESKTOP);
    expect(text).toContain(name);
    expect(text).toMatch(/covered by \d card/);
    expect(text).toContain(card.kind === 'none' ? 'No ability.' : card.text);
    await page.screenshot({ path: `${SHOTS}inspect-air-land-sea-1280.png` });
    // Leaving it hides it.
    await page.mouse.move(0, 0);
    await page.getByRole('tooltip').waitFor({ state: 'detached' });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Air, Land & Sea at 1280×640: a card come under a mouse at rest shows nothing until the mouse moves', async () => {
    const errors: string[] = [];
    // Low enough for the page to scroll (the hand below the fold).
    const viewport = { width: 1280, height: 640 };
    const context = await stage.browser.newContext({ viewport, reducedMotion: 'reduce' });
    const page = await context.newPage();
    watchForProblems(page, errors);
    await page.goto(`${stage.server.url}/solo/air-land-sea?level=easy&seed=e2e`);
    await untilMyTurn(page);
    // The board hands focus to the hand on this seat's turn, which may scroll the page: back to the top.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => page.evaluate(() => scrollY)).toBe(0);
    // The mouse at rest just above a hand card; the page then scrolls the card under it, as a card
    // played by a click lands under the pointer (QA: its inspection covered the theater's score).
    const card = page.locator('.hand .card-slot').first();
    const box = await rect(card);
    const point = { x: box.x + box.width / 2, y: box.y - 12 };
    await page.mouse.move(point.x, point.y);
    await page.waitForTimeout(600);
    expect(await page.getByRole('tooltip').count()).toBe(0);
    await page.evaluate(() => window.scrollBy(0, 40));
    expect(await page.evaluate(() => scrollY)).toBe(40);
    await expect
      .poll(() => page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.closest('.hand .card-slot') !== null, point))
      .toBe(true);
    await page.waitForTimeout(1_000); // the browser's hover update after a scroll, then more than HOVER_MS
    expect(await page.getByRole('tooltip').count(), 'an inspection opened under the mouse at rest').toBe(0);
    // A mouse that moves on the card is a hover again.
    await page.mouse.move(point.x + 8, point.y + 2);
    await expectInspection(page, card, viewport);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Air, Land & Sea on a touch phone: a long press shows a hand card without picking or playing it', { timeout: 120_000 }, async () => {
    const errors: string[] = [];
    const context = await stage.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });
    const page = await context.newPage();
    watchForProblems(page, errors);
    await page.goto(`${stage.server.url}/solo/air-land-sea?level=easy&seed=e2e`);
    const card = page.locator('.hand .card-slot:has(.card-button)').first();
    // Its own turn: the computer's move meanwhile would add to the log, which must not grow.
    await untilMyTurn(page);
    const button = card.locator('.card-button');
    const name = ((await card.locator('.card__name').textContent()) ?? '').trim();
    const before = await logLength(page);

    await longPress(context, page, card);
    const text = await expectInspection(page, card, PHONE);
    expect(text).toContain(name);
    expect(text).toContain('In your hand');
    expect(await button.getAttribute('aria-pressed')).toBe('false');
    expect(await page.locator('.target-button').count()).toBe(0);
    expect(await logLength(page)).toBe(before);
    await page.screenshot({ path: `${SHOTS}inspect-air-land-sea-375.png` });

    // A tap on it hides it, and goes no further (nothing under it is tapped).
    const tip = await rect(page.getByRole('tooltip'));
    await page.touchscreen.tap(tip.x + tip.width / 2, tip.y + tip.height / 2);
    await page.getByRole('tooltip').waitFor({ state: 'detached' });
    await page.waitForTimeout(400);
    expect(await page.getByRole('tooltip').count()).toBe(0);
    expect(await button.getAttribute('aria-pressed')).toBe('false');

    // Shown again, a tap on the card hides it and picks the card, as a tap always did.
    await longPress(context, page, card);
    await page.getByRole('tooltip').waitFor();
    await button.tap();
    await page.getByRole('tooltip').waitFor({ state: 'detached' });
    expect(await button.getAttribute('aria-pressed')).toBe('true');
    expect(await logLength(page)).toBe(before);
    expect(errors).toEqual([]);
    await context.close();
  });

  it(
    'Land vs Sea on a touch phone: a long press shows a map tile, and a hand tile without picking it up',
    { timeout: 180_000 },
    async () => {
      const errors: string[] = [];
      const context = await stage.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });
      const page = await context.newPage();
      watchForProblems(page, errors);
      await page.goto(`${stage.server.url}/solo/land-vs-sea?level=easy&seed=e2e`);
      await page.locator('.lvs-board').waitFor();
      // The draft through the driver, until this seat holds two tiles and is to place one (the bot waits).
      const ready = async () =>
        (await page.locator('.lvs-hand .face-button').count()) === 4 && (await page.locator('.prompt--mine').count()) > 0;
      for (let i = 0; i < 600 && !(await ready()); i++) {
        if (!(await actLandVsSea(page))) await page.waitForTimeout(50);
      }
      expect(await ready()).toBe(true);
      const before = await logLength(page);

      const tile = page.locator('.map-tile').first();
      await longPress(context, page, tile);
      const mapText = await expectInspection(page, tile, PHONE);
      expect(mapText).toMatch(/(Start|Map) tile at \(-?\d+, -?\d+\)/);
      expect(mapText).toMatch(/(Land|Sea): /);
      expect(await logLength(page)).toBe(before);
      // A tap elsewhere dismisses it.
      await page.locator('.prompt').tap();
      await page.getByRole('tooltip').waitFor({ state: 'detached' });

      const face = page.locator('.lvs-hand .face-button[aria-pressed="false"]').first();
      const label = (await face.getAttribute('aria-label')) ?? '';
      await longPress(context, page, face);
      const handText = await expectInspection(page, face, PHONE);
      expect(handText).toContain(`Your tile ${label.slice(5, 6)}`);
      expect(handText).toContain('Private face: only you see it');
      expect(await page.getByRole('button', { name: label }).getAttribute('aria-pressed')).toBe('false');
      expect(await logLength(page)).toBe(before);
      await page.screenshot({ path: `${SHOTS}inspect-land-vs-sea-375.png` });
      expect(errors).toEqual([]);
      await context.close();
    },
  );

  it('Land vs Sea at 1280×800: hovering a map tile shows it', { timeout: 60_000 }, async () => {
    const errors: string[] = [];
    const context = await stage.browser.newContext({ viewport: DESKTOP, reducedMotion: 'reduce' });
    const page = await context.newPage();
    watchForProblems(page, errors);
    await page.goto(`${stage.server.url}/solo/land-vs-sea?level=easy&seed=e2e`);
    const tile = page.locator('.map-tile').first();
    await tile.waitFor();
    await page.mouse.move(0, 0);
    await tile.hover();
    const text = await expectInspection(page, tile, DESKTOP);
    expect(text).toContain('Start tile at (0, 0)');
    expect(text).toContain('Land: north, north-east, south-east edges');
    await page.screenshot({ path: `${SHOTS}inspect-land-vs-sea-1280.png` });
    expect(errors).toEqual([]);
    await context.close();
  });
});
