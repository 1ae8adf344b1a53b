/**
 * The games the server hosts, as the server tests see them: how to make a match, which moves a
 * bot may play, and which secrets each seat must never receive. Every game of games/index.ts
 * is a case; what its definition does not say (the secrets to track) is in CASES below.
 */
import type { Ctx, Game } from 'boardgame.io';
import { loadGames } from '../../../games';
import { THEATERS, type AlsState, type CardId, type Player as AlsPlayer } from '../../../games/air-land-sea/rules';
import { inventoryOf, mapTileIds, type State as LvsState } from '../../../games/land-vs-sea/rules';
import type { SomeGame } from '../../../games/common/definition';
import { withoutFinishedBattles } from '../../air-land-sea/finished-battles';
import type { Rng } from '../../../games/common/random';

/** Follows one seat through a match: what it may know so far, and so what it must not receive. */
export interface SecretTracker {
  /**
   * Quoted JSON tokens (e.g. `"A3"`) this seat must not have been sent, given the full state G
   * now and the messages it has just received (which may show it something legitimately).
   */
  hiddenNow(G: unknown, received: unknown[]): string[];
  /** The messages as text to search for those tokens (a game may leave out records it discloses by design). */
  textOf(received: unknown[]): string;
}

interface LoggedMove {
  action: { type: string; payload: { type: string; args: unknown } };
}

/** The moves in the logs of the given messages, as the seat received them. */
function loggedMoves(received: unknown[]): LoggedMove[] {
  const moves: LoggedMove[] = [];
  for (const message of received as { type: string; args: unknown[] }[]) {
    const log =
      message.type === 'update' ? message.args[2] : message.type === 'sync' ? (message.args[1] as { log?: unknown }).log : undefined;
    if (Array.isArray(log)) moves.push(...(log as LoggedMove[]).filter((e) => e.action.type === 'MAKE_MOVE'));
  }
  return moves;
}

export interface GameCase {
  name: string;
  game: Game;
  definition: SomeGame;
  numPlayers: number;
  /** A setupData the game accepts, and one it refuses. */
  setupData: unknown;
  badSetupData: unknown;
  badNumPlayers: unknown[];
  tracker(viewer: string | null): SecretTracker;
  /** A random legal move for `player`, from the full state. */
  randomMove(G: unknown, ctx: Ctx, player: string, rng: Rng): { move: string; args: unknown[] };
}

const quote = (id: string) => JSON.stringify(id);

function alsTracker(viewer: string | null): SecretTracker {
  const known = new Set<CardId>();
  let battle = 1;
  let forgetAt = 0;
  return {
    // A finished battle's record shows its face-down cards: they are in the next deal, unknown again.
    textOf: (received) => JSON.stringify(withoutFinishedBattles(received)),
    hiddenNow(state, received) {
      const G = state as AlsState;
      // A new deal: last battle's knowledge says nothing about it — but the messages that brought
      // the new deal also carry the last battle's final move, which the seat may know.
      if (forgetAt === G.battle && battle === G.battle) {
        known.clear();
        forgetAt = 0;
      }
      if (G.battle !== battle) {
        battle = G.battle;
        forgetAt = G.battle;
      }
      const me = viewer as AlsPlayer | null;
      if (me !== null) G.hands[me].forEach((id) => known.add(id));
      // A card deployed is played face up: everyone sees it, even if an ability discards it at once.
      for (const { action } of loggedMoves(received)) {
        if (action.payload.type === 'deploy' && Array.isArray(action.payload.args)) known.add(action.payload.args[0] as CardId);
      }
      if (G.choice?.kind === 'reinforce' && G.choice.player === me && G.deck[0]) known.add(G.deck[0]);
      const hidden: CardId[] = [...G.deck, ...G.discarded];
      for (const t of THEATERS)
        for (const p of ['0', '1'] as const) {
          for (const c of G.piles[t][p]) {
            if (c.faceUp || p === me) known.add(c.id);
            else hidden.push(c.id);
          }
        }
      for (const p of ['0', '1'] as const) if (p !== me) hidden.push(...G.hands[p]);
      return hidden.filter((id) => !known.has(id)).map(quote);
    },
  };
}

function lvsTracker(viewer: string | null): SecretTracker {
  /** The tiles this seat has held: it knows their ids wherever they go. */
  const known = new Set<string>();
  return {
    textOf: (received) => JSON.stringify(received),
    hiddenNow(state) {
      const G = state as LvsState;
      if (viewer !== null) G.hands[Number(viewer)]?.forEach((deal) => known.add(deal.tile));
      // The map shows faces, not tiles: a placed tile's id would tell its other face.
      const placed = Object.values(G.board).filter((p) => mapTileIds(inventoryOf(G)).includes(p.tile));
      const hidden = [...G.stacks[0], ...G.stacks[1], ...G.hands.filter((_, p) => String(p) !== viewer).flat(), ...placed].map(
        (d) => d.tile,
      );
      return hidden.filter((id) => !known.has(id)).map(quote);
    },
  };
}

/** What a server test needs to know of each game that its definition does not say. */
interface CaseOf {
  /** The seat count the tests play. */
  numPlayers: number;
  setupData: unknown;
  badSetupData: unknown;
  tracker(viewer: string | null): SecretTracker;
}

const CASES: Record<string, CaseOf> = {
  'air-land-sea': { numPlayers: 2, setupData: { targetVP: 12 }, badSetupData: { targetVP: 13 }, tracker: alsTracker },
  'land-vs-sea': { numPlayers: 3, setupData: { waypoints: true }, badSetupData: { waypoints: 'yes' }, tracker: lvsTracker },
};

/** Every game the server hosts (the list in games/index.ts): a game without a case here fails the tests. */
export const GAME_CASES: GameCase[] = (await loadGames()).map(({ definition, game }) => {
  const specific = CASES[definition.name];
  if (!specific) throw new Error(`add ${definition.name} to the server test cases (test/server/support/game-cases.ts)`);
  const min = Math.min(...definition.playerCounts);
  const max = Math.max(...definition.playerCounts);
  return {
    name: definition.name,
    game,
    definition,
    ...specific,
    badNumPlayers: [min - 1, max + 1, `${max}x`, min + 0.5, 'two', null],
    // The search's playout policy: random, and never a move that only shortens the game (a withdrawal).
    randomMove: (G, _ctx, player, rng) => definition.toMove(definition.search.playoutAction(G, player, rng)),
  };
});

/** Who must act now: the player in a stage, else the current player. */
export function actingPlayer(ctx: Ctx): string {
  return ctx.activePlayers ? Object.keys(ctx.activePlayers)[0]! : ctx.currentPlayer;
}
