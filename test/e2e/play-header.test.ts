/**
 * The header of a play page in Debian's chromium: on a phone (375 px) the "How to play" link
 * shares the first row with "← Lobby" and the title (it used to wrap onto a row of its own), and
 * who plays and the page's buttons come below; on a desktop it is all one row.
 * Screenshots: test/e2e/screenshots/play-header-<game>-<width>.png.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../games';
import { watchForProblems } from './support/page-problems';
import { SHOTS, useStage } from './support/stage';
import { contextAt, isPhone, PHONE_AND_DESKTOP } from './support/viewports';

interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

const boxes = (page: Page) =>
  page.evaluate(() => {
    const box = (selector: string): Box => {
      const r = document.querySelector(selector)!.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right };
    };
    return {
      header: box('.play-header'),
      home: box('.play-header__home'),
      title: box('.play-header__title'),
      rules: box('.play-header__rules'),
      extra: box('.play-header__extra'),
      pageWidth: document.documentElement.scrollWidth,
    };
  });

/** Two boxes on the same row: they overlap vertically. */
const sameRow = (a: Box, b: Box) => a.top < b.bottom && b.top < a.bottom;

describe('the play header', () => {
  const stage = useStage();

  it('on a phone, the rules link is on the first row with the lobby link and the title; on a desktop, all is one row', async () => {
    const errors: string[] = [];
    for (const viewport of PHONE_AND_DESKTOP) {
      const phone = isPhone(viewport);
      const context = await contextAt(stage.browser, viewport);
      for (const game of GAMES) {
        const page = await context.newPage();
        watchForProblems(page, errors);
        await page.goto(`${stage.server.url}/solo/${game.name}?level=easy&seed=e2e`);
        await page.locator('.prompt').waitFor({ timeout: 20_000 });
        await page.evaluate(() => scrollTo(0, 0));
        const b = await boxes(page);
        const where = `${game.name} at ${viewport.width}px: ${JSON.stringify(b)}`;
        expect(b.pageWidth, where).toBeLessThanOrEqual(viewport.width);
        expect(sameRow(b.rules, b.home), where).toBe(true);
        expect(sameRow(b.rules, b.title), where).toBe(true);
        // One line of link, inside the header.
        expect(b.rules.bottom - b.rules.top, where).toBeLessThanOrEqual(b.home.bottom - b.home.top + 1);
        expect(b.rules.right, where).toBeLessThanOrEqual(b.header.right + 0.5);
        if (phone) {
          // The rules link ends the first row; who plays and "New game" make the second.
          expect(b.extra.top, where).toBeGreaterThanOrEqual(b.rules.bottom);
          expect(b.header.right - b.rules.right, where).toBeLessThan(2);
        } else {
          expect(sameRow(b.extra, b.rules), where).toBe(true);
        }
        await page.screenshot({
          path: `${SHOTS}play-header-${game.name}-${viewport.width}.png`,
          clip: { x: 0, y: 0, width: viewport.width, height: 140 },
        });
        await page.close();
      }
      await context.close();
    }
    expect(errors).toEqual([]);
  }, 120_000);
});
