/**
 * A solo game's page given a match played elsewhere (a seeded ReducerMatch): written where the
 * page keeps its game (localStorage), then opened again, so a test starts from any position.
 */
import type { Page } from 'playwright-core';

interface Played {
  state: unknown;
  initial: unknown;
  log: unknown;
}

/** The solo page open in `page` (its game already stored once) shows `match` once opened again. */
export async function loadSoloMatch(page: Page, match: Played): Promise<void> {
  const url = page.url();
  // Away from the game first, to a page of the same origin: a computer's move landing between
  // this write and a reload saved the running game over it (a CI run found no end dialog).
  await page.goto(new URL('/health', url).href);
  await page.evaluate(
    ({ state, initial, log }) => {
      const key = Object.keys(localStorage)
        .find((k) => k.endsWith('_state'))!
        .slice(0, -'_state'.length);
      const matchID = (JSON.parse(localStorage.getItem(`${key}_state`)!) as [string, unknown][])[0]![0];
      localStorage.setItem(`${key}_state`, JSON.stringify([[matchID, state]]));
      localStorage.setItem(`${key}_initial`, JSON.stringify([[matchID, initial]]));
      localStorage.setItem(`${key}_log`, JSON.stringify([[matchID, log]]));
    },
    { state: match.state, initial: match.initial, log: match.log },
  );
  await page.goto(url);
}
