// @vitest-environment jsdom
/** The other decisions: take from a stack, steal, put or skip a waypoint, play again. */
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { seededRng } from '../../../games/common/random';
import { NEW_MATCH_INVENTORY, landVsSea, mapTileIds, tileDef, type TileDeal } from '../../../games/land-vs-sea';
import { MapHud } from '../../../games/land-vs-sea/board/MapHud';
import { act, put, scenario, take } from '../../land-vs-sea/support';
import { calledMoves, legalOf, renderBoard, spotLabels } from './support';

afterEach(cleanup);

function draftStart() {
  const deals = mapTileIds(NEW_MATCH_INVENTORY).map((tile, i): TileDeal => ({ tile, up: (i % 2) as 0 | 1 }));
  return landVsSea.setup(2, { stacks: [deals.slice(0, 29), deals.slice(29)] }, seededRng('draft'));
}

describe('Land vs Sea board: stacks', () => {
  it('drafts from either stack, showing each top face and size', async () => {
    const user = userEvent.setup();
    const { moves } = renderBoard(draftStart());
    expect(screen.getByRole('status').textContent).toMatch(/Draft: take/);
    expect(screen.getByRole('button', { name: /^Take from stack 1: 29 tiles, top face land/ })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /^Take from stack 2: 29 tiles/ }));
    expect(calledMoves(moves)).toEqual([['take', [1]]]);
  });

  it('counts the turns from the first placement: the draft’s takes are not turns of play', () => {
    const { container } = renderBoard(draftStart());
    expect(container.querySelector('.lvs-status__info')?.textContent).toMatch(/^Draft ·/);
    cleanup();
    const drafted = draftStart();
    for (let i = 0; i < 4; i++) take(drafted);
    expect(drafted.step).toBe('place');
    const after = renderBoard(drafted);
    expect(after.container.querySelector('.lvs-status__info')?.textContent).toMatch(/^Turn 1 ·/);
  });

  it('refills the hand after a placement', async () => {
    const user = userEvent.setup();
    const state = scenario({
      hands: [
        ['T21', 'T41'],
        ['T30', 'T53'],
      ],
    });
    put(state, 'T21 @0,-1 r3');
    expect(state.step).toBe('replenish');
    const { moves } = renderBoard(state);
    expect(screen.getByRole('status').textContent).toMatch(/Refill your hand/);
    await user.click(screen.getByRole('button', { name: /^Take from stack 1/ }));
    expect(calledMoves(moves)).toEqual([['take', [0]]]);
  });

  it('while a seat is empty, says whom the match waits for and offers no move', async () => {
    const user = userEvent.setup();
    const waiting = 'Waiting for a player in seat 2 (Sea): nobody can move until every seat is taken.';
    const { moves } = renderBoard(draftStart(), '0', { waiting });
    expect(screen.getByRole('status').textContent).toBe(waiting);
    expect(document.querySelector('.prompt--mine')).toBeNull();
    for (const button of screen.getAllByRole('button', { name: /^Take from stack/ })) {
      expect((button as HTMLButtonElement).disabled).toBe(true);
      await user.click(button);
    }
    cleanup();
    const placing = scenario({
      hands: [
        ['T21', 'T41'],
        ['T30', 'T53'],
      ],
    });
    const { container } = renderBoard(placing, '0', { waiting });
    expect(spotLabels(container)).toEqual([]);
    expect(calledMoves(moves)).toEqual([]);
    // Nobody's turn is marked while nobody can move (it read "You (Land) turn" under the wait).
    const players = within(screen.getByRole('region', { name: 'Players' }));
    expect(players.queryByText('turn')).toBeNull();
    cleanup();
    renderBoard(placing, '0');
    expect(within(screen.getByRole('region', { name: 'Players' })).getByText('turn')).toBeTruthy();
  });

  it('once a resignation ended the match (the app passes why, and reviewing), no tile is held and no turn marked', () => {
    const placing = scenario({
      hands: [
        ['T21', 'T41'],
        ['T30', 'T53'],
      ],
    });
    const resigned = 'Sea resigned. You win.';
    const { container } = renderBoard(placing, '0', { waiting: resigned, reviewing: true });
    const hand = within(screen.getByRole('region', { name: 'Your tiles' }));
    expect(container.querySelector('.lvs-hand__tile.is-held')).toBeNull();
    expect(hand.queryByLabelText(/^Holding tile/)).toBeNull();
    expect((hand.getByRole('button', { name: 'Flip (F)' }) as HTMLButtonElement).disabled).toBe(true);
    for (const radio of hand.getAllByRole('radio')) expect((radio as HTMLInputElement).disabled).toBe(true);
    expect(within(screen.getByRole('region', { name: 'Players' })).queryByText('turn')).toBeNull();
  });

  it('lets nobody else take', () => {
    const { moves } = renderBoard(draftStart(), '1');
    for (const button of screen.getAllByRole('button', { name: /^Take from stack/ }))
      expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(calledMoves(moves)).toEqual([]);
  });
});

/** Land has just placed T46 (face 0 shows Steal); Sea holds T30 and T53 (public faces 0). */
function stealStep() {
  const state = scenario({
    hands: [
      ['T46', 'T41'],
      ['T30', 'T53'],
    ],
  });
  const place = legalOf(state, 'place').find((a) => a.slot === 0 && a.face === 0);
  if (!place) throw new Error('T46 fits nowhere');
  act(state, '0', place);
  expect(state.step).toBe('steal');
  return state;
}

describe('Land vs Sea board: Steal', () => {
  it('steals a tile chosen by its public face', async () => {
    const user = userEvent.setup();
    const { moves } = renderBoard(stealStep());
    expect(screen.getByRole('status').textContent).toMatch(/Steal: take a tile/);
    expect(screen.getAllByRole('button', { name: /^Steal Robot’s tile/ })).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: /^Steal Robot’s tile 2, public face/ }));
    expect(calledMoves(moves)).toEqual([['steal', ['1', 1]]]);
  });

  it('a hint to steal marks the tile it names, here and on the map’s bar (QA: two identical buttons, neither marked)', async () => {
    const user = userEvent.setup();
    const { moves, container } = renderBoard(stealStep(), '0', { hint: { move: 'steal', args: ['1', 1] } });
    expect(screen.getByRole('button', { name: /^Steal Robot’s tile 1, public face/ }).className).not.toMatch(/hinted/);
    const hinted = screen.getByRole('button', { name: /^Steal Robot’s tile 2, public face.*\(the hint\)$/ });
    expect(hinted.className).toMatch(/steal-target--hinted/);
    expect(container.querySelectorAll('.lvs-hud__steal--hinted')).toHaveLength(1);
    await user.click(hinted);
    expect(calledMoves(moves)).toEqual([['steal', ['1', 1]]]);
  });
});

describe('Land vs Sea board: Play Again', () => {
  it('asks for the other tile right away', async () => {
    // T44 face 0 shows Play Again.
    const user = userEvent.setup();
    const state = scenario({
      hands: [
        ['T44', 'T41'],
        ['T30', 'T53'],
      ],
    });
    const place = legalOf(state, 'place').find((a) => a.slot === 0 && a.face === 0);
    if (!place) throw new Error('T44 fits nowhere');
    act(state, '0', place);
    expect(state.step).toBe('playAgain');
    const { moves } = renderBoard(state);
    expect(screen.getByRole('status').textContent).toMatch(/Play Again/);
    const next = legalOf(state, 'place').find((a) => a.face === 0 && a.rotation === 0);
    if (!next) throw new Error('T41 fits nowhere');
    await user.click(screen.getByRole('button', { name: `Place the tile at (${next.q}, ${next.r})` }));
    expect(calledMoves(moves)).toEqual([['place', [0, 0, next.q, next.r, 0]]]);
  });
});

describe('Land vs Sea board: waypoints', () => {
  function waypointStep() {
    const state = scenario({
      options: { waypoints: true },
      hands: [
        ['T21', 'T41'],
        ['T30', 'T53'],
      ],
    });
    put(state, 'T21 @0,-1 r3');
    expect(state.step).toBe('waypoint');
    return state;
  }

  it('highlights exactly the segments the engine allows and puts the waypoint on one', async () => {
    const user = userEvent.setup();
    const state = waypointStep();
    const { moves } = renderBoard(state);
    const legal = legalOf(state, 'placeWaypoint');
    const spots = screen.getAllByRole('button', { name: /^Put your waypoint on segment/ });
    expect(spots.map((s) => s.getAttribute('aria-label')).sort()).toEqual(
      legal.map((a) => `Put your waypoint on segment ${a.segment} of (${a.q}, ${a.r})`).sort(),
    );
    const target = legal[0];
    if (!target) throw new Error('no waypoint target');
    await user.click(screen.getByRole('button', { name: `Put your waypoint on segment ${target.segment} of (${target.q}, ${target.r})` }));
    expect(calledMoves(moves)).toEqual([['placeWaypoint', [target.q, target.r, target.segment]]]);
  });

  it('skips the waypoint, with one button (the map repeated it as a second "Skip"), and says what a waypoint is for', async () => {
    const user = userEvent.setup();
    const { moves, container } = renderBoard(waypointStep());
    expect(screen.getByRole('status').textContent).toMatch(/Whoever completes its area scores 1\./);
    const skips = [...container.querySelectorAll('button')].filter((b) => /^Skip/.test(b.textContent ?? ''));
    expect(skips.map((b) => b.textContent)).toEqual(['Skip the waypoint']);
    await user.click(screen.getByRole('button', { name: 'Skip the waypoint' }));
    expect(calledMoves(moves)).toEqual([['skipWaypoint', []]]);
  });

  it('draws a placed waypoint for its owner', () => {
    const state = waypointStep();
    const target = legalOf(state, 'placeWaypoint')[0];
    if (!target) throw new Error('no waypoint target');
    act(state, '0', target);
    renderBoard(state, '1');
    expect(screen.getByRole('img', { name: 'Player 1’s waypoint' })).toBeTruthy();
    cleanup();
    // Its owner reads it as theirs, on the map and in the legend.
    renderBoard(state, '0');
    expect(screen.getByRole('img', { name: 'Your waypoint' })).toBeTruthy();
    expect(screen.getByText('Your waypoint')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/You’s/);
  });
});

describe('Land vs Sea board: the bar on the map (for touch screens)', () => {
  it('repeats take, flip and rotate next to the map, sending the same moves', async () => {
    const user = userEvent.setup();
    const { container, moves } = renderBoard(draftStart());
    const hud = container.querySelector('.lvs-hud') as HTMLElement;
    expect(hud.getAttribute('aria-hidden')).toBe('true');
    // Each Take shows its stack's top face, as the stacks panel far below the map on a phone does.
    const drawing = (svg: Element | null | undefined) => svg?.innerHTML;
    const takes = [...hud.querySelectorAll('.lvs-hud__take')];
    const tops = [...container.querySelectorAll('.lvs-stacks .stack__pile svg')];
    expect(takes.map((b) => b.textContent)).toEqual(['Take 1', 'Take 2']);
    expect(takes.map((b) => drawing(b.querySelector('svg')))).toEqual(tops.map(drawing));
    expect(drawing(tops[0])).not.toBe(drawing(tops[1]));
    const take2 = takes[1] as HTMLButtonElement;
    await user.click(take2);
    expect(calledMoves(moves)).toEqual([['take', [1]]]);
  });

  it('offers a Steal’s tiles too, by their public faces (the players panel is below the map, out of sight)', async () => {
    const user = userEvent.setup();
    const { container, moves } = renderBoard(stealStep());
    const hud = container.querySelector('.lvs-hud') as HTMLElement;
    const targets = [...hud.querySelectorAll<HTMLButtonElement>('.lvs-hud__steal')];
    expect(targets.map((b) => b.title)).toEqual(['Steal Robot’s tile (Sea)', 'Steal Robot’s tile (Sea)']);
    // Whose, over them: on a phone no hover shows the title.
    expect(
      [...hud.querySelectorAll('.lvs-hud__owner')].map((o) => [
        o.querySelector('.lvs-hud__owner-name')?.textContent,
        o.querySelectorAll('button').length,
      ]),
    ).toEqual([['Robot', 2]]);
    await user.click(targets[1]!);
    expect(calledMoves(moves)).toEqual([['steal', ['1', 1]]]);
  });

  it('groups a Steal’s tiles under each player’s name, a computer’s without its level (QA: a team-mate’s sat among the others’)', () => {
    const noop = () => undefined;
    const face = tileDef(NEW_MATCH_INVENTORY, 'T21').faces[0];
    const steal = (owner: string, name: string, role: 'land' | 'sea') => ({ owner, name, role, face, hinted: false, onSteal: noop });
    const { container } = render(
      <MapHud
        held={null}
        onFlip={noop}
        onRotate={noop}
        takes={[]}
        steals={[
          steal('Computer 1 (easy)’s', 'Computer 1', 'sea'),
          steal('Computer 1 (easy)’s', 'Computer 1', 'sea'),
          steal('Ann’s', 'Ann', 'land'),
          steal('Computer 3 (easy)’s', 'Computer 3', 'sea'),
        ]}
      />,
    );
    const groups = [...container.querySelectorAll('.lvs-hud__owner')].map((group) => ({
      name: group.querySelector('.lvs-hud__owner-name')?.textContent,
      tiles: [...group.querySelectorAll('button')].map((b) => (b.className.includes('lvs-hud__steal--land') ? 'land' : 'sea')),
    }));
    expect(groups).toEqual([
      { name: 'Computer 1', tiles: ['sea', 'sea'] },
      { name: 'Ann', tiles: ['land'] },
      { name: 'Computer 3', tiles: ['sea'] },
    ]);
  });

  it('counts the places the held tile fits: no spot, 1 spot, 2 spots', () => {
    const noop = () => undefined;
    const face = tileDef(NEW_MATCH_INVENTORY, 'T21').faces[0];
    const counted = (fits: number) => {
      const { container } = render(<MapHud held={{ face, rotation: 0, fits }} onFlip={noop} onRotate={noop} takes={[]} steals={[]} />);
      const text = container.querySelector('.lvs-hud__fits')?.textContent;
      cleanup();
      return text;
    };
    expect([0, 1, 2].map(counted)).toEqual(['no spot', '1 spot', '2 spots']);
  });

  it('flips and rotates the held tile like the hand’s buttons', async () => {
    const user = userEvent.setup();
    const { container, moves } = renderBoard(
      scenario({
        hands: [
          ['T21.1', 'T41'],
          ['T30', 'T53'],
        ],
      }),
    );
    const buttons = [...(container.querySelector('.lvs-hud') as HTMLElement).querySelectorAll('button')];
    const [flip, , clockwise] = buttons as [HTMLButtonElement, HTMLButtonElement, HTMLButtonElement];
    await user.click(flip);
    for (let i = 0; i < 3; i++) await user.click(clockwise);
    await user.click(screen.getByRole('button', { name: 'Place the tile at (0, -1)' }));
    expect(calledMoves(moves)).toEqual([['place', [0, 0, 0, -1, 3]]]);
  });
});

describe('Land vs Sea board: scores by role', () => {
  it('shows the Cartographer with 3 players and the teams with 4', () => {
    renderBoard(
      scenario({
        players: 3,
        hands: [
          ['T21', 'T41'],
          ['T30', 'T53'],
          ['T08', 'T12'],
        ],
      }),
    );
    const scores = screen.getByRole('list', { name: 'Scores' });
    expect(scores.textContent).toMatch(/Land.*Sea.*Cartographer/);
    expect([...scores.querySelectorAll('.lvs-score__you')].map((e) => e.textContent)).toEqual(['You']);
    cleanup();
    renderBoard(
      scenario({
        players: 4,
        hands: [
          ['T21', 'T41'],
          ['T30', 'T53'],
          ['T08', 'T12'],
          ['T51', 'T56'],
        ],
      }),
    );
    const teams = screen.getByRole('list', { name: 'Scores' });
    expect(teams.textContent).toContain('You & Player 3');
    expect(teams.textContent).toContain('Robot & Player 4');
    // A phone's bar shows only the short mark of your side ("You & Com…" was cut there).
    expect([...teams.querySelectorAll('.lvs-score__you')].map((e) => e.textContent)).toEqual(['Your team']);
  });
});
