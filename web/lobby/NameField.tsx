/**
 * The lobby's one name field. A quick match, a new match and a Join all play under it; each form
 * had its own copy ("Playing as", "Your name"), kept in step, which read as two different names.
 */

// Names longer than this are refused by the server (server/lobby-validation.ts).
export const NAME_MAX = 50;

/** Where a start without a name sends the focus. */
export const NAME_FIELD_ID = 'lobby-name';

/** Puts the focus on the name field (a phone may show it far above the button pressed). */
export const focusNameField = () => document.getElementById(NAME_FIELD_ID)?.focus();

export function NameField({ name, onChange }: { name: string; onChange(name: string): void }) {
  return (
    <div className="field lobby__name">
      <label htmlFor={NAME_FIELD_ID}>Your name</label>
      <input
        id={NAME_FIELD_ID}
        value={name}
        maxLength={NAME_MAX}
        autoComplete="nickname"
        aria-describedby={`${NAME_FIELD_ID}-about`}
        onChange={(e) => onChange(e.target.value)}
      />
      <span id={`${NAME_FIELD_ID}-about`} className="field__about">
        The other players see it.
      </span>
    </div>
  );
}
