/**
 * History and time travel in a real browser, for both games, solo: while a game is played, what
 * the board shows at each state is recorded; afterwards every entry of the game log and every
 * entry of boardgame.io's Debug panel (its Log tab, with `?debug=1`) must bring back exactly that
 * board, without an error. Before the fix the Debug panel replayed the seat's own log from its
 * own view: positions that never existed, or `r.shift is not a function`. A past position of the
 * Debug panel takes no move (its moves went to the live game).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { act } from './support/als-driver';
import { actLandVsSea } from './support/lvs-driver';
import { watchForProblems } from './support/page-problems';
import { SHOTS, useStage } from './support/stage';

/** What a board shows of a position, read from its DOM: piles, scores, hands, placed tiles (not what it offers to play). */
const FINGERPRINTS = {
  'air-land-sea': `[...document.querySelectorAll('.play-area__board .pile, .play-area__board .theater__score, .play-area__board .player, .play-area__board .hand__cards')].map((e) => e.textContent).join('|')`,
  'land-vs-sea': `[...document.querySelectorAll('.play-area__board [data-hex]')].map((e) => e.getAttribute('data-hex')).sort().join(' ') + '|' + [...document.querySelectorAll('.play-area__board .lvs-scores, .play-area__board .lvs-players')].map((e) => { const copy = e.cloneNode(true); copy.querySelectorAll('.steal-target__tag').forEach((tag) => tag.remove()); return copy.textContent; }).join('|')`,
} as const;

type GameName = keyof typeof FINGERPRINTS;

/** What a board offers to play: cards to pick, places to play, choices, stacks, hexes. */
const CONTROLS: Record<GameName, string> = {
  'air-land-sea': '.play-area__board :is(.card-button, .target-button, .action-bar button)',
  'land-vs-sea': '.play-area__board :is(.spot, .stack--takeable, .steal-target, .action-bar button)',
};

/** From now on, the page keeps the board's fingerprint of each state id (the log's last number). */
async function recordBoards(page: Page, game: GameName): Promise<void> {
  await page.evaluate((fingerprint) => {
    const seen: Record<string, string> = {};
    (window as unknown as { __boards: Record<string, string> }).__boards = seen;
    const read = new Function(`return ${fingerprint}`) as () => string;
    const note = () => {
      if (document.querySelector('.past-banner')) return;
      const numbers = document.querySelectorAll('.game-log__number');
      const last = numbers[numbers.length - 1]?.textContent ?? '';
      // The start's number is a dot drawn by CSS: no text.
      seen[last === '' ? '0' : last] ??= read();
    };
    note();
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
  }, FINGERPRINTS[game]);
}

const board = (page: Page, game: GameName) => page.evaluate((f) => (new Function(`return ${f}`) as () => string)(), FINGERPRINTS[game]);
const recorded = (page: Page) => page.evaluate(() => (window as unknown as { __boards: Record<string, string> }).__boards);

async function play(page: Page, game: GameName, decisions: number): Promise<void> {
  const step = game === 'air-land-sea' ? act : actLandVsSea;
  let made = 0;
  // The easy computer now and then withdraws at once: the battle's summary waits for a click.
  const next = page.getByRole('dialog').getByRole('button', { name: 'Continue' });
  for (let i = 0; i < 800 && made < decisions; i++) {
    if (await next.count()) await next.click();
    else if (await step(page)) made++;
    else await page.waitForTimeout(40);
  }
  expect(made).toBe(decisions);
  // The computer's answer, if it was its turn.
  await page.waitForTimeout(1500);
  // An answer that withdrew opens the battle's summary, whose overlay takes every click (the log's too).
  if (await next.count()) await next.click();
}

describe.each(['air-land-sea', 'land-vs-sea'] as const)('%s history in a real browser', (game) => {
  const stage = useStage();

  it('every log entry and every Debug panel entry shows the board as it was', async () => {
    const errors: string[] = [];
    const page = await (await stage.browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    watchForProblems(page, errors);
    await page.goto(`${stage.server.url}/solo/${game}?level=easy&debug=1&seed=e2e`);
    await page.locator('.game-log').waitFor();
    await recordBoards(page, game);
    await play(page, game, 10);
    const boards = await recorded(page);
    const states = Object.keys(boards).map(Number);
    // Ten of the seat's steps are some five moves and the computer's answers (picking a card in
    // hand is a step that makes no move): enough states to check, however the game went.
    expect(states.length).toBeGreaterThan(5);

    // The game log: each entry shows the board as it was, then one click back to the live game.
    // (The Debug panel opens closed: nothing of the page's right side is under it.)
    expect(await page.locator('.debug-panel .pane').count()).toBe(0);
    const live = await board(page, game);
    // Scrolled down to the log, a move picked there brings the banner over its board into sight.
    await page.evaluate(() => scrollTo(0, document.documentElement.scrollHeight));
    await page.locator('.game-log__entry').nth(1).click();
    const bannerTop = await page.locator('.past-banner').evaluate((e) => e.getBoundingClientRect().top);
    expect(bannerTop, 'the banner of the past position in sight').toBeGreaterThanOrEqual(0);
    for (const id of states) {
      await page.locator('.game-log__entry').nth(id).click();
      const expected = boards[String(id)];
      const latest = Math.max(...states);
      if (id !== latest) {
        await page.locator('.past-banner').waitFor();
        // A position of the past is shown, not played from, even one where it was your turn.
        expect(await page.locator(CONTROLS[game]).count(), `controls at log entry ${id}`).toBe(0);
        expect(await page.locator('.play-area__board .prompt--mine').count(), `your-turn prompt at log entry ${id}`).toBe(0);
      }
      expect(await board(page, game), `log entry ${id}`).toBe(expected);
    }
    await page.screenshot({ path: `${SHOTS}${game}-history.png` });
    if (await page.locator('.past-banner').count()) await page.getByRole('button', { name: 'Back to the live game' }).click();
    expect(await board(page, game)).toBe(live);

    // The Debug panel, opened by its toggle (its '.' key, typed on the page, is the page's): its Log
    // tab lists every move; each one pinned shows the position after it.
    await page.locator('.debug-panel .visibility-toggle').click();
    await page.locator('.debug-panel button.menu-item', { hasText: 'Log' }).click();
    const entries = page.locator('button.log-event');
    const count = await entries.count();
    expect(count).toBe(Math.max(...states));
    for (let i = 0; i < count; i++) {
      await entries.nth(i).click();
      const expected = boards[String(i + 1)];
      if (expected !== undefined) expect(await board(page, game), `Debug log entry ${i}`).toBe(expected);
      // Its moves went to the live game: a card played since was refused without a word.
      await page.locator('.past-banner', { hasText: 'Debug panel' }).waitFor();
      expect(await page.locator(CONTROLS[game]).count(), `controls at Debug log entry ${i}`).toBe(0);
    }
    await page.screenshot({ path: `${SHOTS}${game}-debug-past.png` });
    await page.keyboard.press('Escape');
    await page.locator('.past-banner').waitFor({ state: 'detached' });
    expect(await board(page, game)).toBe(live);
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
