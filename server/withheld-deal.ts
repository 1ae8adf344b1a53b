/**
 * No seat sees its hand before the table is full. boardgame.io deals when a match is created and
 * answers a seat's sync with that seat's view: a creator read their Air, Land & Sea hand (or the
 * hidden faces of their Land vs Sea tiles) while waiting for an opponent, left (the match went with
 * them) and created again until the deal suited them ("deal shopping", found by an attacker).
 *
 * Until every seat is taken, and while no move has been made, a seat is answered with the
 * spectators' view (install-time patch 10 asks `syncViewer`), and so is its history. Nobody can
 * move then anyway (`table-guard.ts`). When the last seat is taken, the match's sockets are sent a
 * new sync, each its own view (`seat-change-notices.ts`). After the first move nothing is withheld
 * again: a seat left mid-match does not hide the hands being played with.
 */
import type { Game, Server } from 'boardgame.io';

type Seat = Pick<Server.PlayerMetadata, 'name'>;

/** Before the first move, with a seat nobody has taken: each seat sees what a spectator sees. */
export const dealWithheld = (stateID: number, seats: readonly Seat[]): boolean => stateID === 0 && seats.some((seat) => !seat.name);

/** What a sync carries that decides it (boardgame.io's `SyncInfo`, the seats without credentials). */
interface SyncInfo {
  state: { _stateID: number };
  filteredMetadata?: readonly Seat[];
}

type SyncViewer = (playerID: string | null | undefined, syncInfo: SyncInfo) => string | null | undefined;

/** The game, answering a seat's sync with the spectators' view while its deal is withheld. */
export function withWithheldDeal<G>(game: Game<G>): Game<G> & { syncViewer: SyncViewer } {
  return {
    ...game,
    syncViewer: (playerID, { state, filteredMetadata }) =>
      playerID !== null && playerID !== undefined && dealWithheld(state._stateID, filteredMetadata ?? []) ? null : playerID,
  };
}
