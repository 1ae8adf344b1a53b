/**
 * Air, Land & Sea piles in Debian's chromium: on a desktop a pile of five cards shows each covered
 * card's strip whole, its name readable (QA: the fixed zone squeezed them to 14 px, names cut in
 * half); on a 375 px phone every covered card's name fits its strip (QA: "Cover Fi…", "Heavy B…"),
 * and on both no name or strength reaches past its strip's foot (QA: a "3" half shown).
 * A seeded random first battle that builds such a pile is loaded into a solo game.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { AirLandSeaGame, type AlsMatchState } from '../../games/air-land-sea';
import { definition } from '../../games/air-land-sea/definition';
import { pick, seededRng } from '../../games/common/random';
import { ReducerMatch } from '../support/reducer';
import { watchForProblems } from './support/page-problems';
import { loadSoloMatch } from './support/solo-state';
import { SHOTS, useStage } from './support/stage';

/** A first battle, seat 0 to play, where some pile holds five cards. */
function fiveCardPile(): ReducerMatch<AlsMatchState> {
  for (let seed = 1; seed < 200; seed++) {
    const rng = seededRng(`piles-${seed}`);
    const m = new ReducerMatch<AlsMatchState>({ ...AirLandSeaGame, seed: `piles-${seed}` }, 2, { targetVP: 12 });
    while (m.state.G.battle === 1 && !m.state.ctx.gameover) {
      const G = m.state.G;
      const tallest = Math.max(...Object.values(G.piles).flatMap((t) => [t['0'].length, t['1'].length]));
      if (tallest >= 5 && G.current === '0' && !G.choice) return m;
      const player = definition.engine.toAct(G)[0]!;
      const plays = definition.engine.legalActions(G, player).filter((a) => a.type !== 'withdraw');
      if (plays.length === 0) break;
      const { move, args } = definition.toMove(pick(rng, plays));
      m.move(player, move, args);
    }
  }
  throw new Error('no seed built a five-card pile');
}

/** Covered strips whose name or strength reaches past the strip (cut by it), with the overhang in px. */
const cutStrips = (page: Page) =>
  page.locator('.pile__slot--covered').evaluateAll((slots) =>
    slots.flatMap((slot) => {
      const box = slot.getBoundingClientRect();
      return [...slot.querySelectorAll<HTMLElement>('.card__name, .card__strength')].flatMap((part) => {
        const r = part.getBoundingClientRect();
        const over = Math.max(box.top - r.top, r.bottom - box.bottom);
        return over > 0.5 ? [`${part.innerText} (${slot.closest('.pile--theirs') ? 'theirs' : 'mine'}): ${over.toFixed(1)} px`] : [];
      });
    }),
  );

describe('Air, Land & Sea piles', () => {
  const stage = useStage();
  const errors: string[] = [];

  /** A solo page of `width` × `height` showing the five-card pile. */
  async function pilePage(width: number, height: number): Promise<Page> {
    errors.length = 0;
    const page = await (await stage.browser.newContext({ viewport: { width, height } })).newPage();
    watchForProblems(page, errors);
    await page.goto(`${stage.server.url}/solo/air-land-sea?level=easy&seed=e2e`);
    await page.locator('.als-board').waitFor();
    await loadSoloMatch(page, fiveCardPile());
    await page.locator('.pile__slot--covered').first().waitFor();
    return page;
  }

  it('a five-card pile shows each covered card whole', async () => {
    const page = await pilePage(1280, 800);
    const strips = await page.locator('.pile__slot--covered').evaluateAll((slots) => slots.map((s) => s.getBoundingClientRect().height));
    expect(strips.length).toBeGreaterThanOrEqual(4);
    expect(Math.min(...strips), `covered strips ${strips.map(Math.round).join(', ')} px high`).toBeGreaterThanOrEqual(19.5);
    // Each strip's name and strength whole, not cut at its foot.
    expect(await cutStrips(page)).toEqual([]);
    // The hand still fits the screen under the theaters.
    const hand = (await page.locator('.hand').first().boundingBox())!;
    expect(hand.y + hand.height).toBeLessThanOrEqual(800);
    await page.screenshot({ path: `${SHOTS}als-five-card-pile-1280.png` });
    await page.context().close();
    expect(errors).toEqual([]);
  });

  it('on a phone, every covered card’s name fits its strip', async () => {
    const page = await pilePage(375, 740);
    const names = await page
      .locator('.card--covered .card__name')
      .evaluateAll((spans) => spans.map((s) => ({ text: (s as HTMLElement).innerText, cut: s.scrollWidth > s.clientWidth })));
    // The seed's piles hold own face-down cards with long names (Containment, Heavy Bombers).
    expect(names.filter((n) => n.text !== 'Face down').length).toBeGreaterThanOrEqual(3);
    expect(names.filter((n) => n.cut).map((n) => n.text)).toEqual([]);
    // Nor cut at their foot by the 18 px strip (QA: the opponent's "3" half shown).
    expect(await cutStrips(page)).toEqual([]);
    await page.locator('.theaters').screenshot({ path: `${SHOTS}als-covered-names-375.png` });
    await page.context().close();
    expect(errors).toEqual([]);
  });
});
