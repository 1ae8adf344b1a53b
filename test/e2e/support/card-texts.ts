/** Whether Air, Land & Sea's card texts fit a card of the hand, as the page's fonts lay them out. */
import type { Page } from 'playwright-core';
import { CARDS } from '../../../games/air-land-sea/rules';

/**
 * The names of the cards whose text, put in turn into the first card of the hand, is cut off (a
 * card's text clips itself: the card's own box never overflows).
 */
export const clippedCardTexts = (page: Page): Promise<string[]> =>
  page.evaluate(
    (all) => {
      const text = document.querySelector<HTMLElement>('.hand .card__text')!;
      return all.filter(([, t]) => ((text.textContent = t), text.scrollHeight > text.clientHeight)).map(([name]) => name);
    },
    Object.values(CARDS).map((c) => [c.name, c.text] as const),
  );
