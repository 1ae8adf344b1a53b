/**
 * A boardgame.io React client for one seat (or a spectator): online through the server's
 * sockets (the match id in the connection URL lets a proxy route the match to one server
 * instance: `socket-routing.ts`), or solo against a bot in this page (`solo-transport.ts`).
 * Built once per match and mode.
 */
import { useEffect, useMemo } from 'react';
import type { Game } from 'boardgame.io';
import { SocketIO } from 'boardgame.io/multiplayer';
import { Client } from 'boardgame.io/react';
import type { BotClass } from '../../games/common/bots';
import type { AppBoardProps } from '../../games/common/meta';
import type { GameModule } from './game-module';
import type { DebugSetting } from './debug';
import { keepPageKeysFromDebugPanel } from './debug-keys';
import { onlineHistory, soloHistory } from './history-sources';
import { HistoryStore } from './history-store';
import { withHistory } from './HistoryBoard';
import { withMatchSide } from './MatchSide';
import { withSeatWatch, type SeatWatchProps } from './SeatWatch';
import { withSoloHint, type HintSearch } from './SoloHint';
import { soloTransport } from './solo-transport';
import { matchSocketOpts } from './socket-routing';

export type Connection =
  | { kind: 'online' }
  | {
      kind: 'solo';
      bots: Record<string, BotClass>;
      setupData: Record<string, unknown>;
      /** The deal's seed (`solo-options.ts`); the game draws its own without one. */
      seed?: string;
      storageKey: string;
      /** The search the Hint button asks (shown only while hints are on). */
      hint?: HintSearch;
      /** The game's review page, offered once it is over. */
      review?: string;
    };

interface Props extends AppBoardProps, SeatWatchProps {
  module: GameModule;
  connection: Connection;
  debug: DebugSetting;
  numPlayers: number;
  matchID: string;
  playerID?: string;
  credentials?: string;
}

/** Local() never passes setupData to setup, so a solo game bakes its options into the game. */
function withSetupData(game: Game, setupData: Record<string, unknown>): Game {
  const setup = game.setup;
  return setup ? { ...game, setup: (context) => setup(context, setupData) } : game;
}

export function GameClient({ module, connection, debug, numPlayers, matchID, playerID, credentials, ...boardProps }: Props) {
  const ClientComponent = useMemo(() => {
    const played =
      connection.kind === 'solo'
        ? { ...withSetupData(module.game, connection.setupData), ...(connection.seed === undefined ? {} : { seed: connection.seed }) }
        : module.game;
    const history = new HistoryStore(
      connection.kind === 'solo'
        ? soloHistory(module.definition, played, connection.storageKey, matchID, playerID ?? '0')
        : onlineHistory(module.definition.name, matchID, playerID, credentials),
    );
    // The Debug panel's time travel (patched in, scripts/patch-boardgame-io.mjs) shows the
    // positions this seat saw: replaying its own log, where others' moves are hidden, cannot.
    const game = { ...played, rewind: (moves: number) => history.at(moves + 1) };
    const board = withHistory(module.Board, module.definition, history);
    return Client({
      game,
      // Chat and turn alerts are for people playing each other, not a bot.
      board: withSeatWatch(
        connection.kind === 'online'
          ? withMatchSide(board, module.definition)
          : connection.hint
            ? withSoloHint(board, module.definition, connection.storageKey, connection.hint, connection.review)
            : board,
      ),
      numPlayers,
      multiplayer:
        connection.kind === 'solo'
          ? soloTransport(game, connection.bots, connection.storageKey)
          : SocketIO({ server: window.location.origin, socketOpts: matchSocketOpts(matchID) }),
      debug,
      loading: Connecting,
    });
  }, [module, connection, debug, numPlayers, matchID, playerID, credentials]);
  // The board's keys are its own, not the Debug panel's hotkeys.
  useEffect(() => (debug ? keepPageKeysFromDebugPanel() : undefined), [debug]);
  return <ClientComponent matchID={matchID} playerID={playerID} credentials={credentials} {...boardProps} />;
}

function Connecting() {
  return (
    <p className="status-line" role="status">
      Connecting to the match…
    </p>
  );
}
