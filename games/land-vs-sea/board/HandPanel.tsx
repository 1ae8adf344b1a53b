/**
 * Your tiles, both faces each: the public face (everyone sees it) and the private one (only
 * you). Pick a tile and face, flip (F) and rotate it (R clockwise, Shift+R back); the map
 * highlights where it fits. Two tile places are always drawn, so the panel never changes size.
 */
import { useId, type ReactNode } from 'react';
import type { Roving } from '../../common/board-focus';
import { useInspection } from '../../common/inspect';
import { tileDef, type HandTileView, type InventoryVersion, type Rotation } from '../rules';
import { describeFace } from './describe';
import type { Holding } from './targets';
import { TileDetails, type ShownFace } from './TileDetails';
import { FaceIcon } from './TileFace';

type OwnTile = Extract<HandTileView, { tile: string }>;

interface Props {
  /** "Your", or "Ann’s" on a board drawn for another's seat. */
  whose: string;
  /** Who alone sees the private faces: "you see", or "Ann sees". */
  seenBy: string;
  hand: readonly HandTileView[];
  /** The match's tile inventory: your tiles' faces are read in it. */
  inventory: InventoryVersion;
  held: Holding | null;
  /** Whether placing is what you do now. */
  placing: boolean;
  playable: ReadonlySet<number>;
  counts: readonly number[];
  onSelect: (slot: number, face: 0 | 1) => void;
  onFlip: () => void;
  onRotate: (by: 1 | -1) => void;
  onRotation: (rotation: Rotation) => void;
  /** Arrow keys move between the faces. */
  roving?: Roving<HTMLUListElement>;
  /** The tile is held as a hint places it, its place marked on the map. */
  hinted?: boolean;
}

const ROTATIONS = [0, 1, 2, 3, 4, 5] as const;

/** A padlock: the private face is seen by you only. */
const Lock = () => (
  <svg width="9" height="10" viewBox="0 0 9 10" aria-hidden="true">
    <path d="M2 4.5V3a2.5 2.5 0 0 1 5 0v1.5" fill="none" stroke="currentColor" strokeWidth="1.3" />
    <rect x="0.5" y="4.5" width="8" height="5.5" rx="1" fill="currentColor" />
  </svg>
);

/** A tile of your hand, inspectable: both its faces, the public one and the private one. */
function InspectableTile({
  className,
  title,
  faces,
  children,
}: {
  className: string;
  title: string;
  faces: ShownFace[];
  /** Its face buttons, described by the inspection while it shows. */
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const look = useInspection<HTMLLIElement>(() => <TileDetails title={title} faces={faces} />);
  return (
    <li className={className} {...look.trigger}>
      {children(look.describedBy)}
      {look.popover}
    </li>
  );
}

export function HandPanel({
  whose,
  seenBy,
  hand,
  inventory,
  held,
  placing,
  playable,
  counts,
  onSelect,
  onFlip,
  onRotate,
  onRotation,
  roving,
  hinted,
}: Props) {
  const own = hand.filter((t): t is OwnTile => t.tile !== null);
  const heldFace = held ? tileDef(inventory, held.tile).faces[held.face] : null;
  const fits = held ? (counts[held.rotation] ?? 0) : 0;
  // A radio group is its name: unique, so two boards on one page never share one.
  const rotationGroup = useId();
  return (
    <section className={`lvs-panel lvs-hand${placing ? ' lvs-hand--placing' : ''}`} aria-label={`${whose} tiles`}>
      <h2>{whose} tiles</h2>
      <ul className="lvs-hand__tiles" ref={roving?.ref} onKeyDown={roving?.onKeyDown} onFocus={roving?.onFocus}>
        {[0, 1].map((slot) => {
          const t = own[slot];
          if (!t)
            return (
              <li key={slot} className="lvs-hand__tile lvs-hand__tile--empty">
                {slot === 0 && own.length === 0 ? 'No tile in hand' : ''}
              </li>
            );
          const faces = tileDef(inventory, t.tile).faces;
          const hidden = (1 - t.up) as 0 | 1;
          return (
            <InspectableTile
              key={slot}
              className={`lvs-hand__tile${held?.slot === slot ? ' is-held' : ''}${placing && !playable.has(slot) ? ' is-stuck' : ''}`}
              title={`${whose} tile ${slot + 1}`}
              faces={[
                { face: faces[t.up], label: 'Public face: everyone sees it' },
                { face: faces[hidden], label: `Private face: only ${seenBy} it` },
              ]}
            >
              {(describedBy) =>
                ([t.up, hidden] as const).map((face) => {
                  const isPublic = face === t.up;
                  const pressed = held?.slot === slot && held.face === face;
                  return (
                    <button
                      key={face}
                      type="button"
                      className={`face-button${pressed ? ' is-pressed' : ''}${isPublic ? '' : ' face-button--private'}`}
                      aria-pressed={pressed}
                      aria-label={`Tile ${slot + 1}, ${isPublic ? 'public' : 'private'} face: ${describeFace(faces[face])}`}
                      aria-describedby={describedBy}
                      onClick={() => onSelect(slot, face)}
                    >
                      <FaceIcon face={faces[face]} size={52} />
                      <span className="face-button__tag">
                        {isPublic ? (
                          'public'
                        ) : (
                          <>
                            <Lock /> private
                          </>
                        )}
                      </span>
                    </button>
                  );
                })
              }
            </InspectableTile>
          );
        })}
      </ul>
      <div className="lvs-hand__held">
        <div className="lvs-hand__preview" aria-live="polite">
          {heldFace && held ? (
            <FaceIcon
              face={heldFace}
              rotation={held.rotation}
              size={72}
              label={`Holding tile ${held.slot + 1}, ${describeFace(heldFace, held.rotation)}`}
            />
          ) : (
            <span className="hint">—</span>
          )}
        </div>
        <div className="lvs-hand__controls">
          <div className="buttons">
            {/* The arrows are drawn by CSS (data-icon): a symbol in the text would be visible
                text missing from the button's name. */}
            <button type="button" onClick={onFlip} disabled={!held} aria-label="Flip (F)" aria-keyshortcuts="F" title="Flip (F)">
              <span className="icon" data-icon="⇄" aria-hidden="true" /> Flip <kbd>F</kbd>
            </button>
            <button
              type="button"
              onClick={() => onRotate(-1)}
              disabled={!held}
              aria-label="Rotate anticlockwise (Shift+R)"
              aria-keyshortcuts="Shift+R"
              title="Rotate anticlockwise (Shift+R)"
            >
              <span className="icon" data-icon="⟲" aria-hidden="true" />
            </button>
            <button
              type="button"
              onClick={() => onRotate(1)}
              disabled={!held}
              aria-label="Rotate clockwise (R)"
              aria-keyshortcuts="R"
              title="Rotate clockwise (R)"
            >
              <span className="icon" data-icon="⟳" aria-hidden="true" /> <kbd>R</kbd>
            </button>
          </div>
          {/* What the row of arrows is, on screen too (QA: "↑ 1 ↗ 3 …" said nothing to a newcomer);
              the radio group says it to screen readers. */}
          <p className="lvs-rotations__caption" aria-hidden="true">
            Turn it · each arrow counts the places it fits that way
          </p>
          {/* Native radios sharing a name: one Tab stop, the arrows move and choose within it.
              (Buttons with role="radio" were six Tab stops and ignored the arrows.) */}
          <div className="lvs-rotations" role="radiogroup" aria-label="Rotation (number of places it fits)">
            {ROTATIONS.map((r) => (
              <label
                key={r}
                className={`button rot${(counts[r] ?? 0) > 0 ? ' rot--fits' : ''}${held?.rotation === r ? ' is-checked' : ''}${held ? '' : ' is-disabled'}`}
              >
                <input
                  type="radio"
                  className="rot__input"
                  name={rotationGroup}
                  value={r}
                  checked={held?.rotation === r}
                  aria-label={`Rotation ${r}: fits ${counts[r] ?? 0} place${counts[r] === 1 ? '' : 's'}`}
                  disabled={!held}
                  onChange={() => onRotation(r)}
                />
                <span className="rot__arrow" style={{ transform: `rotate(${r * 60}deg)` }} aria-hidden="true">
                  ↑
                </span>
                <span className="rot__count">{placing ? (counts[r] ?? 0) : ''}</span>
              </label>
            ))}
          </div>
          <p className="lvs-hand__fits hint">
            {!placing || !held ? (
              '\u00a0'
            ) : fits > 0 ? (
              <>
                Fits {fits} highlighted place{fits === 1 ? '' : 's'}
                {/* "P goes there" did not say that P is a key, nor where "there" is (QA). */}
                <span className="key-hint">
                  {' '}
                  (keyboard: <kbd>P</kbd>, then the arrows)
                </span>
                .{hinted && ' The hint’s place is ringed in blue.'}
              </>
            ) : (
              'No place for this rotation: rotate or flip.'
            )}
          </p>
        </div>
      </div>
    </section>
  );
}
