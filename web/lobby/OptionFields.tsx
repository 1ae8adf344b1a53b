/** The option selects of a game (from its meta), as one fieldset. */
import type { GameMeta } from '../../games/common/meta';

export { effectiveValues, initialValues } from '../../games/common/option-values';

interface Props {
  entry: GameMeta;
  values: Record<string, string>;
  /** Other choices an option may depend on (e.g. `players`), seen only by `forced`. */
  context?: Record<string, string>;
  onChange: (values: Record<string, string>) => void;
  /** Starts each field's id: two forms on one page (new match, quick match) need their own. */
  idPrefix?: string;
}

export function OptionFields({ entry, values, context = {}, onChange, idPrefix = 'option' }: Props) {
  return (
    <>
      {entry.options.map((option) => {
        const id = `${idPrefix}-${entry.name}-${option.key}`;
        const forced = option.forced?.({ ...context, ...values });
        return (
          <div className="field" key={option.key}>
            <label htmlFor={id}>{option.label}</label>
            {forced ? (
              // What the rules play, not the choice left behind: a forced "On" never reads "Off".
              <>
                <select id={id} value="forced" disabled aria-describedby={`${id}-why ${id}-about`}>
                  <option value="forced">{forced.label}</option>
                </select>
                <small id={`${id}-why`} className="field__why">
                  {forced.why}
                </small>
              </>
            ) : (
              <select
                id={id}
                aria-describedby={`${id}-about`}
                value={values[option.key] ?? option.initial}
                onChange={(e) => onChange({ ...values, [option.key]: e.target.value })}
              >
                {option.choices.map((c) => (
                  <option key={c.value} value={c.value}>
                    {c.label}
                  </option>
                ))}
              </select>
            )}
            <small id={`${id}-about`} className="field__about">
              {forced?.description ?? option.description}
            </small>
          </div>
        );
      })}
    </>
  );
}
