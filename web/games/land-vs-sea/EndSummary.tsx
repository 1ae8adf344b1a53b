/** The end of the game: the winner, final scores, completed areas and trade routes. */
import { useMemo } from 'react';
import { mapTradeRoutes, type MapArea, type Role, type View } from '../../../games/land-vs-sea/rules/index';
import { ROLE_NAMES, teamOf, winnerText, type Seats } from './describe';

interface Props {
  G: View;
  seats: Seats;
  areas: readonly MapArea[];
  onClose: () => void;
  onPlayAgain?: () => void;
}

export function EndSummary({ G, seats, areas, onClose, onPlayAgain }: Props) {
  const routes = useMemo(() => (G.options.caravansAndShips ? mapTradeRoutes(G.board, G.numPlayers) : []), [G]);
  const roles = Object.keys(G.score) as Role[];
  const completed = (owner: Role) => areas.filter((a) => a.complete && a.owner === owner);
  return (
    <div className="overlay" role="presentation">
      <div className="dialog lvs-summary" role="dialog" aria-modal="true" aria-labelledby="lvs-summary-title">
        <h2 id="lvs-summary-title">{winnerText(G, seats)}</h2>
        <table className="lvs-summary__scores">
          <thead>
            <tr>
              <th scope="col">Side</th>
              <th scope="col">Completed areas</th>
              <th scope="col">Final score</th>
            </tr>
          </thead>
          <tbody>
            {roles.map((role) => {
              const done = completed(role);
              return (
                <tr key={role}>
                  <th scope="row">
                    {ROLE_NAMES[role]} <small>({teamOf(seats, role)})</small>
                  </th>
                  <td>{role === 'cartographer' ? '—' : `${done.length} (${done.reduce((n, a) => n + a.points, 0)} pts)`}</td>
                  <td>
                    <strong>{G.score[role] ?? 0}</strong>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
        {G.options.caravansAndShips && (
          <>
            <h3>Trade routes</h3>
            {routes.length === 0 ? (
              <p className="hint">No trade route: no two caravan or ship tiles touch.</p>
            ) : (
              <ul className="lvs-summary__routes">
                {routes.map((route) => (
                  <li key={route.tiles.join(' ')}>
                    {route.tiles.length} tiles: {route.caravans} caravan{route.caravans === 1 ? '' : 's'}, {route.ships} ship{route.ships === 1 ? '' : 's'} —{' '}
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
            <button type="button" className="primary" onClick={onPlayAgain} autoFocus>
              Play again
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
