/**
 * Keyboard play in Debian's chromium, desktop and phone: a solo Air, Land & Sea game where a card
 * and a theater are chosen with the arrow keys and Enter, and focus follows the game — to the
 * targets once a card is picked, to the prompt while the bot thinks, back to the hand when it is
 * your turn again (never to <body>). Screenshots show the keyboard focus on the board.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { watchForProblems } from './support/page-problems';
import { SHOTS, useStage } from './support/stage';

/** What has focus: its classes and accessible name, or the tag of <body>. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return { where: 'body', name: '' };
    return { where: el.className, name: el.getAttribute('aria-label') ?? el.textContent ?? '' };
  });

describe('keyboard play in a real browser', () => {
  const stage = useStage();

  it(
    'Air, Land & Sea solo: arrows and Enter pick a card and a theater; focus goes to the next thing to do',
    { timeout: 120_000 },
    async () => {
      const errors: string[] = [];
      for (const viewport of [
        { width: 1280, height: 800 },
        { width: 375, height: 812 },
      ]) {
        const context = await stage.browser.newContext({ viewport, reducedMotion: 'reduce' });
        const page = await context.newPage();
        watchForProblems(page, errors);
        await page.goto(`${stage.server.url}/solo/air-land-sea?level=easy&seed=e2e`);
        await page.locator('.als-board .prompt--mine').waitFor({ timeout: 20_000 });
        const handSize = await page.locator('.hand .card-button').count();

        // The hand is one Tab stop; the arrows move within it.
        await page.locator('.hand .card-button[tabindex="0"]').focus();
        const first = await focused(page);
        await page.keyboard.press('ArrowRight');
        const second = await focused(page);
        expect(second.where).toContain('card-button');
        expect(second.name).not.toBe(first.name);
        expect(second.name).toMatch(/^Play /);

        // Enter picks it: focus goes to where it can go; the arrows move to a face-down play.
        await page.keyboard.press('Enter');
        let target = await focused(page);
        expect(target.where).toContain('target-button');
        for (let i = 0; i < 6 && !/face down/.test(target.name); i++) {
          await page.keyboard.press('ArrowRight');
          target = await focused(page);
        }
        // With the computer's Containment on the table the label says so ("…: destroyed by Containment").
        expect(target.name).toMatch(/^Play .* face down to (Air|Land|Sea)(: destroyed by \w+)?$/);
        await page.screenshot({ path: `${SHOTS}keyboard-als-target-${viewport.width}.png` });

        // Enter plays it. Focus never drops to <body>: the prompt while the bot plays, then your hand.
        await page.keyboard.press('Enter');
        expect((await focused(page)).where).not.toBe('body');
        // The bot answers. The deal is random: now and then it withdraws at once (the battle's
        // summary opens), or its card flips yours face up and your card's ability asks you to
        // choose on the board (Disrupt: a card; Transport: a card, then a theater) first.
        await page.waitForFunction(
          (n) =>
            document.querySelector('[role="dialog"]') ||
            (document.querySelectorAll('.hand .card-slot').length === n - 1 && document.querySelector('.prompt--mine')),
          handSize,
          { timeout: 20_000 },
        );
        const back = await focused(page);
        if ((await page.getByRole('dialog').count()) > 0) {
          expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null)).toBe(true);
        } else if ((await page.locator('.hand .card-button').count()) > 0) {
          expect(back.where).toContain('card-button');
          expect(back.name).toMatch(/^Play /);
          expect(await page.evaluate(() => document.activeElement?.closest('.hand') !== null)).toBe(true);
        } else {
          // A card or a theater to choose (a target), or declining the choice.
          expect(back.where).toMatch(/card-button|target-button|decline/);
          expect(await page.evaluate(() => document.activeElement?.closest('.theaters, .action-bar') !== null)).toBe(true);
        }
        await page.screenshot({ path: `${SHOTS}keyboard-als-hand-${viewport.width}.png` });
        await context.close();
      }
      expect(errors).toEqual([]);
    },
  );

  it(
    'a solo game opened from the lobby starts with the focus on the board (the keyboard scrolled to it, the mouse not); a reload leaves it to the browser',
    { timeout: 120_000 },
    async () => {
      const errors: string[] = [];
      for (const [viewport, input] of [
        [{ width: 1280, height: 800 }, 'keyboard'],
        [{ width: 375, height: 812 }, 'keyboard'],
        // Short, so that the hand is below the fold: a click must not scroll the page to it.
        [{ width: 375, height: 560 }, 'mouse'],
      ] as const) {
        const context = await stage.browser.newContext({ viewport, reducedMotion: 'reduce' });
        const page = await context.newPage();
        watchForProblems(page, errors);
        await page.goto(`${stage.server.url}/`);
        await page.getByRole('radio', { name: /Air, Land & Sea/ }).click();
        await page.getByLabel('Computer', { exact: true }).selectOption('easy');
        const play = page.getByRole('button', { name: 'Play against the computer' });
        if (input === 'keyboard') {
          await play.focus();
          await page.keyboard.press('Enter');
        } else {
          await play.click();
        }
        await page.waitForURL(/\/solo\/air-land-sea/);
        // Whoever moves first, focus ends in the hand once it is ours to play: on the prompt
        // meanwhile, never on the page's header.
        await page.waitForFunction(
          () => document.activeElement?.closest('.als-board .hand') && document.querySelector('.prompt--mine'),
          null,
          {
            timeout: 20_000,
          },
        );
        const hand = await focused(page);
        expect(hand.where).toContain('card-button');
        expect(hand.name).toMatch(/^Play /);
        const scrolled = await page.evaluate(() => window.scrollY);
        if (input === 'mouse') expect(scrolled).toBe(0);
        else {
          // The focused card is on screen.
          const box = (await page.locator(':focus').boundingBox())!;
          expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
          expect(box.y).toBeGreaterThanOrEqual(0);
        }
        if (viewport.width === 375 && input === 'keyboard') {
          await page.screenshot({ path: `${SHOTS}keyboard-als-from-lobby-375.png` });
        }
        await page.reload();
        await page.locator('.als-board .prompt').waitFor({ timeout: 20_000 });
        expect((await focused(page)).where).toBe('body');
        await context.close();
      }
      expect(errors).toEqual([]);
    },
  );
});
