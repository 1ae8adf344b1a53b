/**
 * End to end, in Debian's chromium against the real server (away time 3 s): a player resigns while
 * the other is on their turn, after saying yes, and both boards say who resigned and who wins, with the end's
 * Play again; a player who closes their tab on their turn loses the match to the other's claim,
 * which counts down to when they have been away long enough, kept on screen. At 1280 and at 375 px.
 * In Land vs Sea for 3 that claim ends the match (the leader of the other two wins, maybe not the
 * claimer) and says so; for 4, the away player's partner is told too.
 * Screenshots go to test/e2e/screenshots/.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { watchForProblems } from './support/page-problems';
import { SHOTS, useStage } from './support/stage';

const DESKTOP = { width: 1280, height: 720 };
const PHONE = { width: 375, height: 740 };

const shot = async (page: Page, name: string, selector: string) => {
  await page.locator(selector).first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}${name}.png` });
};

describe('resigning and claiming the win, in a real browser', () => {
  const stage = useStage({ AWAY_CLAIM_SECONDS: '3' });
  const errors: string[] = [];

  const newPage = async (viewport: { width: number; height: number }) => {
    const page = await (await stage.browser.newContext({ viewport })).newPage();
    watchForProblems(page, errors); // uncaught errors and CSP violations
    return page;
  };

  /** Ada creates a match of `game`, Bo joins it; both boards are up. */
  const table = async (game: string, board: string) => {
    const ada = await newPage(DESKTOP);
    await ada.goto(`${stage.server.url}/`);
    if (game === 'land-vs-sea') {
      await ada.getByRole('radio', { name: /Land vs Sea/ }).click();
      await ada.getByLabel('You play').selectOption('Land'); // not at random: the same seats each run
    }
    await ada.getByLabel('Your name').fill('Ada');
    await ada.getByRole('button', { name: 'Create a match' }).click();
    await ada.waitForURL(new RegExp(`/match/${game}/`));
    const link = await ada.getByLabel('Invite link').inputValue();
    const bo = await newPage(PHONE);
    await bo.goto(link);
    await bo.getByLabel('Your name').fill('Bo');
    await bo.getByRole('button', { name: 'Take seat 2' }).click();
    for (const page of [ada, bo]) await page.locator(board).waitFor();
    await ada.getByRole('button', { name: 'Resign…' }).waitFor();
    await bo.getByRole('button', { name: 'Resign…' }).waitFor();
    // Whose turn it is: that seat's prompt is its own.
    const mine = async (page: Page) => (await page.locator('.prompt--mine').count()) > 0;
    await vi.waitFor(async () => expect((await mine(ada)) || (await mine(bo))).toBe(true), { timeout: 10_000 });
    const adaFirst = await mine(ada);
    return adaFirst
      ? { mover: ada, other: bo, moverName: 'Ada', otherName: 'Bo' }
      : { mover: bo, other: ada, moverName: 'Bo', otherName: 'Ada' };
  };

  it('Air, Land & Sea: a player kept waiting resigns, asked first; both boards say who resigned and who wins', async () => {
    // The player whose turn it is not resigns: a player kept waiting may leave.
    const { mover: winner, other: resigner, moverName: winnerName, otherName: resignerName } = await table('air-land-sea', '.als-board');
    const winnerPlays = winner.locator('.hand').getByRole('button', { name: /^Play / });
    await winnerPlays.first().waitFor();

    // The winner is reading the chat, far down the page.
    await winner.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await resigner.getByRole('button', { name: 'Resign…' }).click();
    const question = resigner.getByRole('group', { name: 'Resign…' });
    expect(await question.textContent()).toBe(`Resign? ${winnerName} wins this match. Keep playing Resign`);
    await shot(resigner, `resign-question-${resigner.viewportSize()!.width}`, '.match-side');
    await question.getByRole('button', { name: 'Resign' }).click();

    await resigner.locator('.prompt', { hasText: `You resigned. ${winnerName} wins.` }).waitFor();
    await winner.locator('.prompt', { hasText: `${resignerName} resigned. You win.` }).waitFor();
    // The hand whose turn it was offers nothing more to play (it once kept its "Play …" buttons).
    expect(await winnerPlays.count(), 'nothing to play once the match is over').toBe(0);
    // The page's end follows at once (not at its next poll): the winner may ask for a rematch.
    await winner.locator('.waiting', { hasText: `${resignerName} resigned. You win.` }).waitFor({ timeout: 5_000 });
    await winner.getByRole('button', { name: 'Play again' }).waitFor();
    // It comes into view: a resignation opens no dialog, as the rules' own end does.
    const end = (await winner.locator('.waiting').boundingBox())!;
    expect(end.y >= 0 && end.y + end.height <= winner.viewportSize()!.height, 'the end is on screen').toBe(true);
    expect(await winner.getByRole('button', { name: /^Resign/ }).count(), 'nothing to resign once it is over').toBe(0);
    await shot(winner, `resigned-${winner.viewportSize()!.width}`, '.waiting');
    await shot(resigner, `resigned-${resigner.viewportSize()!.width}`, '.waiting');
    // The game log says it too, as the move the board shows now.
    expect(
      await winner
        .locator('.game-log')
        .getByRole('button', { name: new RegExp(`: ${resignerName} resigned. You win\\. The board shows this now\\.`) })
        .count(),
    ).toBe(1);
    expect(errors).toEqual([]);
  });

  it('Land vs Sea: a player who leaves on their turn loses to the other’s claim, once away long enough', async () => {
    const { mover, other, moverName } = await table('land-vs-sea', '.lvs-board');
    await mover.context().close();
    const claim = other.getByRole('button', { name: 'Claim the win' });
    // The page asks the server's clock first: the button counts down to it, disabled until then.
    await other
      .getByText(new RegExp(`^${moverName} is away on their turn\\. If they do not come back, you can claim the win in 0:0\\d\\.$`))
      .waitFor();
    expect(await claim.isDisabled()).toBe(true);
    // On screen without scrolling, though the side is below the board (at 1280 as at 375).
    await other.evaluate(() => window.scrollTo(0, 0));
    const box = (await other.locator('.claim').boundingBox())!;
    expect(box.y + box.height, 'the claim is on screen').toBeLessThanOrEqual(other.viewportSize()!.height);
    await other.screenshot({ path: `${SHOTS}claim-countdown-${other.viewportSize()!.width}.png` });
    await claim.click({ timeout: 10_000 }); // enabled at the end of the countdown
    // Land vs Sea names the side: "You win as Sea."
    const end = new RegExp(`^${moverName} was away on their turn for too long and loses the match\\. You win as (Land|Sea)\\.$`);
    await other.locator('.prompt', { hasText: end }).waitFor();
    await other.locator('.waiting p', { hasText: end }).waitFor({ timeout: 5_000 });
    await shot(other, `claimed-${other.viewportSize()!.width}`, '.waiting');
    expect(errors).toEqual([]);
  });

  it.each([3, 4])('Land vs Sea for %i: the claim says what it does, and a partner is told', async (players) => {
    const ada = await newPage(DESKTOP);
    await ada.goto(`${stage.server.url}/?game=land-vs-sea`);
    await ada.getByLabel('Your name').fill('Ada');
    await ada.getByLabel('Players').selectOption(String(players));
    await ada.getByLabel('You play').selectOption('0'); // seat 1, Land, who drafts first
    await ada.getByRole('button', { name: 'Create a match' }).click();
    await ada.waitForURL(/\/match\/land-vs-sea\//);
    const link = await ada.getByLabel('Invite link').inputValue();
    const others: Page[] = [];
    for (const [i, name] of ['Bo', 'Cy', 'Di'].slice(0, players - 1).entries()) {
      const page = await newPage(i === 0 ? PHONE : DESKTOP);
      await page.goto(link);
      await page.getByLabel('Your name').fill(name);
      await page.getByRole('button', { name: new RegExp(`^Take seat ${i + 2}`) }).click();
      others.push(page);
    }
    for (const page of others) await page.locator('.lvs-board').waitFor();
    await ada.locator('.prompt--mine').waitFor();
    await ada.context().close();
    const [bo, cy] = others as [Page, Page];
    if (players === 3) {
      for (const page of [bo, cy]) {
        await page
          .getByText(
            /^Ada is away on their turn\. If they do not come back, you can end the match( in 0:0\d)?\. Ada then loses, and whoever of the others leads on points wins\.$/,
          )
          .waitFor();
        expect(await page.getByRole('button', { name: 'Claim the win' }).count(), 'the claimer may not win').toBe(0);
      }
      await shot(bo, 'claim-three-sides-375', '.claim');
      await cy.getByRole('button', { name: 'End the match' }).click({ timeout: 10_000 });
      await cy
        .locator('.prompt', { hasText: /^Ada was away on their turn for too long and loses the match\. .+ wins? as (Sea|Cartographer)\.$/ })
        .waitFor();
    } else {
      // Seats 1 and 3 play Land: Cy is Ada's partner; Bo (Sea) may claim.
      await cy
        .getByText(/^Ada, your partner, is away on their turn\. If they do not come back, the other side can claim the win( in 0:0\d)?\.$/)
        .waitFor();
      expect(await cy.getByRole('button', { name: /Claim the win|End the match/ }).count()).toBe(0);
      await shot(cy, 'partner-away-1280', '.claim');
      await bo.getByRole('button', { name: 'Claim the win' }).waitFor();
    }
    expect(errors).toEqual([]);
  });
});
