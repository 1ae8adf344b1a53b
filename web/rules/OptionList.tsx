/** The new-game form's options, each with what it changes: the same words the form shows. */
import type { GameMeta } from '../../games/common/meta';

export function OptionList({ entry }: { entry: GameMeta }) {
  if (entry.options.length === 0) return null;
  return (
    <section aria-labelledby="howto-options">
      <h2 id="howto-options">Options when you start a game</h2>
      <dl className="howto__options">
        {entry.options.map((option) => (
          <div key={option.key}>
            <dt>{option.label}</dt>
            <dd>
              {option.description} <span className="howto__choices">({option.choices.map((c) => c.label).join(' · ')})</span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
