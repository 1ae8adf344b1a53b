/** What withdrawing gives the opponent, read from the rules engine's own table. */
import { WITHDRAW_VP } from '../rules';

/** The rulebook's column order: a full hand first. */
const LEFT = [6, 5, 4, 3, 2, 1, 0];

export function WithdrawTable() {
  return (
    <div className="howto__scroll">
      <table className="howto__table">
        <caption>VP the opponent scores when you withdraw, by the cards left in your hand</caption>
        <thead>
          <tr>
            <th scope="col">Cards left in hand</th>
            {LEFT.map((n) => (
              <th key={n} scope="col">
                {n}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">1st Player withdraws</th>
            {LEFT.map((n) => (
              <td key={n}>{WITHDRAW_VP.first[n]}</td>
            ))}
          </tr>
          <tr>
            <th scope="row">2nd Player withdraws</th>
            {LEFT.map((n) => (
              <td key={n}>{WITHDRAW_VP.second[n]}</td>
            ))}
          </tr>
        </tbody>
      </table>
    </div>
  );
}
