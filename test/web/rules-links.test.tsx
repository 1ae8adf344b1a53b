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
  it('the lobby links to each game’s rules page', async () => {
    const user = userEvent.setup();
    fakeServer(NO_MATCHES);
    render(<App />);
    const links = within(screen.getByRole('navigation', { name: 'How to play' }));
    for (const game of GAMES)
      expect(links.getByRole('link', { name: `How to play ${game.title}` }).getAttribute('href')).toBe(`/rules/${game.name}`);
    await user.click(links.getByRole('link', { name: 'How to play Land vs Sea' }));
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
