/**
 * The two stacks: size and the top face of the top tile; take from one when you may. Each can be
 * inspected: the top face in words (a stack you cannot take from has a button only for that).
 */
import type { ReactNode } from 'react';
import { useInspection } from '../../common/inspect';
import type { Action, StackIndex, StackView, View } from '../rules';
import { describeFace } from './describe';
import { takeOf } from './targets';
import { TileDetails } from './TileDetails';
import { FaceIcon } from './TileFace';

function Stack({
  index,
  stack,
  take,
  children,
}: {
  index: StackIndex;
  stack: StackView;
  take: boolean;
  children: (describedBy?: string) => ReactNode;
}) {
  const tiles = `${stack.size} tile${stack.size === 1 ? '' : 's'}`;
  const look = useInspection<HTMLDivElement>(() => (
    <TileDetails
      title={`Stack ${index + 1}: ${stack.top ? tiles : 'empty'}`}
      faces={stack.top ? [{ face: stack.top, label: 'The top tile’s face up' }] : []}
      notes={stack.top ? ['Its other face stays hidden until someone takes it.'] : []}
    />
  ));
  return (
    <div className="stack-slot" {...look.trigger}>
      {children(look.describedBy)}
      {!take && (
        <button
          type="button"
          className="stack-inspect"
          aria-label={`Stack ${index + 1}: ${stack.top ? `${tiles}, top face ${describeFace(stack.top)}` : 'empty'}`}
          {...look.toggler}
        />
      )}
      {look.popover}
    </div>
  );
}

export function StacksPanel({ stacks, legal, onAct }: { stacks: View['stacks']; legal: readonly Action[]; onAct: (a: Action) => void }) {
  return (
    <section className="lvs-panel lvs-stacks" aria-label="Stacks">
      <h2>Stacks</h2>
      <div className="lvs-stacks__row">
        {([0, 1] as const).map((i: StackIndex) => {
          const stack = stacks[i];
          const take = takeOf(legal, i);
          const label = `Take from stack ${i + 1}: ${stack.size} tile${stack.size === 1 ? '' : 's'}${stack.top ? `, top face ${describeFace(stack.top)}` : ', empty'}`;
          return (
            <Stack key={i} index={i} stack={stack} take={take !== undefined}>
              {(describedBy) => (
                <button
                  type="button"
                  className={`stack${take ? ' stack--takeable' : ''}`}
                  disabled={!take}
                  aria-label={label}
                  aria-describedby={describedBy}
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
              )}
            </Stack>
          );
        })}
      </div>
    </section>
  );
}
