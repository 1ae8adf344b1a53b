/** Everything a player can do, as data: a union tagged by `type`. */
import { CARD_IDS, THEATERS, type CardId, type Player, type Theater } from './vocabulary';

export type Action =
  | { type: 'deploy'; card: CardId; theater: Theater }
  | { type: 'improvise'; card: CardId; theater: Theater }
  | { type: 'withdraw' }
  | { type: 'flip'; theater: Theater; owner: Player }
  | { type: 'transport'; from: Theater; index: number; to: Theater }
  | { type: 'redeploy'; theater: Theater; index: number }
  | { type: 'reinforce'; theater: Theater }
  | { type: 'decline' };

export function sameAction(a: Action, b: Action): boolean {
  switch (a.type) {
    case 'deploy':
    case 'improvise':
      return b.type === a.type && b.card === a.card && b.theater === a.theater;
    case 'flip':
      return b.type === 'flip' && b.theater === a.theater && b.owner === a.owner;
    case 'transport':
      return b.type === 'transport' && b.from === a.from && b.index === a.index && b.to === a.to;
    case 'redeploy':
      return b.type === 'redeploy' && b.theater === a.theater && b.index === a.index;
    case 'reinforce':
      return b.type === 'reinforce' && b.theater === a.theater;
    case 'withdraw':
    case 'decline':
      return b.type === a.type;
  }
}

type PlayAction = Extract<Action, { type: 'deploy' | 'improvise' }>;

function playTable(type: PlayAction['type']): Record<CardId, Record<Theater, PlayAction>> {
  const table = {} as Record<CardId, Record<Theater, PlayAction>>;
  for (const card of CARD_IDS) {
    const row = {} as Record<Theater, PlayAction>;
    for (const theater of THEATERS) row[theater] = Object.freeze({ type, card, theater });
    table[card] = row;
  }
  return table;
}

/**
 * Plays are listed on every turn of every playout, so their actions are built once and shared
 * (frozen: an action is a value, never changed after it is made).
 */
export const DEPLOY = playTable('deploy');
export const IMPROVISE = playTable('improvise');

export const WITHDRAW: Action = Object.freeze({ type: 'withdraw' });
export const DECLINE: Action = Object.freeze({ type: 'decline' });
