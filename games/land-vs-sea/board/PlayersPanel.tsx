/**
 * Scores by role (teams with 4 players), then each player: role, whose turn, their waypoint,
 * and the public faces of their tiles — which you click to steal when a Steal lets you.
 */
import type { ReactNode } from 'react';
import { useInspection } from '../../common/inspect';
import { HINT_TARGET } from '../../common/meta';
import { tileDef, type Action, type Player, type Role, type View } from '../rules';
import { describeFace, nameAndNote, ROLE_NAMES, teamOf, type Seats } from './describe';
import { Waypoint, WAYPOINT_STYLE } from './symbols';
import { stealOf } from './targets';
import { TileDetails, type ShownFace } from './TileDetails';
import { FaceIcon } from './TileFace';

interface Props {
  G: View;
  seats: Seats;
  legal: readonly Action[];
  onAct: (a: Action) => void;
  /** Whose turn it is, marked: not while nobody can move (the table fills, or a resignation ended the match). */
  turnShown: boolean;
  /** The tile a hint says to steal: its holder and hand slot. */
  hintedSteal?: { player: string; slot: number };
}

export function ScoreBar({ G, seats }: { G: View; seats: Seats }) {
  const roles = Object.keys(G.score) as Role[];
  return (
    <ul className="lvs-scores" aria-label="Scores">
      {roles.map((role) => {
        const mine = seats.me !== null && seats.role(seats.me) === role;
        // A phone's narrow bar says only which side is yours ("You & Com…" was cut; the players
        // panel names the team-mate); a board drawn for another seat (a replay) names its side.
        const yours = mine && seats.you !== null;
        const team = seats.players.filter((p) => seats.role(p) === role).length > 1;
        return (
          <li key={role} className={`lvs-score lvs-score--${role}${mine ? ' is-mine' : ''}`}>
            <span className="lvs-score__role">{ROLE_NAMES[role]}</span>
            <span className={`lvs-score__who${mine && !yours ? ' lvs-score__who--shown' : ''}`}>{teamOf(seats, role)}</span>
            {yours && <span className="lvs-score__you">{team ? 'Your team' : 'You'}</span>}
            <strong className="lvs-score__points">{G.score[role] ?? 0}</strong>
          </li>
        );
      })}
    </ul>
  );
}

/** A tile in someone's hand, inspectable: its public face, and its other face where the view holds it. */
function PlayerTile({
  title,
  faces,
  notes,
  name,
  inspectButton,
  children,
}: {
  title: string;
  faces: ShownFace[];
  notes: string[];
  /** The inspect button's name. */
  name: string;
  /** Whether it needs a button to be inspected by (a tile to steal is a button already). */
  inspectButton: boolean;
  children: (describedBy: string | undefined) => ReactNode;
}) {
  const look = useInspection<HTMLSpanElement>(() => <TileDetails title={title} faces={faces} notes={notes} />);
  return (
    <span className="lvs-player__tile" {...look.trigger}>
      {children(look.describedBy)}
      {inspectButton && <button type="button" className="tile-inspect" aria-label={name} {...look.toggler} />}
      {look.popover}
    </span>
  );
}

export function PlayersPanel({ G, seats, legal, onAct, turnShown, hintedSteal }: Props) {
  const isHinted = (player: string, slot: number) => hintedSteal?.player === player && hintedSteal.slot === slot;
  return (
    <section className="lvs-panel lvs-players" aria-label="Players">
      <h2>Players</h2>
      <ul className="lvs-players__list">
        {seats.players.map((p: Player) => {
          const hand = G.hands[Number(p)] ?? [];
          const spot = G.waypoints[p];
          const hasWaypoint = p in G.waypoints;
          const current = turnShown && p === G.current && G.step !== 'over';
          // With 4, the one who shares your side is said to be (QA: which computer was the partner?).
          const mate = seats.you !== null && p !== seats.you && seats.role(p) === seats.role(seats.you);
          const [name, note] = nameAndNote(seats.name(p), ROLE_NAMES[seats.role(p)]);
          return (
            <li key={p} className={`lvs-player${current ? ' is-current' : ''}${p === seats.me ? ' is-me' : ''}`}>
              <div className="lvs-player__head">
                {/* A long name gives way, never the role (a computer's name cut off "(Cartographer)"). */}
                <span className="lvs-player__name">{name}</span> <span className="lvs-player__role">{note}</span>
                {current && <span className="badge">turn</span>}
                {hasWaypoint && (
                  <span className="lvs-player__waypoint" title={spot ? 'waypoint on the map' : 'waypoint in supply'}>
                    <svg width="18" height="18" viewBox="-10 -10 20 20" aria-hidden="true">
                      <Waypoint at={{ x: 0, y: 0 }} s={16} player={p} />
                    </svg>
                    <small>{spot ? 'on map' : 'in supply'}</small>
                    <span className="visually-hidden">{`${WAYPOINT_STYLE[p].shape} waypoint ${spot ? 'on the map' : 'in supply'}`}</span>
                  </span>
                )}
              </div>
              {/* A line of its own: in the head it squeezed the name out on a phone. */}
              {mate && <p className="lvs-player__mate">Your team-mate: you score together</p>}
              <div className="lvs-player__hand">
                {[0, 1].map((slot) => {
                  const t = hand[slot];
                  if (!t) return <span key={slot} className="lvs-player__slot lvs-player__slot--empty" />;
                  const steal = stealOf(legal, p, slot);
                  const text = `${seats.whose(p)} tile ${slot + 1}, public face: ${describeFace(t.face)}`;
                  // Its other face, where this view holds it: your own tile, or a finished match's replay.
                  const other = t.tile !== null ? tileDef(G.inventory, t.tile).faces[1 - t.up] : undefined;
                  const yours = p === seats.me;
                  return (
                    <PlayerTile
                      key={slot}
                      title={`${seats.whose(p)} tile ${slot + 1}`}
                      faces={[
                        { face: t.face, label: 'Public face' },
                        ...(other ? [{ face: other, label: yours ? 'Private face: only you see it' : 'Hidden face' }] : []),
                      ]}
                      notes={other ? [] : [`Its other face is seen by ${seats.name(p)} only.`]}
                      name={text}
                      inspectButton={!steal}
                    >
                      {(describedBy) =>
                        steal ? (
                          <button
                            type="button"
                            className={`lvs-player__slot steal-target${isHinted(p, slot) ? ` steal-target--hinted ${HINT_TARGET}` : ''}`}
                            aria-label={`Steal ${text}${isHinted(p, slot) ? ' (the hint)' : ''}`}
                            aria-describedby={describedBy}
                            onClick={() => onAct(steal)}
                          >
                            <FaceIcon face={t.face} size={44} />
                            <span className="steal-target__tag">Steal</span>
                          </button>
                        ) : other && !yours ? (
                          // A disclosed hand (a finished match's replay): the hidden face too, smaller.
                          <span
                            className="lvs-player__slot lvs-player__slot--revealed"
                            role="img"
                            aria-label={`${text}; hidden face: ${describeFace(other)}`}
                          >
                            <FaceIcon face={t.face} size={44} />
                            <FaceIcon face={other} size={26} />
                          </span>
                        ) : (
                          <span className="lvs-player__slot" role="img" aria-label={text}>
                            <FaceIcon face={t.face} size={44} />
                          </span>
                        )
                      }
                    </PlayerTile>
                  );
                })}
              </div>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
