/**
 * The win chance of the seat over its decisions (uPlot, on a canvas): the move played and the
 * best move the search found, the gap between them shaded, marked decisions as dots, a forced
 * decision a gap, a line where each battle or round begins, and the selected decision's line.
 * A click picks the decision under the pointer. Screen readers get the summary (`label`); the
 * list of decisions below is the graph's accessible equivalent.
 */
import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { ChartData } from './chart-data';

const HEIGHT = 240;

const seriesOf = (data: ChartData): uPlot.AlignedData => [data.x, data.played, data.best, data.marked];
const percentOrNothing = (_u: uPlot, v: number | null) => (v == null ? '' : `${Math.round(v)}%`);

const css = (element: Element, name: string, fallback: string) => getComputedStyle(element).getPropertyValue(name).trim() || fallback;

interface Props {
  data: ChartData;
  /** The selected decision's index (from 0), or null. */
  selected: number | null;
  onSelect: (index: number) => void;
  label: string;
}

export function WinChart({ data, selected, onSelect, label }: Props) {
  const box = useRef<HTMLDivElement>(null);
  const chart = useRef<uPlot | null>(null);
  // The draw hook and the click read the newest of these, not the ones the chart was made with.
  const latest = useRef({ data, selected, onSelect });
  latest.current = { data, selected, onSelect };

  useEffect(() => {
    const element = box.current!;
    const ink = css(element, '--ink', '#1f2328');
    const played = css(element, '--mine', '#1d5fbf');
    const best = '#2e7d32';
    const marked = css(element, '--danger', '#b3261e');
    const paper = css(element, '--panel', '#fffdf8');
    const drawMarkers = (u: uPlot) => {
      const { ctx, bbox } = u;
      const { data: current, selected: picked } = latest.current;
      const ratio = window.devicePixelRatio || 1;
      ctx.save();
      ctx.font = `${11 * ratio}px system-ui, sans-serif`;
      // uPlot leaves its axes' alignment set: centred, each name overlapped the next ("DraRound 5").
      ctx.textAlign = 'left';
      ctx.fillStyle = ink;
      ctx.strokeStyle = css(element, '--muted', '#5b616b');
      ctx.lineWidth = ratio;
      ctx.setLineDash([4 * ratio, 3 * ratio]);
      const xs = current.chapters.map((chapter) => u.valToPos(chapter.x - 0.5, 'x', true));
      for (const x of xs.slice(1)) {
        ctx.beginPath();
        ctx.moveTo(x, bbox.top);
        ctx.lineTo(x, bbox.top + bbox.height);
        ctx.stroke();
      }
      // A chapter's name where it fits after the last one written (Land vs Sea has dozens of
      // rounds), on paper over the lines (they crossed its letters), whole or not at all (the last
      // round's name was cut by the graph's edge: "Round").
      let free = bbox.left;
      for (const [i, chapter] of current.chapters.entries()) {
        const left = Math.max(xs[i]!, bbox.left) + 3 * ratio;
        const width = ctx.measureText(chapter.name).width;
        if (left < free || left + width > bbox.left + bbox.width) continue;
        ctx.fillStyle = paper;
        ctx.fillRect(left - 2 * ratio, bbox.top + 2 * ratio, width + 4 * ratio, 13 * ratio);
        ctx.fillStyle = ink;
        ctx.fillText(chapter.name, left, bbox.top + 12 * ratio);
        free = left + width + 8 * ratio;
      }
      if (picked !== null) {
        const x = u.valToPos(picked + 1, 'x', true);
        ctx.setLineDash([]);
        ctx.strokeStyle = ink;
        ctx.lineWidth = 2 * ratio;
        ctx.beginPath();
        ctx.moveTo(x, bbox.top);
        ctx.lineTo(x, bbox.top + bbox.height);
        ctx.stroke();
      }
      ctx.restore();
    };
    const u = new uPlot(
      {
        width: Math.max(200, element.clientWidth),
        height: HEIGHT,
        scales: { x: { time: false }, y: { range: [0, 100] } },
        axes: [
          // Decisions are counted: no tick between two (uPlot's default steps made 2.5, 7.5).
          { label: 'Decision', stroke: ink, grid: { show: false }, incrs: [1, 2, 5, 10, 20, 50, 100, 200, 500] },
          { label: 'Win chance (%)', stroke: ink, values: (_u, splits) => splits.map((v) => `${v}%`) },
        ],
        // The legend gives the values under the pointer, and nothing (not uPlot's "--") elsewhere.
        series: [
          { label: 'Decision', value: (_u, v) => (v == null ? '' : String(v)) },
          { label: 'Move played', value: percentOrNothing, stroke: played, width: 2, points: { show: true, size: 5 } },
          { label: 'Best move', value: percentOrNothing, stroke: best, width: 1.5, dash: [6, 4], points: { show: false } },
          {
            label: 'Marked',
            value: percentOrNothing,
            stroke: marked,
            width: 0,
            points: { show: true, size: 11, fill: marked, stroke: marked },
          },
        ],
        bands: [{ series: [2, 1], fill: 'rgba(179, 38, 30, 0.12)' }],
        cursor: { drag: { x: false, y: false } },
        hooks: { draw: [drawMarkers] },
      },
      seriesOf(latest.current.data),
      element,
    );
    chart.current = u;
    const pick = () => {
      const index = u.cursor.idx;
      if (index !== null && index !== undefined) latest.current.onSelect(index);
    };
    u.over.addEventListener('click', pick);
    const resize = new ResizeObserver(() => u.setSize({ width: Math.max(200, element.clientWidth), height: HEIGHT }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      u.destroy();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setData(seriesOf(data));
  }, [data]);
  useEffect(() => {
    chart.current?.redraw(false);
  }, [selected]);

  return <div ref={box} className="win-chart" role="img" aria-label={label} />;
}
