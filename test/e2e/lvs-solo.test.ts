/**
 * End to end, in Debian's chromium against the real server: a solo Land vs Sea game against the
 * bot (in its Web Worker) plays several turns through the board, and survives a reload; the end
 * of a 3-player game fits a phone; screenshots of the board.
 */
import { describe, expect, it } from 'vitest';
import { LandVsSeaGame, type State } from '../../games/land-vs-sea';
import { definition } from '../../games/land-vs-sea/definition';
import { seededRng } from '../../games/common/random';
import { playRandomly, ReducerMatch } from '../support/reducer';
import { overlap, type Box } from './support/boxes';
import { actLandVsSea } from './support/lvs-driver';
import { watchForProblems } from './support/page-problems';
import { loadSoloMatch } from './support/solo-state';
import { SHOTS, useStage } from './support/stage';

describe('Land vs Sea solo in a real browser', () => {
  const stage = useStage();

  it('the player and the bot take turns: the draft, then several tiles each on the map', async () => {
    const errors: string[] = [];
    for (const [width, height] of [
      [1280, 720],
      [375, 740],
    ] as const) {
      const page = await (await stage.browser.newContext({ viewport: { width, height } })).newPage();
      watchForProblems(page, errors); // uncaught errors and CSP violations
      await page.goto(`${stage.server.url}/solo/land-vs-sea?level=easy&seed=e2e`);
      await page.locator('.lvs-board').waitFor();
      let clicks = 0;
      // The draft (4 takes), then placements: wait for the bot between our decisions.
      for (let i = 0; i < 600 && clicks < 14; i++) {
        if (await actLandVsSea(page)) clicks++;
        else await page.waitForTimeout(50);
      }
      expect(clicks).toBe(14);
      await page.screenshot({ path: `${SHOTS}lvs-solo-${width}.png` });
      // 14 decisions: 2 draft takes, then placements and refills; the bot placed tiles too.
      const placed = await page.locator('.lvs-map__tiles [data-hex]').count();
      expect(placed).toBeGreaterThanOrEqual(8);
      // A reload resumes the game (kept in localStorage); a new game would show the start tile only.
      await page.reload();
      await page.locator('.lvs-board').waitFor();
      expect(await page.locator('.lvs-map__tiles [data-hex]').count()).toBeGreaterThanOrEqual(placed);
      await page.context().close();
    }
    expect(errors).toEqual([]);
  });

  it('with 3 players on a phone, each player’s role is whole beside a long name', async () => {
    const page = await (
      await stage.browser.newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true })
    ).newPage();
    await page.goto(`${stage.server.url}/solo/land-vs-sea?level=medium&players=3&seed=e2e`);
    await page.locator('.lvs-player__role').first().waitFor();
    const roles = await page.locator('.lvs-player__head').evaluateAll((heads) =>
      heads.map((head) => {
        const role = head.querySelector('.lvs-player__role')!;
        const box = role.getBoundingClientRect();
        const within = box.right <= head.getBoundingClientRect().right + 1 && role.scrollWidth <= role.clientWidth;
        return `${head.querySelector('.lvs-player__name')!.textContent} ${role.textContent}: ${within ? 'whole' : 'cut'}`;
      }),
    );
    expect(await page.locator('.play-header__players').textContent()).toBe('You and 2 computer players (medium) · you play Land');
    expect(roles).toEqual(['You (Land): whole', 'Computer 1 (medium, Sea): whole', 'Computer 2 (medium, Cartographer): whole']);
    // The scores above the map: the ring alone told which side was yours. The chips stay on one line, in the phone's width.
    const chips = await page.locator('.lvs-score').evaluateAll((items) =>
      items.map((chip) => ({
        text: (chip as HTMLElement).innerText.replace(/\s+/g, ' '),
        right: chip.getBoundingClientRect().right,
        top: chip.getBoundingClientRect().top,
      })),
    );
    expect(chips.map((c) => c.text)).toEqual(['Land You 0', 'Sea 0', 'Cartographer 0']);
    for (const chip of chips) expect(chip.right).toBeLessThanOrEqual(375);
    expect(new Set(chips.map((c) => c.top)).size, 'the scores on one line').toBe(1);
    // Nothing to do while the computers draft: no empty row under the prompt, no white bar on the map.
    await page.locator('.stack--takeable').first().click();
    const empty = await (
      await page.waitForFunction(() => {
        if (!/^Computer \d \(medium, (Sea|Cartographer)\) /.test(document.querySelector('.lvs-board .prompt')?.textContent ?? ''))
          return false;
        const bar = document.querySelector('.lvs-prompt-row .action-bar')!;
        const top = document.querySelector('.lvs-map__bar--top')!;
        return {
          barHeight: bar.getBoundingClientRect().height,
          hud: top.childElementCount,
          topBackground: getComputedStyle(top).backgroundColor,
        };
      })
    ).jsonValue();
    expect(empty).toEqual({ barHeight: 0, hud: 0, topBackground: 'rgba(0, 0, 0, 0)' });
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}lvs-solo-computers-turn-375.png` });
    await page.screenshot({ path: `${SHOTS}lvs-solo-3-players-375.png`, fullPage: true });
    await page.context().close();
  });

  it('played as Sea: the computer plays Land and drafts first, the page says whose side is whose', async () => {
    const errors: string[] = [];
    const page = await (await stage.browser.newContext({ viewport: { width: 375, height: 740 } })).newPage();
    watchForProblems(page, errors);
    await page.goto(`${stage.server.url}/`);
    await page.getByRole('radio', { name: /Land vs Sea/ }).click();
    await page.getByLabel('You play').selectOption('Sea');
    await page.getByRole('button', { name: 'Play against the computer' }).click();
    await page.waitForURL(/\/solo\/land-vs-sea\?.*seat=1/);
    await page.locator('.stack--takeable').first().waitFor();
    expect(await page.locator('.play-header__players').textContent()).toBe('You vs the computer (medium) · you play Sea');
    const heads = await page
      .locator('.lvs-player__head')
      .evaluateAll((all) =>
        all.map((h) => `${h.querySelector('.lvs-player__name')!.textContent} ${h.querySelector('.lvs-player__role')!.textContent}`),
      );
    expect(heads).toEqual(['Computer (medium, Land)', 'You (Sea)']);
    // Land takes first: the computer's take is in the log before ours is asked for.
    expect(await page.locator('.game-log__entry').nth(1).textContent()).toMatch(/Computer \(medium\) took a tile from stack \d \(draft\)/);
    await page.screenshot({ path: `${SHOTS}lvs-solo-as-sea-375.png` });
    await page.context().close();
    expect(errors).toEqual([]);
  });

  it('on a desktop the page stays where it is as moves come in: only the log scrolls', async () => {
    const page = await (await stage.browser.newContext({ viewport: { width: 1280, height: 720 } })).newPage();
    await page.goto(`${stage.server.url}/solo/land-vs-sea?level=easy&seed=e2e`);
    await page.locator('.stack--takeable').first().waitFor();
    for (let take = 0; take < 2; take++) {
      const entries = await page.locator('.game-log__entry').count();
      // Taken by script: a click would scroll the page to its button.
      await page.waitForFunction(() => document.querySelector('.stack--takeable'));
      await page.evaluate(() => document.querySelector<HTMLElement>('.stack--takeable')!.click());
      // This take and the computer's answer are in the log.
      await page.waitForFunction((n) => document.querySelectorAll('.game-log__entry').length >= n + 2, entries);
      await page.waitForTimeout(100);
      expect(await page.evaluate(() => scrollY), `after take ${take + 1}`).toBe(0);
      const newest = await page.evaluate(() => {
        const list = document.querySelector('.game-log__list')!.getBoundingClientRect();
        const last = [...document.querySelectorAll('.game-log__entry')].at(-1)!.getBoundingClientRect();
        return last.bottom <= list.bottom + 1 && last.top >= list.top - 1;
      });
      expect(newest, 'the newest move in sight in the log').toBe(true);
    }
    await page.context().close();
  });

  it('the end of a 3-player game: every side’s points by rule fit a phone, and a desktop in one table', async () => {
    // A whole 3-player game with every option, played at random, kept as the solo page keeps it.
    const errors: string[] = [];
    const rng = seededRng('end-table');
    const m = new ReducerMatch<State>({ ...LandVsSeaGame, seed: 'end-table' }, 3, {
      mountainsAndCorals: true,
      caravansAndShips: true,
      waypoints: true,
    });
    playRandomly(m, definition, rng);
    for (const viewport of [
      { width: 375, height: 740 },
      { width: 1280, height: 720 },
    ]) {
      const page = await (await stage.browser.newContext({ viewport })).newPage();
      watchForProblems(page, errors);
      await page.goto(`${stage.server.url}/solo/land-vs-sea?level=easy&players=3&seed=e2e`);
      await page.locator('.lvs-board').waitFor();
      await loadSoloMatch(page, m);
      const table = page.locator('.lvs-summary__table');
      await table.waitFor();
      const fit = await table.evaluate((box) => ({
        scroll: box.scrollWidth,
        width: box.clientWidth,
        rows: box.querySelectorAll('tbody tr').length,
      }));
      expect(fit.rows).toBe(3);
      // At 375 px the eight columns scrolled sideways, with nothing to say so.
      expect(fit.scroll, `the table's ${fit.scroll} px in ${fit.width}`).toBeLessThanOrEqual(fit.width);
      // On the phone each figure is on a line of its own after its column's name (a ::before).
      const sea = await page
        .locator('.lvs-summary__scores tbody tr')
        .nth(1)
        .evaluate((row) => [...row.querySelectorAll('td')].map((td) => `${getComputedStyle(td, '::before').content} ${td.innerText}`));
      if (viewport.width < 560)
        expect(sea.slice(0, 2)).toEqual([
          expect.stringMatching(/^"Areas" \d+ \(\d+ areas?\)$/),
          expect.stringMatching(/^"Bonus symbols" \d+$/),
        ]);
      else expect(sea[0]).toMatch(/^none \d+/);
      // Taller than a phone's screen, the dialog scrolls itself: its headline and its buttons stay reachable.
      const box = (await page.getByRole('dialog').boundingBox())!;
      expect(box.y, 'the dialog starts on the screen').toBeGreaterThanOrEqual(0);
      expect(box.y + box.height, 'the dialog ends on the screen').toBeLessThanOrEqual(viewport.height);
      // It opens at its headline (the winner), Play again already focused.
      const title = (await page.locator('#lvs-summary-title').boundingBox())!;
      expect(title.y, 'the headline is on the screen').toBeGreaterThanOrEqual(0);
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Play again');
      await page.screenshot({ path: `${SHOTS}lvs-end-3-players-${viewport.width}.png` });
      // Its buttons stay at its foot while it scrolls: Play again is on the screen at once, and after a scroll.
      const again = page.getByRole('dialog').getByRole('button', { name: 'Play again' });
      const onScreen = async () => {
        const button = (await again.boundingBox())!;
        return button.y >= 0 && button.y + button.height <= viewport.height;
      };
      expect(await onScreen(), 'Play again on the screen as the dialog opens').toBe(true);
      await page.getByRole('dialog').evaluate((dialog) => dialog.scrollBy(0, 300));
      expect(await onScreen(), 'Play again on the screen after a scroll').toBe(true);
      await page.screenshot({ path: `${SHOTS}lvs-end-3-players-${viewport.width}-bottom.png` });
      // Behind the dialog, the whole map fitted: each completed area's points readable, 11 px or more.
      const labels = await page.locator('.area-label text').evaluateAll((texts) => texts.map((t) => t.getBoundingClientRect().height));
      expect(labels.length).toBeGreaterThan(2);
      expect(Math.min(...labels), `area labels ${labels.map(Math.round).join(', ')} px high`).toBeGreaterThanOrEqual(11);
      // And none drawn over another (QA read "+3 ×1" over "+2 ×1").
      const boxes = await page
        .locator('.area-label')
        .evaluateAll((all) => all.map((label) => label.getBoundingClientRect().toJSON() as Box));
      const crossed = boxes.flatMap((a, i) => boxes.slice(i + 1).filter((b) => overlap(a, b)));
      expect(crossed, 'area labels drawn over another').toEqual([]);
      await page.context().close();
    }
    expect(errors).toEqual([]);
  });
});
