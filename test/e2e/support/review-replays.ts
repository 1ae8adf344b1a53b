/**
 * Finished matches for the review page's tests and `npm run review-time`, played here rather than
 * on the server (whose deals are unpredictable by design): boardgame.io's reducer with a fixed
 * seed and seeded bots gives the same match every time. The page under test is served the match
 * as the server's replay route would answer it (`serveReplay`), so everything else is real.
 */
import type { Page } from 'playwright-core';
import { findGame } from '../../../games';
import { fairRandomBot, searchBot } from '../../../games/common/bots';
import { playReplay, type PlayedReplay } from '../../../scripts/lib/replay-match';

/**
 * Who plays each seat: `random` makes mistakes worth marking; `easy` is the easiest search bot's
 * iterations without its time cap (on a busy machine the cap would cut a search short: another match).
 */
export type Player = 'random' | 'easy';

export async function finishedReplay(gameName: string, seats: readonly Player[], seed: string): Promise<PlayedReplay> {
  const { definition, game } = await findGame(gameName)!.load();
  const easy = { iterations: definition.budgets.easy.iterations };
  const bots = seats.map((p) => (p === 'random' ? fairRandomBot(definition) : searchBot(definition, easy)));
  return playReplay(game, seats.length, bots, seed);
}

const NAMES = ['Ada', 'Bo', 'Cy', 'Di'];

/** The page's requests for the match's replay are answered with `replay`, as the server's route would (seats named Ada, Bo…). */
export async function serveReplay(page: Page, replay: PlayedReplay): Promise<void> {
  const { final: _final, ...played } = replay;
  const players = Array.from({ length: replay.numPlayers }, (_, id) => ({ id, name: NAMES[id] }));
  const answer = { ...played, setupData: null, players };
  await page.route(`**/games/${replay.gameName}/${replay.matchID}/replay`, (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(answer) }),
  );
}
