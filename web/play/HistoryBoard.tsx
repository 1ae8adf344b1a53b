/**
 * Any game's board with its game log and its history: every state the client receives is kept
 * (with what came before this page opened, from the history store's source), the log writes
 * each move for this seat with the game's own words, and a click on a move shows the board as
 * this seat saw it right after that move — moves disabled, a banner, one click back to the live
 * game. Games need nothing for it but their definition's `describe`.
 */
import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import type { SomeGame } from '../../games/common/definition';
import type { Position } from '../../games/common/history';
import { seatNames } from '../../games/common/log';
import { describeMove } from '../../games/common/resign';
import { seatNamesOf, type AnyBoardProps } from '../../games/common/meta';
import { GameLog, type LogItem } from './GameLog';
import { isDebugPast } from './debug-past';
import { lastMove, type HistoryStore } from './history-store';

/** The board of a past position takes no move. */
const LOCKED = { moves: {}, isActive: false, reviewing: true };

const UNKNOWN_MOVE = ['(a move made before this page opened)'];

/** What the page puts beside the game log (an online match's chat), not a prop of the board. */
export interface SideProps {
  side?: ReactNode;
}

export function withHistory(
  Board: ComponentType<AnyBoardProps>,
  definition: SomeGame,
  store: HistoryStore,
): ComponentType<AnyBoardProps & SideProps> {
  return function HistoryBoard({ side, ...props }: AnyBoardProps & SideProps & { _stateID?: number }) {
    const { positions, failed } = useSyncExternalStore(store.subscribe, store.getSnapshot);
    const [viewing, setViewing] = useState<number | null>(null);
    const { _stateID: stateID, G, ctx, log } = props;

    useEffect(() => void store.load(), []);
    // Only live states are kept, not the Debug panel's past ones.
    useEffect(() => {
      if (stateID !== undefined) store.receive(stateID, G, ctx, lastMove(log));
    }, [stateID, G, ctx, log]);

    const viewer = props.playerID ?? null;
    const given = seatNamesOf(props.matchData, props.seatNames);
    const namesKey = JSON.stringify(given);
    const names = useMemo(() => seatNames(viewer, JSON.parse(namesKey) as Record<string, string>), [viewer, namesKey]);
    // Lines are written once per position and names (Land vs Sea reads the map's areas for each).
    const caches = useRef(new Map<string, WeakMap<Position, readonly string[]>>());
    const items = useMemo(() => {
      const key = `${viewer}:${namesKey}`;
      let written = caches.current.get(key);
      if (!written) caches.current.set(key, (written = new WeakMap()));
      const out: LogItem[] = [];
      positions.forEach((position, id) => {
        if (!position) return;
        let lines = written.get(position);
        if (!lines) {
          const before = positions[id - 1];
          if (id === 0) lines = definition.describeStart(position.G, names);
          else if (before && position.move) lines = describeMove(definition, before.G, position.G, position.move, position.ctx, names);
          else {
            // Not kept: the position before (two states arriving together, a reload) or the move
            // is still on its way from the server, and the line is written once it is here.
            out.push({ stateID: id, lines: UNKNOWN_MOVE });
            return;
          }
          written.set(position, lines);
        }
        out.push({ stateID: id, lines, ...(position.move ? { player: position.move.player } : {}) });
      });
      return out;
    }, [positions, names, viewer, namesKey]);

    const latest = items.at(-1)?.stateID;
    const past = viewing !== null && viewing !== latest ? positions[viewing] : undefined;
    const debugPast = isDebugPast(props);
    // A move picked in the log shows its board: the banner saying so comes into sight (the log
    // sits beside or below the board, and the page may be scrolled past the board's top).
    const banner = useRef<HTMLDivElement>(null);
    useEffect(() => {
      if (viewing !== null) banner.current?.scrollIntoView?.({ block: 'nearest' });
    }, [viewing]);
    return (
      <div className="play-area">
        <div className="play-area__board">
          {past && (
            <div className="past-banner" role="status" ref={banner}>
              <span>
                {viewing === 0 ? 'The start of the match' : `After move ${viewing}`}, as {viewer === null ? 'spectators' : 'you'} saw it.
              </span>
              <button type="button" className="primary" onClick={() => setViewing(null)}>
                Back to the live game
              </button>
            </div>
          )}
          {debugPast && !past && (
            <div className="past-banner" role="status">
              <span>
                The Debug panel shows a past position: nothing can be played on it. Closing the Debug panel
                {/* A phone has no Escape key (QA). */}
                <span className="key-hint"> (or Escape)</span> brings the live game back.
              </span>
            </div>
          )}
          {/* `inert`: nothing on a past board can be clicked or focused. */}
          <div className="play-area__view" inert={past !== undefined || debugPast}>
            <Board {...props} {...(past ? { G: past.G, ctx: past.ctx, ...LOCKED } : debugPast ? LOCKED : {})} />
          </div>
        </div>
        <div className="play-area__side">
          <GameLog
            items={items}
            viewing={past ? viewing : null}
            onSelect={(id) => setViewing(id === latest ? null : id)}
            incomplete={failed && !positions[0]}
            viewer={debugPast ? undefined : viewer}
          />
          {side}
        </div>
      </div>
    );
  };
}
