/**
 * What an online match adds beside the game log: the chat (seats write, spectators read).
 * Solo games have none: nobody to talk to.
 */
import type { ComponentType } from 'react';
import type { AnyBoardProps } from '../../games/common/meta';
import { ChatPanel } from './ChatPanel';
import type { SideProps } from './HistoryBoard';

function seatNamesOf(props: AnyBoardProps): Record<string, string> {
  const names: Record<string, string> = {};
  for (const seat of props.matchData ?? []) if (typeof seat.name === 'string' && seat.name !== '') names[String(seat.id)] = seat.name;
  return names;
}

export function withMatchSide(Board: ComponentType<AnyBoardProps & SideProps>): ComponentType<AnyBoardProps> {
  return function MatchSide(props: AnyBoardProps) {
    const { playerID, chatMessages, sendChatMessage } = props;
    const seated = typeof playerID === 'string';
    const side = (
      <div className="match-side">
        <ChatPanel
          messages={chatMessages ?? []}
          names={seatNamesOf(props)}
          playerID={seated ? playerID : null}
          send={seated ? sendChatMessage : undefined}
        />
      </div>
    );
    return <Board {...props} side={side} />;
  };
}
