/**
 * The solo page's hint in Debian's chromium, on a 375 px phone: off until "Hints" is ticked in
 * the header; then "Hint" asks the search in the Web Worker and says its move in the game log's
 * words, and the page still fits the screen's width.
 */
import { describe, expect, it } from 'vitest';
import { watchForProblems } from './support/page-problems';
import { SHOTS, useStage } from './support/stage';

describe('solo hint in a real browser', () => {
  const stage = useStage();

  it('on a phone: turned on in the header, a hint from the search, the page no wider than the screen', async () => {
    const errors: string[] = [];
    const page = await (await stage.browser.newContext({ viewport: { width: 375, height: 740 } })).newPage();
    watchForProblems(page, errors);
    await page.goto(`${stage.server.url}/solo/air-land-sea?level=easy&firstPlayer=0`);
    await page.locator('.play-area').waitFor();
    expect(await page.getByRole('button', { name: 'Hint', exact: true }).count()).toBe(0);
    await page.getByRole('checkbox', { name: 'Hints' }).check();
    const hint = page.getByRole('button', { name: 'Hint', exact: true });
    await hint.waitFor();
    // The computer may begin: the button waits for our turn.
    await expect.poll(() => hint.isEnabled(), { timeout: 20_000 }).toBe(true);
    await hint.click();
    const said = page.locator('.solo-hints__text', { hasText: /^Hint: (Play|Withdraw) / });
    await said.waitFor({ timeout: 20_000 });
    expect(await page.getByText('Hints used in this game: 1').count()).toBe(1);
    await said.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}solo-hint-375.png`, fullPage: true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    await page.context().close();
    expect(errors).toEqual([]);
  });
});
