/**
 * The lobby's one name field. A quick match, a new match and a Join all play under it; each form
 * had its own copy ("Playing as", "Your name"), kept in step, which read as two different names.
 *
 * A start without a name says so here, under the field the focus is taken to: said in the panel
 * of the button pressed, the message was a screen away from the field on a phone, and the three
 * panels' copies stayed on after a name was typed.
 */
import { ErrorMessage } from '../app/ErrorMessage';
import { NAME_NEEDED } from './api';

// Names longer than this are refused by the server (server/lobby-validation.ts).
export const NAME_MAX = 50;

const FIELD_ID = 'lobby-name';

/** Takes the focus to the field, its label on screen too (a phone may show it far from the button pressed). */
export function focusNameField(): void {
  const field = document.getElementById(FIELD_ID);
  field?.focus({ preventScroll: true });
  // (jsdom, in the component tests, has no scrolling.)
  field?.parentElement?.scrollIntoView?.({ block: 'center' });
}

interface Props {
  name: string;
  onChange(name: string): void;
  /** The name typed is done with (the field left, or Enter). */
  onDone(name: string): void;
  /** A start was asked for without a name, and none is typed yet: the field says what is missing. */
  missing: boolean;
}

export function NameField({ name, onChange, onDone, missing }: Props) {
  return (
    <div className="field lobby__name">
      <label htmlFor={FIELD_ID}>Your name</label>
      <input
        id={FIELD_ID}
        value={name}
        maxLength={NAME_MAX}
        autoComplete="nickname"
        aria-invalid={missing || undefined}
        aria-describedby={missing ? `${FIELD_ID}-missing` : `${FIELD_ID}-about`}
        onChange={(e) => onChange(e.target.value)}
        // Not in any one form (each start button reads it): Enter, a phone's "Done", puts the
        // keyboard away rather than doing nothing.
        enterKeyHint="done"
        onKeyDown={(e) => e.key === 'Enter' && e.currentTarget.blur()}
        onBlur={(e) => onDone(e.currentTarget.value)}
      />
      {missing ? (
        <ErrorMessage id={`${FIELD_ID}-missing`} message={NAME_NEEDED} />
      ) : (
        <span id={`${FIELD_ID}-about`} className="field__about">
          The other players see it.
        </span>
      )}
    </div>
  );
}
