/**
 * The boardgame.io moves of the public game surface (design.md) and their translation to and
 * from engine actions. Arguments come from clients: each parser checks their number and type
 * (a card id, a theater, a seat, a pile index); the engine decides legality.
 */
import type { MoveSpec } from '../common/definition';
import type { MoveCall } from '../common/move-call';
import { CARDS, isCardId, isPlayer, isTheater, type Action } from './rules';

export const MOVE_NAMES = ['deploy', 'improvise', 'withdraw', 'flip', 'transport', 'redeploy', 'reinforce', 'decline'] as const;
export type MoveName = (typeof MOVE_NAMES)[number];

function isIndex(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

/** The arguments, if there are from `min` to `max` of them. */
function count(args: readonly unknown[], min: number, max = min): readonly unknown[] | null {
  return args.length >= min && args.length <= max ? args : null;
}

function noArgs(action: Action, name: MoveName): MoveSpec<Action> {
  return { parse: (args) => (args.length === 0 ? action : `${name}() takes no arguments`) };
}

export const MOVES: Record<MoveName, MoveSpec<Action>> = {
  deploy: {
    parse: (args) => {
      const [card, theater] = count(args, 1, 2) ?? [];
      if (!isCardId(card)) return 'deploy(card, theater?): a card id and at most a theater';
      if (theater === undefined) return { type: 'deploy', card, theater: CARDS[card].theater };
      return isTheater(theater) ? { type: 'deploy', card, theater } : 'deploy(card, theater?): unknown theater';
    },
  },
  // The one move whose argument (the card) the opponent must not see.
  improvise: {
    parse: (args) => {
      const [card, theater] = count(args, 2) ?? [];
      return isCardId(card) && isTheater(theater) ? { type: 'improvise', card, theater } : 'improvise(card, theater): bad arguments';
    },
    redact: true,
  },
  withdraw: noArgs({ type: 'withdraw' }, 'withdraw'),
  flip: {
    parse: (args) => {
      const [theater, owner] = count(args, 2) ?? [];
      return isTheater(theater) && isPlayer(owner) ? { type: 'flip', theater, owner } : 'flip(theater, owner): bad arguments';
    },
  },
  transport: {
    parse: (args) => {
      const [from, index, to] = count(args, 3) ?? [];
      return isTheater(from) && isIndex(index) && isTheater(to)
        ? { type: 'transport', from, index, to }
        : 'transport(fromTheater, index, toTheater): bad arguments';
    },
  },
  redeploy: {
    parse: (args) => {
      const [theater, index] = count(args, 2) ?? [];
      return isTheater(theater) && isIndex(index) ? { type: 'redeploy', theater, index } : 'redeploy(theater, index): bad arguments';
    },
  },
  reinforce: {
    parse: (args) => {
      const [theater] = count(args, 1) ?? [];
      return isTheater(theater) ? { type: 'reinforce', theater } : 'reinforce(theater): bad arguments';
    },
  },
  decline: noArgs({ type: 'decline' }, 'decline'),
};

/** The boardgame.io move that performs an engine action (boards, bots). */
export function toMove(action: Action): MoveCall & { move: MoveName } {
  switch (action.type) {
    case 'deploy':
    case 'improvise':
      return { move: action.type, args: [action.card, action.theater] };
    case 'flip':
      return { move: 'flip', args: [action.theater, action.owner] };
    case 'transport':
      return { move: 'transport', args: [action.from, action.index, action.to] };
    case 'redeploy':
      return { move: 'redeploy', args: [action.theater, action.index] };
    case 'reinforce':
      return { move: 'reinforce', args: [action.theater] };
    case 'withdraw':
    case 'decline':
      return { move: action.type, args: [] };
  }
}
