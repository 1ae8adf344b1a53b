/**
 * The solo page's hint in Debian's chromium, on a 375 px phone: off until "Hints" is ticked in
 * the header; then "Hint" asks the search in the Web Worker and says its move in the game log's
 * words with what it does, and the page still fits the screen's width. Land vs Sea's hint to place a tile names a
 * hex by coordinates the map does not show: the board marks that hex and holds the tile as the
 * hint places it, and "Show it on the board" brings the ringed hex on screen (on a phone it lies a
 * screen above the hint's words).
 */
import { describe, expect, it } from 'vitest';
import { LandVsSeaGame, type State } from '../../games/land-vs-sea';
import { definition } from '../../games/land-vs-sea/definition';
import { seededRng } from '../../games/common/random';
import { playRandomly, ReducerMatch } from '../support/reducer';
import { actLandVsSea } from './support/lvs-driver';
import { watchForProblems } from './support/page-problems';
import { loadSoloMatch } from './support/solo-state';
import { SHOTS, useStage } from './support/stage';

describe('solo hint in a real browser', () => {
  const stage = useStage();

  it('on a phone: turned on in the header, a hint from the search, the page no wider than the screen', async () => {
    const errors: string[] = [];
    const page = await (await stage.browser.newContext({ viewport: { width: 375, height: 740 } })).newPage();
    watchForProblems(page, errors);
    await page.goto(`${stage.server.url}/solo/air-land-sea?level=easy&seed=e2e`);
    await page.locator('.play-area').waitFor();
    expect(await page.getByRole('button', { name: 'Hint', exact: true }).count()).toBe(0);
    await page.getByRole('checkbox', { name: 'Hints' }).check();
    const hint = page.getByRole('button', { name: 'Hint', exact: true });
    await hint.waitFor();
    // The computer may begin: the button waits for our turn.
    await expect.poll(() => hint.isEnabled(), { timeout: 20_000 }).toBe(true);
    await hint.click();
    // With what it does: every play or withdrawal changes something the player can see.
    const said = page.locator('.solo-hints__text', { hasText: /^Hint: (Play|Withdraw) .+\. It .+\.$/ });
    await said.waitFor({ timeout: 20_000 });
    expect(await page.getByText('Hints used in this game: 1').count()).toBe(1);
    // Above the game log: on a phone the log is long, and the hint was at the very bottom.
    const top = (selector: string) => page.locator(selector).evaluate((e) => e.getBoundingClientRect().top);
    expect(await top('.solo-hints')).toBeLessThan(await top('.game-log'));
    // Within a pixel: scrolled into view, the hint's bottom meets the screen's, and the page scrolls
    // by whole pixels while a line of text is not (a CI run failed it; here it sat at 739.6 of 740).
    const onScreen = async (text: typeof said, height: number) => {
      const box = (await text.boundingBox())!;
      return box.y >= 0 && box.y + box.height <= height + 1;
    };
    expect(await onScreen(said, 740), 'the hint is shown on the screen').toBe(true);
    await page.screenshot({ path: `${SHOTS}solo-hint-375.png`, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    await page.context().close();
    expect(errors).toEqual([]);
  });

  it.each([
    ['desktop', 1280, 800],
    ['phone', 375, 740],
  ] as const)('Land vs Sea on a %s: a hint to place marks its hex on the map, the tile held as it says', async (_name, width, height) => {
    const errors: string[] = [];
    const page = await (await stage.browser.newContext({ viewport: { width, height } })).newPage();
    watchForProblems(page, errors);
    await page.goto(`${stage.server.url}/solo/land-vs-sea?level=easy&seed=e2e`);
    await page.locator('.play-area').waitFor();
    await page.getByRole('checkbox', { name: 'Hints' }).check();
    // The tick brings the button into sight: on a phone it is below the board (QA: the tick seemed to do nothing).
    await expect
      .poll(async () => {
        const button = (await page.getByRole('button', { name: 'Hint', exact: true }).boundingBox())!;
        return button.y >= 0 && button.y + button.height <= height;
      })
      .toBe(true);
    await page.evaluate(() => scrollTo(0, 0));
    // Through the draft to a turn that places a tile: spots on the map.
    const spots = page.locator('.lvs-map__spots .spot:not(.spot--waypoint)');
    for (let i = 0; i < 400 && (await spots.count()) === 0; i++) if (!(await actLandVsSea(page))) await page.waitForTimeout(50);
    expect(await spots.count()).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    const said = page.locator('.solo-hints__text', { hasText: /^Hint: Place your tile [12], its (public|private) face, at/ });
    await said.waitFor({ timeout: 20_000 });
    const box = (await said.boundingBox())!;
    // Within a pixel: the page scrolls by whole pixels, a line of text is not (a CI run: 800.19 of 800).
    expect(box.y + box.height, 'the hint is shown on the screen, under the tall map').toBeLessThanOrEqual(height + 1);
    const marked = page.locator('.spot--hinted');
    expect(await marked.count()).toBe(1);
    expect(await marked.getAttribute('aria-label')).toMatch(/^Place the tile at \(-?\d+, -?\d+\) \(the hint\)$/);
    // The ringed hex is brought on screen: on a phone it lay a screen above the hint's words (QA).
    await page.getByRole('button', { name: 'Show it on the board' }).click();
    await expect
      .poll(async () => {
        const ring = (await marked.boundingBox())!;
        return ring.y >= 0 && ring.y + ring.height <= height;
      })
      .toBe(true);
    await page.screenshot({ path: `${SHOTS}solo-hint-land-vs-sea-${width}.png` });
    await page.context().close();
    expect(errors).toEqual([]);
  });
  it('Land vs Sea late in a game on a phone: "Show it on the board" zooms the fitted map to the hinted hex, big enough to tap', async () => {
    // A long game's map fitted to 375 px drew each hex a few pixels wide.
    const m = new ReducerMatch<State>({ ...LandVsSeaGame, seed: 'late-hint' }, 2);
    playRandomly(m, definition, seededRng('late-hint'), () => {
      const now = m.state.G;
      return !(Object.keys(now.board).length >= 40 && now.step === 'place' && now.current === '0');
    });
    expect(m.state.ctx.gameover, 'the game reached a late placement of ours').toBeUndefined();
    const errors: string[] = [];
    const page = await (
      await stage.browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true })
    ).newPage();
    watchForProblems(page, errors);
    await page.goto(`${stage.server.url}/solo/land-vs-sea?level=easy&seed=e2e`);
    await page.locator('.lvs-board').waitFor();
    await loadSoloMatch(page, m);
    await page.getByRole('checkbox', { name: 'Hints' }).check();
    await page.getByRole('button', { name: 'Hint', exact: true }).click();
    await page
      .locator('.solo-hints__text', { hasText: /^Hint: Place your tile [12], its (public|private) face, at/ })
      .waitFor({ timeout: 30_000 });
    const marked = page.locator('.spot--hinted .spot__hex');
    const before = (await marked.boundingBox())!;
    await page.getByRole('button', { name: 'Show it on the board' }).click();
    await expect
      .poll(async () => {
        const ring = (await marked.boundingBox())!;
        return ring.width >= 60 && ring.y >= 0 && ring.y + ring.height <= 740 && ring.x >= 0 && ring.x + ring.width <= 375;
      })
      .toBe(true);
    const after = (await marked.boundingBox())!;
    console.log(
      `late Land vs Sea hint at 375 px: the hinted hex ${before.width.toFixed(0)} px wide fitted, ${after.width.toFixed(0)} px shown`,
    );
    await page.screenshot({ path: `${SHOTS}solo-hint-land-vs-sea-late-375.png` });
    await page.context().close();
    expect(errors).toEqual([]);
  });
});
