/**
 * Between battles (and at the end): who won the last battle, how, the board as it ended, and
 * the score; at the end of the game, every battle. A modal dialog: Tab stays in it, Escape
 * closes it as its last button does.
 */
import { useEffect, useRef } from 'react';
import { type AlsView, type BattleResult, type Theater } from '../rules';
import { ModalDialog } from '../../common/ModalDialog';
import { BattleBoard, BattleList } from './BattleBoard';
import { THEATER_NAMES, type Seats } from './describe';

interface Props {
  G: AlsView;
  result: BattleResult;
  seats: Seats;
  onClose: () => void;
  onPlayAgain?: () => void;
  ratingNote?: string;
}

export function BattleSummary({ G, result, seats, onClose, onPlayAgain, ratingNote }: Props) {
  const over = G.winner !== null;
  const winnerName = seats.name(result.winner);
  const won = winnerName === 'You';
  const control = result.control;
  const tied = (t: Theater) => result.strengths !== undefined && result.strengths[t]['0'] === result.strengths[t]['1'];
  // A tie decided a theater: said there, as the board's theaters say it while the battle goes on.
  const ties = result.theaters.some(tied)
    ? ` A tie goes to the 1st Player: ${seats.name(result.firstPlayer) === 'You' ? 'you' : seats.name(result.firstPlayer)}.`
    : '';
  const how =
    result.withdrawn !== null
      ? `${seats.name(result.withdrawn)} withdrew.`
      : control
        ? `Control: ${result.theaters.map((t) => `${THEATER_NAMES[t]} — ${seats.name(control[t])}${tied(t) ? ' (a tie)' : ''}`).join(', ')}.${ties}`
        : '';
  const title =
    G.winner === null
      ? `Battle ${result.battle} is over`
      : G.winner === seats.me && !seats.spectator
        ? 'You won the game!'
        : `${seats.name(G.winner)} won the game`;
  // Enter takes the button at once, but the dialog opens at its title: a focus that scrolled to
  // the button hid the headline on a phone, where the summary is taller than the screen.
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => button.current?.focus({ preventScroll: true }), []);
  return (
    <ModalDialog className="dialog--wide" titleId="battle-summary-title" onClose={onClose}>
      <h2 id="battle-summary-title">{title}</h2>
      <p>
        {won ? 'You win' : `${winnerName} wins`} battle {result.battle} and score{won ? '' : 's'} {result.vp} VP. {how}
      </p>
      <BattleBoard result={result} seats={seats} />
      <p>
        Score: {seats.name(seats.them)} {G.vp[seats.them]} — {seats.name(seats.me)} {G.vp[seats.me]} (playing to {G.options.targetVP}).
      </p>
      {over && ratingNote && <p className="rating-note">{ratingNote}</p>}
      {over && (G.battles?.length ?? 0) > 1 && <BattleList battles={G.battles ?? []} seats={seats} />}
      {!over && (
        <p>
          Next: battle {G.battle}. The theaters rotate and{' '}
          {seats.name(G.firstPlayer) === 'You' ? 'you hold' : `${seats.name(G.firstPlayer)} holds`} the 1st Player card.
        </p>
      )}
      <div className="dialog__buttons">
        {over && onPlayAgain && (
          <button type="button" className="primary" onClick={onPlayAgain}>
            Play again
          </button>
        )}
        <button type="button" className={over ? '' : 'primary'} onClick={onClose} ref={button}>
          {over ? 'Look at the board' : 'Continue'}
        </button>
      </div>
    </ModalDialog>
  );
}
