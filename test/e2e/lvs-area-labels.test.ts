/**
 * End to end, in Debian's chromium: the points labels of completed areas on the Land vs Sea map,
 * on a 375 px phone and a 1280 px desktop. On the map of a whole game, with many areas completed
 * side by side, no two labels overlap (QA read "+3 ×1" drawn over "+2 ×1") and none covers a
 * tile's symbol; in the tutorial's step 11 the two-cape island it explains shows beside its
 * "+2 ×1" (the label covered it), and so does the Play Again compass next to it.
 * Screenshots of both.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { LandVsSeaGame, type State } from '../../games/land-vs-sea';
import { lvsTutorial } from '../../games/land-vs-sea/tutorial/script';
import { definition } from '../../games/land-vs-sea/definition';
import { actionValues } from '../../games/land-vs-sea/ai/placement-values';
import { pick, seededRng } from '../../games/common/random';
import { ReducerMatch } from '../support/reducer';
import { overlap, type Box } from './support/boxes';
import { watchForProblems } from './support/page-problems';
import { loadSoloMatch } from './support/solo-state';
import { SHOTS, useStage } from './support/stage';
import { followTutorial } from './support/tutorial-driver';
import { contextAt, PHONE_AND_DESKTOP } from './support/viewports';

/** The step that shows the island the learner's two capes made (index from 0). */
const ISLAND_STEP = lvsTutorial.steps.findIndex((step) => step.text.startsWith('The two capes make an island'));

/** A whole 2-player game, each move one of the best for the mover's points at once: many areas completed, as the bots leave them. */
function greedyMatch(seed: string): ReducerMatch<State> {
  const rng = seededRng(seed);
  const m = new ReducerMatch<State>({ ...LandVsSeaGame, seed }, 2, {});
  while (!m.state.ctx.gameover) {
    const player = definition.engine.toAct(m.state.G)[0]!;
    const actions = definition.engine.legalActions(m.state.G, player);
    const values = actionValues(m.state.G, player, actions);
    const best = Math.max(...values);
    const { move, args } = definition.toMove(
      pick(
        rng,
        actions.filter((_, i) => values[i] === best),
      ),
    );
    if (!m.move(player, move, args)) throw new Error(`the reducer refused ${move}(${JSON.stringify(args)})`);
  }
  return m;
}

/** Every pair of the map's area labels whose boxes on the screen overlap, by their text. */
async function overlappingLabels(page: Page): Promise<string[]> {
  const labels = await page.locator('.area-label').evaluateAll((all) =>
    all.map((label) => {
      const r = label.getBoundingClientRect();
      return { text: label.querySelector('text')!.textContent!, box: { x: r.x, y: r.y, width: r.width, height: r.height } };
    }),
  );
  const pairs: string[] = [];
  labels.forEach((a, i) =>
    labels
      .slice(i + 1)
      .forEach((b) => overlap(a.box, b.box) && pairs.push(`"${a.text}" at ${Math.round(a.box.x)},${Math.round(a.box.y)} × "${b.text}"`)),
  );
  return pairs;
}

/**
 * Each of the map's symbols (bonus, caravan, ship, action, Volcano) that an area label covers more
 * than `share` of, with the share. Mountains and corals line the edges, and labels may lie on them.
 */
async function coveredSymbols(page: Page, share: number): Promise<string[]> {
  const { labels, symbols } = await page.locator('.lvs-map').evaluate((map) => {
    const boxOf = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    };
    return {
      labels: [...map.querySelectorAll('.area-label')].map((l) => ({ text: l.querySelector('text')!.textContent!, box: boxOf(l) })),
      symbols: [...map.querySelectorAll('.map-tile .sym:not(.sym--mountain):not(.sym--coral)')].map((s) => ({
        kind: [...s.classList].find((c) => c.startsWith('sym--'))!,
        box: boxOf(s),
      })),
    };
  });
  return labels.flatMap((label) =>
    symbols.flatMap((symbol) => {
      const covered = shared(label.box, symbol.box) / area(symbol.box);
      return covered > share ? [`"${label.text}" covers ${Math.round(covered * 100)}% of a ${symbol.kind}`] : [];
    }),
  );
}

const area = (b: Box) => b.width * b.height;
const shared = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) *
  Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

describe('Land vs Sea area labels in a real browser', () => {
  const stage = useStage();

  it('on a whole game’s map, no two area labels overlap, on a phone or a desktop', { timeout: 120_000 }, async () => {
    const m = greedyMatch('area-labels');
    const errors: string[] = [];
    for (const viewport of PHONE_AND_DESKTOP) {
      const context = await contextAt(stage.browser, viewport);
      const page = await context.newPage();
      watchForProblems(page, errors);
      await page.goto(`${stage.server.url}/solo/land-vs-sea?level=easy&seed=e2e`);
      await page.locator('.lvs-board').waitFor();
      await loadSoloMatch(page, m);
      // The game is over: the summary opens over the map; Escape closes it as "Look at the map" does
      // (a click would leave the mouse over the map, a tile's details showing on hover).
      await page.getByRole('button', { name: 'Look at the map' }).waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      const count = await page.locator('.area-label').count();
      expect(count, 'areas completed side by side').toBeGreaterThanOrEqual(12);
      expect(await overlappingLabels(page), `${viewport.width} px`).toEqual([]);
      // Nor a tile's symbol (QA: the Play Again compass half under a label).
      expect(await coveredSymbols(page, 0.1), `${viewport.width} px`).toEqual([]);
      await page.locator('.lvs-map').scrollIntoViewIfNeeded();
      await page.locator('.lvs-map').screenshot({ path: `${SHOTS}lvs-area-labels-${viewport.width}.png` });
      await context.close();
    }
    expect(errors).toEqual([]);
  });

  it('the tutorial’s island shows beside its label, on a phone or a desktop', { timeout: 120_000 }, async () => {
    expect(ISLAND_STEP).toBeGreaterThan(0);
    const errors: string[] = [];
    for (const viewport of PHONE_AND_DESKTOP) {
      const context = await stage.browser.newContext({ viewport });
      const page = await context.newPage();
      watchForProblems(page, errors);
      await page.goto(`${stage.server.url}/tutorial/land-vs-sea`);
      await page.locator('.tutorial-panel').waitFor();
      let checked = false;
      await followTutorial(page, lvsTutorial, {
        onStep: async (index) => {
          if (index !== ISLAND_STEP) return;
          const label = (await page.locator('.area-label').boundingBox())!;
          // The island: its two capes, hatched as complete.
          const capes = await page.locator('.segment--complete').evaluateAll((paths) =>
            paths.map((p) => {
              const r = p.getBoundingClientRect();
              return { x: r.x, y: r.y, width: r.width, height: r.height };
            }),
          );
          expect(capes.length).toBe(2);
          const island = {
            x: Math.min(...capes.map((c) => c.x)),
            y: Math.min(...capes.map((c) => c.y)),
            width: Math.max(...capes.map((c) => c.x + c.width)) - Math.min(...capes.map((c) => c.x)),
            height: Math.max(...capes.map((c) => c.y + c.height)) - Math.min(...capes.map((c) => c.y)),
          };
          const hidden = shared(label, island) / area(island);
          expect(hidden, `the label covers ${Math.round(hidden * 100)}% of the island`).toBeLessThan(0.1);
          // Nor the Play Again compass on the cape's tile (22% and 47% of it were covered).
          expect(await coveredSymbols(page, 0.05)).toEqual([]);
          // The map in sight for the picture, then the page back where the step put it.
          const scrolled = await page.evaluate(() => scrollY);
          await page.locator('.lvs-map').scrollIntoViewIfNeeded();
          await page.screenshot({ path: `${SHOTS}lvs-area-labels-island-${viewport.width}.png` });
          await page.evaluate((y) => scrollTo(0, y), scrolled);
          checked = true;
        },
      });
      expect(checked).toBe(true);
      await context.close();
    }
    expect(errors).toEqual([]);
  });
});
