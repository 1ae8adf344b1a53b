/** The option selects of a game (from its meta), as one fieldset. */
import type { GameMeta, OptionSpec } from '../../games/common/meta';

/** Each option's initial value. */
export const initialValues = (entry: GameMeta): Record<string, string> =>
  Object.fromEntries(entry.options.map((o: OptionSpec) => [o.key, o.initial]));

interface Props {
  entry: GameMeta;
  values: Record<string, string>;
  /** Other choices an option may depend on (e.g. `players`), seen only by `disabledWhen`. */
  context?: Record<string, string>;
  onChange: (values: Record<string, string>) => void;
}

export function OptionFields({ entry, values, context = {}, onChange }: Props) {
  return (
    <>
      {entry.options.map((option) => {
        const id = `option-${entry.name}-${option.key}`;
        const disabled = option.disabledWhen?.({ ...context, ...values }) ?? false;
        return (
          <div className="field" key={option.key}>
            <label htmlFor={id}>{option.label}</label>
            <select
              id={id}
              value={values[option.key] ?? option.initial}
              disabled={disabled}
              onChange={(e) => onChange({ ...values, [option.key]: e.target.value })}
            >
              {option.choices.map((c) => (
                <option key={c.value} value={c.value}>
                  {c.label}
                </option>
              ))}
            </select>
          </div>
        );
      })}
    </>
  );
}
