/**
 * The browser tab's title for each page (QA: every page had the same one, so tabs, the history
 * and a screen reader's announcement of a new page could not tell a match from the lobby).
 */
import { findGame } from '../../games';
import type { Route } from './router';

export const SITE_TITLE = 'Air, Land & Sea · Land vs Sea';

export function pageTitle(route: Route): string {
  const game = 'game' in route ? findGame(route.game)?.title : '';
  if (game === undefined) return `Unknown game · ${SITE_TITLE}`;
  const page: Record<Route['page'], string | null> = {
    lobby: null,
    match: `${game} match`,
    solo: `${game} against the computer`,
    soloReview: `${game} review`,
    replay: `${game} replay`,
    review: `${game} review`,
    rules: `How to play ${game}`,
    tutorial: `${game} tutorial`,
    player: 'Player page',
    leaderboard: `${game} leaderboard`,
    missing: 'Page not found',
  };
  const own = page[route.page];
  return own ? `${own} · ${SITE_TITLE}` : SITE_TITLE;
}
