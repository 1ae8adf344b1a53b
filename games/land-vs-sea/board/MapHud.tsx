/**
 * On narrow screens the hand, the stacks and the players sit below the map, out of sight: this
 * small bar on the map repeats what the step needs (flip and rotate the held tile; take from a
 * stack, shown by its top face; steal a tile, shown by its public face). Skipping the waypoint
 * is not repeated: its button is right above the map, beside the prompt (two read as two skips). It
 * is for pointers and touch only — hidden from assistive technology and the Tab order, since
 * the panels' own controls (and the F / R / P keys) do the same for keyboards.
 */
import type { FaceDef, Role } from '../rules';
import { ROLE_NAMES } from './describe';
import { FaceIcon } from './TileFace';

type Steal = Props['steals'][number];

/** One owner's tiles to steal. */
interface Run extends Pick<Steal, 'owner' | 'name' | 'role'> {
  tiles: Steal[];
}

/** The steals in runs of one owner each, in their order. */
function byOwner(steals: readonly Steal[]): Run[] {
  const runs: Run[] = [];
  for (const steal of steals) {
    const last = runs.at(-1);
    if (last?.owner === steal.owner) last.tiles.push(steal);
    else runs.push({ owner: steal.owner, name: steal.name, role: steal.role, tiles: [steal] });
  }
  return runs;
}

interface Props {
  held: { face: FaceDef; rotation: number; fits: number } | null;
  onFlip: () => void;
  onRotate: (by: 1 | -1) => void;
  /** The stacks one may take from, each with its top tile's face up (the draft chooses by it). */
  takes: { stack: number; top: FaceDef | null; onTake: () => void }[];
  /**
   * The tiles a Steal may take: whose ("Ann’s", in the colours of her side; `name`, "Ann" or
   * "Computer 1", over them), and the face everyone sees.
   */
  steals: { owner: string; name: string; role: Role; face: FaceDef; hinted: boolean; onSteal: () => void }[];
}

export function MapHud({ held, onFlip, onRotate, takes, steals }: Props) {
  if (!held && takes.length === 0 && steals.length === 0) return null;
  return (
    <div className="lvs-hud" aria-hidden="true">
      {held && (
        <>
          <FaceIcon face={held.face} rotation={held.rotation} size={40} />
          <button type="button" tabIndex={-1} onClick={onFlip}>
            ⇄
          </button>
          <button type="button" tabIndex={-1} onClick={() => onRotate(-1)}>
            ⟲
          </button>
          <button type="button" tabIndex={-1} onClick={() => onRotate(1)}>
            ⟳
          </button>
          <span className="lvs-hud__fits">{held.fits > 0 ? `${held.fits} spot${held.fits === 1 ? '' : 's'}` : 'no spot'}</span>
        </>
      )}
      {takes.map((t) => (
        <button key={t.stack} type="button" tabIndex={-1} className="lvs-hud__take" onClick={t.onTake}>
          {t.top && <FaceIcon face={t.top} size={30} />}
          Take {t.stack + 1}
        </button>
      ))}
      {steals.length > 0 && <span className="lvs-hud__label">Steal</span>}
      {/* Each player's tiles under their name: a border's colour told only the side, and on a
          phone no hover shows the title (QA: a team-mate's tiles sat among the others'). */}
      {byOwner(steals).map(({ owner, name, role, tiles }) => (
        <span key={owner} className="lvs-hud__owner">
          <span className="lvs-hud__owner-name">{name}</span>
          <span className="lvs-hud__owner-tiles">
            {tiles.map((s, i) => (
              <button
                key={i}
                type="button"
                tabIndex={-1}
                className={`lvs-hud__steal lvs-hud__steal--${role}${s.hinted ? ' lvs-hud__steal--hinted' : ''}`}
                title={`Steal ${owner} tile (${ROLE_NAMES[role]})`}
                onClick={s.onSteal}
              >
                <FaceIcon face={s.face} size={30} />
              </button>
            ))}
          </span>
        </span>
      ))}
    </div>
  );
}
