/**
 * The win-chance graph's data, from the seat's decisions and their evaluations so far: one point
 * a decision (x = its number, from 1), the move played and the best move in percent, nothing for
 * a forced decision or one not evaluated yet (a gap in the lines), the marked decisions again as
 * their own series (drawn as dots), and where each chapter (battle, round) starts.
 */
import type { ReplayDecision } from '../../games/common/replay-decisions';
import type { Evaluation } from '../../games/common/review';

export interface ChartData {
  x: number[];
  played: (number | null)[];
  best: (number | null)[];
  marked: (number | null)[];
  /** The first decision (x) of each chapter, in order. */
  chapters: { x: number; name: string }[];
}

const percent = (p: number) => Math.round(p * 1000) / 10;

export function chartData(
  decisions: readonly Pick<ReplayDecision, 'chapter'>[],
  evaluations: readonly (Evaluation | undefined)[],
): ChartData {
  const data: ChartData = { x: [], played: [], best: [], marked: [], chapters: [] };
  decisions.forEach((d, i) => {
    const e = evaluations[i];
    const searched = e && !e.forced ? e : undefined;
    data.x.push(i + 1);
    data.played.push(searched ? percent(searched.played.win) : null);
    data.best.push(searched ? percent(searched.best.win) : null);
    data.marked.push(searched?.mark ? percent(searched.played.win) : null);
    if (data.chapters.at(-1)?.name !== d.chapter) data.chapters.push({ x: i + 1, name: d.chapter });
  });
  return data;
}

/** "Win chance of Ada"; a solo review's seat is "You" ("Win chance of You" read as a slip). */
export const winChanceOf = (seatName: string): string => (seatName === 'You' ? 'Your win chance' : `Win chance of ${seatName}`);

/** The graph in one sentence, for those who cannot see it. */
export function chartSummary(data: ChartData, seatName: string): string {
  const points = data.played.flatMap((p, i) => (p === null ? [] : [{ x: data.x[i]!, p }]));
  if (points.length === 0) return `${winChanceOf(seatName)}: no decision evaluated yet.`;
  const first = points[0]!;
  const last = points.at(-1)!;
  const low = points.reduce((a, b) => (b.p < a.p ? b : a));
  const high = points.reduce((a, b) => (b.p > a.p ? b : a));
  const marked = data.marked.filter((m) => m !== null).length;
  return (
    `${winChanceOf(seatName)} over ${data.x.length} decisions: ${first.p}% at decision ${first.x}, ` +
    `highest ${high.p}% (decision ${high.x}), lowest ${low.p}% (decision ${low.x}), ${last.p}% at decision ${last.x}; ` +
    `${marked} marked. The list below tells every decision.`
  );
}
