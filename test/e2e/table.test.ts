/**
 * End to end, in Debian's chromium against the real server: a 3-player Land vs Sea match fills
 * seat by seat. The lobby lists it with its player count, roles and forced options; until the
 * last seat is taken every board names the empty seats and offers nothing; then play starts on
 * the same boards, without a reload or a new socket.
 * Screenshots go to test/e2e/screenshots/.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { watchForProblems } from './support/page-problems';
import { SHOTS, useStage } from './support/stage';

const DESKTOP = { width: 1280, height: 720 };
const PHONE = { width: 375, height: 740 };

/** With `selector` scrolled into view, or from the top of the page (the waiting strip and its link). */
const shot = async (page: Page, name: string, selector?: string) => {
  if (selector) await page.locator(selector).first().scrollIntoViewIfNeeded();
  else await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}${name}.png` });
};
const prompt = (page: Page) => page.locator('.lvs-board .prompt').textContent();

describe('a table that fills, in a real browser', () => {
  const stage = useStage();
  const errors: string[] = [];

  const newPage = async (viewport: { width: number; height: number }) => {
    const page = await (await stage.browser.newContext({ viewport })).newPage();
    watchForProblems(page, errors); // uncaught errors and CSP violations
    return page;
  };

  const join = async (page: Page, link: string, name: string, seat: string) => {
    await page.goto(link);
    await page.getByLabel('Your name').fill(name);
    await page.getByRole('button', { name: `Take seat ${seat}` }).click();
    await page.locator('.lvs-board').waitFor();
  };

  it('Land vs Sea for 3: listed with its roles and options, the boards wait, then play starts', async () => {
    const ada = await newPage(DESKTOP);
    await ada.goto(`${stage.server.url}/`);
    await ada.getByRole('radio', { name: /Land vs Sea/ }).click();
    await ada.getByLabel('Your name').fill('Ada');
    await ada.getByLabel('Players').selectOption('3');
    await ada.getByLabel('You play').selectOption('Land'); // not at random: Ada is seat 1
    expect(await ada.getByLabel('Waypoints').inputValue()).toBe('forced');
    await shot(ada, 'lobby-forced-options-1280');
    await ada.getByRole('button', { name: 'Create a match' }).click();
    await ada.waitForURL(/\/match\/land-vs-sea\//);
    await ada.locator('.lvs-board').waitFor();
    const link = await ada.getByLabel('Invite link').inputValue();
    const waiting = 'Waiting for players in seats 2 (Sea) and 3 (Cartographer): nobody can move until every seat is taken.';
    await ada.getByText(waiting).waitFor();
    expect(await ada.locator('.prompt--mine, .stack--takeable').count(), 'nothing to do at a table with empty seats').toBe(0);

    // The lobby lists the match as it will be played.
    for (const viewport of [DESKTOP, PHONE]) {
      const visitor = await newPage(viewport);
      await visitor.goto(`${stage.server.url}/`);
      await visitor.getByRole('radio', { name: /Land vs Sea/ }).click();
      await visitor.getByText('Ada (Land) vs open seat (Sea) vs open seat (Cartographer)').waitFor();
      const setup = await visitor.locator('.match-list__setup').first().textContent();
      expect(setup).toBe(
        '3 players: Land, Sea, Cartographer · Mountains & corals, Caravans & ships, Waypoints: on (always with 3 players)',
      );
      await shot(visitor, `lobby-open-lvs-${viewport.width}`, '.match-list');
      await visitor.context().close();
    }

    const bo = await newPage(PHONE);
    await join(bo, link, 'Bo', '2 (Sea)');
    await bo.getByText('Waiting for a player in seat 3 (Cartographer): nobody can move until every seat is taken.').waitFor();
    await ada.getByText('Waiting for a player in seat 3 (Cartographer): nobody can move until every seat is taken.').waitFor();
    await shot(ada, 'table-waiting-1280');
    await shot(bo, 'table-waiting-375');

    // Marks on the boards' elements: a board that remounted would lose them.
    for (const page of [ada, bo]) await page.locator('.lvs-board').evaluate((board) => board.setAttribute('data-mark', 'kept'));
    const cy = await newPage(DESKTOP);
    await join(cy, link, 'Cy', '3 (Cartographer)');
    // Seat 1 drafts first: its board offers the stacks as soon as the last player is in.
    await ada.locator('.prompt--mine').waitFor({ timeout: 10_000 });
    expect(await prompt(ada)).toMatch(/Draft/);
    expect(await ada.getByLabel('Invite link').count()).toBe(0);
    await bo.waitForFunction(() => !document.querySelector('.lvs-board .prompt')?.textContent?.startsWith('Waiting'));
    for (const page of [ada, bo]) expect(await page.locator('.lvs-board[data-mark="kept"]').count(), 'the same board').toBe(1);
    // The server takes the move: the draft moves on, on every board.
    const before = await prompt(bo);
    await ada.locator('.stack--takeable').first().click();
    await bo.waitForFunction((text) => document.querySelector('.lvs-board .prompt')?.textContent !== text, before);
    expect(errors).toEqual([]);
  }, 180_000);

  it('Land vs Sea at random: the side is drawn when the match is made, and the joiner gets the other', async () => {
    for (const viewport of [DESKTOP, PHONE]) {
      const page = await newPage(viewport);
      await page.goto(`${stage.server.url}/`);
      await page.getByRole('radio', { name: /Land vs Sea/ }).click();
      await page.getByLabel('Players').selectOption('4');
      expect(await page.getByLabel('You play').inputValue()).toBe('random');
      const labels = await page.locator('.new-match label[for^="seat-"]').allTextContents();
      expect(labels).toEqual(['Opponent 1', 'Team-mate', 'Opponent 2']);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, 'the form keeps to the screen').toBeLessThanOrEqual(0);
      await shot(page, `new-match-your-side-${viewport.width}`, '#your-side');
      await page.context().close();
    }
    // The draw, fixed for the test: the upper half of [0, 1) is seat 2 of 2, Sea.
    const ada = await newPage(DESKTOP);
    await ada.addInitScript(() => {
      Math.random = () => 0.75;
    });
    await ada.goto(`${stage.server.url}/`);
    await ada.getByRole('radio', { name: /Land vs Sea/ }).click();
    await ada.getByLabel('Your name').fill('Ada');
    await ada.getByRole('button', { name: 'Create a match' }).click();
    await ada.waitForURL(/\/match\/land-vs-sea\//);
    await ada.getByText('Waiting for a player in seat 1 (Land): nobody can move until every seat is taken.').waitFor();
    const bo = await newPage(PHONE);
    await join(bo, await ada.getByLabel('Invite link').inputValue(), 'Bo', '1 (Land)');
    // Land drafts first: Bo, who joined second.
    await bo.locator('.prompt--mine').waitFor({ timeout: 10_000 });
    expect(await ada.locator('.prompt--mine').count()).toBe(0);
    expect(await ada.locator('.lvs-player__head').allTextContents()).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Bo.*Land/), expect.stringMatching(/^You.*Sea/)]),
    );
    expect(errors).toEqual([]);
  }, 120_000);

  it('a player leaves a table that is still filling: the seat opens again, and the last one out removes the match', async () => {
    const lobbyMatch = (id: string) => fetch(`${stage.server.url}/games/land-vs-sea/${id}`);
    const ada = await newPage(DESKTOP);
    await ada.goto(`${stage.server.url}/`);
    await ada.getByRole('radio', { name: /Land vs Sea/ }).click();
    await ada.getByLabel('Your name').fill('Ada');
    await ada.getByLabel('Players').selectOption('3');
    await ada.getByLabel('You play').selectOption('Land'); // not at random: Ada is seat 1
    await ada.getByRole('button', { name: 'Create a match' }).click();
    await ada.waitForURL(/\/match\/land-vs-sea\//);
    const link = await ada.getByLabel('Invite link').inputValue();
    const matchID = link.split('/').pop()!;

    const bo = await newPage(PHONE);
    await join(bo, link, 'Bo', '2 (Sea)');
    // Bo has the match open in a second tab too; it must not go on as the seat once it is given up.
    const boTab = await bo.context().newPage();
    await boTab.goto(link);
    await boTab.locator('.lvs-board').waitFor();
    // A visitor looking at the table, to see it go.
    const cy = await newPage(DESKTOP);
    await cy.goto(link);
    await cy.getByRole('button', { name: 'Take seat 3 (Cartographer)' }).waitFor();
    await bo.getByRole('button', { name: 'Leave this match' }).click();
    // Asked first, the safe answer focused; Stay, or Escape, puts the button back.
    expect(await bo.evaluate(() => document.activeElement?.textContent)).toBe('Stay');
    await bo.getByRole('button', { name: 'Stay' }).click();
    expect(await bo.evaluate(() => document.activeElement?.textContent)).toBe('Leave this match');
    await bo.keyboard.press('Enter');
    await bo.keyboard.press('Escape');
    expect(await bo.evaluate(() => document.activeElement?.textContent)).toBe('Leave this match');
    await bo.getByRole('button', { name: 'Leave this match' }).click();
    expect(await bo.locator('.ask-first').textContent()).toBe('Give up your seat? Stay Leave');
    await shot(bo, 'table-leave-375');
    await bo.getByRole('button', { name: 'Leave', exact: true }).click();
    // Back in the lobby, at the game just left.
    await bo.waitForURL(`${stage.server.url}/?game=land-vs-sea`);
    expect(await bo.getByRole('radio', { name: /Land vs Sea/ }).getAttribute('aria-checked')).toBe('true');
    const seatsKept = await bo.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('als-lvs:seat:')));
    expect(seatsKept, 'no longer among this browser’s matches').toEqual([]);
    // The second tab follows: it offers the seat to take again, and no longer plays it.
    await boTab.getByRole('button', { name: 'Take seat 2 (Sea)' }).waitFor({ timeout: 5_000 });
    expect(await boTab.getByRole('button', { name: 'Leave this match' }).count()).toBe(0);
    // Ada's page opens the seat again, her board no longer names Bo, and the lobby offers the seat.
    await ada.getByText('Waiting for players in seats 2 (Sea) and 3 (Cartographer): nobody can move until every seat is taken.').waitFor();
    await ada.waitForFunction(() => !document.querySelector('.lvs-board')?.textContent?.includes('Bo (Sea)'), undefined, {
      timeout: 5_000,
    });
    expect(await ada.locator('.lvs-score__who').allTextContents()).toEqual(['You', 'Player 2', 'Player 3']);
    const seats = ((await (await lobbyMatch(matchID)).json()) as { players: { name?: string }[] }).players.map((p) => p.name ?? null);
    expect(seats).toEqual(['Ada', null, null]);

    // The last player out: the match is gone from the server and from the lobby.
    await ada.getByRole('button', { name: 'Leave this match' }).click();
    expect(await ada.locator('.ask-first').textContent()).toBe(
      'Give up your seat? Nobody else has joined: the match is removed. Stay Leave',
    );
    await shot(ada, 'table-leave-last-1280');
    await ada.getByRole('button', { name: 'Leave', exact: true }).click();
    await ada.waitForURL(`${stage.server.url}/?game=land-vs-sea`);
    expect((await lobbyMatch(matchID)).status).toBe(404);
    // The visitor's page says so at its next look (every 3 s while the table fills), and offers nothing more.
    await cy
      .getByText('This match does not exist: its players left it before it began, it was cleaned up, or the link is wrong.')
      .waitFor({ timeout: 8_000 });
    expect(await cy.getByRole('button', { name: /Take seat/ }).count()).toBe(0);
    await shot(cy, 'table-gone-1280');
    await ada.locator('#open-matches-title').waitFor();
    await ada.getByText('Loading…').waitFor({ state: 'detached' });
    expect(await ada.getByText('Ada (Land) vs open seat (Sea) vs open seat (Cartographer)').count(), 'not listed').toBe(0);
    expect(errors).toEqual([]);
  }, 120_000);
});
