/**
 * The map's symbols as small SVG shapes, each told apart by its shape as well as its colour
 * (they are drawn the same way on the map, in the hand and in the legend).
 */
import type { Player } from '../rules';
import type { Point } from './geometry';

export const COLORS = {
  land: '#c9df9f',
  sea: '#a8d4ef',
  landDone: '#a4c766',
  seaDone: '#72b3e0',
  mountain: '#7a5a3a',
  coral: '#e0607e',
  caravan: '#8a5a1c',
  ship: '#283c5a',
};

interface At {
  at: Point;
  /** Size: about the symbol's width. */
  s: number;
}

/** A peak (a triangle with a snow cap), pointing out of the tile's edge. */
export function Mountain({ at, s }: At) {
  const h = s * 0.9;
  return (
    <g className="sym sym--mountain">
      <path
        d={`M${at.x - s / 2},${at.y + h / 2}L${at.x},${at.y - h / 2}L${at.x + s / 2},${at.y + h / 2}Z`}
        fill={COLORS.mountain}
        stroke="#3d2b18"
        strokeWidth={s * 0.08}
      />
      <path d={`M${at.x - s * 0.14},${at.y - h * 0.22}L${at.x},${at.y - h / 2}L${at.x + s * 0.14},${at.y - h * 0.22}Z`} fill="#fff" />
    </g>
  );
}

/** A coral: a round blob with three short branches. */
export function Coral({ at, s }: At) {
  const r = s * 0.22;
  return (
    <g className="sym sym--coral" stroke={COLORS.coral} strokeWidth={s * 0.14} strokeLinecap="round" fill="none">
      <path
        d={`M${at.x},${at.y + s * 0.4}L${at.x},${at.y - s * 0.1}M${at.x},${at.y + s * 0.1}L${at.x - s * 0.32},${at.y - s * 0.25}M${at.x},${at.y + s * 0.05}L${at.x + s * 0.32},${at.y - s * 0.3}`}
      />
      <circle cx={at.x} cy={at.y - s * 0.2} r={r} fill={COLORS.coral} stroke="none" />
    </g>
  );
}

/** A caravan: a wagon with a hooped cover and two wheels. */
export function Caravan({ at, s }: At) {
  const w = s;
  const h = s * 0.5;
  return (
    <g className="sym sym--caravan">
      <path
        d={`M${at.x - w / 2},${at.y + h * 0.3}L${at.x - w / 2},${at.y - h * 0.1}Q${at.x},${at.y - h * 1.1} ${at.x + w / 2},${at.y - h * 0.1}L${at.x + w / 2},${at.y + h * 0.3}Z`}
        fill="#f3e3c3"
        stroke={COLORS.caravan}
        strokeWidth={s * 0.09}
      />
      <circle cx={at.x - w * 0.28} cy={at.y + h * 0.45} r={s * 0.13} fill={COLORS.caravan} />
      <circle cx={at.x + w * 0.28} cy={at.y + h * 0.45} r={s * 0.13} fill={COLORS.caravan} />
    </g>
  );
}

/** A ship: a hull and a triangular sail. */
export function Ship({ at, s }: At) {
  return (
    <g className="sym sym--ship">
      <path
        d={`M${at.x - s / 2},${at.y + s * 0.12}L${at.x + s / 2},${at.y + s * 0.12}L${at.x + s * 0.32},${at.y + s * 0.38}L${at.x - s * 0.32},${at.y + s * 0.38}Z`}
        fill={COLORS.ship}
      />
      <path
        d={`M${at.x - s * 0.02},${at.y + s * 0.08}L${at.x - s * 0.02},${at.y - s * 0.5}L${at.x + s * 0.36},${at.y + s * 0.04}Z`}
        fill="#fff"
        stroke={COLORS.ship}
        strokeWidth={s * 0.07}
      />
    </g>
  );
}

/** A bonus symbol: a black X on land, a white X on sea (with the count when more than one). */
export function Bonus({ at, s, terrain, count = 1 }: At & { terrain: 'L' | 'S'; count?: number }) {
  const color = terrain === 'L' ? '#111' : '#fff';
  const edge = terrain === 'L' ? '#fff' : '#0b3550';
  const d = s * 0.32;
  const x = `M${at.x - d},${at.y - d}L${at.x + d},${at.y + d}M${at.x + d},${at.y - d}L${at.x - d},${at.y + d}`;
  return (
    <g className={`sym sym--bonus sym--bonus-${terrain === 'L' ? 'land' : 'sea'}`} strokeLinecap="round">
      <path d={x} stroke={edge} strokeWidth={s * 0.3} />
      <path d={x} stroke={color} strokeWidth={s * 0.17} />
      {/* The count is drawn from Patterns' digits, not as text here: text inside a button (a
          stack, a tile in hand) would be visible text missing from the button's name. */}
      {count > 1 && (
        <use
          href={`#lvs-count-${count}`}
          x={at.x + d * 1.6}
          y={at.y + d * 1.1}
          fontSize={s * 0.7}
          fill={color}
          stroke={edge}
          strokeWidth={s * 0.06}
        />
      )}
    </g>
  );
}

/** Play Again: a compass rose in a round badge. */
export function Compass({ at, s }: At) {
  const r = s / 2;
  const k = r * 0.22;
  return (
    <g className="sym sym--play-again">
      <circle cx={at.x} cy={at.y} r={r} fill="#fffbe8" stroke="#8a6d00" strokeWidth={s * 0.07} />
      <path
        d={`M${at.x},${at.y - r * 0.85}L${at.x + k},${at.y - k}L${at.x + r * 0.85},${at.y}L${at.x + k},${at.y + k}L${at.x},${at.y + r * 0.85}L${at.x - k},${at.y + k}L${at.x - r * 0.85},${at.y}L${at.x - k},${at.y - k}Z`}
        fill="#c48f00"
      />
      <path d={`M${at.x},${at.y - r * 0.85}L${at.x + k},${at.y - k}L${at.x - k},${at.y - k}Z`} fill="#b3261e" />
    </g>
  );
}

/** Steal: two crossed swords in a round badge. */
export function Swords({ at, s }: At) {
  const r = s / 2;
  const a = r * 0.62;
  const guard = r * 0.22;
  return (
    <g className="sym sym--steal" strokeLinecap="round">
      <circle cx={at.x} cy={at.y} r={r} fill="#fdeceb" stroke="#8c1d18" strokeWidth={s * 0.07} />
      <path
        d={`M${at.x - a},${at.y - a}L${at.x + a},${at.y + a}M${at.x + a},${at.y - a}L${at.x - a},${at.y + a}`}
        stroke="#444"
        strokeWidth={s * 0.09}
      />
      <path
        d={`M${at.x + a * 0.5 - guard},${at.y + a * 0.5 + guard}L${at.x + a * 0.5 + guard},${at.y + a * 0.5 - guard}M${at.x - a * 0.5 - guard},${at.y + a * 0.5 - guard}L${at.x - a * 0.5 + guard},${at.y + a * 0.5 + guard}`}
        stroke="#8c1d18"
        strokeWidth={s * 0.1}
      />
    </g>
  );
}

/** The Volcano: a cone with a glowing crater. */
export function VolcanoMark({ at, s }: At) {
  return (
    <g className="sym sym--volcano">
      <path
        d={`M${at.x - s * 0.6},${at.y + s * 0.4}L${at.x - s * 0.15},${at.y - s * 0.35}L${at.x + s * 0.15},${at.y - s * 0.35}L${at.x + s * 0.6},${at.y + s * 0.4}Z`}
        fill="#6b3b22"
        stroke="#2e1a0e"
        strokeWidth={s * 0.05}
      />
      <path d={`M${at.x - s * 0.15},${at.y - s * 0.35}L${at.x},${at.y - s * 0.15}L${at.x + s * 0.15},${at.y - s * 0.35}Z`} fill="#ff6a00" />
      <path
        d={`M${at.x - s * 0.1},${at.y - s * 0.45}Q${at.x - s * 0.2},${at.y - s * 0.7} ${at.x},${at.y - s * 0.65}Q${at.x + s * 0.2},${at.y - s * 0.75} ${at.x + s * 0.1},${at.y - s * 0.45}`}
        fill="none"
        stroke="#ff6a00"
        strokeWidth={s * 0.07}
      />
    </g>
  );
}

/** The Whirlpool: a spiral. */
export function WhirlpoolMark({ at, s }: At) {
  const turns: string[] = [];
  for (let i = 0; i <= 40; i++) {
    const t = (i / 40) * Math.PI * 4;
    const radius = (s * 0.6 * i) / 40;
    turns.push(`${i === 0 ? 'M' : 'L'}${(at.x + radius * Math.cos(t)).toFixed(2)},${(at.y + radius * Math.sin(t)).toFixed(2)}`);
  }
  return (
    <path className="sym sym--whirlpool" d={turns.join('')} fill="none" stroke="#0b3550" strokeWidth={s * 0.09} strokeLinecap="round" />
  );
}

/** Each player's waypoint: its own shape and colour. */
export const WAYPOINT_STYLE: Record<Player, { color: string; shape: string }> = {
  '0': { color: '#d35400', shape: 'flag' },
  '1': { color: '#6c2eb9', shape: 'diamond' },
  '2': { color: '#b7950b', shape: 'triangle' },
  '3': { color: '#c2185b', shape: 'square' },
};

export function Waypoint({ at, s, player }: At & { player: Player }) {
  const { color } = WAYPOINT_STYLE[player];
  const h = s / 2;
  const stroke = { stroke: '#fff', strokeWidth: s * 0.1, paintOrder: 'stroke' as const };
  const body = (() => {
    switch (player) {
      case '0':
        return (
          <>
            <path d={`M${at.x - h * 0.6},${at.y + h}L${at.x - h * 0.6},${at.y - h}`} stroke="#222" strokeWidth={s * 0.12} />
            <path d={`M${at.x - h * 0.6},${at.y - h}L${at.x + h},${at.y - h * 0.5}L${at.x - h * 0.6},${at.y}Z`} fill={color} {...stroke} />
          </>
        );
      case '1':
        return (
          <path
            d={`M${at.x},${at.y - h}L${at.x + h * 0.8},${at.y}L${at.x},${at.y + h}L${at.x - h * 0.8},${at.y}Z`}
            fill={color}
            {...stroke}
          />
        );
      case '2':
        return <path d={`M${at.x},${at.y - h}L${at.x + h},${at.y + h * 0.8}L${at.x - h},${at.y + h * 0.8}Z`} fill={color} {...stroke} />;
      case '3':
        return <rect x={at.x - h * 0.8} y={at.y - h * 0.8} width={h * 1.6} height={h * 1.6} fill={color} {...stroke} />;
    }
  })();
  return <g className={`sym sym--waypoint sym--waypoint-${WAYPOINT_STYLE[player].shape}`}>{body}</g>;
}

/** Hatching for completed areas (a pattern, so completion is not told by colour alone). */
/** The bonus counts a segment can show (a tile's segment holds at most a few). */
const COUNTS = [2, 3, 4, 5, 6, 7, 8, 9];

export function Patterns() {
  return (
    <defs>
      {/* Bonus counts, drawn by <use> (see Bonus): their size and colours come from each use. */}
      {COUNTS.map((n) => (
        <text key={n} id={`lvs-count-${n}`} fontWeight={700} paintOrder="stroke">
          {n}
        </text>
      ))}
      <pattern id="lvs-hatch" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
        <rect width="8" height="8" fill="none" />
        <line x1="0" y1="0" x2="0" y2="8" stroke="rgba(0,0,0,0.28)" strokeWidth="3" />
      </pattern>
    </defs>
  );
}
