/**
 * Tells the match page as soon as the match's socket reports other seats taken or empty, or the
 * match over: a player who joins connects at once, and boardgame.io sends every socket of the
 * match the new seats, seconds before the page's next poll of the lobby would show them. The
 * page then asks the lobby again: the board stops waiting as soon as the server would take a
 * move, and the end's Play again, replay and review come with the last move (a resignation too).
 */
import { useEffect, useRef, type ComponentType } from 'react';
import type { AnyBoardProps } from '../../games/common/meta';

export interface SeatWatchProps {
  onSeatsChanged?: () => void;
}

export function withSeatWatch(Board: ComponentType<AnyBoardProps>): ComponentType<AnyBoardProps & SeatWatchProps> {
  return function SeatWatch({ onSeatsChanged, ...props }: AnyBoardProps & SeatWatchProps) {
    const taken =
      (props.matchData ?? []).map((seat) => (seat.name ? 'x' : '-')).join('') + (props.ctx.gameover === undefined ? '' : ' over');
    const seen = useRef(taken);
    const report = useRef(onSeatsChanged);
    report.current = onSeatsChanged;
    useEffect(() => {
      if (taken === seen.current) return;
      seen.current = taken;
      report.current?.();
    }, [taken]);
    return <Board {...props} />;
  };
}
