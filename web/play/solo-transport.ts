/**
 * The transport of a solo game: boardgame.io's Local master with the match kept in the
 * browser's localStorage, so a reload (or a closed tab) resumes the game instead of losing it.
 *
 * boardgame.io's Local master asks a bot to move only after a move was made. A game saved while
 * the computer was thinking would wait forever after a reload, so on connecting, if it is a
 * bot's turn, the bot is asked here. (The whole state is in this page anyway: the master runs
 * here, so keeping it in localStorage reveals nothing the player could not already inspect.)
 *
 * boardgame.io's Local master also keeps playing after its client has stopped: a bot move
 * still under way when the player clicks "New game" (or leaves the page) lands afterwards and
 * writes the old game back into localStorage, so the next reload would resume it. A master
 * therefore ignores every move once none of its transports is connected.
 */
import type { Game, State } from 'boardgame.io';
import { Local } from 'boardgame.io/multiplayer';
import type { BotClass } from '../../games/common/bots';

type TransportFactory = ReturnType<typeof Local>;

/** What this module uses of boardgame.io 0.50's LocalTransport and LocalMaster (not typed there). */
interface LocalInternals {
  master?: {
    storageAPI: { fetch: (matchID: string, opts: { state: true }) => { state?: State } };
    onUpdate: (action: unknown, stateID: number, matchID: string, playerID: string) => Promise<unknown>;
  };
  connect: () => void;
  disconnect: () => void;
}

type LocalMaster = NonNullable<LocalInternals['master']>;

/** The connected transports of each master; a master with none drops late moves. */
const connectedTo = new WeakMap<LocalMaster, Set<object>>();

/** Makes `master` drop moves (a late bot answer) while no transport is connected to it. */
function connections(master: LocalMaster): Set<object> {
  const known = connectedTo.get(master);
  if (known) return known;
  const live = new Set<object>();
  const onUpdate = master.onUpdate.bind(master);
  master.onUpdate = (...args) => (live.size > 0 ? onUpdate(...args) : Promise.resolve(undefined));
  connectedTo.set(master, live);
  return live;
}

/** The bot seat that must act now, if any. */
function botToAct(state: State, bots: Readonly<Record<string, BotClass>>): string | undefined {
  if (state.ctx.gameover !== undefined) return undefined;
  const acting = state.ctx.activePlayers ? Object.keys(state.ctx.activePlayers) : [state.ctx.currentPlayer];
  return acting.find((p) => p in bots);
}

export function soloTransport(game: Game, bots: Record<string, BotClass>, storageKey: string): TransportFactory {
  const local = Local({ bots, persist: true, storageKey });
  return (options) => {
    const transport = local(options) as ReturnType<TransportFactory> & LocalInternals;
    const { master } = transport;
    if (!master) throw new Error('solo games need boardgame.io 0.50’s Local master');
    const connected = connections(master);
    const connect = transport.connect.bind(transport);
    const disconnect = transport.disconnect.bind(transport);
    transport.disconnect = () => {
      connected.delete(transport);
      disconnect();
    };
    transport.connect = () => {
      connected.add(transport);
      // Only a game saved earlier: a new one is started by the master, bot's turn included.
      const matchID = options.matchID ?? 'default';
      const { state } = master.storageAPI.fetch(matchID, { state: true });
      connect();
      const seat = state && botToAct(state, bots);
      const enumerate = game.ai?.enumerate;
      if (!state || seat === undefined || !enumerate) return;
      const Bot = bots[seat] as BotClass;
      const bot = new Bot({ enumerate, seed: game.seed });
      void bot.play(state, seat).then(({ action }) => master.onUpdate(action, state._stateID, matchID, seat));
    };
    return transport;
  };
}
