/**
 * Land vs Sea on a touch phone (375×812), in Debian's chromium: the first tap on a spot shows the
 * held tile there with "Place here" and "Cancel" (above the map controls, not over them); the
 * second tap places it. Screenshot: test/e2e/screenshots/lvs-touch-375.png.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { actLandVsSea } from './support/lvs-driver';
import { watchForProblems } from './support/page-problems';
import { SHOTS, useStage } from './support/stage';

const SPOT = '[aria-label^="Place the tile at"]';

const logLength = (page: Page) => page.locator('.game-log__entry').count();

const overlap = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

describe('Land vs Sea on a touch phone', () => {
  const stage = useStage();

  it('the first tap shows the tile where it would go, the second places it', async () => {
    const errors: string[] = [];
    const context = await stage.browser.newContext({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    watchForProblems(page, errors);
    await page.goto(`${stage.server.url}/solo/land-vs-sea?level=easy`);
    await page.locator('.lvs-board').waitFor();
    // The draft through the driver, until this page holds a tile with somewhere to put it.
    for (let i = 0; i < 600; i++) {
      if ((await page.locator('.prompt--mine').count()) > 0 && (await page.locator(SPOT).count()) > 0) break;
      if (!(await actLandVsSea(page))) await page.waitForTimeout(50);
    }
    const spot = page.locator(SPOT).first();
    await spot.scrollIntoViewIfNeeded();
    const before = await logLength(page);

    // Spots pulse, so they are never "stable" for playwright: force the taps.
    await spot.tap({ force: true });
    const confirm = page.getByRole('group', { name: 'Place the tile' });
    await confirm.waitFor();
    expect(await page.locator('.spot__ghost').count()).toBe(1);
    expect(await logLength(page)).toBe(before);
    const bar = (await confirm.boundingBox())!;
    const controls = (await page.locator('.lvs-map__controls').boundingBox())!;
    expect(overlap(bar, controls)).toBe(false);
    await page.screenshot({ path: `${SHOTS}lvs-touch-375.png` });

    await page.getByRole('button', { name: 'Cancel' }).tap();
    await confirm.waitFor({ state: 'detached' });
    expect(await logLength(page)).toBe(before);

    await spot.tap({ force: true });
    await confirm.waitFor();
    await spot.tap({ force: true });
    await page.waitForFunction((n) => document.querySelectorAll('.game-log__entry').length > n, before);
    expect(await page.getByRole('group', { name: 'Place the tile' }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
