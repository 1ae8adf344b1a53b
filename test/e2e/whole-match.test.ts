/**
 * A whole online match of each game in real browsers (a desktop and a phone), with a spectator:
 * each page's game log tells every move from its own side (the opponent's face-down cards stay
 * "a card"), a click on a past move shows the board that page showed then, and once the match
 * is over its replay rebuilds every move with every card revealed. Screenshots of the log, the
 * history and the replay, desktop and phone, go to test/e2e/screenshots/.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CARDS, type CardId } from '../../games/air-land-sea/rules';
import { act } from './support/als-driver';
import { actLandVsSea } from './support/lvs-driver';
import { watchForProblems } from './support/page-problems';
import { SHOTS, useStage } from './support/stage';

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 375, height: 812 };

const GAMES = [
  { name: 'air-land-sea', title: 'Air, Land & Sea', act, board: '.als-board', maxDecisions: 400 },
  { name: 'land-vs-sea', title: 'Land vs Sea', act: actLandVsSea, board: '.lvs-board', maxDecisions: 900 },
] as const;

/** Each game log entry's lines, by move number (0: the start). */
const logLines = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('.game-log__entry')].map((entry) =>
      [...entry.querySelectorAll('.game-log__line')].map((line) => line.textContent ?? ''),
    ),
  );

/** What a board shows of a position (not of a half-made choice, nor what it offers to play): piles, scores, hands, tiles. */
const boardText = (page: Page) =>
  page.evaluate(() =>
    [
      ...[...document.querySelectorAll('.play-area__view [data-hex]')].map((e) => e.getAttribute('data-hex')).sort(),
      ...[
        ...document.querySelectorAll(
          '.play-area__view .pile, .play-area__view .theater__score, .play-area__view .player, .play-area__view .hand__cards, .play-area__view .lvs-scores, .play-area__view .lvs-players',
        ),
      ].map((e) => {
        // Not what the live board offers there (a steal button's word): the past offers nothing.
        const copy = e.cloneNode(true) as Element;
        copy.querySelectorAll('.steal-target__tag').forEach((tag) => tag.remove());
        return copy.textContent;
      }),
    ].join('|'),
  );

interface ReplayMove {
  player: string;
  move: string;
  args: unknown[];
}

describe.each(GAMES)('$title: a whole online match in real browsers', (game) => {
  const stage = useStage();

  it('the log tells it to each page, the history brings back what a page showed, the replay reveals it all', async () => {
    const errors: string[] = [];
    const open = async (viewport: { width: number; height: number }) => {
      const page = await (await stage.browser.newContext({ viewport })).newPage();
      watchForProblems(page, errors);
      return page;
    };
    const ada = await open(DESKTOP);
    await ada.goto(`${stage.server.url}/`);
    await ada.getByRole('radio', { name: new RegExp(game.title) }).click();
    await ada.getByLabel('Your name').fill('Ada');
    if (game.name === 'land-vs-sea') await ada.getByLabel('You play').selectOption('Land'); // not at random: the same game each run
    await ada.getByRole('button', { name: 'Create a match' }).click();
    await ada.waitForURL(new RegExp(`/match/${game.name}/`));
    const link = ada.url();
    const matchID = link.split('/').at(-1)!;
    const bo = await open(PHONE);
    await bo.goto(link);
    await bo.getByLabel('Your name').fill('Bo');
    await bo.getByRole('button', { name: 'Take seat 2' }).click();
    await bo.locator(game.board).waitFor();
    const watcher = await open(DESKTOP);
    await watcher.goto(`${link}?watch=1`);
    await watcher.locator(game.board).waitFor();

    // Bo's page: what it showed after each move, by the log's last number.
    const shown = new Map<number, string>();
    const note = async () => {
      if (await bo.locator('.past-banner').count()) return;
      const n = (await logLines(bo)).length - 1;
      if (!shown.has(n)) shown.set(n, await boardText(bo));
    };

    let decisions = 0;
    for (let i = 0; i < game.maxDecisions * 4 && decisions < game.maxDecisions; i++) {
      if (await ada.getByRole('link', { name: 'Watch the replay' }).count()) break;
      // A battle's summary over Air, Land & Sea's next deal: continue.
      for (const page of [ada, bo]) {
        const next = page.getByRole('button', { name: 'Continue' });
        if (await next.count()) await next.click();
      }
      await note();
      const acted = await Promise.race([
        (async () => (await game.act(ada)) || (await game.act(bo)))(),
        new Promise<boolean>((_, reject) => setTimeout(() => reject(new Error('stuck')), 20_000)),
      ]).catch(async (error: unknown) => {
        await ada.screenshot({ path: `${SHOTS}${game.name}-stuck-ada.png`, fullPage: true });
        await bo.screenshot({ path: `${SHOTS}${game.name}-stuck-bo.png`, fullPage: true });
        throw error;
      });
      if (acted) decisions++;
      else await ada.waitForTimeout(40);
      if (decisions === 12 && !shown.has(-1)) {
        shown.set(-1, 'shots taken');
        await ada.screenshot({ path: `${SHOTS}${game.name}-log-1280.png` });
        await bo.screenshot({ path: `${SHOTS}${game.name}-log-375.png`, fullPage: true });
      }
    }
    await ada.getByRole('link', { name: 'Watch the replay' }).waitFor({ timeout: 30_000 });
    // Each player's end says what the match did to their rating (the first between them: rated).
    for (const page of [ada, bo]) {
      const note = page.locator('[role="dialog"] .rating-note');
      await note.waitFor({ timeout: 15_000 });
      // A draw between two new players leaves both at 1500 (±0): Land vs Sea can draw.
      // A first game: the rating is provisional, and the note says why it moved so far.
      expect(await note.textContent()).toMatch(
        new RegExp(
          `^Your ${game.title} rating: 1500 → \\d+ \\(([+−]\\d+|±0)\\)\\. It is provisional \\(“\\?”\\): your first games move it most\\.$`,
        ),
      );
    }
    expect(await watcher.locator('.rating-note').count(), 'a spectator has no rating in it').toBe(0);
    await bo.screenshot({ path: `${SHOTS}${game.name}-end-rating-375.png` });
    // The end-of-game summary over each board (the spectator's too): look at the board.
    for (const page of [ada, bo, watcher]) {
      const close = page.getByRole('button', { name: /^Look at the (board|map)$/ });
      await close.waitFor();
      await close.click();
    }

    // The replay: every move with full arguments, from which the log names every card.
    const replay = (await (await fetch(`${stage.server.url}/games/${game.name}/${matchID}/replay`)).json()) as { moves: ReplayMove[] };
    const moves = replay.moves;
    expect(moves.length).toBeGreaterThan(20);

    // Every page's log has the start and every move; Bo's names Ada's face-down cards nowhere.
    for (const page of [ada, bo, watcher]) {
      await page.waitForFunction((n) => document.querySelectorAll('.game-log__entry').length === n, moves.length + 1);
    }
    const [adaLog, boLog, watcherLog] = await Promise.all([logLines(ada), logLines(bo), logLines(watcher)]);
    moves.forEach((move, i) => {
      // A move made for an ability names it first: "With Maneuver (Sea 3), you flipped …".
      const mine = (log: string[][]) => log[i + 1]![0]!.replace(/^With [^)]+\), (.)/, (_, first: string) => first.toUpperCase());
      expect(mine(adaLog)).toMatch(move.player === '0' ? /^You / : /^Bo /);
      expect(mine(boLog)).toMatch(move.player === '1' ? /^You / : /^Ada /);
      expect(mine(watcherLog)).toMatch(move.player === '0' ? /^Ada / : /^Bo /);
      if (move.move === 'improvise') {
        const card = CARDS[move.args[0] as CardId].name;
        expect(mine(move.player === '0' ? adaLog : boLog)).toContain(card);
        expect(mine(move.player === '0' ? boLog : adaLog)).toMatch(/played a card face down/);
        expect(mine(watcherLog)).toMatch(/played a card face down/);
      }
    });

    // History: a past move in Bo's log brings back exactly what Bo's page showed after it.
    const past = [...shown.keys()].filter((n) => n > 0 && n < moves.length).slice(0, 25);
    expect(past.length).toBeGreaterThan(5);
    for (const n of past) {
      await bo.locator('.game-log__entry').nth(n).click();
      await bo.locator('.past-banner').waitFor();
      expect(await boardText(bo), `Bo's board after move ${n}`).toBe(shown.get(n));
    }
    await bo.screenshot({ path: `${SHOTS}${game.name}-history-375.png`, fullPage: true });
    await bo.getByRole('button', { name: 'Back to the live game' }).click();
    await watcher.locator('.game-log__entry').nth(past[0]!).click();
    await watcher.locator('.past-banner').waitFor();
    await watcher.screenshot({ path: `${SHOTS}${game.name}-history-watcher-1280.png` });

    // The replay page: every move, every card named.
    await ada.getByRole('link', { name: 'Watch the replay' }).click();
    await ada.waitForURL(new RegExp(`/replay/${game.name}/${matchID}`));
    await ada.locator('.replay__where').waitFor();
    const replayLog = await logLines(ada);
    expect(replayLog.length).toBe(moves.length + 1);
    moves.forEach((move, i) => {
      if (move.move === 'improvise') expect(replayLog[i + 1]![0]).toContain(CARDS[move.args[0] as CardId].name);
    });
    await ada.getByRole('button', { name: 'End', exact: true }).click();
    expect(await ada.locator('.replay__where').textContent()).toContain(`Move ${moves.length} of ${moves.length}`);
    await ada.getByRole('button', { name: 'Start', exact: true }).click();
    for (let i = 0; i < 5; i++) await ada.getByRole('button', { name: 'Next move' }).click();
    expect(await ada.locator('.replay__where').textContent()).toContain(`Move 5 of ${moves.length}`);
    await ada.screenshot({ path: `${SHOTS}${game.name}-replay-1280.png` });
    await bo.goto(`${stage.server.url}/replay/${game.name}/${matchID}`);
    await bo.locator('.replay__where').waitFor();
    await bo.getByRole('button', { name: 'End', exact: true }).click();
    await bo.screenshot({ path: `${SHOTS}${game.name}-replay-375.png`, fullPage: true });
    if (game.name === 'air-land-sea') {
      // At the deal the replay discloses the other hand: on a phone its cards go under the name
      // (inline, they squeezed "Computer (easy)" to "Co…"), and no line starts with a comma.
      await bo.getByRole('button', { name: 'Start', exact: true }).click();
      await bo.screenshot({ path: `${SHOTS}${game.name}-replay-start-375.png` });
      const theirs = await bo.evaluate(() => {
        const row = document.querySelector('.player--revealed')!;
        const name = row.querySelector('.player__name')!.getBoundingClientRect();
        const cards = [...row.querySelectorAll('.revealed-card')].map((c) => c.getBoundingClientRect());
        return { below: cards.length > 0 && cards.every((c) => c.top >= name.bottom - 1) };
      });
      expect(theirs.below, 'the disclosed hand is under the name').toBe(true);
      const commaFirst = await bo.evaluate(() =>
        [...document.querySelectorAll('.revealed-card')].some((c) => getComputedStyle(c, '::before').content.includes(',')),
      );
      expect(commaFirst, 'a comma before a card starts a line where the list wraps').toBe(false);
    }
    expect(errors).toEqual([]);
  }, 600_000);
});
