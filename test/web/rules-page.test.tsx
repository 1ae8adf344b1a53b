// @vitest-environment jsdom
/**
 * The "How to play" pages at /rules/<game>: every section, every Air, Land & Sea card with its
 * ability text, the withdraw table, the Land vs Sea tiles and options, and every lobby option.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GAMES } from '../../games';
import { CARD_IDS, CARDS } from '../../games/air-land-sea/rules';
import { App } from '../../web/app/App';
import { fakeServer } from './support/fake-server';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function open(path: string) {
  window.history.replaceState(null, '', path);
  render(<App />);
}

const sectionOf = (name: string) => within(screen.getByRole('region', { name }));

/** Every lobby option of the game, with its one-line description, in the options section. */
function expectEveryOption(game: string) {
  const options = sectionOf('Options when you start a game');
  for (const option of GAMES.find((g) => g.name === game)!.options) {
    expect(options.getByText(option.label)).toBeTruthy();
    expect(options.getByText(option.description, { exact: false })).toBeTruthy();
  }
}

describe('rules page', () => {
  it('Air, Land & Sea: every section, the withdraw table and all 18 cards with their texts', async () => {
    open('/rules/air-land-sea');
    expect(await screen.findByRole('heading', { level: 1, name: 'How to play Air, Land & Sea' })).toBeTruthy();
    // The game's own part loads with its cards.
    await screen.findByRole('heading', { level: 2, name: 'The goal' }, { timeout: 10_000 });
    for (const heading of [
      'The goal',
      'Theaters and cards',
      'Your turn: exactly one action',
      'Strength and control',
      'Abilities: instant and ongoing',
      'Withdrawing',
      'End of a battle and of the game',
      'All 18 cards',
    ])
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeTruthy();
    expect(sectionOf('Your turn: exactly one action').getByText('strength 2')).toBeTruthy();
    expect(sectionOf('Strength and control').getByText('ties')).toBeTruthy();

    // The rulebook's table, row by row, a full hand first.
    const table = within(sectionOf('Withdrawing').getByRole('table'));
    const row = (name: string) =>
      within(table.getByRole('row', { name: new RegExp(name) }))
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(row('1st Player withdraws')).toEqual(['2', '2', '2', '3', '3', '4', '6']);
    expect(row('2nd Player withdraws')).toEqual(['2', '2', '3', '3', '4', '6', '6']);

    const cards = sectionOf('All 18 cards');
    expect(cards.getAllByRole('listitem')).toHaveLength(CARD_IDS.length);
    // A card's name as it reads: a long word of it is a box of its own ("Super Battle·ship").
    const named = (name: string) => (_: string, element: Element | null) =>
      element?.classList.contains('card__name') === true && element.textContent === name;
    for (const id of CARD_IDS) {
      const { name, text } = CARDS[id];
      expect(cards.getAllByText(named(name)).length).toBeGreaterThan(0);
      if (text) expect(cards.getAllByText(text).length).toBeGreaterThan(0);
    }
    // Maneuver is three cards, one per theater.
    expect(cards.getAllByText(named('Maneuver'))).toHaveLength(3);
    expectEveryOption('air-land-sea');
  });

  it('Land vs Sea: roles, stacks, faces, areas and scoring, the three options, with tile pictures', async () => {
    open('/rules/land-vs-sea');
    expect(await screen.findByRole('heading', { level: 1, name: 'How to play Land vs Sea' })).toBeTruthy();
    await screen.findByRole('heading', { level: 2, name: 'Players and roles' }, { timeout: 10_000 });
    for (const heading of ['Players and roles', 'Tiles and their two faces', 'Stacks and taking a tile', 'Your turn', 'Areas and scoring'])
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeTruthy();
    const roles = sectionOf('Players and roles');
    for (const role of ['Land', 'Sea', 'Cartographer']) expect(roles.getAllByText(role).length).toBeGreaterThan(0);
    expect(sectionOf('Tiles and their two faces').getByText('hidden face')).toBeTruthy();

    const options = sectionOf('The three options');
    for (const option of ['Mountains & corals', 'Caravans & ships', 'Waypoints'])
      expect(options.getByRole('heading', { level: 3, name: option })).toBeTruthy();

    // Tiles drawn by the board's renderer, each named by what it shows.
    const tiles = screen.getAllByRole('img').map((img) => img.getAttribute('aria-label') ?? '');
    for (const shown of ['The start tile', 'Play Again', 'Steal', 'Volcano', 'Whirlpool', 'Mountains', 'Corals', 'caravan', 'ship'])
      expect(tiles.some((label) => label.includes(shown))).toBe(true);
    expect(document.querySelectorAll('.tile-face').length).toBeGreaterThanOrEqual(12);
    expectEveryOption('land-vs-sea');
  });

  it('an unknown game says so, and the rules page leads back to the lobby', async () => {
    const user = userEvent.setup();
    fakeServer({ 'GET /games/air-land-sea': () => ({ body: { matches: [] } }) });
    open('/rules/chess');
    expect(await screen.findByRole('heading', { name: 'Unknown game' })).toBeTruthy();
    cleanup();
    open('/rules/land-vs-sea');
    await user.click(await screen.findByRole('link', { name: '← Lobby' }));
    expect(window.location.pathname).toBe('/');
  });
});
