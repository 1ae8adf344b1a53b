/**
 * End to end, in Debian's chromium against the real server: each game's "How to play" page,
 * opened from the lobby's link, on a desktop and on a phone; the page never scrolls sideways,
 * the game's pictures are drawn (test/e2e/a11y.test.ts scans them with axe-core).
 * Screenshots of both pages at both sizes. A game's page opens the rules in a new tab, so the
 * game is not left.
 */
import { describe, expect, it } from 'vitest';
import { watchForProblems } from './support/page-problems';
import { SHOTS, useStage } from './support/stage';

const GAMES = [
  { name: 'air-land-sea', title: 'Air, Land & Sea', picture: '.card', pictures: 18 + 7 },
  { name: 'land-vs-sea', title: 'Land vs Sea', picture: '.tile-face', pictures: 12 },
] as const;

describe('rules pages in a real browser', () => {
  const stage = useStage();

  it('opens each game’s rules from the lobby, at 1280 px and on a 375×812 phone', async () => {
    const errors: string[] = [];
    for (const [width, height] of [
      [1280, 900],
      [375, 812],
    ] as const) {
      const page = await (await stage.browser.newContext({ viewport: { width, height } })).newPage();
      watchForProblems(page, errors);
      for (const game of GAMES) {
        await page.goto(stage.server.url);
        if (game === GAMES[0]) await page.screenshot({ path: `${SHOTS}rules-lobby-${width}.png`, fullPage: true });
        // The lobby links to the picked game's rules.
        await page.getByRole('radio', { name: new RegExp(`^${game.title}`) }).click();
        await page.getByRole('link', { name: `How to play ${game.title}` }).click();
        await page.getByRole('heading', { level: 1, name: `How to play ${game.title}` }).waitFor();
        expect(new URL(page.url()).pathname).toBe(`/rules/${game.name}`);
        await page.locator(game.picture).first().waitFor();
        expect(await page.locator(game.picture).count()).toBeGreaterThanOrEqual(game.pictures);
        // Nothing wider than the screen: the text reads without scrolling sideways.
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        await page.screenshot({ path: `${SHOTS}rules-${game.name}-${width}.png`, fullPage: true });
      }
      await page.context().close();
    }
    expect(errors).toEqual([]);
  });

  it('a solo game opens the rules in a new tab and stays where it was', async () => {
    const errors: string[] = [];
    const context = await stage.browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await context.newPage();
    watchForProblems(page, errors);
    await page.goto(`${stage.server.url}/solo/air-land-sea?level=easy&seed=e2e`);
    await page.locator('.als-board').waitFor();
    // The board scrolls the hand into view on a phone; the header with the link is at the top.
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}rules-link-solo-375.png` });
    const [rules] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: /How to play/ }).click()]);
    await rules!.getByRole('heading', { level: 1, name: 'How to play Air, Land & Sea' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/solo/air-land-sea');
    expect(await page.locator('.als-board').count()).toBe(1);
    await context.close();
    expect(errors).toEqual([]);
  });
});
