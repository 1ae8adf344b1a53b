/**
 * What inspecting a tile shows (games/common/inspect.tsx): each face it may show the viewer,
 * drawn larger and told in words (`faceLines`: the legend's names for its symbols, How to play's
 * words for its action), then notes on where it lies. Only faces the view holds are given to it:
 * a face the viewer may not see is never passed here.
 */
import { InspectBody } from '../../common/inspect';
import type { FaceDef } from '../rules';
import { faceLines } from './describe';
import type { TileKind } from './symbol-places';
import { FaceIcon } from './TileFace';

export interface ShownFace {
  face: FaceDef;
  rotation?: number;
  kind?: TileKind;
  /** What this face is to the viewer ("Public face: everyone sees it"). */
  label?: string;
}

export function TileDetails({ title, faces, notes = [] }: { title: string; faces: readonly ShownFace[]; notes?: readonly string[] }) {
  return (
    <InspectBody title={title}>
      <span className={`inspect__faces${faces.length === 1 ? ' inspect__faces--one' : ''}`}>
        {faces.map((f, i) => (
          <span key={i} className="inspect__face">
            <FaceIcon face={f.face} rotation={f.rotation} kind={f.kind} size={faces.length > 1 ? 52 : 64} />
            <span className="inspect__words">
              {f.label && <strong className="inspect__line">{f.label}</strong>}
              {faceLines(f.face, f.rotation).map((line, j) => (
                <span key={j} className="inspect__line">
                  {line}
                </span>
              ))}
            </span>
          </span>
        ))}
      </span>
      {notes.map((note, i) => (
        <span key={i} className="inspect__line inspect__note">
          {note}
        </span>
      ))}
    </InspectBody>
  );
}
