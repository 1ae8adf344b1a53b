// @vitest-environment jsdom
/**
 * The legend of the Land vs Sea map: every tile shows the options' symbols, and in a game without
 * their option each says that it scores nothing (QA: a newcomer's basic game showed mountains,
 * corals, caravans and ships, and nothing said they did not count).
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Legend } from '../../../games/land-vs-sea/board/Legend';

const items = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('Land vs Sea legend', () => {
  it('says which symbols score nothing in this game, by the option that is off', () => {
    const { unmount } = render(
      <Legend
        players={['0', '1']}
        whose={(p) => `Player ${p}’s`}
        options={{ mountainsAndCorals: false, caravansAndShips: true, waypoints: false }}
      />,
    );
    expect(items()).toEqual(
      expect.arrayContaining([
        'Mountain (on land): scores nothing in this game (Mountains & corals is off)',
        'Coral (on sea): scores nothing in this game (Mountains & corals is off)',
        'Caravan',
        'Ship',
        'Volcano',
      ]),
    );
    unmount();
    render(
      <Legend
        players={['0', '1']}
        whose={(p) => `Player ${p}’s`}
        options={{ mountainsAndCorals: true, caravansAndShips: false, waypoints: false }}
      />,
    );
    expect(items()).toEqual(
      expect.arrayContaining([
        'Mountain (on land)',
        'Coral (on sea)',
        'Caravan: scores nothing in this game (Caravans & ships is off)',
        'Ship: scores nothing in this game (Caravans & ships is off)',
      ]),
    );
  });
});
