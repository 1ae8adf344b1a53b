// @vitest-environment jsdom
/** The shell: each path shows its page; in-app links navigate without a reload. */
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '../../web/app/App';
import { PageErrorBoundary } from '../../web/app/PageErrorBoundary';
import { navigate } from '../../web/app/router';
import { fakeServer } from './support/fake-server';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('app shell', () => {
  it('shows the lobby at /, a clear page for an unknown path, and follows links back', async () => {
    const user = userEvent.setup();
    fakeServer({ 'GET /games/air-land-sea': () => ({ body: { matches: [] } }) });
    window.history.replaceState(null, '', '/');
    render(<App />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Air, Land & Sea · Land vs Sea');
    act(() => navigate('/nowhere'));
    expect(screen.getByRole('heading', { name: 'Nothing here' })).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Go to the lobby' }));
    expect(window.location.pathname).toBe('/');
    expect(screen.getByRole('button', { name: 'Create a match' })).toBeTruthy();
  });

  it('gives each page its own tab title (QA: every page had the lobby’s)', () => {
    fakeServer({ 'GET /games/air-land-sea': () => ({ body: { matches: [] } }) });
    window.history.replaceState(null, '', '/');
    render(<App />);
    expect(document.title).toBe('Air, Land & Sea · Land vs Sea');
    const titles: string[] = [];
    for (const path of [
      '/rules/land-vs-sea',
      '/tutorial/air-land-sea',
      '/leaderboard/land-vs-sea',
      '/player/me',
      '/nowhere',
      '/match/chess/x',
    ]) {
      act(() => navigate(path));
      titles.push(document.title);
    }
    expect(titles).toEqual([
      'How to play Land vs Sea · Air, Land & Sea · Land vs Sea',
      'Air, Land & Sea tutorial · Air, Land & Sea · Land vs Sea',
      'Land vs Sea leaderboard · Air, Land & Sea · Land vs Sea',
      'Player page · Air, Land & Sea · Land vs Sea',
      'Page not found · Air, Land & Sea · Land vs Sea',
      'Unknown game · Air, Land & Sea · Land vs Sea',
    ]);
    act(() => navigate('/'));
    expect(document.title).toBe('Air, Land & Sea · Land vs Sea');
  });

  it('a match of an unknown game says so', async () => {
    window.history.replaceState(null, '', '/match/chess/x');
    render(<App />);
    expect(await screen.findByRole('heading', { name: 'Unknown game' })).toBeTruthy();
  });

  it('a page that throws while rendering shows what happened and a way back, not a blank page', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // React reports the error too
    const Broken = (): never => {
      throw new TypeError('Cannot convert object to primitive value');
    };
    render(
      <PageErrorBoundary>
        <Broken />
      </PageErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toMatch('Cannot convert object to primitive value');
    expect(screen.getByRole('link', { name: 'Go to the lobby' }).getAttribute('href')).toBe('/');
    vi.restoreAllMocks();
  });
});
