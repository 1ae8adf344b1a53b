/**
 * Where the lobby's panels sit, in Debian's chromium. On a phone (one column) the open matches come
 * right after the quick match, before the new-game form: they began more than two screens down,
 * below the whole form. On a desktop they keep the right column, level with the quick match.
 * Screenshots: test/e2e/screenshots/lobby-layout-<width>.png.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { watchForProblems } from './support/page-problems';
import { SHOTS, useStage } from './support/stage';
import { contextAt, isPhone, PHONE_AND_DESKTOP } from './support/viewports';

const GAME = 'air-land-sea';

/** The top and left of each panel on the page, by its heading. */
const panels = (page: Page) =>
  page.evaluate(() => {
    const at = (selector: string) => {
      const box = document.querySelector(selector)!.getBoundingClientRect();
      return { top: Math.round(box.top + scrollY), left: Math.round(box.left) };
    };
    return { quick: at('.quick-match'), open: at('.open-matches'), create: at('.new-match') };
  });

describe('the lobby’s layout', () => {
  const stage = useStage();

  it('on a phone, open matches come before the new-game form; on a desktop, beside the quick match', async () => {
    const post = async (path: string, body: object) =>
      (await (
        await fetch(`${stage.server.url}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).json()) as { matchID: string };
    const { matchID } = await post(`/games/${GAME}/create`, { numPlayers: 2 });
    await post(`/games/${GAME}/${matchID}/join`, { playerID: '0', playerName: 'Mara' });

    const errors: string[] = [];
    for (const viewport of PHONE_AND_DESKTOP) {
      const page = await (await contextAt(stage.browser, viewport)).newPage();
      watchForProblems(page, errors);
      await page.goto(`${stage.server.url}/?game=${GAME}`);
      await page.getByRole('button', { name: 'Join' }).first().waitFor();
      const { quick, open, create } = await panels(page);
      if (isPhone(viewport)) {
        expect(open.top, 'open matches below the quick match').toBeGreaterThan(quick.top);
        expect(open.top, 'open matches above the new-game form').toBeLessThan(create.top);
        expect(open.left).toBe(quick.left);
      } else {
        expect(open.left, 'open matches in the right column').toBeGreaterThan(quick.left + viewport.width / 3);
        expect(Math.abs(open.top - quick.top), 'level with the quick match').toBeLessThanOrEqual(4);
        expect(create.top, 'the new-game form under the quick match').toBeGreaterThan(quick.top);
        expect(create.left).toBe(quick.left);
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: `${SHOTS}lobby-layout-${viewport.width}.png`, fullPage: true });
      await page.context().close();
    }
    expect(errors).toEqual([]);
  }, 60_000);
});
