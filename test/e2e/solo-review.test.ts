/**
 * The review of a solo game in Debian's chromium (QA: a solo player could not review their game):
 * a finished beginner game is loaded into the solo page, whose end offers "Review the game"; the
 * review reads the game from this browser and judges the person's decisions, at both sizes.
 */
import { describe, expect, it } from 'vitest';
import { AirLandSeaGame, type AlsMatchState } from '../../games/air-land-sea';
import { definition } from '../../games/air-land-sea/definition';
import { seededRng } from '../../games/common/random';
import { playRandomly, ReducerMatch } from '../support/reducer';
import { watchForProblems } from './support/page-problems';
import { loadSoloMatch } from './support/solo-state';
import { SHOTS, useStage } from './support/stage';

/** A beginner game (first to 3 battles) played to its end by random moves. */
function finishedGame(): ReducerMatch<AlsMatchState> {
  const rng = seededRng('solo-review-e2e');
  const m = new ReducerMatch<AlsMatchState>({ ...AirLandSeaGame, seed: 'solo-review-e2e' }, 2, { mode: 'beginner' });
  playRandomly(m, definition, rng);
  return m;
}

describe('solo review in a real browser', () => {
  const stage = useStage();

  it.each([
    ['desktop', 1280, 800],
    ['phone', 375, 740],
  ] as const)('%s: the end of a solo game offers its review, which judges your decisions', async (name, width, height) => {
    const errors: string[] = [];
    const page = await (await stage.browser.newContext({ viewport: { width, height } })).newPage();
    watchForProblems(page, errors);
    await page.goto(`${stage.server.url}/solo/air-land-sea?level=easy&mode=beginner`);
    await page.locator('.als-board').waitFor();
    await loadSoloMatch(page, finishedGame());
    // The end dialog first; the side panel beneath it offers the review.
    await page.getByRole('button', { name: 'Look at the board' }).click();
    await page.getByRole('link', { name: 'Review the game' }).click();
    await page.waitForURL(/\/solo\/air-land-sea\/review\?level=easy&mode=beginner$/);
    // A small budget, as the review test uses: the page's own default takes a minute here.
    await page.goto(`${page.url()}&budget=40`);
    await page.getByText(/^\d+ decisions, all judged/).waitFor({ timeout: 120_000 });
    expect(await page.getByLabel('Review of').inputValue()).toBe('0');
    expect(await page.getByLabel('Review of').locator('option').allTextContents()).toEqual([
      expect.stringMatching(/^You/),
      expect.stringMatching(/^Computer \(easy\)/),
    ]);
    await page.screenshot({ path: `${SHOTS}solo-review-${name}.png`, fullPage: name === 'phone' });
    // Back to the game it reviewed.
    await page.getByRole('link', { name: 'Back to the game' }).click();
    await page.waitForURL(/\/solo\/air-land-sea\?level=easy&mode=beginner$/);
    await page.locator('.als-board').waitFor();
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
