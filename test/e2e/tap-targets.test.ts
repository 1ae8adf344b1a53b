/**
 * On a touch phone (375×812, Debian's chromium), every control a finger hits is 40 px at least
 * each way (QA: the lobby's links were 19 px tall, radios 13 px, the header's links 22 px, and
 * Air, Land & Sea's "Face up" / "Face down" 60×32, used every turn). Exempt, as WCAG 2.5.8
 * allows: a link inside a sentence, and a checkbox or radio whose label (the target) is large
 * enough; cards have their own sizes (als-phone test).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { untilMyTurn } from './support/als-driver';
import { SHOTS, useStage } from './support/stage';

const PHONE = { width: 375, height: 812 };
const MIN = 40;

/** Every visible control under MIN px, as "tag "name" W×H". */
const tooSmall = (page: Page): Promise<string[]> =>
  page.evaluate((min) => {
    const small: string[] = [];
    const big = (el: Element) => {
      const r = el.getBoundingClientRect();
      return r.width >= min && r.height >= min;
    };
    for (const el of document.querySelectorAll('a[href], button, select, input, summary')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || el.closest('.card-button, [aria-hidden="true"]')) continue;
      if (el.classList.contains('card-button')) continue;
      const sentence = el.tagName === 'A' ? el.closest('p') : null;
      if (sentence && (sentence.textContent ?? '').trim() !== (el.textContent ?? '').trim()) continue;
      const label = el.matches('input[type="checkbox"], input[type="radio"]') ? el.closest('label') : null;
      if (big(label ?? el)) continue;
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40);
      small.push(`${el.tagName.toLowerCase()} "${name}" ${Math.round(r.width)}×${Math.round(r.height)}`);
    }
    return small;
  }, MIN);

describe('tap targets on a phone', () => {
  const stage = useStage();

  it('the lobby, the play header and Air, Land & Sea’s board, a card picked: every control a finger can hit', async () => {
    const context = await stage.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(stage.server.url);
    await page.getByRole('heading', { name: /Quick match/ }).waitFor();
    expect(await tooSmall(page), 'the lobby').toEqual([]);

    await page.goto(`${stage.server.url}/solo/air-land-sea?level=easy&seed=e2e`);
    const card = page.locator('.hand .card-button:not([disabled])').first();
    await untilMyTurn(page); // the computer may move first
    await card.tap();
    await page.locator('.target-button').first().waitFor();
    await page.evaluate(() => scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}tap-targets-als-375.png` });
    expect(await tooSmall(page), 'the solo page with a card picked').toEqual([]);
    await context.close();
  });

  it('Land vs Sea’s board: the map’s buttons, the bar’s takes, the rotations; and its prompt pinned in sight from the hand', async () => {
    const context = await stage.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${stage.server.url}/solo/land-vs-sea?level=easy&seed=e2e`);
    await page.locator('.lvs-board .prompt').waitFor();
    await page.locator('.rot').first().waitFor();
    expect(await tooSmall(page), 'the solo page').toEqual([]);
    // Down at the hand (its tiles, their rotations) the prompt has scrolled away: its words stay at the top.
    await page.locator('.rot').last().scrollIntoViewIfNeeded();
    await page.evaluate(() => scrollBy(0, 200));
    const prompt = await page.locator('.lvs-board .prompt').boundingBox();
    expect(prompt!.y + prompt!.height).toBeLessThan(0);
    const pinned = page.locator('.prompt-in-sight');
    expect(await pinned.textContent()).toBe(await page.locator('.lvs-board .prompt').textContent());
    expect((await pinned.boundingBox())!.y).toBe(0);
    await page.screenshot({ path: `${SHOTS}tap-targets-lvs-375.png` });
    await context.close();
  });
});
