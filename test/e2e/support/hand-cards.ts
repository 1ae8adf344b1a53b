/** Whether Air, Land & Sea's cards show whole in the hand, as the page's fonts lay them out. */
import type { Page } from 'playwright-core';
import { CARDS } from '../../../games/air-land-sea/rules';

const HAND = 6;

/** The solo page shows the position it keeps with `hand` as your hand, on your turn. */
async function stageHand(page: Page, hand: readonly string[]): Promise<void> {
  await page.evaluate((hand) => {
    const key = Object.keys(localStorage).find((k) => k.endsWith('_state'))!;
    const saved = JSON.parse(localStorage.getItem(key)!) as [string, { G: Staged; ctx: { currentPlayer: string } }][];
    const state = saved[0]![1];
    state.G.hands = { '0': [...hand], '1': [] };
    state.G.current = '0';
    state.ctx.currentPlayer = '0';
    localStorage.setItem(key, JSON.stringify(saved));
    interface Staged {
      hands: Record<string, string[]>;
      current: string;
    }
  }, hand);
  await page.reload();
  // Cards, not buttons: the hand's cards are buttons only where they can be played now.
  await page
    .locator('.hand .card')
    .nth(hand.length - 1)
    .waitFor();
}

/**
 * The 18 cards dealt in turn into your hand, six at a time, and what of them is cut off:
 * "<name>: name" (cut short, over more than two lines, or a word broken though it fits a line)
 * and "<name>: text" (a card's text clips itself: the card's own box never overflows). Leaves
 * the page on the last of those positions.
 */
export async function cutHandCards(page: Page): Promise<string[]> {
  const ids = Object.keys(CARDS);
  const cut: string[] = [];
  for (let from = 0; from < ids.length; from += HAND) {
    await stageHand(page, ids.slice(from, from + HAND));
    cut.push(
      ...(await page.evaluate(() => {
        /** How many lines some boxes of text are on (a line's boxes may differ by a pixel or two). */
        const lineCount = (rects: DOMRect[]) => {
          let count = 0;
          let last = -Infinity;
          for (const top of rects.map((r) => r.top).sort((x, y) => x - y)) if (top - last > 4) [count, last] = [count + 1, top];
          return count;
        };
        const rectsOf = (node: Text, start = 0, end = node.data.length) => {
          const range = document.createRange();
          range.setStart(node, start);
          range.setEnd(node, end);
          return [...range.getClientRects()].filter((r) => r.width > 0);
        };
        /** An element's words, each as the parts of text nodes it spans (a marked break splits a word's text). */
        const wordsOf = (element: HTMLElement) => {
          const words: { text: string; parts: [Text, number, number][] }[] = [];
          let word: (typeof words)[number] | undefined;
          const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
            for (const match of node.data.matchAll(/ |[^ ]+/g)) {
              if (match[0] === ' ') word = undefined;
              else {
                if (!word) words.push((word = { text: '', parts: [] }));
                word.text += match[0];
                word.parts.push([node, match.index, match.index + match[0].length]);
              }
            }
          }
          return words;
        };
        const naturalWidth = (within: HTMLElement, text: string) => {
          const probe = document.createElement('span');
          probe.style.cssText = 'position: absolute; white-space: nowrap';
          probe.textContent = text;
          within.append(probe);
          const width = probe.getBoundingClientRect().width;
          probe.remove();
          return width;
        };
        return [...document.querySelectorAll<HTMLElement>('.hand .card')].flatMap((card) => {
          const name = card.querySelector<HTMLElement>('.card__name')!;
          const text = card.querySelector<HTMLElement>('.card__text');
          const words = wordsOf(name).map(({ text, parts }) => ({ text, rects: parts.flatMap((part) => rectsOf(...part)) }));
          // A word over two lines though it fits one ("Super Battle" over "ship"): broken where a space would do.
          const needlesslySplit = words.some((w) => lineCount(w.rects) > 1 && naturalWidth(name, w.text) <= name.clientWidth);
          const title = name.textContent ?? '';
          return [
            ...(name.scrollWidth > name.clientWidth || lineCount(words.flatMap((w) => w.rects)) > 2 || needlesslySplit
              ? [`${title}: name`]
              : []),
            ...(text && text.scrollHeight > text.clientHeight ? [`${title}: text`] : []),
          ];
        });
      })),
    );
  }
  return cut;
}
