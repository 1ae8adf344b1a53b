/**
 * Land vs Sea on a touch phone (375×812), in Debian's chromium: the first tap on a spot shows the
 * held tile there with "Place here" and "Cancel"; the second tap places it. No control lies over
 * the map (a spot under one could not be tapped), on a phone or a desktop. A swipe up or down on
 * the map scrolls the page; a drag pans the map, never off the view.
 * Screenshots: test/e2e/screenshots/lvs-touch-375.png, lvs-map-1280.png.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { MY_STEP } from '../../games/land-vs-sea/board/describe';
import { actLandVsSea } from './support/lvs-driver';
import { watchForProblems } from './support/page-problems';
import { SHOTS, useStage } from './support/stage';
import { overlap, type Box } from './support/boxes';

const SPOT = '[aria-label^="Place the tile at"]';

const logLength = (page: Page) => page.locator('.game-log__entry').count();

const box = async (page: Page, selector: string): Promise<Box> => (await page.locator(selector).boundingBox())!;

/** The boxes of the map's controls now shown (the view's, the held tile's, the confirmation) that overlap the map. */
async function controlsOverMap(page: Page): Promise<string[]> {
  const map = await box(page, '.lvs-map__svg');
  const over: string[] = [];
  for (const selector of ['.lvs-map__controls', '.lvs-hud', '.lvs-map__confirm']) {
    for (const control of await page.locator(selector).all()) {
      const at = await control.boundingBox();
      if (at && overlap(at, map)) over.push(`${selector} ${JSON.stringify(at)} over the map ${JSON.stringify(map)}`);
    }
  }
  return over;
}

describe('Land vs Sea on a touch phone', () => {
  const stage = useStage();

  it('the first tap shows the tile where it would go, the second places it', async () => {
    const errors: string[] = [];
    const context = await stage.browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    watchForProblems(page, errors);
    await page.goto(`${stage.server.url}/solo/land-vs-sea?level=easy&seed=e2e`);
    await page.locator('.lvs-board').waitFor();
    // The draft through the driver, until this page holds a tile with somewhere to put it.
    for (let i = 0; i < 600; i++) {
      if ((await page.locator('.prompt--mine').count()) > 0 && (await page.locator(SPOT).count()) > 0) break;
      if (!(await actLandVsSea(page))) await page.waitForTimeout(50);
    }
    // No keys to press on a touch screen: no key labels, nor sentences about them.
    expect(await page.locator('.lvs-board kbd:visible').count()).toBe(0);
    expect(await page.locator('.lvs-hand__fits').innerText()).toMatch(/^Fits \d+ highlighted places?\.$/);
    expect(await page.locator('.prompt').innerText()).not.toMatch(/\((F|R)\)/);
    // Every place the tile fits is on the map as fitted (the phone's tall map cut those above and below off).
    const map = await box(page, '.lvs-map__svg');
    for (const place of await page.locator(SPOT).all()) {
      const at = (await place.boundingBox())!;
      const inside =
        at.x >= map.x - 2 && at.y >= map.y - 2 && at.x + at.width <= map.x + map.width + 2 && at.y + at.height <= map.y + map.height + 2;
      expect(inside, `${await place.getAttribute('aria-label')} at ${JSON.stringify(at)}, the map ${JSON.stringify(map)}`).toBe(true);
    }
    const spot = page.locator(SPOT).first();
    // The whole map on the screen (it is 62% of its height): "Place here" in its own place below it.
    await page.locator('.lvs-map').scrollIntoViewIfNeeded();
    const before = await logLength(page);
    expect(await page.locator('.lvs-hud').count(), 'the held tile has its controls on the map').toBe(1);
    expect(await controlsOverMap(page)).toEqual([]);
    const mapBefore = await box(page, '.lvs-map__svg');

    // Spots pulse, so they are never "stable" for playwright: force the taps.
    await spot.tap({ force: true });
    const confirm = page.getByRole('group', { name: 'Place the tile' });
    await confirm.waitFor();
    expect(await page.locator('.spot__ghost').count()).toBe(1);
    expect(await logLength(page)).toBe(before);
    expect(await controlsOverMap(page)).toEqual([]);
    expect(await box(page, '.lvs-map__svg'), 'the map stays where it was: the second tap lands on the same spot').toEqual(mapBefore);
    await page.screenshot({ path: `${SHOTS}lvs-touch-375.png` });

    await page.getByRole('button', { name: 'Cancel' }).tap();
    await confirm.waitFor({ state: 'detached' });
    expect(await logLength(page)).toBe(before);

    // An iPhone SE's page under the browser's bars (560 px), the map's foot 20 px below it: "Place
    // here" was cut in half there (QA). It sticks to the screen's edge, whole, and nothing moves
    // under the finger. The highest spot is tapped.
    await page.setViewportSize({ width: 375, height: 560 });
    const high = page.locator(SPOT).nth(
      await page.locator(SPOT).evaluateAll((all) => {
        const tops = all.map((el) => el.getBoundingClientRect().top);
        return tops.indexOf(Math.min(...tops));
      }),
    );
    const scrolled = await page.evaluate(() => {
      const foot = document.querySelector('.lvs-map')!.getBoundingClientRect().bottom + scrollY;
      scrollTo(0, foot - innerHeight - 20);
      return scrollY;
    });
    expect(await page.evaluate(() => document.querySelector('.lvs-map')!.getBoundingClientRect().bottom - innerHeight)).toBeCloseTo(20, 0);
    const footBelow = await box(page, '.lvs-map');
    await high.tap({ force: true });
    await confirm.waitFor();
    const bar = (await confirm.boundingBox())!;
    expect(bar.y + bar.height, '"Place here" whole on the screen').toBeLessThanOrEqual(560);
    expect(await page.evaluate(() => scrollY)).toBe(scrolled);
    expect(await box(page, '.lvs-map')).toEqual(footBelow);
    await page.screenshot({ path: `${SHOTS}lvs-touch-foot-below-375.png` });
    await page.getByRole('button', { name: 'Cancel' }).tap();
    await confirm.waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 375, height: 812 });
    await page.locator('.lvs-map').scrollIntoViewIfNeeded();

    await spot.tap({ force: true });
    await confirm.waitFor();
    await spot.tap({ force: true });
    await page.waitForFunction((n) => document.querySelectorAll('.game-log__entry').length > n, before);
    expect(await page.getByRole('group', { name: 'Place the tile' }).count()).toBe(0);

    // A double tap on "Place here": the zoom buttons that come back in its place take no tap yet.
    for (let i = 0; i < 600; i++) {
      if ((await page.locator('.prompt--mine').count()) > 0 && (await page.locator(SPOT).count()) > 0) break;
      if (!(await actLandVsSea(page))) await page.waitForTimeout(50);
    }
    await page.locator(SPOT).first().tap({ force: true });
    const placeHere = await page.getByRole('button', { name: 'Place here' }).boundingBox();
    const fit = page.getByRole('button', { name: 'Fit' });
    const placed = await logLength(page);
    await page.touchscreen.tap(placeHere!.x + placeHere!.width / 2, placeHere!.y + placeHere!.height / 2);
    await page.touchscreen.tap(placeHere!.x + placeHere!.width / 2, placeHere!.y + placeHere!.height / 2);
    await page.waitForFunction((n) => document.querySelectorAll('.game-log__entry').length > n, placed);
    await page.waitForTimeout(700);
    // A zoom would have left the fitted view ("Fit" no longer pressed).
    expect(await fit.getAttribute('aria-pressed'), 'the map was not zoomed').toBe('true');
    await fit.page().getByRole('button', { name: 'Zoom out' }).tap();
    expect(await fit.getAttribute('aria-pressed'), 'and then the buttons work again').toBe('false');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('every step’s prompt fits the three lines kept for it at 375 px, and a longer one grows rather than being cut (QA)', async () => {
    const context = await stage.browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${stage.server.url}/solo/land-vs-sea?level=easy&players=3&seed=e2e`);
    await page.locator('.lvs-prompt-row .prompt').waitFor();
    const laidOut = (texts: string[]) =>
      page.evaluate((all) => {
        const prompt = document.querySelector<HTMLElement>('.lvs-prompt-row .prompt')!;
        const kept = prompt.getBoundingClientRect().height;
        return all.map((text) => {
          prompt.textContent = text;
          return { text, cut: prompt.scrollHeight > prompt.clientHeight, grew: prompt.getBoundingClientRect().height > kept };
        });
      }, texts);
    // The waypoint's took four lines in a box of three, cut at its top and its foot.
    for (const shown of await laidOut(Object.values(MY_STEP))) expect(shown).toMatchObject({ cut: false, grew: false });
    const [long] = await laidOut([`${MY_STEP.waypoint} ${MY_STEP.steal}`]);
    expect(long).toMatchObject({ cut: false, grew: true });
    await context.close();
  });

  it('a swipe up on the map scrolls the page, the map left as it was; a sideways drag pans the map, which never leaves the view (QA)', async () => {
    const errors: string[] = [];
    const context = await stage.browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    watchForProblems(page, errors);
    await page.goto(`${stage.server.url}/solo/land-vs-sea?level=easy&seed=e2e`);
    await page.locator('.lvs-map__tiles > *').first().waitFor();
    const touch = await context.newCDPSession(page);
    /** One finger from (x0, y0) to (x1, y1), in ten steps, as a thumb swipes. */
    const swipe = async (x0: number, y0: number, x1: number, y1: number) => {
      await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: x0, y: y0 }] });
      for (let i = 1; i <= 10; i++) {
        const point = { x: x0 + ((x1 - x0) * i) / 10, y: y0 + ((y1 - y0) * i) / 10 };
        await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [point] });
        await page.waitForTimeout(16);
      }
      await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
      await page.waitForTimeout(400);
    };
    const view = () =>
      page.evaluate(() => {
        const svg = document.querySelector('.lvs-map__svg')!;
        const map = svg.getBoundingClientRect();
        // The tiles (START at least) that show on the map, whole or in part.
        const tilesInSight = [...document.querySelectorAll('.lvs-map__tiles > *')].filter((tile) => {
          const at = tile.getBoundingClientRect();
          return at.right > map.left && at.left < map.right && at.bottom > map.top && at.top < map.bottom;
        }).length;
        return { scrollY: Math.round(scrollY), viewBox: svg.getAttribute('viewBox'), tilesInSight };
      });
    const map = await box(page, '.lvs-map__svg');
    const before = await view();
    // Up from low on the map, as a thumb goes down the page to the hand: the map took it and moved.
    await swipe(map.x + map.width / 2, map.y + map.height * 0.8, map.x + map.width / 2, map.y + map.height * 0.8 - 250);
    const scrolled = await view();
    expect(scrolled.scrollY).toBeGreaterThan(before.scrollY + 100);
    expect(scrolled.viewBox).toBe(before.viewBox);
    // Sideways, the map pans; however far, some of it stays in sight (it went blank).
    const at = await box(page, '.lvs-map__svg');
    const middle = at.y + at.height / 2;
    await swipe(at.x + 40, middle, at.x + at.width - 40, middle);
    const panned = await view();
    expect(panned.viewBox).not.toBe(before.viewBox);
    expect(panned.scrollY).toBe(scrolled.scrollY);
    for (let i = 0; i < 4; i++) await swipe(at.x + 40, middle, at.x + at.width - 40, middle);
    expect((await view()).tilesInSight).toBeGreaterThan(0);
    await page.screenshot({ path: `${SHOTS}lvs-touch-swiped-375.png` });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a desktop too, the map view controls sit beside the map, not over it; the legend’s icons keep their size', async () => {
    const errors: string[] = [];
    const context = await stage.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    watchForProblems(page, errors);
    await page.goto(`${stage.server.url}/solo/land-vs-sea?level=easy&seed=e2e`);
    await page.locator('.lvs-map__controls').waitFor();
    expect(await controlsOverMap(page)).toEqual([]);
    await page.screenshot({ path: `${SHOTS}lvs-map-1280.png` });
    // The legend's icons keep their size beside words that wrap (the options' entries shrank theirs to dots).
    await page.locator('.lvs-legend summary').click();
    const iconWidths = await page.locator('.lvs-legend li svg').evaluateAll((icons) => icons.map((i) => i.getBoundingClientRect().width));
    expect(new Set(iconWidths)).toEqual(new Set([28]));
    expect(errors).toEqual([]);
    await context.close();
  });
});
