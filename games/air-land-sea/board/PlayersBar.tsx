/**
 * Both players at a glance: VP toward the target, the 1st Player card, cards in hand (by name
 * where the view discloses them: a finished match's replay, each card inspectable there too).
 */
import { useRoving } from '../../common/board-focus';
import { CARDS, type AlsView, type CardId, type Player } from '../rules';
import { CardSlot } from './CardSlot';
import type { Seats } from './describe';

/** A hand the view discloses, by name: one Tab stop, each name showing its card. */
function RevealedHand({ cards, owner }: { cards: CardId[]; owner: string }) {
  const keys = useRoving<HTMLUListElement>('.card-inspect');
  return (
    <span className="player__revealed">
      In hand:{' '}
      <ul
        className="player__revealed-cards"
        aria-label={`${owner}'s hand`}
        ref={keys.ref}
        onKeyDown={keys.onKeyDown}
        onFocus={keys.onFocus}
      >
        {cards.map((id) => (
          <CardSlot key={id} className="revealed-card" id={id} faceUp place={`In ${owner}'s hand`} name={`${CARDS[id].name} (${id})`}>
            {CARDS[id].name} ({CARDS[id].strength})
          </CardSlot>
        ))}
      </ul>
    </span>
  );
}

export function PlayersBar({ G, seats }: { G: AlsView; seats: Seats }) {
  const player = (p: Player) => {
    const mine = p === seats.me && G.viewer !== null;
    const inHand = G.hands[p].length;
    const known = G.hands[p].filter((id): id is CardId => id !== null);
    const revealed = !mine && known.length > 0 && known.length === inHand;
    return (
      <li className={`player${p === seats.me ? ' player--mine' : ' player--theirs'}${revealed ? ' player--revealed' : ''}`}>
        <span className="player__name">{seats.name(p)}</span>
        {G.firstPlayer === p && (
          <span className="badge" title="Holds the 1st Player card: moves first and wins ties">
            1st
          </span>
        )}
        <meter className="player__meter" min={0} max={G.options.targetVP} value={G.vp[p]} aria-hidden="true" />
        <span className="player__vp">
          {G.vp[p]}/{G.options.targetVP} VP
        </span>
        {revealed && <RevealedHand cards={known} owner={seats.name(p)} />}
        {!mine && known.length !== inHand && (
          <span className="player__hand" role="img" aria-label={`${inHand} card${inHand === 1 ? '' : 's'} in hand`}>
            <span className="player__backs" aria-hidden="true">
              {Array.from({ length: inHand }, (_, i) => (
                <span key={i} className="mini-back" />
              ))}
            </span>
            <span aria-hidden="true">{inHand}</span>
          </span>
        )}
      </li>
    );
  };
  return (
    <ul className="players" aria-label="Players">
      {player(seats.them)}
      {player(seats.me)}
    </ul>
  );
}
