/** The option selects of a game (from its meta), as one fieldset. */
import type { GameMeta, OptionSpec } from '../../games/common/meta';

/** Each option's initial value. */
export const initialValues = (entry: GameMeta): Record<string, string> =>
  Object.fromEntries(entry.options.map((o: OptionSpec) => [o.key, o.initial]));

/**
 * The values a match is made with: the chosen ones, each forced option at what the rules force
 * (so the match stores what it plays, and lists show that).
 */
export function effectiveValues(
  entry: GameMeta,
  values: Record<string, string>,
  context: Record<string, string> = {},
): Record<string, string> {
  const effective = { ...values };
  for (const option of entry.options) {
    const forced = option.forced?.({ ...context, ...values });
    if (forced?.value !== undefined) effective[option.key] = forced.value;
  }
  return effective;
}

interface Props {
  entry: GameMeta;
  values: Record<string, string>;
  /** Other choices an option may depend on (e.g. `players`), seen only by `forced`. */
  context?: Record<string, string>;
  onChange: (values: Record<string, string>) => void;
}

export function OptionFields({ entry, values, context = {}, onChange }: Props) {
  return (
    <>
      {entry.options.map((option) => {
        const id = `option-${entry.name}-${option.key}`;
        const forced = option.forced?.({ ...context, ...values });
        return (
          <div className="field" key={option.key}>
            <label htmlFor={id}>{option.label}</label>
            {forced ? (
              // What the rules play, not the choice left behind: a forced "On" never reads "Off".
              <>
                <select id={id} value="forced" disabled aria-describedby={`${id}-why`}>
                  <option value="forced">{forced.label}</option>
                </select>
                <small id={`${id}-why`} className="field__why">
                  {forced.why}
                </small>
              </>
            ) : (
              <select
                id={id}
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
          </div>
        );
      })}
    </>
  );
}
