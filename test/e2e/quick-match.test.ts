/**
 * Quick match end to end, in Debian's chromium against the real server: two browsers (desktop
 * 1280×800 and phone 375×812) press Quick match for Air, Land & Sea and land on the same match
 * page, each in their own seat, and one's move shows on the other's page; a lone player sees the
 * clock and the countdown, then the computer's offer, takes it and plays the computer (at both
 * sizes); a reload while waiting resumes the wait with the same ticket, and Cancel leaves the
 * queue. The server offers the computer after 4 s. Screenshots go to test/e2e/screenshots/quick-*.png.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { act } from './support/als-driver';
import { watchForProblems } from './support/page-problems';
import { SHOTS, useStage } from './support/stage';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };
const ALS_MATCH = /\/match\/air-land-sea\/([A-Za-z0-9_-]+)$/;

const shot = (page: Page, name: string) => page.screenshot({ path: `${SHOTS}${name}.png`, fullPage: true });

describe('quick match in a real browser', () => {
  // Several pages asking every second from one address: the lookups' limit raised for them.
  const stage = useStage({ QUICK_BOT_OFFER_SECONDS: '4', LIMIT_QUICK_LOOKUPS_PER_MINUTE: '1000' });
  const errors: string[] = [];

  const newPage = async (viewport: { width: number; height: number }) => {
    const context = await stage.browser.newContext({ viewport });
    const page = await context.newPage();
    watchForProblems(page, errors);
    return page;
  };

  /** Opens the lobby and presses Quick match for Air, Land & Sea (the game picked first) with "Any". */
  const quickMatch = async (page: Page, name: string) => {
    await page.goto(`${stage.server.url}/`);
    await page.getByLabel('Your name').fill(name);
    await page.getByRole('button', { name: 'Quick match', exact: true }).click();
  };

  const waitingStatus = (page: Page) => page.getByRole('status').filter({ hasText: 'Looking for a player for Air, Land & Sea…' });

  it('two browsers press Quick match: the same match, each in a seat, and a move on one shows on the other', async () => {
    const ada = await newPage(DESKTOP);
    await ada.goto(`${stage.server.url}/`);
    await ada.getByRole('form', { name: 'Quick match: Air, Land & Sea' }).waitFor();
    await shot(ada, 'quick-lobby-1280');
    await quickMatch(ada, 'Ada');
    await waitingStatus(ada).waitFor();
    await ada.getByText(/If nobody comes by 0:04 you can play the computer/).waitFor();
    await shot(ada, 'quick-waiting-1280');

    const bo = await newPage(PHONE);
    await quickMatch(bo, 'Bo');
    await Promise.all([ada.waitForURL(ALS_MATCH), bo.waitForURL(ALS_MATCH)]);
    expect(ALS_MATCH.exec(ada.url())![1]).toBe(ALS_MATCH.exec(bo.url())![1]);
    for (const page of [ada, bo]) {
      await page.locator('.als-board').waitFor();
      await page.getByText(/^(Ada vs Bo|Bo vs Ada)$/).waitFor();
      // Each holds a seat of their own: their hand, and nothing to join.
      await page.getByRole('region', { name: 'Your hand' }).waitFor();
      expect(await page.getByRole('button', { name: /Take seat/ }).count()).toBe(0);
    }
    // Whoever decides first plays a card (a click picks it, the next plays it); the other's game log tells it.
    const seenBy = async () => {
      if (
        (await bo
          .locator('.game-log')
          .getByText(/^Ada played/)
          .count()) > 0
      )
        return 'Bo';
      if (
        (await ada
          .locator('.game-log')
          .getByText(/^Bo played/)
          .count()) > 0
      )
        return 'Ada';
      return undefined;
    };
    let seer: string | undefined;
    for (let i = 0; i < 200 && !(seer = await seenBy()); i++) {
      if (!(await act(ada)) && !(await act(bo))) await ada.waitForTimeout(100);
    }
    expect(seer, 'a move on one page shows in the other page’s game log').toBeDefined();
    await shot(ada, 'quick-match-1280');
    await shot(bo, 'quick-match-375');
    expect(errors).toEqual([]);
  }, 120_000);

  for (const [viewport, size] of [
    [PHONE, '375'],
    [DESKTOP, '1280'],
  ] as const) {
    it(`alone at ${size} px: the countdown, then the computer's offer, taken and played`, async () => {
      const page = await newPage(viewport);
      await quickMatch(page, 'Cy');
      await page.getByText(/If nobody comes by 0:04 you can play the computer/).waitFor();
      expect(await page.getByRole('button', { name: /Play the computer/ }).count()).toBe(0);
      await shot(page, `quick-countdown-${size}`);
      // Offered once the time has come, the search for a person still on.
      const easy = page.getByRole('button', { name: 'Play the computer (easy, rated 1500)' });
      await easy.waitFor({ timeout: 15_000 });
      await page.getByRole('status').filter({ hasText: 'Nobody near your level yet' }).waitFor();
      await shot(page, `quick-offer-${size}`);
      await easy.click();
      await page.waitForURL(ALS_MATCH);
      await page.locator('.als-board').waitFor();
      // The computer with its fixed rating; Cy, new, has none yet.
      await page.getByText(/^(Cy vs Computer \(easy\) 1500|Computer \(easy\) 1500 vs Cy)$/).waitFor();
      // Play until the computer has made a move of its own.
      const computerMoved = page.locator('.game-log').getByText(/^Computer \(easy\) played/);
      for (let i = 0; i < 200 && (await computerMoved.count()) === 0; i++) if (!(await act(page))) await page.waitForTimeout(100);
      await computerMoved.first().waitFor();
      await shot(page, `quick-computer-${size}`);
      expect(errors).toEqual([]);
    }, 120_000);
  }

  it('a reload while waiting resumes the wait with the same ticket; Cancel leaves the queue', async () => {
    const page = await newPage(DESKTOP);
    await quickMatch(page, 'Di');
    await waitingStatus(page).waitFor();
    const ticketOf = () =>
      page.evaluate(() => JSON.parse(sessionStorage.getItem('als-lvs:quick-ticket') ?? 'null') as { ticket: string } | null);
    const held = await ticketOf();
    expect(held?.ticket).toMatch(/^[A-Za-z0-9_-]{32}$/);
    await page.getByText(/^Waiting 0:0[1-9]/).waitFor();
    await page.reload();
    await waitingStatus(page).waitFor();
    // The clock goes on from when the ticket joined the queue, not from the reload.
    await page.getByText(/^Waiting 0:0[2-9]/).waitFor({ timeout: 5_000 });
    expect(await ticketOf()).toEqual(held);
    const asked = await fetch(`${stage.server.url}/quick/${held!.ticket}`);
    expect(((await asked.json()) as { status: string }).status).toBe('waiting');
    await shot(page, 'quick-reloaded-1280');

    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Quick match', exact: true }).waitFor();
    expect(await ticketOf()).toBeNull();
    expect((await fetch(`${stage.server.url}/quick/${held!.ticket}`)).status).toBe(404);
    expect(errors).toEqual([]);
  }, 60_000);
});
