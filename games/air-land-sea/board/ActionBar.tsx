/**
 * The line under the status: what you can do besides clicking the board — decline a "may",
 * cancel a half-made choice, withdraw (with the VP it would give and to whom, confirmed first,
 * keeping fighting the first answer).
 * Its height is fixed, so nothing below moves when its content changes.
 */
import type { Seats } from './describe';

interface Props {
  seats: Seats;
  decline?: { text: string; onClick: () => void };
  cancel?: () => void;
  withdraw?: { vp: number; confirming: boolean; ask: () => void; confirm: () => void; keep: () => void };
}

export function ActionBar({ seats, decline, cancel, withdraw }: Props) {
  if (withdraw?.confirming) {
    return (
      <div className="action-bar action-bar--confirm" role="group" aria-label="Confirm withdrawal">
        <span>
          Withdraw from this battle? {seats.name(seats.them)} will score <strong>{withdraw.vp} VP</strong>.
        </span>
        {/* The safe answer first, with the focus: a double tap on "Withdraw…" landed on the
            withdrawal, which took its place (as AskFirst does for resigning). */}
        <button type="button" onClick={withdraw.keep} autoFocus>
          Keep fighting
        </button>
        <button type="button" className="danger" onClick={withdraw.confirm}>
          Withdraw ({withdraw.vp} VP to {seats.name(seats.them)})
        </button>
      </div>
    );
  }
  return (
    <div className="action-bar">
      {decline && (
        <button type="button" className="decline" onClick={decline.onClick}>
          {decline.text}
        </button>
      )}
      {cancel && (
        <button type="button" onClick={cancel}>
          Cancel
        </button>
      )}
      {withdraw && (
        <button type="button" className="withdraw" onClick={withdraw.ask}>
          {/* One flex item: text beside an element would be split into items, set apart by the button's gap. */}
          <span>
            Withdraw… (gives {seats.name(seats.them)} <span className="keep-together">{withdraw.vp} VP</span>)
          </span>
        </button>
      )}
    </div>
  );
}
