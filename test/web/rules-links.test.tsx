// @vitest-environment jsdom
/**
 * Ways to the rules: the lobby links to each game's "How to play" page; a match or solo page
 * links to the rules in a new tab, so the game stays open.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GAMES } from '../../games';
import { App } from '../../web/app/App';
import { MatchPage } from '../../web/play/MatchPage';
import { SoloPage } from '../../web/play/SoloPage';
import { fakeServer, OPEN_MATCH, NO_MATCHES } from './support/fake-server';

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The "How to play" link of a play page's header: a new tab, so the match is not left. */
function expectRulesLinkInNewTab(game: string) {
  const link = screen.getByRole('link', { name: /^How to play ?\(opens in a new tab\)$/ });
  expect(link.getAttribute('href')).toBe(`/rules/${game}`);
  expect(link.getAttribute('target')).toBe('_blank');
}

describe('ways to the rules', () => {
  it('the lobby links to the picked game’s rules, tutorial and leaderboard, and to the player’s page', async () => {
    const user = userEvent.setup();
    fakeServer(NO_MATCHES);
    render(<App />);
    for (const game of GAMES) {
      await user.click(screen.getByRole('radio', { name: new RegExp(`^${game.title}`) }));
      const links = within(screen.getByRole('navigation', { name: 'Rules and ratings' }));
      const shown = (name: string) => {
        const link = links.getByRole('link', { name });
        return [link.textContent, link.getAttribute('href')];
      };
      // The other game's are not offered until it is picked.
      expect(links.getAllByRole('link')).toHaveLength(4);
      expect(shown(`How to play ${game.title}`)).toEqual(['How to play', `/rules/${game.name}`]);
      expect(shown(`Tutorial for ${game.title}`)).toEqual(['Tutorial', `/tutorial/${game.name}`]);
      expect(shown(`${game.title} leaderboard`)).toEqual(['Leaderboard', `/leaderboard/${game.name}`]);
      expect(shown('Your player page')).toEqual(['Your player page', '/player/me']);
    }
    await user.click(screen.getByRole('link', { name: 'How to play Land vs Sea' }));
    expect(window.location.pathname).toBe('/rules/land-vs-sea');
    expect(await screen.findByRole('heading', { level: 1, name: 'How to play Land vs Sea' })).toBeTruthy();
  });

  it('a match page links to the rules in a new tab', async () => {
    fakeServer({ 'GET /games/air-land-sea/m1': () => ({ body: OPEN_MATCH }) });
    render(<MatchPage game="air-land-sea" matchID="m1" watch={false} />);
    await screen.findByText('Ada vs open seat');
    expectRulesLinkInNewTab('air-land-sea');
  });

  it('a solo page links to the rules in a new tab', () => {
    render(<SoloPage game="land-vs-sea" query={new URLSearchParams()} />);
    expectRulesLinkInNewTab('land-vs-sea');
  });
});
