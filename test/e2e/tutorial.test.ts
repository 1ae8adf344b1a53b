/**
 * End to end, in Debian's chromium against the real server: every game's guided tutorial, at
 * 1280×800 (reached from the lobby's link) and on a 375×667 touch phone (from the rules page's link, tapped).
 * Every step is followed as a learner would (support/tutorial-driver.ts: Next, or a click on what
 * is highlighted, never hidden by the panel), its explanations in order and the scripted
 * opponent's moves in the game log; the end offers a real game, which opens the solo page. The
 * first half of each is also followed with the keyboard alone (Enter, focus always where the step
 * continues).
 * A screenshot of the middle step of each tutorial at each size. The server still refuses the
 * tutorial's scripted setup: a tutorial is local only.
 */
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../games';
import { request } from '../server/support/lobby';
import { OPPONENT_PAUSE_MS, TUTORIAL_OVER } from '../../web/tutorial/TutorialBoard';
import { watchForProblems } from './support/page-problems';
import { SHOTS, useStage } from './support/stage';
import { followByKeyboard, followTutorial } from './support/tutorial-driver';

const SIZES = [
  { width: 1280, height: 800, from: 'lobby', touch: false },
  // A small phone's height (iPhone SE): on it the map's foot stayed under the screen's edge (QA).
  // Tapped, as a phone is: a map's hex takes a second tap to place.
  { width: 375, height: 667, from: 'rules', touch: true },
] as const;

describe('guided tutorials in a real browser', () => {
  const stage = useStage();

  for (const entry of GAMES.filter((meta) => meta.tutorial))
    describe(entry.title, () => {
      for (const size of SIZES)
        it(`is followed to the end at ${size.width}×${size.height}, then offers a real game`, { timeout: 120_000 }, async () => {
          const tutorial = await entry.tutorial!();
          const errors: string[] = [];
          const context = await stage.browser.newContext({
            viewport: { width: size.width, height: size.height },
            isMobile: size.touch,
            hasTouch: size.touch,
          });
          const page = await context.newPage();
          watchForProblems(page, errors);
          if (size.from === 'lobby') {
            await page.goto(stage.server.url);
            await page.getByRole('radio', { name: new RegExp(`^${entry.title}`) }).click();
            await page.getByRole('link', { name: `Tutorial for ${entry.title}` }).click();
          } else {
            await page.goto(`${stage.server.url}/rules/${entry.name}`);
            await page.getByRole('link', { name: 'Play the guided tutorial' }).tap();
          }
          expect(new URL(page.url()).pathname).toBe(`/tutorial/${entry.name}`);
          await page.getByRole('heading', { level: 1, name: `${entry.title} — tutorial` }).waitFor();

          const middle = Math.floor(tutorial.steps.length / 2);
          let stealsOnTheMap = 0;
          await followTutorial(page, tutorial, {
            touch: size.touch,
            onStep: async (index) => {
              // The bar on the map offers a Steal's tiles too: on a phone the players panel is below
              // the map, and on a wide screen the last players' hands may lie below the panel's fold.
              const onBar = await page.locator('.lvs-hud__steal:visible').count();
              if (onBar > 0 && stealsOnTheMap === 0) {
                // The map in sight for the picture, then the page back where the step put it.
                const scrolled = await page.evaluate(() => scrollY);
                await page.locator('.lvs-map').scrollIntoViewIfNeeded();
                await page.screenshot({ path: `${SHOTS}tutorial-${entry.name}-steal-${size.width}.png` });
                await page.evaluate((y) => scrollTo(0, y), scrolled);
              }
              stealsOnTheMap = Math.max(stealsOnTheMap, onBar);
              if (index !== middle) return;
              // The last move's short animation ends first (the driver is quicker than a learner).
              await page.waitForTimeout(600);
              await page.screenshot({ path: `${SHOTS}tutorial-${entry.name}-${size.width}.png` });
            },
          });

          if (entry.name === 'land-vs-sea') expect(stealsOnTheMap, 'the Steal on the bar over the map').toBeGreaterThan(0);
          // The end of a battle or game may show its summary over the page: the step points at its button.
          const dialog = page.getByRole('dialog');
          if (await dialog.count()) await dialog.locator('[data-tutorial-target]').click();
          // The match stops with the tutorial: the board says so, not "Opponent's turn…" for good.
          await page.waitForTimeout(2 * OPPONENT_PAUSE_MS);
          expect(await page.locator('.prompt').innerText()).toBe(TUTORIAL_OVER);
          expect(await page.locator('.prompt--mine').count()).toBe(0);
          const offer = page.getByRole('link', { name: 'Play a real game against the computer' });
          const query = new URLSearchParams(tutorial.realGame).toString();
          expect(await offer.getAttribute('href')).toBe(`/solo/${entry.name}?${query}`);
          expect(await page.getByRole('link', { name: `Read the rules of ${entry.title}` }).getAttribute('href')).toBe(
            `/rules/${entry.name}`,
          );
          await offer.click();
          await page.locator('.play-area__view > *').first().waitFor();
          expect(new URL(page.url()).pathname).toBe(`/solo/${entry.name}`);
          await context.close();
          expect(errors).toEqual([]);
        });

      it('is followed with the keyboard alone: focus goes where each step continues', { timeout: 60_000 }, async () => {
        const tutorial = await entry.tutorial!();
        const errors: string[] = [];
        const context = await stage.browser.newContext({ viewport: { width: 1280, height: 800 } });
        const page = await context.newPage();
        watchForProblems(page, errors);
        await page.goto(`${stage.server.url}/tutorial/${entry.name}`);
        await page.locator('.tutorial-panel').waitFor();
        // From the top of the page: Tab to the panel's Next, then Enter through the steps.
        for (let tabs = 0; tabs < 10 && (await page.evaluate(() => document.activeElement?.textContent)) !== 'Next'; tabs++)
          await page.keyboard.press('Tab');
        await followByKeyboard(page, tutorial, Math.floor(tutorial.steps.length / 2));
        await context.close();
        expect(errors).toEqual([]);
      });

      it('cannot be played on the server: its scripted setup is refused', async () => {
        const tutorial = await entry.tutorial!();
        const reply = await request(stage.server.url, 'POST', `/games/${entry.name}/create`, {
          numPlayers: tutorial.numPlayers,
          setupData: tutorial.setupData,
        });
        expect(reply.status).toBe(400);
        expect(String(reply.body.error)).toMatch(/would fix hidden information/);
      });
    });
});
