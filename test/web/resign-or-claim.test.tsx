// @vitest-environment jsdom
/**
 * Resigning and claiming the win on an online match's page: resign on your turn or off it, only
 * after saying yes (focus on the safe answer, Escape keeps playing); a claim offered only against
 * a person of the other side who is away on their turn (or whom the server finds away after a
 * minute), counting down to when the server's clock allows it (asked as the notice appears, and
 * told by a claim made too soon); and once a resignation ended the match, the board says who
 * resigned and who wins where it says whose turn it is, and offers no move.
 */
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { definition } from '../../games/air-land-sea/definition';
import { definition as landVsSea } from '../../games/land-vs-sea/definition';
import type { AnyBoardProps } from '../../games/common/meta';
import type { SideProps } from '../../web/play/HistoryBoard';
import { withMatchSide } from '../../web/play/MatchSide';

const Stub: ComponentType<AnyBoardProps & SideProps> = ({ side, waiting, reviewing }) => (
  <div>
    <p data-testid="prompt">{waiting ?? 'your move'}</p>
    <p data-testid="locked">{reviewing ? 'nothing to play' : 'cards to play'}</p>
    {side}
  </div>
);
const Page = withMatchSide(Stub, definition);

const seats = (boConnected: boolean | undefined, boData?: unknown) => [
  { id: 0, name: 'Ada', isConnected: true },
  { id: 1, name: 'Bo', isConnected: boConnected, ...(boData ? { data: boData } : {}) },
];

const props = (ctx: Partial<AnyBoardProps['ctx']>, extra: Partial<AnyBoardProps> = {}) =>
  ({
    ctx: { currentPlayer: '0', numPlayers: 2, activePlayers: null, ...ctx },
    playerID: '0',
    matchID: 'm1',
    credentials: 'secret',
    matchData: seats(true),
    chatMessages: [],
    sendChatMessage: vi.fn(),
    moves: { resign: vi.fn() },
    ...extra,
  }) as unknown as AnyBoardProps;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('resigning', () => {
  it('is asked first, on your turn: Keep playing has the focus, Escape keeps playing, Resign sends the move', async () => {
    const user = userEvent.setup();
    const p = props({});
    render(<Page {...p} />);
    await user.click(screen.getByRole('button', { name: 'Resign…' }));
    expect(screen.getByRole('group', { name: 'Resign…' }).textContent).toBe('Resign? Bo wins this match. Keep playing Resign');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Keep playing' }));
    await user.keyboard('{Escape}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Resign…' }));
    expect(p.moves.resign).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Resign…' }));
    await user.click(screen.getByRole('button', { name: 'Resign' }));
    expect(p.moves.resign).toHaveBeenCalledWith('resigned');
  });

  it('closes when the focus moves on (Tab past it), leaving the focus where it went; focus between its answers keeps it', async () => {
    const user = userEvent.setup();
    const p = props({});
    render(<Page {...p} />);
    await user.click(screen.getByRole('button', { name: 'Resign…' }));
    await user.tab(); // Keep playing → Resign: still asking
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Resign' }));
    await user.tab();
    expect(screen.queryByRole('group', { name: 'Resign…' })).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: /Sound and notification/ }));
    expect(screen.getByRole('button', { name: 'Resign…' })).toBeTruthy();
    expect(p.moves.resign).not.toHaveBeenCalled();
  });

  it('is offered off your turn too, and is not offered to a spectator or while seats are empty', async () => {
    const user = userEvent.setup();
    const p = props({ currentPlayer: '1' });
    const { rerender } = render(<Page {...p} />);
    await user.click(screen.getByRole('button', { name: 'Resign…' }));
    await user.click(screen.getByRole('button', { name: 'Resign' }));
    expect(p.moves.resign).toHaveBeenCalledWith('resigned');
    rerender(<Page {...props({}, { playerID: undefined })} />);
    expect(screen.queryByRole('button', { name: /Resign/ })).toBeNull();
    rerender(<Page {...props({}, { waiting: 'Waiting for a player' })} />);
    expect(screen.queryByRole('button', { name: /Resign/ })).toBeNull();
  });
});

describe('claiming the win', () => {
  it('is offered only while a person of the other side is away on their turn', () => {
    const { rerender } = render(<Page {...props({ currentPlayer: '1' })} />);
    expect(screen.queryByRole('button', { name: 'Claim the win' })).toBeNull(); // Bo is here
    rerender(<Page {...props({ currentPlayer: '1' }, { matchData: seats(false, { bot: 'easy' }) as never })} />);
    expect(screen.queryByRole('button', { name: 'Claim the win' })).toBeNull(); // the computer
    rerender(<Page {...props({ currentPlayer: '0' }, { matchData: seats(false) as never })} />);
    expect(screen.queryByRole('button', { name: 'Claim the win' })).toBeNull(); // my own turn
    rerender(<Page {...props({ currentPlayer: '1' }, { matchData: seats(false) as never })} />);
    expect(screen.getByText('Bo is away on their turn. If they do not come back, you can claim the win.')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Claim the win' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('offers neither a claim nor a resignation while a seat is empty: the table still fills', () => {
    const empty = [{ id: 0, name: 'Ada', isConnected: true }, { id: 1 }];
    const waiting = 'Waiting for a player in seat 2: nobody can move until every seat is taken.';
    const { rerender } = render(<Page {...props({ currentPlayer: '1' }, { matchData: empty as never, waiting, _stateID: 0 })} />);
    expect(screen.queryByRole('button', { name: /Claim|Resign/ })).toBeNull();
    // Before the first move the server shows no hand until the table is full, and the board says so.
    expect(screen.getByTestId('prompt').textContent).toBe(`${waiting} Your hand is shown then.`);
    // A match stored before seats stopped being given back mid-match: no claim against the empty seat either.
    rerender(<Page {...props({ currentPlayer: '1' }, { matchData: empty as never, waiting, _stateID: 7 })} />);
    expect(screen.queryByRole('button', { name: /Claim|Resign/ })).toBeNull();
    expect(screen.queryByText(/is away on their turn/)).toBeNull();
    expect(screen.getByTestId('prompt').textContent, 'hands played with are not hidden again').toBe(waiting);
  });

  it('says how long before the win can be claimed as soon as it is offered, as the server’s clock has it', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'POST'
        ? new Response(JSON.stringify({ error: 'nope' }), { status: 409 })
        : new Response(JSON.stringify({ away: [{ playerID: '1', claimableInSeconds: 100 }] }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(<Page {...props({ currentPlayer: '1' }, { matchData: seats(false) as never })} />);
    expect(await screen.findByText('Bo is away on their turn. If they do not come back, you can claim the win in 1:40.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledWith('/games/air-land-sea/m1/claim');
    expect((screen.getByRole('button', { name: 'Claim the win' }) as HTMLButtonElement).disabled).toBe(true);
    // The countdown's timer is set by an effect, which React may schedule on a (fake) timer: run it first.
    await act(async () => void (await vi.advanceTimersByTimeAsync(0)));
    await act(async () => void (await vi.advanceTimersByTimeAsync(101_000)));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Claim the win' }) as HTMLButtonElement).disabled).toBe(false), {
      timeout: 3_000,
    });
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toEqual([]);
  });

  it('asks the server with the seat’s credentials, and counts down when it is too soon', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ error: 'too soon', retryAfterSeconds: 65 }), { status: 409 }));
    vi.stubGlobal('fetch', fetchMock);
    const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    render(<Page {...props({ currentPlayer: '1' }, { matchData: seats(false) as never })} />);
    await user.click(screen.getByRole('button', { name: 'Claim the win' }));
    expect(fetchMock).toHaveBeenCalledWith(
      '/games/air-land-sea/m1/claim',
      expect.objectContaining({ method: 'POST', body: JSON.stringify({ playerID: '0', credentials: 'secret' }) }),
    );
    expect(await screen.findByText(/you can claim the win in 1:05\./)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Claim the win' }) as HTMLButtonElement).disabled).toBe(true);
    act(() => void vi.advanceTimersByTime(66_000));
    expect((screen.getByRole('button', { name: 'Claim the win' }) as HTMLButtonElement).disabled).toBe(false);
    expect(screen.getByText('Bo is away on their turn. If they do not come back, you can claim the win.')).toBeTruthy();

    fetchMock.mockImplementationOnce(async () => new Response(JSON.stringify({ error: 'this match is over' }), { status: 409 }));
    await user.click(screen.getByRole('button', { name: 'Claim the win' }));
    expect(await screen.findByText('Not claimed: this match is over.')).toBeTruthy();
  });
});

describe('claiming the win from an opponent here who takes too long', () => {
  const answer = (slow: unknown[]) =>
    vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'POST'
        ? new Response(JSON.stringify({ error: 'nope' }), { status: 409 })
        : new Response(JSON.stringify({ away: [], slow }), { status: 200 }),
    );

  it('after a minute on one turn asks the server, and offers the claim counting down to its turn clock', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = answer([{ playerID: '1', claimableInSeconds: 30 }]);
    vi.stubGlobal('fetch', fetchMock);
    render(<Page {...props({ currentPlayer: '1' })} />);
    await act(async () => void (await vi.advanceTimersByTimeAsync(59_000)));
    expect(fetchMock, 'nothing asked within the first minute').not.toHaveBeenCalled();
    expect(screen.queryByRole('button', { name: 'Claim the win' })).toBeNull();
    await act(async () => void (await vi.advanceTimersByTimeAsync(1_500)));
    expect(
      await screen.findByText('Bo has been on this turn for a long time. If they do not move, you can claim the win in 0:30.'),
    ).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Claim the win' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => void (await vi.advanceTimersByTimeAsync(31_000)));
    await waitFor(() => expect((screen.getByRole('button', { name: 'Claim the win' }) as HTMLButtonElement).disabled).toBe(false));
  });

  it('offers the away claim if the server finds them away though their seat reads connected (their server died)', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = vi.fn(
      async () =>
        new Response(
          JSON.stringify({ away: [{ playerID: '1', claimableInSeconds: 90 }], slow: [{ playerID: '1', claimableInSeconds: 400 }] }),
          {
            status: 200,
          },
        ),
    );
    vi.stubGlobal('fetch', fetchMock);
    render(<Page {...props({ currentPlayer: '1' })} />);
    expect(screen.queryByText(/is away on their turn/)).toBeNull();
    await act(async () => void (await vi.advanceTimersByTimeAsync(60_500)));
    expect(await screen.findByText('Bo is away on their turn. If they do not come back, you can claim the win in 1:30.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('offers nothing when their turn has no clock (their first move), nor against yourself', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const fetchMock = answer([]);
    vi.stubGlobal('fetch', fetchMock);
    render(<Page {...props({ currentPlayer: '1' })} />);
    await act(async () => void (await vi.advanceTimersByTimeAsync(61_000)));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('button', { name: 'Claim the win' })).toBeNull();
    cleanup();
    render(<Page {...props({ currentPlayer: '0' })} />);
    await act(async () => void (await vi.advanceTimersByTimeAsync(61_000)));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('Land vs Sea at three and four', () => {
  const LvsPage = withMatchSide(Stub, landVsSea);
  const table = (away: number) => ['Ada', 'Bo', 'Cy', 'Di'].map((name, id) => ({ id, name, isConnected: id !== away }));

  it('with three sides the claim says it ends the match and who wins then: maybe not the claimer (QA: Bo claimed and Ada won)', () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({}), { status: 200 })),
    );
    render(<LvsPage {...props({ currentPlayer: '2', numPlayers: 3 }, { playerID: '1', matchData: table(2).slice(0, 3) as never })} />);
    expect(
      screen.getByText(
        'Cy is away on their turn. If they do not come back, you can end the match. Cy then loses, and whoever of the others leads on points wins.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'End the match' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Claim the win' })).toBeNull();
  });

  it('in teams, the claim is the other team’s, and the away player’s partner is told, with the other side’s clock', async () => {
    // The clock stands still: the countdown reads 1:30 however long the page takes to show it.
    vi.useFakeTimers({ toFake: ['Date'] });
    const fetchMock = vi.fn(
      async () => new Response(JSON.stringify({ away: [{ playerID: '2', claimableInSeconds: 90 }] }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    // Seats 0 and 2 are Land, 1 and 3 Sea: Cy (2) is Ada's partner.
    const { rerender } = render(<LvsPage {...props({ currentPlayer: '2', numPlayers: 4 }, { matchData: table(2) as never })} />);
    expect(
      await screen.findByText(
        'Cy, your partner, is away on their turn. If they do not come back, the other side can claim the win in 1:30.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Claim the win|End the match/ })).toBeNull();
    rerender(<LvsPage {...props({ currentPlayer: '2', numPlayers: 4 }, { playerID: '1', matchData: table(2) as never })} />);
    expect(await screen.findByText(/^Cy is away on their turn\. If they do not come back, you can claim the win/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Claim the win' })).toBeTruthy();
    expect(screen.queryByText(/your partner/)).toBeNull();
    // A partner who is here: nothing to say.
    rerender(<LvsPage {...props({ currentPlayer: '2', numPlayers: 4 }, { matchData: table(-1) as never })} />);
    expect(screen.queryByText(/your partner/)).toBeNull();
  });
});

describe('a match a resignation ended', () => {
  it('says who resigned and who wins in place of the turn, to each seat and to spectators, and offers nothing more', () => {
    const over = { gameover: { winner: '0', resigned: '1', reason: 'resigned' } };
    const { rerender } = render(<Page {...props(over)} />);
    expect(screen.getByTestId('prompt').textContent).toContain('Bo resigned. You win.');
    // The board's own rules see a battle going on: it is told there is nothing to pick or play.
    expect(screen.getByTestId('locked').textContent).toBe('nothing to play');
    expect(screen.queryByRole('button', { name: /Resign|Claim/ })).toBeNull();
    rerender(<Page {...props(over, { playerID: '1' })} />);
    expect(screen.getByTestId('prompt').textContent).toContain('You resigned. Ada wins.');
    rerender(<Page {...props({ gameover: { winner: '1', resigned: '0', reason: 'away' } }, { playerID: undefined })} />);
    expect(screen.getByTestId('prompt').textContent).toContain('Ada was away on their turn for too long and loses the match. Bo wins.');
    // A match its rules ended keeps the board's own words.
    rerender(<Page {...props({ gameover: { winner: '1' } })} />);
    expect(screen.getByTestId('prompt').textContent).toContain('your move');
    expect(screen.getByTestId('locked').textContent).toBe('cards to play');
  });
});
