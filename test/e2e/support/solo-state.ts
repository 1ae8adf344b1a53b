/**
 * A solo game's page given a match played elsewhere (a seeded ReducerMatch): written where the
 * page keeps its game (localStorage), then reloaded, so a test starts from any position.
 */
import type { Page } from 'playwright-core';

interface Played {
  state: unknown;
  initial: unknown;
  log: unknown;
}

/** The solo page open in `page` (its game already stored once) shows `match` after a reload. */
export async function loadSoloMatch(page: Page, match: Played): Promise<void> {
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
  await page.reload();
}
