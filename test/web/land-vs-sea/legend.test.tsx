// @vitest-environment jsdom
/**
 * The legend of the Land vs Sea map: every tile shows the options' symbols, and in a game without
 * their option each says that it scores nothing (QA: a newcomer's basic game showed mountains,
 * corals, caravans and ships, and nothing said they did not count).
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Options } from '../../../games/land-vs-sea';
import { Legend } from '../../../games/land-vs-sea/board/Legend';

afterEach(cleanup);

describe('Land vs Sea legend', () => {
  it.each<[Options, string[]]>([
    [
      { mountainsAndCorals: false, caravansAndShips: true, waypoints: false },
      [
        'Mountain (on land): scores nothing in this game (Mountains & corals is off)',
        'Coral (on sea): scores nothing in this game (Mountains & corals is off)',
        'Caravan',
        'Ship',
        'Volcano',
      ],
    ],
    [
      { mountainsAndCorals: true, caravansAndShips: false, waypoints: false },
      [
        'Mountain (on land)',
        'Coral (on sea)',
        'Caravan: scores nothing in this game (Caravans & ships is off)',
        'Ship: scores nothing in this game (Caravans & ships is off)',
      ],
    ],
  ])('says which symbols score nothing in this game, by the option that is off: %j', (options, said) => {
    render(<Legend players={['0', '1']} whose={(p) => `Player ${p}’s`} options={options} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(expect.arrayContaining(said));
  });
});
