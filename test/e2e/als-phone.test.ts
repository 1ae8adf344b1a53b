/**
 * Air, Land & Sea on a phone (375×812), in Debian's chromium: at a battle's start the empty
 * theaters take little room, so the three theaters and the whole hand share one screen; as piles
 * grow the theaters' headers stay level; the players' names show whole; nothing widens the page
 * past the phone.
 * Screenshots go to test/e2e/screenshots/.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CARDS, type CardId } from '../../games/air-land-sea/rules';
import { act, untilMyTurn } from './support/als-driver';
import { cutHandCards } from './support/hand-cards';
import { watchForProblems } from './support/page-problems';
import { SHOTS, useStage } from './support/stage';
import { linesOf, textRects } from './support/text-rects';

const PHONE = { width: 375, height: 812 };

interface Layout {
  pageWidth: number;
  theatersTop: number;
  handBottom: number;
  theaterHeights: number[];
  headerTops: number[];
  /** The players' names that the bar cuts short. */
  cutNames: string[];
  /** The battle's summary is open: the theaters are those of the next battle. */
  battleOver: boolean;
}

const layout = (page: Page): Promise<Layout> =>
  page.evaluate(() => {
    const box = (selector: string) => document.querySelector(selector)!.getBoundingClientRect();
    const all = (selector: string) => [...document.querySelectorAll(selector)].map((e) => e.getBoundingClientRect());
    return {
      pageWidth: document.documentElement.scrollWidth,
      theatersTop: box('.theaters').top + scrollY,
      handBottom: box('.hand').bottom + scrollY,
      theaterHeights: all('.theater').map((r) => r.height),
      headerTops: all('.theater__header').map((r) => Math.round(r.top)),
      cutNames: cutNames(),
      battleOver: document.querySelector('[role="dialog"]') !== null,
    };
    /** Measured with the 1st Player badge beside each name (the deal decides who holds it). */
    function cutNames(): string[] {
      const badge = document.querySelector('.player .badge')!;
      const added = [...document.querySelectorAll('.player:not(:has(.badge)) .player__name')].map((name) => {
        const copy = badge.cloneNode(true) as Element;
        name.after(copy);
        return copy;
      });
      const cut = [...document.querySelectorAll('.player__name')].filter((e) => e.scrollWidth > e.clientWidth);
      for (const copy of added) copy.remove();
      return cut.map((e) => e.textContent ?? '');
    }
  });

describe('Air, Land & Sea on a phone', () => {
  const stage = useStage();

  it('the theaters size to their cards, keep their headers level, and the page stays as wide as the phone', async () => {
    const errors: string[] = [];
    const context = await stage.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    watchForProblems(page, errors);
    // The longest computer's name: "Computer (me…" had lost its level to the bar's meter.
    await page.goto(`${stage.server.url}/solo/air-land-sea?level=medium&seed=e2e`);
    await page.locator('.hand .card-button').first().waitFor();
    await page.screenshot({ path: `${SHOTS}als-phone-start-375.png` });
    const start = await layout(page);
    expect(start.pageWidth).toBeLessThanOrEqual(PHONE.width);
    expect(start.cutNames).toEqual([]);
    // Fixed-height zones made every empty theater 335 px tall, pushing the hand off the screen.
    for (const height of start.theaterHeights) expect(height).toBeLessThan(200);
    expect(start.handBottom - start.theatersTop).toBeLessThanOrEqual(PHONE.height);

    // A few clicks each way (the deal is random; a battle the bot withdraws from ends early).
    for (let clicks = 0; clicks < 10 && (await page.getByRole('dialog').count()) === 0;) {
      if (await act(page)) clicks++;
      else await page.waitForTimeout(100);
    }
    // Read with the heights: a withdrawal answering the last click empties the theaters at once.
    const later = await layout(page);
    await page.screenshot({ path: `${SHOTS}als-phone-later-375.png`, fullPage: true });
    expect(later.pageWidth).toBeLessThanOrEqual(PHONE.width);
    expect(new Set(later.headerTops).size, `header tops ${later.headerTops.join(', ')}`).toBe(1);
    if (!later.battleOver) expect(Math.max(...later.theaterHeights)).toBeGreaterThan(Math.min(...start.theaterHeights));
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the prompt’s words stay in sight while the player picks a card in the hand and a place for it (QA)', async () => {
    const context = await stage.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${stage.server.url}/solo/air-land-sea?level=easy&seed=e2e`);
    const card = page.locator('.hand .card-button:not([disabled])').first();
    await untilMyTurn(page);
    // Down to the hand, as a thumb would go, and a card picked there.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await card.tap();
    await page.locator('.target-button').first().waitFor();
    /** The prompt and its pinned copy, as the page shows them scrolled `y` px down. */
    const seenAt = (y: number) =>
      page.evaluate((top) => {
        window.scrollTo(0, top);
        return new Promise<{ promptTop: number; text: string | null; pinned: Record<string, unknown> | null }>((done) =>
          // The copy comes with the intersection observer's next report.
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              const prompt = document.querySelector('.prompt')!;
              const pinned = document.querySelector('.prompt-in-sight');
              const box = pinned?.getBoundingClientRect();
              done({
                promptTop: prompt.getBoundingClientRect().top,
                text: prompt.textContent,
                pinned: box
                  ? {
                      top: box.top,
                      small: box.height < innerHeight / 6,
                      text: pinned!.textContent,
                      hidden: pinned!.getAttribute('aria-hidden'),
                      // A tap on it reaches what lies beneath (a card of the hand scrolled to the top).
                      tappedThrough: !pinned!.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)),
                    }
                  : null,
              });
            }),
          ),
        );
      }, y);
    const promptY = await page.locator('.prompt').evaluate((p) => p.getBoundingClientRect().top + scrollY);
    // Looking at the hand: the prompt far above the screen.
    const atHand = await seenAt(await page.evaluate(() => document.documentElement.scrollHeight));
    await page.screenshot({ path: `${SHOTS}als-phone-prompt-in-sight-375.png` });
    expect(atHand.promptTop).toBeLessThan(0);
    expect(atHand.text).toMatch(/face up|face down/i);
    // Its words pinned to the top, small, read once by screen readers (the prompt is the live region).
    expect(atHand.pinned).toEqual({ top: 0, small: true, text: atHand.text, hidden: 'true', tappedThrough: true });
    // The prompt cut in half at the top of the screen: the copy still says it whole.
    expect((await seenAt(promptY + 20)).pinned).toMatchObject({ top: 0, text: atHand.text });
    // The prompt wholly in sight: no copy.
    expect((await seenAt(0)).pinned).toBeNull();
    await context.close();
  });

  it('the row of Cancel and Withdraw keeps its height through picks and turns, so the theaters never move under a thumb (QA)', async () => {
    const context = await stage.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${stage.server.url}/solo/air-land-sea?level=easy&seed=e2e`);
    await untilMyTurn(page);
    // Every state the row passes through, the computer's turn included (however short): noted
    // as each change is made, before it is painted.
    await page.evaluate(() => {
      const heights = new Set<number>();
      const note = () => {
        const bar = document.querySelector('.action-bar:not(.action-bar--confirm)');
        if (bar) heights.add(Math.round(bar.getBoundingClientRect().height));
      };
      note();
      new MutationObserver(note).observe(document.querySelector('.als-board')!, { childList: true, subtree: true, characterData: true });
      (window as unknown as { barHeights: Set<number> }).barHeights = heights;
    });
    // A few picks and moves each way; each of the driver's moves waits for the computer's.
    for (let clicks = 0; clicks < 8 && (await page.getByRole('dialog').count()) === 0;) {
      if (await act(page)) clicks++;
      else await page.waitForTimeout(100);
    }
    await page.screenshot({ path: `${SHOTS}als-phone-action-row-375.png` });
    // Before: 56 px with "Withdraw… (gives Computer (easy) 2 VP)" on two lines, 44 px empty on
    // the computer's turn, 106 px with "Cancel" on a row of its own above it.
    const heights = await page.evaluate(() => [...(window as unknown as { barHeights: Set<number> }).barHeights]);
    expect(heights).toHaveLength(1);
    await context.close();
  });

  it('the Withdraw button reads as one line of text: its VP whole, with no gap before the bracket (a score span once split it)', async () => {
    const context = await stage.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    // The computer's longest name, so that the label wraps.
    await page.goto(`${stage.server.url}/solo/air-land-sea?level=medium&seed=e2e`);
    await untilMyTurn(page);
    const [rects] = await textRects(page.locator('button.withdraw'), '\\d+ VP\\)');
    expect(linesOf([rects!]), '"2 VP)" on one line').toEqual([1]);
    // The VP in its span and the bracket after it: "2 VP )" had the button's flex gap between them.
    for (const [before, after] of rects!.slice(1).map((r, i) => [rects![i]!, r] as const))
      expect(after.left - before.right).toBeLessThan(1);
    await page.locator('button.withdraw').screenshot({ path: `${SHOTS}als-phone-withdraw-375.png` });
    await context.close();
  });

  it('every card’s name and text fit a card of the hand, and a covered card to pick is a strip a finger can hit', async () => {
    const context = await stage.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${stage.server.url}/solo/air-land-sea?level=easy&seed=e2e`);
    await page.locator('.hand .card__text').first().waitFor();
    // The 18 cards in turn in the hand, as the phone's fonts lay them out.
    expect(await cutHandCards(page), 'cards whose name or text is cut off').toEqual([]);
    // Blockade's last line ("destroy that card.") was cut off at 112 px a row.
    // Transport and Redeploy make the covered cards buttons: 18 px strips were missed by a thumb.
    const strip = await page.evaluate(() => {
      const pile = document.querySelector('.als-board .pile')!;
      const slot = document.createElement('li');
      slot.className = 'card-slot pile__slot pile__slot--covered';
      slot.innerHTML = '<button type="button" class="card-button target"></button>';
      pile.prepend(slot);
      const covered = document.createElement('li');
      covered.className = 'card-slot pile__slot pile__slot--covered';
      pile.prepend(covered);
      return { pickable: slot.getBoundingClientRect().height, covered: covered.getBoundingClientRect().height };
    });
    expect(strip.pickable).toBeGreaterThanOrEqual(32);
    expect(strip.covered).toBeLessThan(strip.pickable);
    await context.close();
  });

  it('the last move’s mark does not look like a card to pick (a new player tapped the computer’s last card)', async () => {
    const context = await stage.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${stage.server.url}/solo/air-land-sea?level=easy&seed=e2e`);
    await page.locator('.hand .card__text').first().waitFor();
    const marks = await page.evaluate(() => {
      const pile = document.querySelector('.als-board .pile')!;
      pile.insertAdjacentHTML(
        'afterbegin',
        '<li class="card-slot pile__slot"><div class="card card--air card--last" id="last"></div></li>' +
          '<li class="card-slot pile__slot"><button type="button" class="card-button target"></button><div class="card card--air" id="pick"></div></li>',
      );
      const last = getComputedStyle(document.getElementById('last')!);
      const pick = getComputedStyle(document.getElementById('pick')!);
      return { lastStyle: last.outlineStyle, lastColour: last.outlineColor, pickShadow: pick.boxShadow };
    });
    expect(marks.pickShadow, 'a card to pick is framed in amber').toContain('rgb(240, 165, 0)');
    expect(marks.lastColour, 'the last move is not').not.toBe('rgb(240, 165, 0)');
    expect(marks.lastStyle, 'and not by colour alone').toBe('dashed');
    await context.close();
  });

  it('every card’s name shows whole on top of a pile and on one line under it; a lone card in hand keeps its height', async () => {
    const context = await stage.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${stage.server.url}/solo/air-land-sea?level=easy&seed=e2e`);
    await page.locator('.hand .card-button').first().waitFor();
    const [inHand = 'A1', ...played] = Object.keys(CARDS) as CardId[];
    const uncut = new Set<string>();
    // Three positions, each with a sixth of the cards on top of the six piles, so that every card
    // lies once uncovered; one card is left in your hand.
    for (const turn of [0, 6, 12]) {
      await stagePiles(page, inHand, [...played.slice(turn), ...played.slice(0, turn)]);
      await page.screenshot({ path: `${SHOTS}als-phone-names-${turn}-375.png`, fullPage: true });
      const seen = await page.evaluate(() => {
        const names = [...document.querySelectorAll<HTMLElement>('.theater .card__name')];
        const lines = (e: HTMLElement) => {
          const range = document.createRange();
          range.selectNodeContents(e);
          return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
        };
        const covered = (e: HTMLElement) => e.closest('.card--covered') !== null;
        return {
          shown: names.length,
          whole: names.filter((e) => !covered(e) && e.scrollWidth <= e.clientWidth).map((e) => e.textContent ?? ''),
          cut: names.filter((e) => !covered(e) && e.scrollWidth > e.clientWidth).map((e) => e.textContent),
          // A covered card's strip shows the name's first line: a second one hides under the next card.
          wrappedUnder: names.filter((e) => covered(e) && lines(e) > 1).map((e) => e.textContent),
          handCard: document.querySelector('.hand .card-button')!.getBoundingClientRect().height,
        };
      });
      expect(seen.shown).toBe(played.length);
      // "Containment" showed as "Containm…".
      expect(seen.cut, 'names cut short on top of a pile').toEqual([]);
      // Covered "Heavy Tanks" and "Heavy Bombers" both showed "Heavy" (an ellipsis now tells them apart).
      expect(seen.wrappedUnder, 'covered names wrapped out of sight').toEqual([]);
      // The rows reserved for a full hand stretched a lone card to 370 px.
      expect(seen.handCard).toBeLessThan(160);
      for (const name of seen.whole) uncut.add(name);
    }
    expect([...uncut].sort()).toEqual([...new Set(played.map((id) => CARDS[id].name))].sort());
    await context.close();
  });

  it('your face-down card on top of a pile says "face down"; a hand of one card keeps no room for the cards played', async () => {
    const context = await stage.browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    await page.goto(`${stage.server.url}/solo/air-land-sea?level=easy&seed=e2e`);
    await page.locator('.hand .card-button').first().waitFor();
    const fullHand = await page.evaluate(() => document.querySelector('.hand')!.getBoundingClientRect().height);
    const [inHand = 'A1', ...rest] = Object.keys(CARDS) as CardId[];
    // Two cards on each of the six piles, all face down: yours show their names, the computer's their backs.
    await stagePiles(page, inHand, rest.slice(0, 12), true);
    await page.screenshot({ path: `${SHOTS}als-phone-face-down-375.png`, fullPage: true });
    const seen = await page.evaluate(() => {
      const shown = (e: Element) => getComputedStyle(e).display !== 'none' && e.getBoundingClientRect().height > 0;
      const mine = [...document.querySelectorAll<HTMLElement>('.theater .card--down')];
      const top = mine.filter((c) => !c.classList.contains('card--covered'));
      const covered = mine.filter((c) => c.classList.contains('card--covered'));
      const name = (c: HTMLElement) => c.querySelector<HTMLElement>('.card__name')!;
      return {
        tops: top.length,
        saying: top.filter((c) => shown(c.querySelector('.card__tag')!)).map((c) => c.querySelector<HTMLElement>('.card__tag')!.innerText),
        coveredSaying: covered.filter((c) => shown(c.querySelector('.card__tag')!)).length,
        cut: top.filter((c) => name(c).scrollWidth > name(c).clientWidth).map((c) => name(c).textContent),
        hand: document.querySelector('.hand')!.getBoundingClientRect().height,
        pageWidth: document.documentElement.scrollWidth,
      };
    });
    expect(seen.tops).toBe(3);
    // Only stripes told a newcomer that these lie face down (their strength is 2, not the printed one).
    expect(seen.saying).toEqual(['face down', 'face down', 'face down']);
    expect(seen.coveredSaying).toBe(0);
    expect(seen.cut).toEqual([]);
    expect(seen.pageWidth).toBeLessThanOrEqual(PHONE.width);
    // Three rows were kept for six cards to the battle's end: one card sat in 372 px.
    expect(seen.hand).toBeLessThan(fullHand / 2);
    // Every card face down on top of one of your piles, its name whole beside what it counts
    // ("Heavy Bombe…" beside "6→2", QA). Your piles' tops are the 7th, 9th and 11th cards dealt.
    const cut = new Set<string>();
    const onTop = new Set<string>();
    for (let turn = 0; turn < rest.length; turn += 3) {
      const order = [...rest.slice(turn), ...rest.slice(0, turn)];
      const under = order.slice(3, 12);
      await stagePiles(
        page,
        inHand,
        Array.from({ length: 12 }, (_, i) => (i === 6 || i === 8 || i === 10 ? order[(i - 6) / 2]! : under.shift()!)),
        true,
      );
      const tops = await page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>('.theater .card--down:not(.card--covered) .card__name')].map((name) => ({
          name: (name.textContent ?? '').replace(name.querySelector('.card__tag')?.textContent ?? '', ''),
          cut: name.scrollWidth > name.clientWidth,
        })),
      );
      for (const top of tops) (top.cut ? cut : onTop).add(top.name);
    }
    expect([...cut], 'names cut beside their strength').toEqual([]);
    expect(onTop.size).toBe(new Set(rest.map((id) => CARDS[id].name)).size);
    await context.close();
  });
});

/**
 * A solo position resumed from what the browser keeps: `inHand` alone in your hand, `played`
 * dealt round the six piles (yours first), face up unless `faceDown`.
 */
async function stagePiles(page: Page, inHand: string, played: string[], faceDown = false): Promise<void> {
  await page.evaluate(
    ({ inHand, played, faceDown }) => {
      const key = Object.keys(localStorage).find((k) => k.endsWith('_state'))!;
      const saved = JSON.parse(localStorage.getItem(key)!) as [string, { G: Staged; ctx: { currentPlayer: string } }][];
      const state = saved[0]![1];
      const piles = Object.keys(state.G.piles).flatMap((theater) => ['0', '1'].map((seat) => state.G.piles[theater]![seat]!));
      for (const pile of piles) pile.length = 0;
      played.forEach((id, i) => piles[i % piles.length]!.push({ id, faceUp: !faceDown }));
      state.G.hands = { '0': [inHand], '1': [] };
      state.G.deck = [];
      state.G.current = '0';
      state.ctx.currentPlayer = '0';
      localStorage.setItem(key, JSON.stringify(saved));
      interface Staged {
        piles: Record<string, Record<string, { id: string; faceUp: boolean }[]>>;
        hands: Record<string, string[]>;
        deck: string[];
        current: string;
      }
    },
    { inHand, played, faceDown },
  );
  await page.reload();
  await page.locator('.hand .card-button').first().waitFor();
}
