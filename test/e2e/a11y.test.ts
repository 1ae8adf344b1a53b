/**
 * An axe-core scan of every page of the app, desktop and phone, in Debian's chromium against the
 * real server: the lobby with each game picked (and its quick-match panel with options chosen,
 * and waiting with the computer offered), a match page (a table waiting for players, the
 * join panel, a board in play, a spectator's), a solo game (and one with a card or tile
 * inspected), a finished match's replay, the game's rules page and its tutorial (at the start,
 * and with the learner's first click made), its leaderboard and a player's own page with a
 * finished match in its history, for every game. Any serious or critical violation
 * of WCAG 2.0/2.1 A and AA (and of label-content-name-mismatch, which axe still calls
 * experimental) fails that page's test.
 *
 * The pages are one list (`pagesOf`): a new page is one more entry.
 * Every finding, of every impact, is also written to test/e2e/screenshots/a11y.json.
 */
import { writeFileSync } from 'node:fs';
import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GAMES } from '../../games';
import type { GameMeta } from '../../games/common/meta';
import type { SomeGame } from '../../games/common/definition';
import { publicIdOf } from '../../server/player-identity';
import { createWithPlayers, newToken } from '../server/support/players';
import { NO_ADDRESS_LIMITS } from '../server/support/server-process';
import { watchForProblems } from './support/page-problems';
import { createWaitingMatch, playMatch, playOpenedMatch, type OpenedMatch } from './support/socket-play';
import { SHOTS, useStage, type Stage } from './support/stage';

type Viewport = { width: number; height: number };
const VIEWPORTS: readonly Viewport[] = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
];
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/**
 * The WCAG A and AA rules, and two more:
 * - one axe still calls experimental (so off by default): a button's accessible name must contain
 *   its visible text, or speech users cannot say what they see;
 * - a best practice: headings go down one level at a time. Every board's came straight under the
 *   page's h1 as h3s, and a screen reader's list of headings read as if a level were missing.
 */
const AXE_OPTIONS = {
  runOnly: { type: 'tag' as const, values: [...TAGS, 'best-practice'] },
  rules: { 'label-content-name-mismatch': { enabled: true } },
};
const FAILING = new Set(['serious', 'critical']);
/** Rules that fail a page whatever their impact (axe calls a heading skipped "moderate"). */
const ALWAYS_FAILING = new Set(['heading-order']);
/** A board, once its client has connected and drawn it. */
const BOARD = '.play-area__view > *';

/** The matches one game's pages open. */
interface Matches {
  waiting: OpenedMatch;
  playing: OpenedMatch;
  finished: OpenedMatch;
  /** A finished match between two players with tokens (so a history and a leaderboard): the first one's token. */
  rated: OpenedMatch & { token: string };
}

interface PageCase {
  name: string;
  path: (m: Matches) => string;
  /** The seat this browser holds (as the lobby saved it), by match. */
  seat?: (m: Matches) => { match: OpenedMatch; playerID: string };
  /** This browser's player token (as web/players/identity.ts keeps it). */
  token?: (m: Matches) => string;
  /** What shows once the page is drawn. */
  ready: string;
  /** Brings the page to the state worth scanning (e.g. a card picked, so its targets show). */
  prepare?: (page: Page) => Promise<void>;
  /** Undoes what the page left on the server after the scan (a place in the quick-match queue). */
  finish?: (page: Page) => Promise<void>;
}

/** What to do on a board in play before the scan: pick a hand card where the game has one. */
const PICK: Record<string, string> = { 'air-land-sea': '.hand .card-button' };

/** A tutorial at its first move of the learner's: explanations read, the highlighted part clicked once. */
async function tutorialUnderWay(page: Page): Promise<void> {
  const next = page.locator('.tutorial-panel').getByRole('button', { name: 'Next' });
  for (let read = 0; read < 10 && (await next.count()) > 0; read++) await next.click();
  await page.locator('[data-tutorial-target]').first().click();
}

/** The lobby with `game` picked. */
async function pickGame(page: Page, game: GameMeta): Promise<void> {
  await page.getByRole('radio', { name: new RegExp(game.title) }).click();
  await page.getByRole('form', { name: `New ${game.title} game` }).waitFor();
}

function pagesOf(game: GameMeta): PageCase[] {
  const pick = PICK[game.name];
  const tutorial: PageCase[] = game.tutorial
    ? [
        { name: `tutorial (${game.title})`, path: () => `/tutorial/${game.name}`, ready: '.tutorial-panel' },
        {
          name: `tutorial under way (${game.title})`,
          path: () => `/tutorial/${game.name}`,
          ready: '.tutorial-panel',
          prepare: tutorialUnderWay,
        },
      ]
    : [];
  return [
    {
      name: `lobby, ${game.title} picked`,
      path: () => '/',
      seat: (m) => ({ match: m.finished, playerID: '0' }),
      ready: '.match-list, .hint',
      prepare: async (page) => {
        await page.getByRole('radio', { name: new RegExp(game.title) }).click();
        await page.getByRole('form', { name: `New ${game.title} game` }).waitFor();
        await page.getByRole('heading', { name: 'Your matches' }).waitFor();
      },
    },
    {
      name: `lobby, quick match with options chosen (${game.title})`,
      path: () => '/',
      ready: '.quick-match',
      prepare: async (page) => {
        await pickGame(page, game);
        await page.getByRole('radio', { name: 'These:' }).click();
      },
    },
    {
      // The server of this file offers the computer at once (QUICK_BOT_OFFER_SECONDS=0).
      name: `lobby, quick match waiting, the computer offered (${game.title})`,
      path: () => '/',
      ready: '.quick-match',
      prepare: async (page) => {
        await pickGame(page, game);
        await page.getByLabel('Your name').fill('Ada');
        await page.getByRole('button', { name: 'Quick match', exact: true }).click();
        await page
          .getByRole('button', { name: /^Play the computer/ })
          .first()
          .waitFor();
      },
      finish: async (page) => {
        await page.getByRole('button', { name: 'Cancel' }).click();
        await page.getByRole('button', { name: 'Quick match', exact: true }).waitFor();
      },
    },
    { name: `join panel (${game.title})`, path: (m) => `/match/${game.name}/${m.waiting.matchID}`, ready: '.join' },
    {
      name: `match waiting for players (${game.title})`,
      path: (m) => `/match/${game.name}/${m.waiting.matchID}`,
      seat: (m) => ({ match: m.waiting, playerID: '0' }),
      ready: BOARD,
    },
    {
      name: `match in play (${game.title})`,
      path: (m) => `/match/${game.name}/${m.playing.matchID}`,
      seat: (m) => ({ match: m.playing, playerID: '0' }),
      ready: `${BOARD} .prompt--mine`,
      prepare: pick ? (page) => page.locator(pick).first().click() : undefined,
    },
    { name: `spectator (${game.title})`, path: (m) => `/match/${game.name}/${m.playing.matchID}?watch=1`, ready: BOARD },
    { name: `solo (${game.title})`, path: () => `/solo/${game.name}?level=easy&seed=e2e`, ready: BOARD },
    {
      name: `solo, a card or tile inspected (${game.title})`,
      path: () => `/solo/${game.name}?level=easy&seed=e2e`,
      ready: `${BOARD} [data-inspect]`,
      prepare: async (page) => {
        await page.locator('[data-inspect]').first().hover();
        await page.getByRole('tooltip').waitFor();
      },
    },
    { name: `replay (${game.title})`, path: (m) => `/replay/${game.name}/${m.finished.matchID}`, ready: '.replay .play-area__board > *' },
    { name: `rules (${game.title})`, path: () => `/rules/${game.name}`, ready: 'main h1' },
    {
      name: `finished match page (${game.title})`,
      path: (m) => `/match/${game.name}/${m.finished.matchID}`,
      seat: (m) => ({ match: m.finished, playerID: '0' }),
      ready: BOARD,
    },
    ...tutorial,
    ...(game.rating
      ? [
          { name: `leaderboard (${game.title})`, path: () => `/leaderboard/${game.name}`, ready: '.leaderboard' },
          {
            name: `own player page (${game.title})`,
            path: (m: Matches) => `/player/${publicIdOf(m.rated.token)}`,
            token: (m: Matches) => m.rated.token,
            ready: '.history__item',
          },
        ]
      : []),
  ];
}

interface Finding {
  page: string;
  viewport: string;
  rule: string;
  impact: string;
  help: string;
  nodes: string[];
}

/** Opens one page as `pageCase` says and returns axe's violations there, of every impact. */
async function scan(stage: Stage, entry: GameMeta, matches: Matches, pageCase: PageCase, viewport: Viewport, errors: string[]) {
  const context = await stage.browser.newContext({ viewport, reducedMotion: 'reduce' });
  try {
    const held = pageCase.seat?.(matches);
    if (held) {
      const credentials = held.match.seats.find((s) => s.playerID === held.playerID)?.credentials ?? '';
      // As web/lobby/seats.ts keeps a seat taken in this browser.
      const seat = { game: entry.name, matchID: held.match.matchID, playerID: held.playerID, credentials, playerName: 'Ada', joinedAt: 1 };
      await context.addInitScript((s) => localStorage.setItem(`als-lvs:seat:${s.matchID}`, JSON.stringify(s)), seat);
    }
    const token = pageCase.token?.(matches);
    if (token) await context.addInitScript((t) => localStorage.setItem('als-lvs:player-token', t), token);
    const page = await context.newPage();
    watchForProblems(page, errors);
    await page.goto(`${stage.server.url}${pageCase.path(matches)}`);
    try {
      await page.locator(pageCase.ready).first().waitFor({ timeout: 20_000 });
      await pageCase.prepare?.(page);
    } catch (error) {
      await page.screenshot({ path: `${SHOTS}a11y-failed.png` });
      throw new Error(`the page did not get ready`, { cause: error });
    }
    const { violations } = await new AxeBuilder({ page }).options(AXE_OPTIONS).exclude('.debug-panel').analyze();
    await pageCase.finish?.(page);
    return violations;
  } finally {
    await context.close();
  }
}

describe('accessibility (axe-core) of every page, desktop and phone', () => {
  // Matches are played over sockets at full speed, from one address; quick match offers the computer at once.
  const stage = useStage({ ...NO_ADDRESS_LIMITS, QUICK_BOT_OFFER_SECONDS: '0' });
  const findings: Finding[] = [];
  afterAll(() => writeFileSync(`${SHOTS}a11y.json`, JSON.stringify(findings, null, 2)));

  for (const entry of GAMES) {
    describe(entry.title, () => {
      const matches = {} as Matches;
      beforeAll(async () => {
        const definition: SomeGame = await entry.definition();
        const numPlayers = entry.playerCounts[0] ?? 2;
        const base = stage.server.url;
        matches.waiting = await createWaitingMatch(base, entry.name, numPlayers);
        matches.playing = await playMatch(base, definition, numPlayers, { movesThenSeat0: 6 });
        matches.finished = await playMatch(base, definition, numPlayers, { over: true });
        const players = Array.from({ length: numPlayers }, (_, i) => ({ token: newToken(), name: `Player ${i + 1}` }));
        const rated = await createWithPlayers(base, entry.name, players);
        matches.rated = { ...(await playOpenedMatch(base, definition, rated, { over: true })), token: players[0]!.token };
      }, 120_000);

      for (const viewport of VIEWPORTS)
        for (const pageCase of pagesOf(entry))
          it(`${pageCase.name} @ ${viewport.width}x${viewport.height}`, { timeout: 90_000 }, async () => {
            const errors: string[] = [];
            const violations = await scan(stage, entry, matches, pageCase, viewport, errors);
            for (const v of violations)
              findings.push({
                page: pageCase.name,
                viewport: `${viewport.width}x${viewport.height}`,
                rule: v.id,
                impact: v.impact ?? 'unknown',
                help: v.help,
                nodes: v.nodes.map((n) => n.target.join(' ')),
              });
            const failing = violations
              .filter((v) => FAILING.has(v.impact ?? '') || ALWAYS_FAILING.has(v.id))
              .map(
                (v) =>
                  `${v.id} (${v.impact}): ${v.nodes
                    .map((n) => n.target.join(' '))
                    .slice(0, 3)
                    .join(', ')}`,
              );
            expect(failing).toEqual([]);
            expect(errors).toEqual([]);
          });
    });
  }
});
