/** A game's board showing one position of a finished match (replay, review): nothing to click, no dialog. */
import type { Ctx } from 'boardgame.io';
import type { GameModule } from './game-module';

interface Props {
  Board: GameModule['Board'];
  G: unknown;
  ctx: Ctx;
  /** The seat the board is drawn for. */
  perspective: string;
  /** The seat this browser played, if any: only that one is "you" on the board. */
  ownSeat: string | undefined;
  names: Record<string, string>;
  /** Tells the board the position changed (its animations key on it). */
  stateID: number;
  /** Said in place of whose turn it is: how a match ended that its rules did not end (a resignation). */
  ended?: string;
}

export function PositionBoard({ Board, G, ctx, perspective, ownSeat, names, stateID, ended }: Props) {
  return (
    <Board
      G={G}
      ctx={ctx}
      moves={{}}
      events={{}}
      isActive={false}
      isConnected
      isMultiplayer={false}
      matchID="replay"
      playerID={perspective}
      seatNames={names}
      named={perspective !== ownSeat}
      reviewing
      waiting={ended}
      log={[]}
      plugins={{}}
      _undo={[]}
      _redo={[]}
      _stateID={stateID}
      reset={() => {}}
      undo={() => {}}
      redo={() => {}}
      sendChatMessage={() => {}}
      chatMessages={[]}
    />
  );
}
