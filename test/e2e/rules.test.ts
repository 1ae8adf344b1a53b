/**
 * End to end, in Debian's chromium against the real server: each game's "How to play" page,
 * opened from the lobby's link, on a desktop and on a phone; the page never scrolls sideways,
 * and the game's pictures are drawn. Screenshots of both pages at both sizes.
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
});
