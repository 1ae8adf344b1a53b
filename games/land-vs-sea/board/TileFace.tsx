/**
 * One face of a tile, turned by `rotation`, drawn around (0, 0): its land and sea regions
 * (one per segment), then mountains and corals along their edges, bonus symbols, the caravan
 * or ship, and the action symbol in the centre. The Volcano and Whirlpool get their own mark.
 */
import type { FaceDef } from '../rules';
import { alongEdge, hexPoints, segmentShapes } from './geometry';
import { symbolPlaces, symbolSize, type TileKind } from './symbol-places';
import { Bonus, COLORS, Caravan, Compass, Coral, Mountain, Ship, Swords, VolcanoMark, WhirlpoolMark } from './symbols';

interface Props {
  face: FaceDef;
  rotation: number;
  R: number;
  kind?: TileKind;
  /** Segments (by index) in completed areas: hatched. */
  complete?: ReadonlySet<number>;
}

const fill = (terrain: 'L' | 'S', done: boolean) =>
  terrain === 'L' ? (done ? COLORS.landDone : COLORS.land) : done ? COLORS.seaDone : COLORS.sea;

export function TileFace({ face, rotation, R, kind = 'map', complete }: Props) {
  const shapes = segmentShapes(face, rotation, R);
  const s = symbolSize(R);
  const turn = (edges: readonly number[]) => edges.map((e) => (e + rotation) % 6);
  return (
    <g className="tile-face">
      {shapes.map((shape) => (
        <g key={shape.index} className={`segment segment--${shape.terrain === 'L' ? 'land' : 'sea'}`}>
          <path
            d={shape.path}
            fill={fill(shape.terrain, complete?.has(shape.index) ?? false)}
            stroke={shape.base ? 'none' : 'rgba(0,0,0,0.35)'}
            strokeWidth={R * 0.025}
          />
          {complete?.has(shape.index) && <path className="segment--complete" d={shape.path} fill="url(#lvs-hatch)" />}
        </g>
      ))}
      <polygon points={hexPoints(R)} fill="none" stroke="rgba(0,0,0,0.45)" strokeWidth={R * 0.03} />
      {turn(face.mountain).flatMap((e) => alongEdge(e, R, 2).map((p, i) => <Mountain key={`m${e}-${i}`} at={p} s={s * 0.8} />))}
      {turn(face.coral).flatMap((e) => alongEdge(e, R, 2).map((p, i) => <Coral key={`c${e}-${i}`} at={p} s={s * 0.8} />))}
      {symbolPlaces(face, shapes, R, kind).map((place) => {
        const { at, size } = place;
        switch (place.symbol) {
          case 'volcano':
            return <VolcanoMark key="volcano" at={at} s={size} />;
          case 'whirlpool':
            return <WhirlpoolMark key="whirlpool" at={at} s={size} />;
          case 'bonus':
            return <Bonus key={`b${place.segment}`} at={at} s={size} terrain={place.terrain} count={place.count} />;
          case 'caravan':
            return <Caravan key="caravan" at={at} s={size} />;
          case 'ship':
            return <Ship key="ship" at={at} s={size} />;
          case 'compass':
            return <Compass key="compass" at={at} s={size} />;
          case 'swords':
            return <Swords key="swords" at={at} s={size} />;
        }
      })}
      {kind === 'start' && (
        <text x={0} y={R * 0.1} textAnchor="middle" fontSize={R * 0.28} fontWeight={700} fill="rgba(0,0,0,0.55)">
          START
        </text>
      )}
    </g>
  );
}

/** A face on its own, in a small square SVG (hand, stacks, other players' tiles, legend). */
export function FaceIcon({
  face,
  rotation = 0,
  size = 56,
  kind,
  label,
}: {
  face: FaceDef;
  rotation?: number;
  size?: number;
  kind?: TileKind;
  label?: string;
}) {
  const R = 50;
  return (
    <svg
      className="face-icon"
      width={size}
      height={size}
      viewBox={`${-R - 2} ${-R - 2} ${2 * R + 4} ${2 * R + 4}`}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      <TileFace face={face} rotation={rotation} R={R} kind={kind} />
    </svg>
  );
}
