/**
 * What an online match adds beside the game log: the chat (seats write, spectators read) and,
 * for a seat, turn alerts — the tab's title and icon when the turn comes while the tab is hidden,
 * and the opt-in sound and notification — and the ways out of a match between people: resigning
 * and claiming the win from a player who walked away (`ResignOrClaim.tsx`). A match that ended so
 * is over before its rules say so: the board shows the position, takes no move, and says who
 * resigned and who wins where it says whose turn it is. Solo games have none of this: the bot
 * answers at once.
 * Whose turn it is comes from the rule the server's `/turn` uses (`decidingSeats`), so the tab
 * and "Your matches" agree.
 */
import { useState, type ComponentType } from 'react';
import { findGame } from '../../games';
import type { SomeGame } from '../../games/common/definition';
import { seatNames } from '../../games/common/log';
import { seatNamesOf, type AnyBoardProps } from '../../games/common/meta';
import { resignedEndText } from '../../games/common/resign';
import { decidingSeats } from '../../games/common/turn';
import { ChatPanel } from './ChatPanel';
import { ComputerThinking } from './ComputerThinking';
import type { SideProps } from './HistoryBoard';
import { ResignOrClaim } from './ResignOrClaim';
import { askToNotify, setSoundAndNotifications, unlockSound, useSoundAndNotifications, useTurnAlert } from './turn-alert';

/** It is this seat's decision and the server would take it: every seat is taken, the game goes on. */
export const isMyTurn = (props: AnyBoardProps): boolean =>
  !props.waiting && typeof props.playerID === 'string' && decidingSeats(props.ctx).includes(props.playerID);

export function TurnAlertToggle() {
  const on = useSoundAndNotifications();
  const [blocked, setBlocked] = useState(false);
  const change = async (want: boolean) => {
    setSoundAndNotifications(want);
    setBlocked(false);
    if (!want) return;
    unlockSound(); // this click is what lets the page play a sound later
    const permission = await askToNotify();
    setBlocked(permission !== 'granted');
  };
  return (
    <div className="turn-alerts">
      <label className="turn-alerts__toggle">
        <input type="checkbox" checked={on} onChange={(event) => void change(event.target.checked)} />
        Sound and notification when it becomes my turn
      </label>
      <p className="hint">
        {blocked
          ? 'This browser does not allow notifications from this page: only the sound plays, and the tab’s title.'
          : 'While you are in another tab, its title and icon show when it is your turn.'}
      </p>
    </div>
  );
}

export function withMatchSide(Board: ComponentType<AnyBoardProps & SideProps>, definition: SomeGame): ComponentType<AnyBoardProps> {
  const title = findGame(definition.name)?.title ?? definition.name;
  return function MatchSide(props: AnyBoardProps & { _stateID?: number }) {
    const { playerID, matchID, chatMessages, sendChatMessage } = props;
    const seated = typeof playerID === 'string';
    useTurnAlert({ myTurn: isMyTurn(props), message: `${title}: it is your turn.`, tag: `turn-${matchID}` });
    const names = seatNames(playerID ?? null, seatNamesOf(props.matchData, props.seatNames));
    const resigned = resignedEndText(definition, props.ctx, names);
    const side = (
      <div className="match-side">
        <ComputerThinking ctx={props.ctx} matchData={props.matchData} waiting={props.waiting} />
        {seated && <ResignOrClaim {...props} definition={definition} />}
        {seated && <TurnAlertToggle />}
        <ChatPanel
          matchID={matchID}
          messages={chatMessages ?? []}
          names={seatNamesOf(props.matchData, props.seatNames)}
          playerID={seated ? playerID : null}
          send={seated ? sendChatMessage : undefined}
        />
      </div>
    );
    // Before the first move the server shows a seat no hand until every seat is taken (server/withheld-deal.ts).
    const waiting = props.waiting && seated && props._stateID === 0 ? `${props.waiting} Your hand is shown then.` : props.waiting;
    // Over by a resignation, the board's own rules still see a game going on: nothing to pick, nothing to play.
    return (
      <Board
        {...props}
        {...(resigned ? { waiting: resigned, reviewing: true } : { waiting })}
        seat={seated ? playerID : undefined}
        side={side}
      />
    );
  };
}
