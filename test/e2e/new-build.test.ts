/**
 * End to end, in Debian's chromium: a page opened before a deploy asks for a code file the new
 * build replaced (its hashed name is gone: a 404). It showed "Something went wrong — Failed to
 * fetch dynamically imported module" (QA, after a rebuild while a match was open); it reloads
 * once for the new build instead, and only a file still missing after that is an error shown.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useStage } from './support/stage';

describe('a page of an older build', () => {
  const stage = useStage();

  /**
   * The lobby at 375 px, as a page of the old build: the rules page's code file is gone (404)
   * for it, and for every load up to `reloadsMissing` reloads (a new build would name it anew).
   */
  const oldLobby = async (reloadsMissing: number): Promise<{ page: Page; loads: () => number }> => {
    const page = await (await stage.browser.newContext({ viewport: { width: 375, height: 740 } })).newPage();
    let loads = 0;
    page.on('load', () => loads++);
    await page.route('**/assets/RulesPage-*.js', (route) =>
      loads <= 1 + reloadsMissing ? route.fulfill({ status: 404 }) : route.continue(),
    );
    await page.goto(stage.server.url);
    return { page, loads: () => loads };
  };

  it('reloads once for the new build when a code file it asks for is gone', async () => {
    const { page, loads } = await oldLobby(0);
    await page.getByRole('link', { name: 'How to play Air, Land & Sea' }).click();
    await page.getByRole('heading', { level: 1, name: 'How to play Air, Land & Sea' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/rules/air-land-sea');
    expect(loads(), 'the lobby, then the reload').toBe(2);
    await page.context().close();
  });

  it('says what went wrong when the file is still missing after that reload, without reloading again', async () => {
    const { page, loads } = await oldLobby(Infinity);
    await page.getByRole('link', { name: 'How to play Air, Land & Sea' }).click();
    await page.getByRole('heading', { name: 'Something went wrong' }).waitFor();
    await page.waitForTimeout(500);
    expect(loads()).toBe(2);
    expect(await page.getByRole('alert').textContent()).toMatch(/dynamically imported module/);
    await page.context().close();
  });
});
