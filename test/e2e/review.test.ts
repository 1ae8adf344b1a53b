/**
 * The post-game review page in a real browser, for a finished match of each game (played here
 * from a seed by seeded bots, served as the server's replay route answers: the same match and
 * the same review every run; `npm run review -- <that replay> --seat 0 --budget N` prints the
 * same evaluations). At a small budget, desktop and phone: the workers evaluate every decision
 * (the progress reaches N of N), the graph is drawn, the list shows the decisions, one on the
 * board changes when switched from the move played to the better move, and the position before
 * it names the seat's decision without offering a move; Cancel stops the
 * workers and Resume finishes; a reload shows the kept review at once, without workers; an
 * unfinished match's review says why it cannot open; the page passes an axe scan.
 */
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { findGame } from '../../games';
import type { PlayedReplay } from '../../scripts/lib/replay-match';
import { watchForProblems } from './support/page-problems';
import { finishedReplay, serveReplay, type Player } from './support/review-replays';
import { createWaitingMatch } from './support/socket-play';
import { SHOTS, useStage } from './support/stage';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };

interface Case {
  game: string;
  title: string;
  /** Seat 0 plays at random (mistakes to mark), seat 1 is the easy bot. */
  seats: Player[];
  seed: string;
  budget: number;
  /** A decision of seat 0 the review marks at this budget (its number, from 1), with the better move's words. */
  marked: { decision: number; mark: string; better: RegExp; effects: RegExp };
  board: string;
  /** What the board would offer to play, were it live. */
  controls: string;
  /** The seats to choose from, each with its part where the game gives one. */
  seatOptions: string[];
}

const CASES: Case[] = [
  {
    game: 'air-land-sea',
    title: 'Air, Land & Sea',
    seats: ['random', 'easy'],
    seed: 'review-1',
    budget: 1000,
    marked: {
      decision: 5,
      mark: 'Blunder',
      better: /^Play Maneuver \(Land 3\) face up to Air/,
      effects: /^What it changes: it raises your Air to 7: they still hold it 9 to 7; then Maneuver \(Land 3\) lets you flip a card\.$/,
    },
    board: '.als-board',
    controls: '.card-button, .target-button, .action-bar button',
    seatOptions: ['Ada', 'Bo'],
  },
  {
    game: 'land-vs-sea',
    title: 'Land vs Sea',
    seats: ['random', 'easy'],
    seed: 'review-8',
    budget: 1000,
    marked: {
      decision: 29,
      mark: 'Blunder',
      better: /^Place your tile [12], its (public|private) face, at \(4, -1\)/,
      effects: /^What it changes: it completes a 3-tile land area: you score 3, and its bonus symbols score 3 for you\.$/,
    },
    board: '.lvs-board',
    controls: '.spot, .stack--takeable, .steal-target, .action-bar button',
    // Not the side's id ("Ada (land)").
    seatOptions: ['Ada (Land)', 'Bo (Sea)'],
  },
];

/** Whether the graph's canvas has anything drawn on it. */
const chartDrawn = (page: Page) =>
  page.evaluate(() => {
    const canvas = document.querySelector<HTMLCanvasElement>('.win-chart canvas');
    if (!canvas || canvas.width === 0 || canvas.height === 0) return false;
    const pixels = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    let inked = 0;
    for (let i = 3; i < pixels.length; i += 4) if (pixels[i]! > 0) inked++;
    return inked > 500;
  });

/** Records where the page's canvases write text, for `chapterNames` (before the page loads). */
const recordCanvasText = (page: Page) =>
  page.addInitScript(() => {
    const written: { text: string; left: number; right: number; canvasWidth: number }[] = [];
    Object.assign(window, { writtenOnCanvas: written });
    const fillText = CanvasRenderingContext2D.prototype.fillText;
    CanvasRenderingContext2D.prototype.fillText = function (text: string, x: number, y: number, maxWidth?: number) {
      const width = this.measureText(text).width;
      const left = this.textAlign === 'center' ? x - width / 2 : this.textAlign === 'right' || this.textAlign === 'end' ? x - width : x;
      written.push({ text, left, right: left + width, canvasWidth: this.canvas.width });
      return fillText.call(this, text, x, y, maxWidth);
    };
  });

/** The chapters' names over the graph as last drawn, left to right: where each begins and ends. */
const chapterNames = (page: Page) =>
  page.evaluate(() => {
    type Written = { text: string; left: number; right: number; canvasWidth: number };
    const written = (window as unknown as { writtenOnCanvas: Written[] }).writtenOnCanvas;
    const names = written.filter((w) => /^(Draft|Round \d+|Battle \d+)$/.test(w.text));
    const lastDraw = names.map((n) => n.text).lastIndexOf(names[0]!.text);
    return names.slice(lastDraw);
  });

/** What the decision's board shows: its text (cards, piles, scores) and its placed tiles. */
const boardText = (page: Page) =>
  page.evaluate(() => {
    const view = document.querySelector('.review-board__view');
    const hexes = [...(view?.querySelectorAll('[data-hex]') ?? [])].map((e) => e.getAttribute('data-hex')).sort();
    return `${hexes.join(' ')}|${view?.textContent ?? ''}`;
  });

describe.each(CASES)('$title: the review page', (c) => {
  const stage = useStage();
  let replay: PlayedReplay;
  let decisions: number;
  const path = (budget = c.budget) => `/review/${c.game}/${c.seed}?seat=0&budget=${budget}`;

  beforeAll(async () => {
    replay = await finishedReplay(c.game, c.seats, c.seed);
    decisions = replay.moves.filter((m) => m.player === '0').length;
  }, 120_000);

  async function open(browser: Browser, viewport: { width: number; height: number }, errors: string[]) {
    const page = await (await browser.newContext({ viewport })).newPage();
    watchForProblems(page, errors);
    await recordCanvasText(page);
    await serveReplay(page, replay);
    return page;
  }

  const finished = (page: Page) => page.getByText(`Reviewed ${decisions} of ${decisions} decisions`).waitFor({ timeout: 240_000 });

  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ] as const)(
    '%s: evaluates every decision, draws the graph, shows a decision played and bettered, keeps the review',
    async (name, viewport) => {
      const errors: string[] = [];
      const page = await open(stage.browser, viewport, errors);
      await page.goto(`${stage.server.url}${path()}`);
      // Reviewed here and now ("Reviewed N of N … with K workers"; a kept review says so instead).
      // Not by its progress bar: a fast machine reviewed Air, Land & Sea's 13 decisions in under half a second,
      // before the bar was seen (the Cancel test below watches it, at a larger budget).
      await finished(page);
      expect(await page.getByText(`Search budget: ${c.budget.toLocaleString('en')} iterations`).count()).toBe(1);
      expect(await page.getByLabel('Review of').locator('option').allTextContents()).toEqual(c.seatOptions);
      expect(await chartDrawn(page)).toBe(true);
      expect(await page.locator('.win-chart').getAttribute('aria-label')).toMatch(new RegExp(`over ${decisions} decisions`));
      // The chapters' names over the graph, each clear of the next (QA, on a phone: "DraRound 5").
      const names = await chapterNames(page);
      expect(names.length).toBeGreaterThan(1);
      names.slice(1).forEach((name, i) => expect(name.left, `${names[i]!.text} | ${name.text}`).toBeGreaterThanOrEqual(names[i]!.right));
      // And whole: the last round's name was cut by the edge ("Round").
      const last = names.at(-1)!;
      expect(last.right, last.text).toBeLessThanOrEqual(last.canvasWidth);
      // The legend: no placeholder away from the graph, the values of the decision under the pointer on it.
      const legend = page.locator('.win-chart .u-legend');
      expect(await legend.textContent()).not.toContain('--');
      if (name === 'desktop') {
        await page.locator('.win-chart .u-over').hover();
        expect(await legend.locator('.u-series').nth(1).textContent()).toMatch(/^Move played\d+%$/);
      }

      const list = page.getByRole('region', { name: /^(Marked decisions|Every decision)$/ });
      const item = list.getByRole('button', { name: new RegExp(`^Decision ${c.marked.decision} · .* · ${c.marked.mark}`) });
      await item.click();
      const detail = page.getByRole('region', { name: /^Decision \d+/ });
      await detail.locator(c.board).waitFor();
      const played = await boardText(page);
      const playedWords = await detail.locator('.review-board__lines').textContent();
      await detail.getByRole('button', { name: 'Better' }).click();
      expect(await detail.getByRole('button', { name: 'Better' }).getAttribute('aria-pressed')).toBe('true');
      expect(await detail.locator('.review-board__caption').textContent()).toBe('The better move:');
      const betterWords = await detail.locator('.review-board__lines').textContent();
      expect(betterWords).not.toBe(playedWords);
      expect(betterWords).toMatch(c.marked.better);
      // What the better move changes for the seat, as a hint says it.
      expect(await detail.locator('.review-board__effects').textContent()).toMatch(c.marked.effects);
      expect(await boardText(page)).not.toBe(played);
      // The position the decision was made in names it and offers nothing to play. This browser did
      // not play the match: the board names Ada, whose decision it was, not "you".
      await detail.getByRole('button', { name: 'Before' }).click();
      expect(await detail.getByRole('status').textContent()).toMatch(/^(Ada’s turn|[^:]+: Ada (is|may) |Ada \(Land\) )/);
      expect(await detail.locator('.prompt--mine').count()).toBe(0);
      expect(await detail.locator(c.controls).count()).toBe(0);
      await page.screenshot({ path: `${SHOTS}review-${c.game}-${name}-before.png`, fullPage: true });
      await detail.getByRole('button', { name: 'Better' }).click();
      await page.screenshot({ path: `${SHOTS}review-${c.game}-${name}.png`, fullPage: true });

      // Again: the kept review, at once, without a progress bar.
      await page.reload();
      await page.getByText('Kept from an earlier review in this browser').waitFor();
      expect(await page.getByRole('progressbar').count()).toBe(0);
      expect(await chartDrawn(page)).toBe(true);
      expect(errors).toEqual([]);
      await page.context().close();
    },
    300_000,
  );

  it('Cancel stops the workers, keeps the page usable, and Resume finishes the review', async () => {
    const errors: string[] = [];
    const page = await open(stage.browser, DESKTOP, errors);
    // A larger budget: slow enough to cancel before the end, on a fast machine too (at 4 times
    // the budget, Air, Land & Sea's 13 decisions took under 2 s there).
    await page.goto(`${stage.server.url}${path(c.budget * 10)}`);
    const progress = page.getByRole('progressbar');
    await page.waitForFunction(() => Number(document.querySelector('progress')?.getAttribute('value')) >= 1, undefined, {
      timeout: 120_000,
    });
    await page.getByRole('button', { name: 'Cancel' }).click();
    const stopped = await progress.getAttribute('value');
    expect(Number(stopped)).toBeLessThan(decisions);
    await page.waitForTimeout(2000);
    expect(await progress.getAttribute('value')).toBe(stopped);
    expect(await page.getByText('Cancelled at').count()).toBe(1);
    // A part is not kept: a reload starts the review again.
    await page.reload();
    await progress.waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.getByRole('button', { name: 'Resume' }).click();
    await finished(page);
    expect(await chartDrawn(page)).toBe(true);
    expect(errors).toEqual([]);
    await page.context().close();
  }, 300_000);

  it('passes an axe scan once reviewed', async () => {
    const page = await open(stage.browser, DESKTOP, []);
    await page.goto(`${stage.server.url}${path()}`);
    await finished(page);
    const results = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
      .analyze();
    const failing = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect(failing.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    await page.context().close();
  }, 300_000);

  it('an unfinished match cannot be reviewed yet, and the page says so', async () => {
    const match = await createWaitingMatch(stage.server.url, c.game, findGame(c.game)!.playerCounts[0]!);
    const page = await (await stage.browser.newContext({ viewport: DESKTOP })).newPage();
    await page.goto(`${stage.server.url}/review/${c.game}/${match.matchID}`);
    await page.getByRole('alert').filter({ hasText: 'still being played' }).waitFor();
    await page.context().close();
  });
});
