/**
 * What the board may offer, read from the viewer's legal actions (`legalActionsInView`): the board never
 * re-derives a rule, it only sorts the engine's actions by where they are clicked.
 */
import { type Action, type CardId, type Player, type Theater } from '../rules';

type Of<T extends Action['type']> = Extract<Action, { type: T }>;

const ofType = <T extends Action['type']>(legal: Action[], type: T): Of<T>[] => legal.filter((a): a is Of<T> => a.type === type);

/** Face-up and face-down plays of one hand card, by theater. */
export function playsOf(legal: Action[], card: CardId): Partial<Record<Theater, { deploy?: Of<'deploy'>; improvise?: Of<'improvise'> }>> {
  const byTheater: Partial<Record<Theater, { deploy?: Of<'deploy'>; improvise?: Of<'improvise'> }>> = {};
  for (const a of legal) {
    if ((a.type === 'deploy' || a.type === 'improvise') && a.card === card) {
      const entry = (byTheater[a.theater] ??= {});
      if (a.type === 'deploy') entry.deploy = a;
      else entry.improvise = a;
    }
  }
  return byTheater;
}

/** Hand cards that have at least one legal play. */
export function playableCards(legal: Action[]): Set<CardId> {
  const cards = new Set<CardId>();
  for (const a of legal) if (a.type === 'deploy' || a.type === 'improvise') cards.add(a.card);
  return cards;
}

export function flipFor(legal: Action[], theater: Theater, owner: Player): Of<'flip'> | undefined {
  return ofType(legal, 'flip').find((a) => a.theater === theater && a.owner === owner);
}

export function transportFrom(legal: Action[], theater: Theater, index: number): Of<'transport'>[] {
  return ofType(legal, 'transport').filter((a) => a.from === theater && a.index === index);
}

export function redeployFor(legal: Action[], theater: Theater, index: number): Of<'redeploy'> | undefined {
  return ofType(legal, 'redeploy').find((a) => a.theater === theater && a.index === index);
}

export function reinforceFor(legal: Action[], theater: Theater): Of<'reinforce'> | undefined {
  return ofType(legal, 'reinforce').find((a) => a.theater === theater);
}

export const declineOf = (legal: Action[]): Of<'decline'> | undefined => ofType(legal, 'decline')[0];
export const withdrawOf = (legal: Action[]): Of<'withdraw'> | undefined => ofType(legal, 'withdraw')[0];
