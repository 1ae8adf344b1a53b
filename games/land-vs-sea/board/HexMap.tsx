/**
 * The map: every placed tile drawn from its face and rotation, completed areas hatched with
 * the points they scored, waypoints, and the spots the viewer may use now (hexes for the held
 * tile, segments for a waypoint). Pan by dragging, arrow keys or buttons; zoom by the wheel,
 * + and - or buttons; 0 or "Fit" shows the whole map again. A touch has no hover to show where
 * the tile would go, so on touch the first tap on a spot shows it there and a second tap (or
 * "Place here") places it; "Cancel" takes it back.
 */
import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { START_TILE_ID, VOLCANO_TILE_ID, tileDef, type FaceDef, type MapArea, type Player, type View } from '../rules';
import { useRoving, type Roving } from '../../common/board-focus';
import { useInspection } from '../../common/inspect';
import { HINT_SHOW, HINT_TARGET } from '../../common/meta';
import { hexName } from '../log';
import { describeFace, ROLE_NAMES } from './describe';
import { hexCenter, hexPoints, segmentShapes, type Point, type SegmentShape } from './geometry';
import { cellsOf, LABEL_HEIGHT, labelSize, labelWidth, placeAreaLabels, symbolBoxes } from './label-placement';
import { Patterns, Waypoint } from './symbols';
import type { PlaceAction, WaypointAction } from './targets';
import { TileDetails } from './TileDetails';
import { symbolPlaces, type TileKind } from './symbol-places';
import { TileFace } from './TileFace';
import { usePanZoom, type Bounds } from './usePanZoom';

/** How long the view's controls ignore taps after the confirmation made way for them. */
const CONTROLS_REST_MS = 600;
/** An area label's font size in map units (board.css), and the least it may show on screen. */
const LABEL_FONT_UNITS = 12;
const LABEL_MIN_PX = 11;
/** Labels are placed for their scale rounded up to a power of this: zooming out re-places them now and then, not at every step. */
const PLACE_STEP = 1.2;

export const R = 50;
/** How wide, at least, "Show it on the board" draws the hinted hex: one a thumb can tap. */
const SHOWN_HEX_PX = 64;

interface Props {
  board: View['board'];
  /** The match's tile inventory: the board's tile ids are read in it. */
  inventory: View['inventory'];
  areas: readonly MapArea[];
  waypoints: View['waypoints'];
  /** Where the held tile fits, and what it looks like as held. */
  spots: readonly PlaceAction[];
  held: { face: FaceDef; rotation: number } | null;
  onPlace: (action: PlaceAction) => void;
  /** The spot a hint suggests ("q,r" to place, "q,r#segment" for a waypoint): marked, the tile shown on it. */
  hinted?: string;
  waypointSpots: readonly WaypointAction[];
  onWaypoint: (action: WaypointAction) => void;
  /** The most recent placement of someone else, outlined. */
  lastPlaced: string | null;
  /** "Your" or "Ann’s": whose a waypoint is. */
  whose: (p: Player) => string;
  /** Arrow keys move between the spots (and do not pan while a spot has focus). */
  spotKeys?: Roving<SVGGElement>;
  /** Drawn over the map's top-left corner. */
  overlay?: ReactNode;
}

const kindOf = (tile: string): TileKind => (tile === START_TILE_ID ? 'start' : tile === VOLCANO_TILE_ID ? 'volcano' : 'map');
const parseKey = (key: string) => key.split(',').map(Number) as [number, number];
const add = (a: Point, b: Point): Point => ({ x: a.x + b.x, y: a.y + b.y });

/** Activates on Enter and Space, as a button does. */
const pressKeys = (action: () => void) => (event: KeyboardEvent) => {
  if (event.key !== 'Enter' && event.key !== ' ') return;
  event.preventDefault();
  action();
};

const TERRAIN_WORDS = { L: 'land', S: 'sea' } as const;

/** A completed area's label: its points, and its bonus symbols' points for the completer. */
const labelText = (area: MapArea) => `+${area.points}${area.bonus > 0 ? ` ✕${area.bonus}` : ''}`;

/** What a placed tile is part of, in words: the areas through it, whose they are and what they scored. */
function areaNote(area: MapArea): string {
  const size = `${area.tiles.length} tile${area.tiles.length === 1 ? '' : 's'}`;
  const owner = ROLE_NAMES[area.owner];
  return area.complete
    ? `In a completed ${TERRAIN_WORDS[area.terrain]} area of ${size}: ${owner} scored ${area.points}${area.bonus > 0 ? `, its completer ${area.bonus} bonus` : ''}.`
    : `In an open ${TERRAIN_WORDS[area.terrain]} area of ${size}: ${owner} scores it once it is completed.`;
}

interface MapTileProps {
  hex: string;
  center: Point;
  face: FaceDef;
  rotation: number;
  kind: TileKind;
  complete: ReadonlySet<number> | undefined;
  notes: string[];
}

/** A placed tile: drawn, and a button that shows what it is (one Tab stop for them all). */
function MapTile({ hex, center, face, rotation, kind, complete, notes }: MapTileProps) {
  const title = kind === 'start' ? 'Start tile' : kind === 'volcano' ? (face.edges[0] === 'L' ? 'Volcano' : 'Whirlpool') : 'Map tile';
  const look = useInspection<SVGGElement>(() => (
    <TileDetails title={`${title} at ${hexName(hex)}`} faces={[{ face, rotation, kind }]} notes={notes} />
  ));
  return (
    <g
      {...look.trigger}
      className="map-tile"
      transform={`translate(${center.x} ${center.y})`}
      data-hex={hex}
      role="button"
      aria-label={`${title} at ${hexName(hex)}: ${describeFace(face, rotation)}`}
      {...look.toggler}
      onKeyDown={pressKeys(look.toggle)}
    >
      <TileFace face={face} rotation={rotation} R={R} kind={kind} complete={complete} />
      <polygon className="map-tile__ring" points={hexPoints(R * 0.94)} />
      {look.popover}
    </g>
  );
}

export function HexMap({
  board,
  inventory,
  areas,
  waypoints,
  spots,
  held,
  onPlace,
  hinted,
  waypointSpots,
  onWaypoint,
  lastPlaced,
  whose,
  spotKeys,
  overlay,
}: Props) {
  const tiles = useMemo(
    () =>
      Object.entries(board).map(([key, placed]) => {
        const [q, r] = parseKey(key);
        const face = tileDef(inventory, placed.tile).faces[placed.face];
        const shapes = segmentShapes(face, placed.rotation, R);
        return { key, q, r, placed, face, center: hexCenter(q, r, R), shapes, symbols: symbolPlaces(face, shapes, R, kindOf(placed.tile)) };
      }),
    [board, inventory],
  );
  const symbolsOnMap = useMemo(() => symbolBoxes(tiles), [tiles]);
  const shapesAt = useMemo(() => new Map(tiles.map((t) => [t.key, t])), [tiles]);

  const completeSegments = useMemo(() => {
    const byTile = new Map<string, Set<number>>();
    for (const area of areas)
      if (area.complete)
        for (const s of area.segments) {
          const set = byTile.get(s.key) ?? new Set<number>();
          set.add(s.segment);
          byTile.set(s.key, set);
        }
    return byTile;
  }, [areas]);

  const bounds = useMemo<Bounds>(() => {
    const b = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
    // Each tile with the ring of hexes around it, outlines included: every place a tile can go
    // lies there, so none is cut off at the edge of the fitted map (a phone's tall map cut them),
    // and the view does not jump as places come and go from turn to turn.
    for (const t of tiles) {
      b.minX = Math.min(b.minX, t.center.x - 2.7 * R);
      b.maxX = Math.max(b.maxX, t.center.x + 2.7 * R);
      b.minY = Math.min(b.minY, t.center.y - 2.8 * R);
      b.maxY = Math.max(b.maxY, t.center.y + 2.8 * R);
    }
    return b;
  }, [tiles]);

  const areasAt = useMemo(() => {
    const byTile = new Map<string, MapArea[]>();
    for (const area of areas) for (const hex of area.tiles) byTile.set(hex, [...(byTile.get(hex) ?? []), area]);
    return byTile;
  }, [areas]);
  /** What an inspected tile adds to its faces: the last placed, the areas through it, a waypoint on it. */
  const notesOf = (hex: string): string[] => [
    ...(hex === lastPlaced ? ['The last tile placed.'] : []),
    ...(areasAt.get(hex) ?? []).map(areaNote),
    ...(Object.entries(waypoints) as [Player, View['waypoints'][Player]][])
      .filter(([, spot]) => spot && `${spot.q},${spot.r}` === hex)
      .map(([owner]) => `${whose(owner)} waypoint is on it.`),
  ];
  // The placed tiles, to look at: one Tab stop, the arrows go from tile to tile (and do not pan).
  const tileKeys = useRoving<SVGGElement>('.map-tile');

  const { svgRef, viewBox, following, scale, handlers, controls } = usePanZoom(bounds);
  // An area's points stay readable however far the map is zoomed out (the fitted map of a long
  // game on a phone drew them 5 px high): never smaller on screen than LABEL_MIN_PX.
  const labelScale = Math.max(1, LABEL_MIN_PX / (LABEL_FONT_UNITS * scale));
  // Placed as if a little larger than drawn: a label shrunk about its place still clears the others.
  const placedScale = labelScale <= 1 ? 1 : PLACE_STEP ** Math.ceil(Math.log(labelScale) / Math.log(PLACE_STEP));
  const completed = useMemo(() => areas.filter((a) => a.complete), [areas]);
  const labelPlaces = useMemo(
    () =>
      placeAreaLabels(
        completed.map((area) => ({ id: area.id, cells: cellsOf(area.segments, shapesAt), ...labelSize(labelText(area), placedScale) })),
        R,
        bounds,
        symbolsOnMap,
      ),
    [completed, shapesAt, placedScale, bounds, symbolsOnMap],
  );
  const [preview, setPreview] = useState<string | null>(null);
  const [armed, setArmed] = useState<string | null>(null);
  const pointer = useRef('mouse');
  const notePointer = (event: PointerEvent) => (pointer.current = event.pointerType);
  const armedSpot = spots.find((spot) => `${spot.q},${spot.r}` === armed);
  const confirming = armedSpot !== undefined;
  // "Place here" sticks to the screen's foot (board.css); a hex tapped right there would lie under
  // it, its tile out of sight: then the page scrolls it clear, by a little more for the spot's pulse.
  // (jsdom has no layout: no scroll.)
  const confirmBar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const bar = confirmBar.current?.getBoundingClientRect();
    const spot = svgRef.current?.querySelector('.spot--armed')?.getBoundingClientRect();
    if (bar && spot && spot.bottom > bar.top && bar.height > 0) scrollBy(0, spot.bottom - bar.top + 8);
  }, [armed, svgRef]);
  // The view's controls come back where "Place here" was: for a moment they take no tap, or the
  // second tap of a double tap zoomed the map out (QA).
  const [resting, setResting] = useState(false);
  const wasConfirming = useRef(false);
  useEffect(() => {
    const ended = wasConfirming.current && !confirming;
    wasConfirming.current = confirming;
    if (!ended) return;
    setResting(true);
    const timer = window.setTimeout(() => setResting(false), CONTROLS_REST_MS);
    return () => window.clearTimeout(timer);
  }, [confirming]);

  const anchorOf = (key: string, segment: number): Point | null => {
    const tile = shapesAt.get(key);
    const shape = tile?.shapes.find((s: SegmentShape) => s.index === segment);
    return tile && shape ? add(tile.center, shape.anchor) : null;
  };

  // "Show it on the board": the hinted hex, or waypoint, in the middle, big enough to tap.
  const hintedAt = (): Point | null => {
    if (!hinted) return null;
    const [key, segment] = hinted.split('#');
    if (segment !== undefined) return anchorOf(key!, Number(segment));
    const [q, r] = key!.split(',').map(Number);
    return hexCenter(q!, r!, R);
  };
  const hintedAtRef = useRef(hintedAt);
  hintedAtRef.current = hintedAt;
  const { focusOn } = controls;
  useEffect(() => {
    const svg = svgRef.current;
    if (!svg) return;
    const show = () => {
      const at = hintedAtRef.current();
      if (at) focusOn(at, SHOWN_HEX_PX / (2 * R));
    };
    svg.addEventListener(HINT_SHOW, show);
    return () => svg.removeEventListener(HINT_SHOW, show);
  }, [svgRef, focusOn]);

  return (
    <div className="lvs-map">
      {/* Bars above and below the map, never over it: no spot lies under a control. */}
      {overlay && <div className="lvs-map__bar lvs-map__bar--top">{overlay}</div>}
      <svg
        ref={svgRef}
        className="lvs-map__svg"
        viewBox={viewBox}
        role="group"
        aria-label="Map: drag or use the arrow keys to pan, the wheel or + and - to zoom, 0 to fit"
        tabIndex={0}
        {...handlers}
      >
        <Patterns />
        <g className="lvs-map__tiles" ref={tileKeys.ref} onKeyDown={tileKeys.onKeyDown} onFocus={tileKeys.onFocus}>
          {tiles.map((t) => (
            <MapTile
              key={t.key}
              hex={t.key}
              center={t.center}
              face={t.face}
              rotation={t.placed.rotation}
              kind={kindOf(t.placed.tile)}
              complete={completeSegments.get(t.key)}
              notes={notesOf(t.key)}
            />
          ))}
        </g>
        {lastPlaced && shapesAt.has(lastPlaced) && (
          <polygon
            className="lvs-map__last"
            points={hexPoints(R * 0.96)}
            transform={`translate(${shapesAt.get(lastPlaced)?.center.x} ${shapesAt.get(lastPlaced)?.center.y})`}
          />
        )}
        <g className="lvs-map__areas" role="group" aria-label="Completed areas">
          {completed.map((area) => {
            const at = labelPlaces.get(area.id);
            if (!at) return null;
            const text = labelText(area);
            const w = labelWidth(text);
            return (
              <g
                key={area.id}
                className={`area-label area-label--${area.owner}`}
                transform={`translate(${at.x} ${at.y}) scale(${labelScale})`}
              >
                <title>{`${ROLE_NAMES[area.owner]} area of ${area.tiles.length} tiles: ${area.points} points${area.bonus > 0 ? `, ${area.bonus} bonus to its completer` : ''}`}</title>
                <rect x={-w / 2} y={-LABEL_HEIGHT / 2} width={w} height={LABEL_HEIGHT} rx={LABEL_HEIGHT / 2} />
                <text y={4} textAnchor="middle">
                  {text}
                </text>
              </g>
            );
          })}
        </g>
        <g className="lvs-map__waypoints">
          {(Object.entries(waypoints) as [Player, View['waypoints'][Player]][]).map(([owner, spot]) => {
            if (!spot) return null;
            const at = anchorOf(`${spot.q},${spot.r}`, spot.segment);
            return at ? (
              <g key={owner} aria-label={`${whose(owner)} waypoint`} role="img">
                <Waypoint at={at} s={R * 0.5} player={owner} />
              </g>
            ) : null;
          })}
        </g>
        <g className="lvs-map__spots" ref={spotKeys?.ref} onKeyDown={spotKeys?.onKeyDown} onFocus={spotKeys?.onFocus}>
          {spots.map((spot) => {
            const key = `${spot.q},${spot.r}`;
            const c = hexCenter(spot.q, spot.r, R);
            const place = () => onPlace(spot);
            const tap = () => {
              if (pointer.current === 'mouse' || armed === key) return place();
              setArmed(key);
              setPreview(key);
            };
            return (
              <g
                key={key}
                className={`spot${armed === key ? ' spot--armed' : ''}${hinted === key ? ` spot--hinted ${HINT_TARGET}` : ''}`}
                role="button"
                aria-label={`Place the tile at ${hexName(key)}${hinted === key ? ' (the hint)' : ''}`}
                transform={`translate(${c.x} ${c.y})`}
                onPointerDown={notePointer}
                onClick={tap}
                onKeyDown={pressKeys(place)}
                onPointerEnter={() => setPreview(key)}
                onPointerLeave={() => setPreview((p) => (p === key ? null : p))}
                onFocus={() => setPreview(key)}
                onBlur={() => setPreview((p) => (p === key ? null : p))}
              >
                {(preview === key || armed === key || hinted === key) && held ? (
                  <g className="spot__ghost">
                    <TileFace face={held.face} rotation={held.rotation} R={R} />
                  </g>
                ) : null}
                <polygon className="spot__hex" points={hexPoints(R * 0.92)} />
              </g>
            );
          })}
          {waypointSpots.map((spot) => {
            const key = `${spot.q},${spot.r}`;
            const at = anchorOf(key, spot.segment);
            if (!at) return null;
            const put = () => onWaypoint(spot);
            const id = `${key}#${spot.segment}`;
            return (
              <g
                key={id}
                className={`spot spot--waypoint${hinted === id ? ` spot--hinted ${HINT_TARGET}` : ''}`}
                role="button"
                aria-label={`Put your waypoint on segment ${spot.segment} of ${hexName(key)}${hinted === id ? ' (the hint)' : ''}`}
                onClick={put}
                onKeyDown={pressKeys(put)}
              >
                <circle cx={at.x} cy={at.y} r={R * 0.3} />
              </g>
            );
          })}
        </g>
      </svg>
      <div className="lvs-map__bar" ref={confirmBar}>
        {armedSpot ? (
          <div className="lvs-map__confirm" role="group" aria-label="Place the tile">
            <span>Tap it again, or</span>
            <button type="button" className="primary" onClick={() => onPlace(armedSpot)}>
              Place here
            </button>
            <button type="button" onClick={() => setArmed(null)}>
              Cancel
            </button>
          </div>
        ) : (
          <div className={`lvs-map__controls${resting ? ' lvs-map__controls--resting' : ''}`} role="group" aria-label="Map view">
            <button type="button" onClick={controls.zoomIn} aria-label="Zoom in" title="Zoom in (+)">
              +
            </button>
            <button type="button" onClick={controls.zoomOut} aria-label="Zoom out" title="Zoom out (−)">
              −
            </button>
            <button type="button" onClick={() => controls.pan(-80, 0)} aria-label="Pan left" title="Pan left (←)">
              ←
            </button>
            <button type="button" onClick={() => controls.pan(0, -80)} aria-label="Pan up" title="Pan up (↑)">
              ↑
            </button>
            <button type="button" onClick={() => controls.pan(0, 80)} aria-label="Pan down" title="Pan down (↓)">
              ↓
            </button>
            <button type="button" onClick={() => controls.pan(80, 0)} aria-label="Pan right" title="Pan right (→)">
              →
            </button>
            <button type="button" onClick={controls.reset} aria-pressed={following} title="Fit the map (0)">
              Fit
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
