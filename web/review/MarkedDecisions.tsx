/**
 * The decisions worth a look: the marked ones (or, on request, every decision searched), each
 * with its chapter, the move played and the better one in the game log's words, and both win
 * chances. Picking one shows it on the board. Forced decisions are never listed: there was
 * nothing to choose.
 */
import type { Evaluation, Mark } from '../../games/common/review';
import { asAdvice } from '../app/advice';

export interface ListedDecision {
  index: number;
  chapter: string;
  evaluation: Exclude<Evaluation, { forced: true }>;
  played: string;
  better: string | null;
}

export const MARK_NAMES: Record<Mark, string> = { inaccuracy: 'Inaccuracy', mistake: 'Mistake', blunder: 'Blunder' };

export const percent = (p: number) => `${Math.round(p * 100)}%`;

interface Props {
  items: readonly ListedDecision[];
  everyDecision: boolean;
  onEveryDecision: (every: boolean) => void;
  selected: number | null;
  onSelect: (index: number) => void;
  /** Whether every decision has been evaluated (else more may come). */
  complete: boolean;
}

export function MarkedDecisions({ items, everyDecision, onEveryDecision, selected, onSelect, complete }: Props) {
  const shown = everyDecision ? items : items.filter((item) => item.evaluation.mark);
  return (
    <section className="review-list" aria-labelledby="review-list-title">
      <div className="review-list__head">
        <h2 id="review-list-title">{everyDecision ? 'Every decision' : 'Marked decisions'}</h2>
        <label className="review-list__every">
          <input type="checkbox" checked={everyDecision} onChange={(e) => onEveryDecision(e.target.checked)} />
          Show every decision
        </label>
      </div>
      {shown.length === 0 ? (
        <p className="hint">
          {complete
            ? 'No decision is marked: every move played was close to the best move found, or the gap was within the search’s noise.'
            : 'None yet.'}
        </p>
      ) : (
        <ol className="review-list__items">
          {shown.map(({ index, chapter, evaluation, played, better }) => (
            <li key={index}>
              <button
                type="button"
                className={`review-item${evaluation.mark ? ` review-item--${evaluation.mark}` : ''}`}
                aria-current={selected === index ? 'true' : undefined}
                onClick={() => onSelect(index)}
              >
                <span className="review-item__where">
                  Decision {index + 1} · {chapter}
                  {evaluation.mark && <strong className="review-item__mark"> · {MARK_NAMES[evaluation.mark]}</strong>}
                </span>
                {/* "You played X", then "Better: Play Y": read as "Played: You played X", "Better: You played Y". */}
                <span className="review-item__move">
                  {played} <span className="review-item__win">({percent(evaluation.played.win)})</span>
                </span>
                {better && (
                  <span className="review-item__move">
                    Better: {asAdvice(better)} <span className="review-item__win">({percent(evaluation.best.win)})</span>
                  </span>
                )}
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
