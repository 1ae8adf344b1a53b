/**
 * The end of the game: the winner, each side's points rule by rule, and the trade routes. A
 * modal dialog: Tab stays in it, Escape closes it as "Look at the map" does.
 */
import { useEffect, useMemo, useRef } from 'react';
import { mapTradeRoutes, type MapArea, type Options, type Role, type ScoreSource, type View } from '../rules';
import { ModalDialog } from '../../common/ModalDialog';
import { ROLE_NAMES, teamOf, winnerText, type Seats } from './describe';

interface Props {
  G: View;
  seats: Seats;
  areas: readonly MapArea[];
  onClose: () => void;
  onPlayAgain?: () => void;
  ratingNote?: string;
}

interface Column {
  source: ScoreSource;
  label: string;
  /** A rule of an option that is off can score nothing, so its column would only be noise. */
  shown: (options: Options) => boolean;
}

const COLUMNS: readonly Column[] = [
  { source: 'areas', label: 'Areas', shown: () => true },
  { source: 'bonus', label: 'Bonus symbols', shown: () => true },
  { source: 'ranges', label: 'Mountains & corals', shown: (o) => o.mountainsAndCorals },
  { source: 'adjacency', label: 'Caravans & ships', shown: (o) => o.caravansAndShips },
  { source: 'waypoints', label: 'Waypoints', shown: (o) => o.waypoints },
  { source: 'routes', label: 'Trade routes', shown: (o) => o.caravansAndShips },
];

export function EndSummary({ G, seats, areas, onClose, onPlayAgain, ratingNote }: Props) {
  const routes = useMemo(() => (G.options.caravansAndShips ? mapTradeRoutes(G.board, G.inventory, G.numPlayers) : []), [G]);
  const roles = Object.keys(G.score) as Role[];
  const columns = COLUMNS.filter((c) => c.shown(G.options));
  // A match stored before points were itemized has points but no breakdown: its rule cells
  // show a dash rather than zeros that would not add up to the score.
  const itemized = Object.keys(G.scoreBy).length > 0 || roles.every((role) => (G.score[role] ?? 0) === 0);
  const completed = (owner: Role) => areas.filter((a) => a.complete && a.owner === owner);

  const cell = (role: Role, source: ScoreSource): string => {
    const points = G.scoreBy[role]?.[source] ?? 0;
    if (source !== 'areas') return itemized ? String(points) : '—';
    if (role === 'cartographer') return '—';
    const done = completed(role);
    // The map gives the same area points, and still has them for a match without a breakdown.
    const shown = itemized ? points : done.reduce((n, a) => n + a.points, 0);
    // Points first, as in the other columns ("2 areas, 5" did not say which number was points).
    return `${shown} (${done.length} area${done.length === 1 ? '' : 's'})`;
  };

  // Enter takes Play again at once, but the dialog opens at its headline: a focus that scrolled to
  // the button hid the winner on a phone, where the end is taller than the screen.
  const again = useRef<HTMLButtonElement>(null);
  useEffect(() => again.current?.focus({ preventScroll: true }), []);
  return (
    <ModalDialog className="lvs-summary" titleId="lvs-summary-title" onClose={onClose}>
      <h2 id="lvs-summary-title">{winnerText(G, seats)}</h2>
      {ratingNote && <p className="rating-note">{ratingNote}</p>}
      <div className="lvs-summary__table">
        <table className="lvs-summary__scores">
          <caption className="visually-hidden">Points by rule</caption>
          <thead>
            <tr>
              <th scope="col">Side</th>
              {columns.map((c) => (
                <th scope="col" key={c.source}>
                  {c.label}
                </th>
              ))}
              <th scope="col">Final score</th>
            </tr>
          </thead>
          <tbody>
            {roles.map((role) => (
              <tr key={role}>
                <th scope="row">
                  {ROLE_NAMES[role]} <small>· {teamOf(seats, role)}</small>
                </th>
                {columns.map((c) => (
                  <td key={c.source} data-label={c.label}>
                    {cell(role, c.source)}
                  </td>
                ))}
                <td data-label="Final score">
                  <strong>{G.score[role] ?? 0}</strong>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {!itemized && <p className="hint">This match began before points were counted rule by rule.</p>}
      {G.options.caravansAndShips && (
        <>
          <h3>Trade routes</h3>
          {routes.length === 0 ? (
            <p className="hint">No trade route: no two caravan or ship tiles touch.</p>
          ) : (
            <ul className="lvs-summary__routes">
              {routes.map((route) => (
                <li key={route.tiles.join(' ')}>
                  {route.tiles.length} tiles: {route.caravans} caravan{route.caravans === 1 ? '' : 's'}, {route.ships} ship
                  {route.ships === 1 ? '' : 's'} —{' '}
                  {route.winner ? `${route.points} points to ${ROLE_NAMES[route.winner]}` : 'a tie: nobody scores'}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
      <div className="dialog__buttons">
        <button type="button" onClick={onClose}>
          Look at the map
        </button>
        {onPlayAgain && (
          <button type="button" className="primary" onClick={onPlayAgain} ref={again}>
            Play again
          </button>
        )}
      </div>
    </ModalDialog>
  );
}
