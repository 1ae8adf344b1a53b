/** The option selects of a game (from its registry entry), as one fieldset. */
import type { GameEntry } from '../games/types';

interface Props {
  entry: GameEntry;
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
