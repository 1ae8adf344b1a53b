/**
 * The end of an Air, Land & Sea battle: the computer's first move of the next battle waits until
 * its summary is closed (it was made behind it, unseen).
 * The end of an Air, Land & Sea game on a 375×640 phone, in Debian's chromium: the summary is
 * taller than the screen and scrolls under its buttons, which carry a shadow while more lies
 * below, and none once the end of it is reached (QA: the list of battles was cut mid-line behind
 * "Play again", with no sign it went on). A seeded game played to its end is loaded into a solo page.
 * There and on a desktop, each theater's score of the last battle reads on one line.
 */
import { describe, expect, it } from 'vitest';
import { AirLandSeaGame, type AlsMatchState } from '../../games/air-land-sea';
import { definition } from '../../games/air-land-sea/definition';
import { pick, seededRng } from '../../games/common/random';
import { ReducerMatch } from '../support/reducer';
import { watchForProblems } from './support/page-problems';
import { loadSoloMatch } from './support/solo-state';
import { SHOTS, useStage } from './support/stage';
import { linesOf, textRects } from './support/text-rects';

/** A beginner's game (first to 3 VP: a few battles) played to its end by random legal plays. */
function finishedGame(): ReducerMatch<AlsMatchState> {
  const rng = seededRng('end-dialog');
  const m = new ReducerMatch<AlsMatchState>({ ...AirLandSeaGame, seed: 'end-dialog' }, 2, { mode: 'beginner' });
  while (!m.state.ctx.gameover) {
    const G = m.state.G;
    const player = definition.engine.toAct(G)[0]!;
    const plays = definition.engine.legalActions(G, player);
    const fighting = plays.filter((a) => a.type !== 'withdraw');
    const { move, args } = definition.toMove(pick(rng, fighting.length > 0 ? fighting : plays));
    m.move(player, move, args);
  }
  return m;
}

/** Battle 1 withdrawn from at once by seat 0, its first player: the computer (seat 1) opens battle 2. */
function withdrawnAtOnce(): ReducerMatch<AlsMatchState> {
  const m = new ReducerMatch<AlsMatchState>({ ...AirLandSeaGame, seed: 'a' }, 2, {});
  expect(definition.engine.toAct(m.state.G)).toEqual(['0']);
  m.move('0', 'withdraw', []);
  expect(definition.engine.toAct(m.state.G)).toEqual(['1']);
  return m;
}

describe('the end of a battle against the computer', () => {
  const stage = useStage();

  it('the computer opens the next battle only once its summary is closed, where the player sees it', async () => {
    const errors: string[] = [];
    const page = await (await stage.browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    watchForProblems(page, errors);
    await page.goto(`${stage.server.url}/solo/air-land-sea?level=easy&seed=e2e`);
    await page.locator('.als-board').waitFor();
    await loadSoloMatch(page, withdrawnAtOnce());
    const summary = page.getByRole('dialog', { name: 'Battle 1 is over' });
    await summary.waitFor();
    const played = page.locator('.theater .card');
    // The easy computer decides in well under this; it used to play at once behind the summary.
    await page.waitForTimeout(4_000);
    expect(await played.count(), 'cards played behind the summary').toBe(0);
    await summary.getByRole('button', { name: 'Continue' }).click();
    await played.first().waitFor({ timeout: 20_000 });
    expect(errors).toEqual([]);
    await page.context().close();
  });
});

describe('the end of a game on a phone', () => {
  const stage = useStage();

  it('the summary scrolls under its buttons, which say by a shadow that more lies below', async () => {
    const errors: string[] = [];
    const page = await (
      await stage.browser.newContext({ viewport: { width: 375, height: 640 }, isMobile: true, hasTouch: true })
    ).newPage();
    watchForProblems(page, errors);
    await page.goto(`${stage.server.url}/solo/air-land-sea?level=easy&seed=e2e`);
    await page.locator('.als-board').waitFor();
    await loadSoloMatch(page, finishedGame());
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    const shadow = () => dialog.locator('.dialog__buttons').evaluate((el) => getComputedStyle(el).boxShadow);
    const scrolls = await dialog.evaluate((el) => el.scrollHeight > el.clientHeight + 1);
    expect(scrolls, 'the summary is taller than a phone').toBe(true);
    await expect.poll(shadow).not.toBe('none');
    await page.screenshot({ path: `${SHOTS}als-end-dialog-more-375.png` });
    await dialog.evaluate((el) => el.scrollTo(0, el.scrollHeight));
    await expect.poll(shadow).toBe('none');
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it.each([
    [1280, 800],
    [375, 640],
  ])('at %i px each theater’s score reads on one line', async (width, height) => {
    const errors: string[] = [];
    const page = await (await stage.browser.newContext({ viewport: { width, height } })).newPage();
    watchForProblems(page, errors);
    // The longest name the computer has: "Computer (medium) 2 :" above "11 You" at 1280 px (QA).
    await page.goto(`${stage.server.url}/solo/air-land-sea?level=medium&seed=e2e`);
    await page.locator('.als-board').waitFor();
    await loadSoloMatch(page, finishedGame());
    await page.getByRole('dialog').locator('.battle-board__score').first().waitFor();
    // The lines each score ("2 : 11") lies on, measured on the text as laid out, whatever its markup.
    const lines = linesOf(await textRects(page.locator('.battle-board__score'), '\\d+ : \\d+'));
    await page.screenshot({ path: `${SHOTS}als-end-dialog-scores-${width}.png` });
    expect(lines.length).toBe(3);
    expect(lines, 'lines each theater’s score takes').toEqual([1, 1, 1]);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
