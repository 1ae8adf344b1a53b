/**
 * Follows a guided tutorial through its panel, as a learner would: Next on an explanation, the
 * highlighted part of the board for the learner's move (clicking until the step moves on: a card,
 * then where it goes), a wait for the scripted opponent's move. At every step it checks what the
 * learner sees: the step's number and text, a highlight where the step has one, outside the
 * panel's area (the panel never hides what to click) and clickable where it shows, and each
 * opponent move in the game log.
 */
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import type { Tutorial } from '../../../games/common/tutorial';

const PANEL = '.tutorial-panel';
const HIGHLIGHT = '[data-tutorial-target]';
const LOG_ENTRIES = '.game-log__list > li';

const progressOf = (page: Page) => page.locator(`${PANEL} .tutorial-panel__progress`).textContent();

/** Waits until the panel shows step `index` (from 0) and checks its text. */
async function expectStep(page: Page, tutorial: Tutorial, index: number): Promise<void> {
  const progress = `Step ${index + 1} of ${tutorial.steps.length}`;
  await page.waitForFunction(
    (text) => document.querySelector('.tutorial-panel .tutorial-panel__progress')?.textContent === text,
    progress,
    { timeout: 15_000 },
  );
  expect(await page.locator(`${PANEL} .tutorial-panel__text`).textContent()).toBe(tutorial.steps[index]!.text);
}

/** The box of an element, in the viewport. */
async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not on screen');
  return found;
}

/** A highlighted element is fully in the viewport and not under the panel. */
async function expectClear(page: Page, target: Locator): Promise<void> {
  const panel = await box(page.locator(PANEL));
  const it = await box(target);
  const viewport = page.viewportSize()!;
  expect(it.y, 'below the panel').toBeGreaterThanOrEqual(panel.y + panel.height - 1);
  expect(it.y + it.height, 'on screen').toBeLessThanOrEqual(viewport.height + 1);
}

/** The height of the viewport below the panel. */
async function roomBelowPanel(page: Page): Promise<number> {
  const panel = await box(page.locator(PANEL));
  return page.viewportSize()!.height - panel.y - panel.height;
}

/**
 * What a step points at is in sight below the panel with its theater, whose score the step's text
 * talks of (QA, on a phone: "your opponent leads Air 5 to 2" with the scores under the panel),
 * wherever the theater fits there.
 */
async function expectSurroundingsClear(page: Page, pointed: Locator, index: number): Promise<void> {
  await settle(page);
  const room = await roomBelowPanel(page);
  const theater = pointed.locator('xpath=ancestor-or-self::*[contains(concat(" ", normalize-space(@class), " "), " theater ")][1]');
  for (const shown of [pointed, theater]) {
    if ((await shown.count()) === 0 || (await box(shown)).height > room) continue;
    await expectClear(page, shown).catch((error: unknown) => {
      throw new Error(`step ${index + 1}: ${error instanceof Error ? error.message : String(error)}`);
    });
  }
}

/**
 * Everything a step points at is in sight below the panel where it all fits there (an area
 * completed and the score it made: QA, on a phone, saw the area with the score under the panel).
 */
async function expectAllClear(page: Page, index: number): Promise<void> {
  const pointed = await page.locator(HIGHLIGHT).all();
  const boxes = await Promise.all(pointed.map(box));
  const room = await roomBelowPanel(page);
  const span = Math.max(...boxes.map((b) => b.y + b.height)) - Math.min(...boxes.map((b) => b.y));
  if (pointed.length < 2 || span > room) return;
  for (const one of pointed)
    await expectClear(page, one).catch((error: unknown) => {
      throw new Error(`step ${index + 1}, all it points at: ${error instanceof Error ? error.message : String(error)}`);
    });
}

/** Two frames: the highlight scrolls its target into view in the frame after it appears. */
const settle = (page: Page) => page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));

/**
 * Clicks the target where a click reaches it, as a person taps what they see of it: its middle,
 * else another point of it (a map spot may lie partly under the map's own buttons). Fails if no
 * point of it can be clicked.
 */
async function clickWhereVisible(page: Page, target: Locator, touch: boolean): Promise<void> {
  const point = await target.evaluate((el) => {
    const r = el.getBoundingClientRect();
    for (const fy of [0.5, 0.35, 0.65, 0.2, 0.8])
      for (const fx of [0.5, 0.35, 0.65]) {
        const x = r.left + r.width * fx;
        const y = r.top + r.height * fy;
        const hit = document.elementFromPoint(x, y);
        if (hit && el.contains(hit)) return { x, y };
      }
    return null;
  });
  expect(point, 'some of the highlighted element can be clicked').not.toBeNull();
  if (touch) await page.touchscreen.tap(point!.x, point!.y);
  else await page.mouse.click(point!.x, point!.y);
}

export interface FollowOptions {
  /** Called as each step shows, after its checks (e.g. a screenshot). */
  onStep?: (index: number) => Promise<void>;
  /** Taps instead of clicks (a touch screen's context): a map's hex then takes a second tap to place. */
  touch?: boolean;
}

/**
 * What a click or tap can change short of the move: the step, the next thing highlighted (where
 * the picked card goes), or a hex armed by a first tap.
 */
const clickState = (page: Page) =>
  page.evaluate(() => {
    const next = document.querySelector('[data-tutorial-target]:not([aria-pressed="true"])');
    return JSON.stringify([
      document.querySelector('.tutorial-panel .tutorial-panel__progress')?.textContent,
      next && (next.getAttribute('aria-label') ?? next.textContent),
      document.querySelectorAll('.spot--armed').length,
    ]);
  });

export async function followTutorial(page: Page, tutorial: Tutorial, { onStep, touch = false }: FollowOptions = {}): Promise<void> {
  const last = tutorial.steps.length - 1;
  for (let index = 0; index <= last; index++) {
    const step = tutorial.steps[index]!;
    await expectStep(page, tutorial, index);
    if (step.move?.by === 'learner' || step.point) {
      // The highlight is drawn after the board: wait for it.
      await page.locator(HIGHLIGHT).first().waitFor({ timeout: 5_000 });
      // Everything highlighted is what the step points at (for a move: what to click).
      const point = step.point;
      if (point)
        expect(
          await page.locator(HIGHLIGHT).evaluateAll((els, selector) => els.every((el) => el.matches(selector)), point),
          `step ${index + 1} points at ${point}`,
        ).toBe(true);
      if (point) await expectSurroundingsClear(page, page.locator(HIGHLIGHT).first(), index);
      if (point) await expectAllClear(page, index);
    }
    await onStep?.(index);
    if (index === last) return;
    if (!step.move) {
      const next = page.locator(PANEL).getByRole('button', { name: 'Next' });
      await (touch ? next.tap() : next.click());
      continue;
    }
    const logged = await page.locator(LOG_ENTRIES).count();
    if (step.move.by === 'opponent') {
      // The opponent's move lands by itself, and the game log tells it.
      await expectStep(page, tutorial, index + 1);
      await expect.poll(() => page.locator(LOG_ENTRIES).count()).toBe(logged + 1);
      expect(await page.locator(LOG_ENTRIES).last().textContent()).toContain(tutorial.opponentName);
      continue;
    }
    const progress = await progressOf(page);
    for (let clicks = 0; (await progressOf(page)) === progress; clicks++) {
      expect(clicks, `step ${index + 1} needs a few clicks at most`).toBeLessThan(4);
      // A picked card stays highlighted (a click would put it back): the next thing is what counts.
      const target = page.locator(`${HIGHLIGHT}:not([aria-pressed="true"])`).first();
      await target.waitFor({ timeout: 5_000 });
      await settle(page);
      await expectClear(page, target);
      const before = await clickState(page);
      await clickWhereVisible(page, target, touch);
      await expect.poll(() => clickState(page), { message: `step ${index + 1}: the click changed something` }).not.toBe(before);
    }
    await expect.poll(() => page.locator(LOG_ENTRIES).count(), { message: 'the learner’s move is in the log' }).toBe(logged + 1);
  }
}

/**
 * Follows the first `count` steps with the keyboard alone, checking that focus is always where
 * the step continues (Next, or what is highlighted): Enter is all a keyboard user has to press.
 */
export async function followByKeyboard(page: Page, tutorial: Tutorial, count: number): Promise<void> {
  for (let index = 0; index < count; index++) {
    const step = tutorial.steps[index]!;
    await expectStep(page, tutorial, index);
    if (step.move?.by === 'opponent') continue;
    const progress = await progressOf(page);
    for (let presses = 0; (await progressOf(page)) === progress; presses++) {
      expect(presses, `step ${index + 1} needs a few keys at most`).toBeLessThan(4);
      await settle(page);
      const focused = await page.evaluate(() => {
        const active = document.activeElement;
        return active ? { next: active.textContent === 'Next', highlighted: active.hasAttribute('data-tutorial-target') } : null;
      });
      expect(focused, `step ${index + 1}: focus is on what continues it`).toEqual(
        step.move ? { next: false, highlighted: true } : { next: true, highlighted: false },
      );
      await page.keyboard.press('Enter');
      await page.waitForFunction(
        (before) =>
          document.querySelector('.tutorial-panel .tutorial-panel__progress')?.textContent !== before ||
          document.activeElement?.getAttribute('aria-pressed') !== 'true',
        progress,
      );
    }
  }
}
