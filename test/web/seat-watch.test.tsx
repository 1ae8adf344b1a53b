// @vitest-environment jsdom
/** The match page hears at once when the socket reports a seat taken or left, not at its next poll. */
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnyBoardProps } from '../../games/common/meta';
import { withSeatWatch } from '../../web/play/SeatWatch';

afterEach(cleanup);

const Watched = withSeatWatch(() => <p>board</p>);
const seats = (...names: (string | undefined)[]) => names.map((name, id) => ({ id, ...(name ? { name } : {}) }));

describe('seat watch', () => {
  it('reports a change of the seats taken, once, and nothing else', () => {
    const onSeatsChanged = vi.fn();
    const props = (matchData: AnyBoardProps['matchData']) => ({ matchData, onSeatsChanged }) as unknown as AnyBoardProps;
    const { rerender } = render(<Watched {...props(seats('Ada', undefined))} />);
    rerender(<Watched {...props(seats('Ada', undefined))} />);
    expect(onSeatsChanged).not.toHaveBeenCalled();
    rerender(<Watched {...props(seats('Ada', 'Bo'))} />);
    rerender(<Watched {...props(seats('Ada', 'Bo'))} />);
    expect(onSeatsChanged).toHaveBeenCalledTimes(1);
    rerender(<Watched {...props(seats(undefined, 'Bo'))} />);
    expect(onSeatsChanged).toHaveBeenCalledTimes(2);
  });
});
