/** The two stacks: size and the top face of the top tile; take from one when you may. */
import type { Action, StackIndex, View } from '../rules';
import { describeFace } from './describe';
import { takeOf } from './targets';
import { FaceIcon } from './TileFace';

export function StacksPanel({ stacks, legal, onAct }: { stacks: View['stacks']; legal: readonly Action[]; onAct: (a: Action) => void }) {
  return (
    <section className="lvs-panel lvs-stacks" aria-label="Stacks">
      <h3>Stacks</h3>
      <div className="lvs-stacks__row">
        {([0, 1] as const).map((i: StackIndex) => {
          const stack = stacks[i];
          const take = takeOf(legal, i);
          const label = `Take from stack ${i + 1}: ${stack.size} tile${stack.size === 1 ? '' : 's'}${stack.top ? `, top face ${describeFace(stack.top)}` : ', empty'}`;
          return (
            <button
              key={i}
              type="button"
              className={`stack${take ? ' stack--takeable' : ''}`}
              disabled={!take}
              aria-label={label}
              onClick={() => take && onAct(take)}
            >
              <span className="stack__pile" aria-hidden="true">
                {/* "empty" by CSS: the name ends "…, empty", not starts with it. */}
                {stack.top ? <FaceIcon face={stack.top} size={48} /> : <span className="stack__empty" />}
              </span>
              <span className="stack__text">
                Stack {i + 1}
                <br />
                <small>
                  {stack.size} tile{stack.size === 1 ? '' : 's'}
                </small>
              </span>
            </button>
          );
        })}
      </div>
    </section>
  );
}
