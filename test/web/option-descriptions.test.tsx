// @vitest-environment jsdom
/**
 * The new-game form (create and solo) says under every option, in one line, what it changes, as
 * the chosen player count plays it.
 */
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GAMES } from '../../games';
import { LobbyPage } from '../../web/lobby/LobbyPage';
import { fakeServer, NO_MATCHES } from './support/fake-server';

beforeEach(() => {
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** What a screen reader hears after a field's name: the texts its aria-describedby names. */
const description = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

describe('option descriptions', () => {
  it('every option of the new-game form says what it changes, a forced one too', async () => {
    const user = userEvent.setup();
    fakeServer(NO_MATCHES);
    render(<LobbyPage />);
    for (const game of GAMES) {
      await user.click(screen.getByRole('radio', { name: new RegExp(game.title) }));
      for (const option of game.options) {
        const field = screen.getByLabelText(option.label);
        expect(screen.getByText(option.description)).toBeTruthy();
        expect(description(field)).toContain(option.description);
      }
    }
    // Four players always play with waypoints: the form says why, and still what they are.
    await user.selectOptions(screen.getByLabelText('Players'), '4');
    const waypoints = screen.getByLabelText('Waypoints');
    expect((waypoints as HTMLSelectElement).disabled).toBe(true);
    expect(description(waypoints)).toContain('always with 4 players');
    expect(description(waypoints)).toContain('waypoint');
  });

  it('with three players, Mountains & corals says they score for the Cartographer, not for Land and Sea', async () => {
    const user = userEvent.setup();
    fakeServer(NO_MATCHES);
    render(<LobbyPage />);
    await user.click(screen.getByRole('radio', { name: /Land vs Sea/ }));
    expect(description(screen.getByLabelText('Mountains & corals'))).toContain('for Land');
    await user.selectOptions(screen.getByLabelText('Players'), '3');
    const field = screen.getByLabelText('Mountains & corals');
    expect(description(field)).toContain('always with 3 players');
    expect(description(field)).toContain('scores for the Cartographer');
    expect(description(field)).not.toContain('for Land');
  });
});
