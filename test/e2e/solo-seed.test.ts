/**
 * End to end, in Debian's chromium: a solo game's seed. A developer who saw a solo game go wrong
 * could not play it again: each game drew its own deal and nothing showed which. With the Debug
 * panel on (`?debug=1`) the page shows the game's seed and a link to its deal; that link, opened
 * in another browser, deals the same hands, and the computer answers the same moves alike.
 */
import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { act, untilMyTurn } from './support/als-driver';
import { watchForProblems } from './support/page-problems';
import { SHOTS, useStage } from './support/stage';
import { contextAt, isPhone, PHONE_AND_DESKTOP } from './support/viewports';

/** The cards in this seat's hand, in order. */
const hand = (page: Page) => page.locator('.hand .card__name').evaluateAll((names) => names.map((n) => n.textContent ?? ''));

/** The game log's lines, oldest first. */
const log = (page: Page) => page.locator('.game-log__line').evaluateAll((lines) => lines.map((l) => l.textContent ?? ''));

/** Plays `rounds` of this seat's moves as the driver plays them (the first thing offered), each answered by the computer. */
async function play(page: Page, rounds: number): Promise<void> {
  for (let played = 0; played < rounds;) {
    await untilMyTurn(page);
    const before = (await log(page)).length;
    if (!(await act(page))) continue;
    // A card picked from the hand is a move only once its theater is picked: act again.
    if ((await log(page)).length === before) continue;
    played++;
  }
  await untilMyTurn(page);
}

describe('a solo game’s seed', () => {
  const stage = useStage();

  it.each(PHONE_AND_DESKTOP)('at $width px: the Debug page shows it, and its link deals the same game again', async (viewport) => {
    const contexts: BrowserContext[] = [];
    const open = async (path: string) => {
      const context = await contextAt(stage.browser, viewport);
      contexts.push(context);
      const page = await context.newPage();
      const problems: string[] = [];
      watchForProblems(page, problems);
      await page.goto(`${stage.server.url}${path}`);
      await page.locator('.hand .card__name').first().waitFor();
      return { page, problems };
    };
    try {
      const first = await open('/solo/air-land-sea?level=easy&debug=1');
      const line = first.page.locator('.deal-seed');
      const seed = (await line.locator('code').textContent()) ?? '';
      expect(seed).toMatch(/^[a-z0-9]{10}$/);
      // It fits the screen: a phone's too.
      const box = (await line.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
      const href = (await line.getByRole('link').getAttribute('href')) ?? '';
      expect(new URL(href, stage.server.url).searchParams.get('seed')).toBe(seed);
      await first.page.screenshot({ path: `${SHOTS}solo-seed-${viewport.width}.png` });
      const dealt = await hand(first.page);
      await play(first.page, 3);

      const again = await open(href);
      expect(await hand(again.page), 'the same hand').toEqual(dealt);
      await play(again.page, 3);
      // The same moves, answered alike: the logs read the same, the computer's moves among them.
      const [a, b] = [await log(first.page), await log(again.page)];
      expect(b).toEqual(a);
      // Three moves of this seat: the computer's two or three answers between them.
      expect(a.filter((l) => l.startsWith('Computer (easy) ')).length, 'the computer moved').toBeGreaterThanOrEqual(2);
      expect(await hand(again.page)).toEqual(await hand(first.page));
      expect([...first.problems, ...again.problems]).toEqual([]);
    } finally {
      await Promise.all(contexts.map((c) => c.close()));
    }
  });

  it('a page given a seed deals by it, in any browser; without the Debug panel it does not show it', async () => {
    const viewport = PHONE_AND_DESKTOP.find((v) => !isPhone(v))!;
    const hands: string[][] = [];
    for (const seed of ['qa-one', 'qa-two', 'qa-one']) {
      // A browser of its own each time: nothing kept from the last.
      const context = await contextAt(stage.browser, viewport);
      try {
        const page = await context.newPage();
        await page.goto(`${stage.server.url}/solo/air-land-sea?level=easy&seed=${seed}`);
        await page.locator('.hand .card__name').first().waitFor();
        hands.push(await hand(page));
        expect(await page.locator('.deal-seed').count()).toBe(0);
      } finally {
        await context.close();
      }
    }
    expect(hands[2], 'the same seed, the same deal').toEqual(hands[0]);
    expect(hands[1], 'another seed, another deal').not.toEqual(hands[0]);
  });
});
