/**
 * The players' pages in a real browser (#21 items 3–5), desktop (1280×800) and phone (375×812):
 * a game's leaderboard and a player's page with their finished matches (played over sockets by
 * players with tokens, one against the computer), reached from the lobby, with links to the
 * other players' pages and to the replays, no horizontal scroll, screenshots in
 * test/e2e/screenshots/. A match created and joined through the lobby binds the seat to this
 * browser's token, and the token moves to another browser through "Use on another device".
 */
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../games';
import type { SomeGame } from '../../games/common/definition';
import { publicIdOf } from '../../server/player-identity';
import { playAgainstBot } from '../server/support/against-bot';
import { request } from '../server/support/lobby';
import { createWithPlayers, eventually, newToken, withToken } from '../server/support/players';
import { SeatClient } from '../server/support/seat-client';
import { NO_ADDRESS_LIMITS } from '../server/support/server-process';
import { watchForProblems } from './support/page-problems';
import { playOpenedMatch } from './support/socket-play';
import { SHOTS, useStage } from './support/stage';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
] as const;

const ALS = 'air-land-sea';
const LVS = 'land-vs-sea';

describe('players’ pages in a real browser', () => {
  const stage = useStage(NO_ADDRESS_LIMITS);
  const ada = newToken();
  const bo = newToken();
  const cy = newToken();
  const definitions: Record<string, SomeGame> = {};
  const matchIDs: string[] = [];

  beforeAll(async () => {
    const base = stage.server.url;
    for (const g of GAMES) definitions[g.name] = await g.definition();
    const two = (a: string, b: string, names: [string, string]) => [
      { token: a, name: names[0] },
      { token: b, name: names[1] },
    ];
    for (const [game, players, seed] of [
      [ALS, two(ada, bo, ['Ada Lovelace', 'Bo']), 1],
      [ALS, two(cy, ada, ['Cy', 'Ada Lovelace']), 2],
      [LVS, two(ada, bo, ['Ada Lovelace', 'Bo']), 3],
      [ALS, two(bo, cy, ['Bo', 'Cy']), 4],
    ] as const) {
      const match = await createWithPlayers(base, game, [...players]);
      await playOpenedMatch(base, definitions[game]!, match, { over: true }, seed);
      matchIDs.push(match.matchID);
    }
    // Ada against the computer (easy).
    const { matchID, seats } = await createWithPlayers(base, ALS, [{ token: ada, name: 'Ada Lovelace' }, { name: '' }], {
      bots: { 1: 'easy' },
    });
    const human = new SeatClient(base, ALS, matchID, '0', seats[0]!.credentials);
    await human.sync();
    await playAgainstBot(human, definitions[ALS]!, 'e2e-players');
    human.close();
    matchIDs.push(matchID);
    await eventually(
      () => request(base, 'GET', `/players/${publicIdOf(ada)}`),
      (r) => (r.body.matches as { total?: number } | undefined)?.total === 4,
    );
  }, 180_000);

  /** A browser context holding `token` as this browser's player (as web/players/identity.ts keeps it). */
  async function contextAs(viewport: { width: number; height: number }, token?: string): Promise<BrowserContext> {
    const context = await stage.browser.newContext({ viewport, reducedMotion: 'reduce' });
    if (token) await context.addInitScript((t) => localStorage.setItem('als-lvs:player-token', t), token);
    return context;
  }

  async function noHorizontalScroll(page: Page): Promise<void> {
    const widths = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      client: document.documentElement.clientWidth,
    }));
    expect(widths.scroll, 'no horizontal scroll').toBeLessThanOrEqual(widths.client);
  }

  for (const viewport of VIEWPORTS) {
    it(`the leaderboard, from the lobby, with links to the players (${viewport.name})`, async () => {
      const errors: string[] = [];
      const context = await contextAs(viewport, bo);
      try {
        const page = await context.newPage();
        watchForProblems(page, errors);
        await page.goto(stage.server.url);
        await page
          .getByRole('navigation', { name: 'Rules and ratings' })
          .getByRole('link', { name: 'Air, Land & Sea leaderboard' })
          .click();
        await page.waitForURL(/\/leaderboard\/air-land-sea$/);
        await page.getByRole('heading', { level: 1, name: 'Air, Land & Sea leaderboard' }).waitFor();
        const rows = page.locator('.leaderboard tbody tr');
        await rows.first().waitFor();
        expect(await rows.count()).toBe(3);
        const names = await page.locator('.leaderboard tbody th a').allTextContents();
        expect(names.sort()).toEqual(['Ada Lovelace', 'Bo', 'Cy']);
        const ratings = (await page.locator('.leaderboard__rating').allTextContents()).map((t) => Number(/^\d+/.exec(t)![0]));
        expect(ratings).toEqual([...ratings].sort((a, b) => b - a));
        await expect(page.locator('.leaderboard__me').textContent()).resolves.toContain('Bo');
        await expect(page.getByRole('heading', { name: 'The computer' }).isVisible()).resolves.toBe(true);
        expect(await page.locator('.ratings__item').allTextContents()).toEqual(
          ['easy', 'medium', 'hard'].map((level) => expect.stringContaining(`Computer (${level})`)),
        );
        await noHorizontalScroll(page);
        await page.screenshot({ path: `${SHOTS}players-leaderboard-${viewport.name}.png`, fullPage: true });
        // A name opens that player's page.
        await page.getByRole('link', { name: 'Ada Lovelace' }).click();
        await page.waitForURL(new RegExp(`/player/${publicIdOf(ada)}$`));
        await page.getByRole('heading', { level: 1, name: 'Ada Lovelace' }).waitFor();
        // The other game's leaderboard, linked from here too.
        await page.goto(`${stage.server.url}/leaderboard/${LVS}`);
        await page.locator('.leaderboard tbody tr').first().waitFor();
        expect(await page.locator('.leaderboard tbody tr').count()).toBe(2);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });

    it(`a player's page: ratings, finished matches with opponents, results, rating changes and replays (${viewport.name})`, async () => {
      const errors: string[] = [];
      const context = await contextAs(viewport, ada);
      try {
        const page = await context.newPage();
        watchForProblems(page, errors);
        await page.goto(stage.server.url);
        await page.getByRole('link', { name: 'Your player page' }).click();
        await page.waitForURL(new RegExp(`/player/${publicIdOf(ada)}$`));
        await page.getByRole('heading', { level: 1, name: 'Ada Lovelace (you)' }).waitFor();
        const items = page.locator('.history__item');
        await items.first().waitFor();
        expect(await items.count()).toBe(4);
        const texts = await items.allTextContents();
        expect(texts.filter((t) => /Replay/.test(t))).toHaveLength(4);
        expect(texts.filter((t) => /Rating [+−±]\d+ \(\d+ → \d+\)/.test(t))).toHaveLength(4);
        expect(texts.some((t) => /against Computer \(easy\)/.test(t))).toBe(true);
        expect(texts.some((t) => /as (Land|Sea) against Bo \((Sea|Land)\)/.test(t) && /Land vs Sea/.test(t))).toBe(true);
        expect(texts.filter((t) => /against Cy/.test(t))).toHaveLength(1);
        const ratings = await page.locator('.ratings__item').allTextContents();
        expect(ratings[0]).toMatch(/Air, Land & Sea\d+\?? · RD \d+3 rated games/);
        expect(ratings[1]).toMatch(/Land vs Sea\d+\?? · RD \d+1 rated game/);
        await expect(page.getByRole('heading', { name: 'Use on another device' }).isVisible()).resolves.toBe(true);
        await noHorizontalScroll(page);
        await page.screenshot({ path: `${SHOTS}players-page-${viewport.name}.png`, fullPage: true });
        // An opponent's page, then a replay.
        await page.locator('.history__item').filter({ hasText: 'against Cy' }).getByRole('link', { name: 'Cy' }).click();
        await page.waitForURL(new RegExp(`/player/${publicIdOf(cy)}$`));
        await page.getByRole('heading', { level: 1, name: 'Cy' }).waitFor();
        expect(await page.getByRole('heading', { name: 'Use on another device' }).count()).toBe(0);
        await page
          .locator('.history__item')
          .first()
          .getByRole('link', { name: /^Replay/ })
          .click();
        await page.waitForURL(/\/replay\/air-land-sea\//);
        await page.locator('.replay .play-area__board > *').first().waitFor({ timeout: 20_000 });
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
    it(`a match's page names its players as links to their pages; the computer is plain text (${viewport.name})`, async () => {
      const errors: string[] = [];
      const context = await contextAs(viewport, cy);
      try {
        const page = await context.newPage();
        watchForProblems(page, errors);
        await page.goto(`${stage.server.url}/match/${ALS}/${matchIDs[4]}`);
        const header = page.locator('.play-header__players');
        await header.getByRole('link', { name: 'Ada Lovelace' }).waitFor();
        expect(await header.getByRole('link').count()).toBe(1);
        expect(await header.textContent()).toContain('Computer (easy)');
        await page.goto(`${stage.server.url}/match/${ALS}/${matchIDs[0]}`);
        await header.getByRole('link', { name: 'Bo' }).waitFor();
        expect(await header.getByRole('link').allTextContents()).toEqual(['Ada Lovelace', 'Bo']);
        // Over: no seat offered, the last board one click away.
        await page.getByRole('heading', { name: 'This Air, Land & Sea match is over' }).waitFor();
        await noHorizontalScroll(page);
        await page.screenshot({ path: `${SHOTS}players-match-names-${viewport.name}.png` });
        await page.getByRole('button', { name: 'See the last board' }).click();
        // The board opens on its summary of the game, as it does for the players.
        await page.getByRole('button', { name: 'Look at the board' }).click({ timeout: 20_000 });
        await noHorizontalScroll(page);
        await page.screenshot({ path: `${SHOTS}players-match-last-board-${viewport.name}.png`, fullPage: true });
        await header.getByRole('link', { name: 'Bo' }).click();
        await page.waitForURL(new RegExp(`/player/${publicIdOf(bo)}$`));
        await page.getByRole('heading', { level: 1, name: 'Bo' }).waitFor();
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }

  for (const viewport of VIEWPORTS) {
    it(`a listed rematch's seat kept for the opponent: a passer-by is offered no seat, the opponent takes theirs (${viewport.name})`, async () => {
      const [uma, vic] = [newToken(), newToken()];
      const base = stage.server.url;
      const played = await createWithPlayers(base, ALS, [
        { token: uma, name: `Uma ${viewport.name}` },
        { token: vic, name: `Vic ${viewport.name}` },
      ]);
      await playOpenedMatch(base, definitions[ALS]!, played, { over: true }, 5);
      const again = await request(base, 'POST', `/games/${ALS}/${played.matchID}/playAgain`, { ...played.seats[0], unlisted: false });
      const rematch = String(again.body.nextMatchID);
      expect(
        (
          await request(
            base,
            'POST',
            `/games/${ALS}/${rematch}/join`,
            { playerID: '0', playerName: `Uma ${viewport.name}` },
            withToken(uma),
          )
        ).status,
      ).toBe(200);

      const errors: string[] = [];
      const passerBy = await contextAs(viewport);
      try {
        const page = await passerBy.newPage();
        watchForProblems(page, errors);
        await page.goto(`${base}/?game=${ALS}`);
        const entry = page.locator('.match-list__item', { hasText: `Uma ${viewport.name} vs Vic ${viewport.name} (seat kept)` });
        await entry.getByText('Waiting for players').waitFor();
        expect(await entry.getByRole('button', { name: 'Join' }).count(), 'its Join would be refused (403)').toBe(0);
        await noHorizontalScroll(page);
        await page.goto(`${base}/match/${ALS}/${rematch}`);
        await page.getByRole('heading', { name: 'This Air, Land & Sea rematch waits for its players' }).waitFor();
        await page.getByText(`Seat 2: kept for Vic ${viewport.name}, its player in the last match`).waitFor();
        await page.getByText('In this rematch, seat 2 is kept for its player in the last match.').waitFor();
        expect(await page.getByRole('button', { name: /Take seat/ }).count()).toBe(0);
        await noHorizontalScroll(page);
        await page.screenshot({ path: `${SHOTS}rematch-kept-seat-passer-by-${viewport.name}.png`, fullPage: true });
      } finally {
        await passerBy.close();
      }

      // Vic's browser, as it is after Vic played there: the token and the public id the server gave it.
      const vics = await contextAs(viewport, vic);
      try {
        await vics.addInitScript((id) => localStorage.setItem('als-lvs:player-id', id), publicIdOf(vic));
        const page = await vics.newPage();
        watchForProblems(page, errors);
        await page.goto(`${base}/match/${ALS}/${rematch}`);
        await page.getByLabel('Your name').fill(`Vic ${viewport.name}`);
        await page.getByRole('button', { name: 'Take seat 2' }).click();
        await page.locator('.als-board').waitFor();
        const seats = (await request(base, 'GET', `/games/${ALS}/${rematch}`)).body.players as { name?: string; data?: unknown }[];
        expect(seats[1]).toMatchObject({ name: `Vic ${viewport.name}`, data: { player: publicIdOf(vic) } });
      } finally {
        await vics.close();
      }
      expect(errors).toEqual([]);
    });
  }

  for (const viewport of VIEWPORTS) {
    it(`Land vs Sea's Play again passes the sides round: Ida played Land, in the rematch she plays Sea (${viewport.name}, QA)`, async () => {
      const [ida, jon] = [newToken(), newToken()];
      const base = stage.server.url;
      const names = [`Ida ${viewport.name}`, `Jon ${viewport.name}`];
      const played = await createWithPlayers(base, LVS, [
        { token: ida, name: names[0]! },
        { token: jon, name: names[1]! },
      ]);
      await playOpenedMatch(base, definitions[LVS]!, played, { over: true }, 6);
      const errors: string[] = [];
      const pages: Page[] = [];
      for (const [i, token] of [ida, jon].entries()) {
        const context = await contextAs(viewport, token);
        // As web/lobby/seats.ts keeps a seat taken in this browser.
        const seat = { game: LVS, matchID: played.matchID, ...played.seats[i]!, playerName: names[i], joinedAt: 1 };
        await context.addInitScript((s) => localStorage.setItem(`als-lvs:seat:${s.matchID}`, JSON.stringify(s)), seat);
        const page = await context.newPage();
        watchForProblems(page, errors);
        await page.goto(`${base}/match/${LVS}/${played.matchID}`);
        pages.push(page);
      }
      try {
        for (const page of pages) {
          // The end's dialog's (the page's own lies under it).
          const again = page.getByRole('dialog').getByRole('button', { name: 'Play again' });
          await again.waitFor();
          await again.click();
          await page.waitForURL((url) => !url.pathname.endsWith(played.matchID));
        }
        const rematch = pages[0]!.url().split('/').at(-1)!;
        expect(pages[1]!.url().split('/').at(-1)).toBe(rematch);
        const seats = (await request(base, 'GET', `/games/${LVS}/${rematch}`)).body.players as { name?: string }[];
        expect(seats.map((s) => s.name)).toEqual([names[1], names[0]]);
        for (const [page, side] of [
          [pages[0]!, 'Sea'],
          [pages[1]!, 'Land'],
        ] as const) {
          // The players' panel: "You (Sea)".
          const me = page.locator('.lvs-player.is-me .lvs-player__head');
          await expect.poll(() => me.innerText().catch(() => ''), { timeout: 10_000 }).toMatch(new RegExp(`^You\\s*\\(${side}\\)`));
        }
        await pages[0]!.screenshot({ path: `${SHOTS}lvs-rematch-sides-${viewport.name}.png` });
      } finally {
        for (const page of pages) await page.context().close();
      }
      expect(errors).toEqual([]);
    });
  }

  it('a match made in the lobby binds the seat to this browser’s token; the token moves to another browser', async () => {
    const errors: string[] = [];
    const context = await contextAs({ width: 1280, height: 800 });
    try {
      const page = await context.newPage();
      watchForProblems(page, errors);
      await page.goto(stage.server.url);
      await page.getByLabel('Your name').fill('Dee');
      await page.getByRole('button', { name: 'Create a match' }).click();
      await page.waitForURL(/\/match\/air-land-sea\//);
      const matchID = page.url().split('/').at(-1)!;
      const token = await page.evaluate(() => localStorage.getItem('als-lvs:player-token'));
      expect(token).toMatch(/^[A-Za-z0-9_-]{22}$/);
      const seat0 = ((await request(stage.server.url, 'GET', `/games/${ALS}/${matchID}`)).body.players as { data?: unknown }[])[0]!;
      expect(seat0.data).toEqual({ player: publicIdOf(token!) });
      expect((await request(stage.server.url, 'GET', `/players/${publicIdOf(token!)}`)).body.name).toBe('Dee');

      // Show it on this browser's own page...
      await page.goto(`${stage.server.url}/player/me`);
      await page.waitForURL(new RegExp(`/player/${publicIdOf(token!)}$`));
      await page.getByRole('button', { name: 'Show my token' }).click();
      expect(await page.getByLabel('Your token').inputValue()).toBe(token);
      // ...and paste it in another browser, which then plays as Dee.
      const other = await contextAs({ width: 375, height: 812 });
      const phone = await other.newPage();
      watchForProblems(phone, errors);
      const consoleErrors: string[] = [];
      phone.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()));
      await phone.goto(`${stage.server.url}/player/me`);
      // A new player's own page: nothing to show yet, and no failed request on the console (it asked
      // for a profile that does not exist, a 404).
      await phone.getByText('No finished matches yet').waitFor();
      expect(consoleErrors).toEqual([]);
      await phone.getByLabel('A token from another device').fill('not a token');
      await phone.getByRole('button', { name: 'Use this token' }).click();
      await phone.getByRole('alert').filter({ hasText: 'That is not a player token' }).waitFor();
      await phone.getByLabel('A token from another device').fill(token!);
      await phone.getByRole('button', { name: 'Use this token' }).click();
      await phone.waitForURL(new RegExp(`/player/${publicIdOf(token!)}$`));
      await phone.getByRole('heading', { level: 1, name: 'Dee (you)' }).waitFor();
      expect(await phone.evaluate(() => localStorage.getItem('als-lvs:player-token'))).toBe(token);
      await noHorizontalScroll(phone);
      await phone.screenshot({ path: `${SHOTS}players-own-page-phone.png`, fullPage: true });
      await other.close();
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
