/**
 * End to end, in Debian's chromium against the real server: two players of an Air, Land & Sea
 * match chat (markup stays text) and a spectator reads along with nothing to write in; when a
 * player's tab is hidden and the opponent's move makes it their turn, the tab's title and icon
 * say so, until the tab is seen again; the lobby's "Your matches" marks the match.
 * A hidden tab is emulated: `document.visibilityState` redefined and `visibilitychange` sent,
 * which is all the page listens to. A tab's title is not in a screenshot, so the screenshots of
 * an alert show it in a strip the test adds at the top of the page.
 * Screenshots go to test/e2e/screenshots/.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { act } from './support/als-driver';
import { watchForProblems } from './support/page-problems';
import { SHOTS, useStage } from './support/stage';

const DESKTOP = { width: 1280, height: 720 };
const PHONE = { width: 375, height: 740 };
const TURN = '● Your turn — ';

const chatLines = (page: Page) => page.locator('.chat__message').allTextContents();

async function say(page: Page, text: string) {
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Send' }).click();
}

/** What a tab switch tells the page. */
const setVisibility = (page: Page, state: 'hidden' | 'visible') =>
  page.evaluate((value) => {
    Object.defineProperty(document, 'visibilityState', { value, configurable: true });
    Object.defineProperty(document, 'hidden', { value: value === 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);

const tab = (page: Page) =>
  page.evaluate(() => ({ title: document.title, icon: document.querySelector('link[rel~="icon"]')?.getAttribute('href') ?? '' }));

/** The tab as a browser would show it (icon and title), in a strip over the top of the page. */
const showTab = (page: Page) =>
  page.evaluate(() => {
    const strip = document.createElement('div');
    strip.className = 'test-tab-strip';
    Object.assign(strip.style, {
      position: 'fixed',
      top: '0',
      left: '0',
      right: '0',
      zIndex: '1000',
      display: 'flex',
      gap: '8px',
      alignItems: 'center',
      padding: '8px 12px',
      background: '#dee1e6',
      borderBottom: '1px solid #999',
      font: '14px system-ui, sans-serif',
    });
    const icon = document.createElement('img');
    icon.src = document.querySelector('link[rel~="icon"]')?.getAttribute('href') ?? '';
    Object.assign(icon.style, { width: '16px', height: '16px' });
    const title = document.createElement('span');
    title.textContent = `Browser tab: ${document.title}`;
    strip.append(icon, title);
    document.body.append(strip);
    window.scrollTo(0, 0);
  });

describe('chat and turn alerts in a real browser', () => {
  const stage = useStage();
  const errors: string[] = [];

  const newPage = async (viewport: { width: number; height: number }) => {
    const page = await (await stage.browser.newContext({ viewport })).newPage();
    watchForProblems(page, errors); // uncaught errors and CSP violations
    return page;
  };

  it('two players chat and a spectator reads; a hidden tab shows the turn; "Your matches" marks it', async () => {
    const ada = await newPage(DESKTOP);
    await ada.goto(`${stage.server.url}/`);
    await ada.getByLabel('Your name').fill('Ada');
    await ada.getByRole('button', { name: 'Create a match' }).click();
    await ada.waitForURL(/\/match\/air-land-sea\//);
    const link = await ada.getByLabel('Invite link').inputValue();
    const bo = await newPage(PHONE);
    await bo.goto(link);
    await bo.getByLabel('Your name').fill('Bo');
    await bo.getByRole('button', { name: 'Take seat 2' }).click();
    await bo.locator('.als-board').waitFor();
    await ada.getByText('Ada vs Bo').waitFor();
    const watcher = await newPage(DESKTOP);
    await watcher.goto(`${link}?watch=1`);
    await watcher.locator('.als-board').waitFor();

    // Chat: each message reaches both seats and the spectator, as text.
    await say(ada, 'good luck <b>Bo</b>');
    await say(bo, 'you too — <img src=x onerror=alert(1)>');
    const both = ['You: good luck <b>Bo</b>', 'Bo: you too — <img src=x onerror=alert(1)>'];
    await ada.locator('.chat__message').nth(1).waitFor();
    expect(await chatLines(ada)).toEqual(both);
    await bo.locator('.chat__message').nth(1).waitFor();
    expect(await chatLines(bo)).toEqual(['Ada: good luck <b>Bo</b>', 'You: you too — <img src=x onerror=alert(1)>']);
    await watcher.locator('.chat__message').nth(1).waitFor();
    expect(await chatLines(watcher)).toEqual(['Ada: good luck <b>Bo</b>', 'Bo: you too — <img src=x onerror=alert(1)>']);
    for (const page of [ada, bo, watcher]) expect(await page.locator('.chat b, .chat img').count(), 'markup stays text').toBe(0);
    // The spectator reads only.
    expect(await watcher.getByRole('textbox', { name: 'Message' }).count()).toBe(0);
    expect(await watcher.getByRole('button', { name: 'Send' }).count()).toBe(0);
    await watcher.getByText('Spectators read the chat; only players write.').waitFor();
    expect(await watcher.getByRole('checkbox', { name: /Sound and notification/ }).count(), 'no turn of its own').toBe(0);
    // A reload keeps what this browser saw (the server keeps no chat: QA found it empty).
    await bo.reload();
    await bo.locator('.chat__message').nth(1).waitFor();
    expect(await chatLines(bo)).toEqual(['Ada: good luck <b>Bo</b>', 'You: you too — <img src=x onerror=alert(1)>']);
    // The limit of a message is the page's too.
    expect(await ada.getByRole('textbox', { name: 'Message' }).getAttribute('maxlength')).toBe('500');
    for (const [page, name] of [
      [ada, 'chat-1280'],
      [bo, 'chat-375'],
      [watcher, 'chat-spectator-1280'],
    ] as const) {
      await page.locator('.chat').scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}${name}.png` });
    }

    // Ada at the top of the page, the chat below the board (on a screen under 1200 px: from there
    // it is beside it): Bo's next message is news at the foot.
    await ada.setViewportSize({ width: 1100, height: DESKTOP.height });
    await ada.evaluate(() => window.scrollTo(0, 0));
    expect(await ada.locator('.chat').evaluate((chat) => chat.getBoundingClientRect().top > innerHeight)).toBe(true);
    await say(bo, 'one more after this?');
    const news = ada.getByRole('button', { name: /^New message/ });
    await news.waitFor();
    expect(await news.textContent()).toBe('New messageBo: one more after this?');
    await ada.screenshot({ path: `${SHOTS}chat-news-1100.png` });
    await news.click();
    await news.waitFor({ state: 'detached' });
    // Scrolled to its end: its bottom at the screen's, give or take the layout's fraction of a pixel.
    const below = await ada.locator('.chat').evaluate((chat) => chat.getBoundingClientRect().bottom - innerHeight);
    expect(below, 'the chat’s bottom below the screen’s, px').toBeLessThan(1);
    // Read where it shows, the news goes at a tap elsewhere (it stayed over a phone's hand till the chat was in sight).
    await ada.evaluate(() => window.scrollTo(0, 0));
    await say(bo, 'no hurry');
    await news.waitFor();
    await ada.waitForTimeout(1_200);
    await ada.locator('.play-header__title').click();
    await news.waitFor({ state: 'detached' });
    expect(
      await ada.locator('.chat').evaluate((chat) => chat.getBoundingClientRect().top > innerHeight),
      'the chat still out of sight',
    ).toBe(true);
    await ada.setViewportSize(DESKTOP);

    // Turn alerts, both ways: the waiting player's tab is hidden, the other plays until the turn passes.
    const titleBefore = (await tab(ada)).title;
    const iconBefore = (await tab(ada)).icon;
    for (const [waiter, mover, size] of [
      [ada, bo, 1280],
      [bo, ada, 375],
    ] as const) {
      // Whoever's turn it is finishes it first, so the waiter's turn is still to come.
      for (let i = 0; i < 20 && (await waiter.locator('.prompt--mine').count()) > 0; i++)
        if (!(await act(waiter))) await waiter.waitForTimeout(50);
      expect(await waiter.locator('.prompt--mine').count(), 'the waiter waits').toBe(0);
      await setVisibility(waiter, 'hidden');
      expect((await tab(waiter)).title).toBe(titleBefore);
      for (let i = 0; i < 100 && !(await tab(waiter)).title.startsWith(TURN); i++) if (!(await act(mover))) await mover.waitForTimeout(50);
      const alerted = await tab(waiter);
      expect(alerted.title).toBe(TURN + titleBefore);
      expect(alerted.icon).not.toBe(iconBefore);
      expect(alerted.icon).toMatch(/^data:image\/svg\+xml,/);
      await showTab(waiter);
      await waiter.screenshot({ path: `${SHOTS}turn-alert-${size}.png` });
      await waiter.evaluate(() => document.querySelector('.test-tab-strip')?.remove());

      // "Your matches" in another tab of the same browser marks the match.
      const lobby = await waiter.context().newPage();
      await lobby.goto(`${stage.server.url}/`);
      const mine = lobby.getByRole('region', { name: 'Your matches' });
      await mine.getByText('Your turn').waitFor();
      await mine.scrollIntoViewIfNeeded();
      await lobby.screenshot({ path: `${SHOTS}your-matches-turn-${size}.png` });
      await lobby.close();

      await setVisibility(waiter, 'visible');
      expect(await tab(waiter)).toEqual({ title: titleBefore, icon: iconBefore });
    }
    expect(errors).toEqual([]);
  }, 180_000);
});
