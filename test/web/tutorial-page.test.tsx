// @vitest-environment jsdom
/**
 * The tutorial page in the app (jsdom, the game's real board and Local master): the panel tells
 * the step and its number as a live region; an explanation waits for Next; on the learner's
 * move the board offers that move only, highlighted; the scripted opponent's move lands after
 * its step shows; "Start over" begins again. Reached from the lobby and the rules page.
 */
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GAMES } from '../../games';
import { alsTutorial } from '../../games/air-land-sea/tutorial/script';
import { App } from '../../web/app/App';
import { fakeServer, NO_MATCHES } from './support/fake-server';

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const panel = () => screen.getByRole('region', { name: 'Tutorial' });
const stepShown = (n: number) => screen.findByText(`Step ${n} of ${alsTutorial.steps.length}`, {}, { timeout: 5_000 });
const highlighted = (container: HTMLElement) => Array.from(container.querySelectorAll('[data-tutorial-target]'));

describe('the tutorial page', () => {
  it('is linked from the lobby, for each game that has one', async () => {
    const user = userEvent.setup();
    fakeServer(NO_MATCHES);
    render(<App />);
    const linkTo = (title: string) => screen.getByRole('link', { name: `Tutorial for ${title}` });
    // The lobby links to the picked game's.
    for (const game of GAMES.filter((g) => g.tutorial)) {
      await user.click(screen.getByRole('radio', { name: new RegExp(`^${game.title}`) }));
      expect(linkTo(game.title).getAttribute('href')).toBe(`/tutorial/${game.name}`);
    }
    await user.click(screen.getByRole('radio', { name: /^Air, Land & Sea/ }));
    await user.click(linkTo('Air, Land & Sea'));
    expect(window.location.pathname).toBe('/tutorial/air-land-sea');
    // The page's code loads on demand: slow on a busy machine.
    expect(await screen.findByRole('heading', { level: 1, name: 'Air, Land & Sea — tutorial' }, { timeout: 5_000 })).toBeTruthy();
  });

  it('is linked from the game’s rules page', async () => {
    window.history.replaceState(null, '', '/rules/air-land-sea');
    render(<App />);
    const link = await screen.findByRole('link', { name: 'Play the guided tutorial' }, { timeout: 5_000 });
    expect(link.getAttribute('href')).toBe('/tutorial/air-land-sea');
  });

  it('explains, then offers only the move it asks for; the opponent’s move follows its step', { timeout: 20_000 }, async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/tutorial/air-land-sea');
    const { container } = render(<App />);
    await stepShown(1);
    expect(within(panel()).getByRole('status').textContent).toContain(alsTutorial.steps[0]!.text);
    // The explanation points at the theaters, and nothing on the board can be played yet.
    await waitFor(() => expect(highlighted(container).map((el) => el.className)).toEqual(['theaters']));
    expect(container.querySelectorAll('.hand .card-button')).toHaveLength(0);
    await user.click(within(panel()).getByRole('button', { name: 'Next' }));
    await stepShown(2);
    await user.click(within(panel()).getByRole('button', { name: 'Next' }));
    await stepShown(3);

    // One card may be played, and only where the step says; withdrawing is not offered.
    await waitFor(() => expect(container.querySelectorAll('.hand .card-button')).toHaveLength(1));
    const card = screen.getByRole('button', { name: 'Play Heavy Tanks (L6)' });
    expect(card.hasAttribute('data-tutorial-target')).toBe(true);
    expect(screen.queryByRole('button', { name: /Withdraw/ })).toBeNull();
    expect(within(panel()).queryByRole('button', { name: 'Next' })).toBeNull();
    await user.click(card);
    expect(screen.getAllByRole('button', { name: /to (Air|Land|Sea)$/ }).map((b) => b.getAttribute('aria-label'))).toEqual([
      'Deploy Heavy Tanks face up to Land',
    ]);
    await user.click(screen.getByRole('button', { name: 'Deploy Heavy Tanks face up to Land' }));
    await stepShown(4);
    await user.click(within(panel()).getByRole('button', { name: 'Next' }));

    // The opponent's step shows first; its face-down card lands after it.
    await stepShown(5);
    expect(screen.getByRole('list', { name: 'Opponent’s cards in Air' }).children).toHaveLength(0);
    await stepShown(6);
    expect(screen.getByRole('list', { name: 'Opponent’s cards in Air' }).children).toHaveLength(1);

    // A past move picked in the log: the step, which speaks of the live board, waits (QA).
    await user.click(screen.getByRole('button', { name: /^Move 1: / }));
    expect(within(panel()).getByRole('status').textContent).toBe(
      'Step 6 of ' +
        alsTutorial.steps.length +
        'The board shows a past move: the tutorial waits. “Back to the live game”, above, goes on with it.',
    );
    expect(within(panel()).queryByRole('button')).toBeNull();
    // Nor does it point at anything on the past board (a stray frame was drawn over the theaters).
    expect(highlighted(container)).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Back to the live game' }));
    expect(within(panel()).getByRole('status').textContent).toContain(alsTutorial.steps[5]!.text);

    // Start over: the first step again, on a fresh board.
    await user.click(screen.getByRole('button', { name: 'Start over' }));
    await stepShown(1);
    await waitFor(() => expect(screen.getByRole('list', { name: 'Your cards in Land' }).children).toHaveLength(0));
  });

  it('says so for a game it does not know', async () => {
    window.history.replaceState(null, '', '/tutorial/chess');
    render(<App />);
    expect(await screen.findByRole('heading', { name: 'Unknown game' })).toBeTruthy();
  });
});
