/**
 * The boardgame.io move names and arguments of the public game surface, and their translation
 * to and from engine actions. Arguments from clients are untrusted: each is checked.
 */
import type { ParseArgs } from '../common/boardgame';
import { CARDS, isCardId, isPlayer, isTheater, type Action } from './rules';

export const MOVE_NAMES = ['deploy', 'improvise', 'withdraw', 'flip', 'transport', 'redeploy', 'reinforce', 'decline'] as const;
export type MoveName = (typeof MOVE_NAMES)[number];

function isIndex(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

function noArgs(action: Action): ParseArgs<Action> {
  return (args) => (args.length === 0 ? action : 'this move takes no arguments');
}

export const PARSERS: Record<MoveName, ParseArgs<Action>> = {
  deploy: ([card, theater]) => {
    if (!isCardId(card)) return 'deploy(card, theater?): unknown card id';
    if (theater === undefined) return { type: 'deploy', card, theater: CARDS[card].theater };
    return isTheater(theater) ? { type: 'deploy', card, theater } : 'deploy(card, theater?): unknown theater';
  },
  improvise: ([card, theater]) =>
    isCardId(card) && isTheater(theater) ? { type: 'improvise', card, theater } : 'improvise(card, theater): bad arguments',
  withdraw: noArgs({ type: 'withdraw' }),
  flip: ([theater, owner]) =>
    isTheater(theater) && isPlayer(owner) ? { type: 'flip', theater, owner } : 'flip(theater, owner): bad arguments',
  transport: ([from, index, to]) =>
    isTheater(from) && isIndex(index) && isTheater(to)
      ? { type: 'transport', from, index, to }
      : 'transport(fromTheater, index, toTheater): bad arguments',
  redeploy: ([theater, index]) =>
    isTheater(theater) && isIndex(index) ? { type: 'redeploy', theater, index } : 'redeploy(theater, index): bad arguments',
  reinforce: ([theater]) => (isTheater(theater) ? { type: 'reinforce', theater } : 'reinforce(theater): bad arguments'),
  decline: noArgs({ type: 'decline' }),
};

/** The boardgame.io move that performs an engine action (for `ai.enumerate` and the boards). */
export function toMove(action: Action): { move: MoveName; args: unknown[] } {
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
