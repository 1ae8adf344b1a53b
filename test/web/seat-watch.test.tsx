// @vitest-environment jsdom
/** The match page hears at once when the socket reports a seat taken or left, or the match over, not at its next poll. */
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnyBoardProps } from '../../games/common/meta';
import { withSeatWatch } from '../../web/play/SeatWatch';

afterEach(cleanup);

const Watched = withSeatWatch(() => <p>board</p>);
const seats = (...names: (string | undefined)[]) => names.map((name, id) => ({ id, ...(name ? { name } : {}) }));

describe('seat watch', () => {
  it('reports a change of the seats taken or the end of the match, once, and nothing else', () => {
    const onSeatsChanged = vi.fn();
    const props = (matchData: AnyBoardProps['matchData'], gameover?: unknown) =>
      ({ matchData, ctx: { gameover }, onSeatsChanged }) as unknown as AnyBoardProps;
    const { rerender } = render(<Watched {...props(seats('Ada', undefined))} />);
    rerender(<Watched {...props(seats('Ada', undefined))} />);
    expect(onSeatsChanged).not.toHaveBeenCalled();
    rerender(<Watched {...props(seats('Ada', 'Bo'))} />);
    rerender(<Watched {...props(seats('Ada', 'Bo'))} />);
    expect(onSeatsChanged).toHaveBeenCalledTimes(1);
    rerender(<Watched {...props(seats(undefined, 'Bo'))} />);
    expect(onSeatsChanged).toHaveBeenCalledTimes(2);
    // A resignation ends the match with no seat changed: the page's end (Play again) comes at once.
    rerender(<Watched {...props(seats(undefined, 'Bo'), { winner: '1', resigned: '0', reason: 'resigned' })} />);
    rerender(<Watched {...props(seats(undefined, 'Bo'), { winner: '1', resigned: '0', reason: 'resigned' })} />);
    expect(onSeatsChanged).toHaveBeenCalledTimes(3);
  });
});
