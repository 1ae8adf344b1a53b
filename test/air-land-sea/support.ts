/**
 * Short notation for scripted Air, Land & Sea battles.
 * - Hands: 'A1 L4 S6'. A pile: bottom to top, lower case for a face-down card: 'a1 L4'.
 * - A script: steps separated by ';', each `<player> <move> <args…>`, e.g.
 *   '0 deploy A3; 1 improvise L4 air; 0 flip land 1; 1 transport air 0 sea; 0 decline'.
 *   `deploy A2 sea` deploys to a named theater (Air Drop, Aerodrome).
 */
import { expect } from 'vitest';
import {
  apply,
  setup,
  CARD_IDS,
  legalActions,
  pileStrengths,
  type Action,
  type AlsSetupData,
  type AlsState,
  type CardId,
  type Player,
  type Theater,
} from '../../games/air-land-sea/rules';
import { seededRng } from '../../games/common/random';

export const rng = () => seededRng('als-test');

function ids(text: string): CardId[] {
  return text.trim() === '' ? [] : (text.trim().split(/\s+/) as CardId[]);
}

export interface BattleSpec extends Omit<AlsSetupData, 'deal' | 'theaters'> {
  /** Player 0's hand, player 1's hand: up to 6 cards each. */
  hands: [string, string];
  /** The deck, top first; the remaining cards fill it up (in id order) to 18 in all. */
  deck?: string;
  /** Theater order left to right, e.g. 'air land sea' (the default). */
  theaters?: string;
}

/** A first battle with a fixed deal. Short hands are padded so the deal stays 6+6+6. */
export function battle(spec: BattleSpec): AlsState {
  const h0 = ids(spec.hands[0]);
  const h1 = ids(spec.hands[1]);
  const deck = ids(spec.deck ?? '');
  const used = new Set([...h0, ...h1, ...deck]);
  const rest = CARD_IDS.filter((id) => !used.has(id));
  const take = (hand: CardId[]) => [...hand, ...rest.splice(0, 6 - hand.length)];
  const hands: [CardId[], CardId[]] = [take(h0), take(h1)];
  const state = setup(
    2,
    {
      mode: spec.mode,
      targetVP: spec.targetVP,
      edition: spec.edition,
      firstPlayer: spec.firstPlayer ?? '0',
      theaters: (spec.theaters ?? 'air land sea').split(' ') as [Theater, Theater, Theater],
      deal: { hands, deck: [...deck, ...rest] },
    },
    rng(),
  );
  // Padding cards were dealt only to keep the deal legal; a test that names short hands plays
  // with exactly those cards.
  state.hands = { '0': h0, '1': h1 };
  state.deck = [...deck, ...rest, ...hands[0].slice(h0.length), ...hands[1].slice(h1.length)];
  return state;
}

export function parseStep(step: string): { player: Player; action: Action } {
  const [player, type, ...args] = step.trim().split(/\s+/) as [Player, Action['type'], ...string[]];
  const n = (s: string | undefined) => Number(s);
  switch (type) {
    case 'deploy': {
      const card = args[0] as CardId;
      const theater = (args[1] ?? { A: 'air', L: 'land', S: 'sea' }[card[0] as 'A' | 'L' | 'S']) as Theater;
      return { player, action: { type, card, theater } };
    }
    case 'improvise':
      return { player, action: { type, card: args[0] as CardId, theater: args[1] as Theater } };
    case 'flip':
      return { player, action: { type, theater: args[0] as Theater, owner: args[1] as Player } };
    case 'transport':
      return { player, action: { type, from: args[0] as Theater, index: n(args[1]), to: args[2] as Theater } };
    case 'redeploy':
      return { player, action: { type, theater: args[0] as Theater, index: n(args[1]) } };
    case 'reinforce':
      return { player, action: { type, theater: args[0] as Theater } };
    case 'withdraw':
    case 'decline':
      return { player, action: { type } };
  }
}

/** Plays a script; every step must be accepted. */
export function run(state: AlsState, script: string, random = rng()): AlsState {
  for (const step of script.split(';').filter((s) => s.trim() !== '')) {
    const { player, action } = parseStep(step);
    const result = apply(state, player, action, random);
    if (!result.ok) throw new Error(`step "${step.trim()}" refused: ${result.error}`);
  }
  return state;
}

/** Expects a step to be refused and the state to stay exactly as it was. */
export function expectRefused(state: AlsState, step: string): string {
  const before = structuredClone(state);
  const { player, action } = parseStep(step);
  const result = apply(state, player, action, rng());
  expect(result.ok, `step "${step}" should be refused`).toBe(false);
  expect(state).toEqual(before);
  return result.ok ? '' : result.error;
}

/** A pile in notation: bottom to top, lower case when face down. */
export function pile(state: AlsState, theater: Theater, owner: Player): string {
  return state.piles[theater][owner].map((c) => (c.faceUp ? c.id : c.id.toLowerCase())).join(' ');
}

export function strengths(state: AlsState, theater: Theater, owner: Player): number[] {
  return pileStrengths(state, theater, owner);
}

/** Who must decide now and what: 'player 1 flip', 'player 0 turn'. */
export function waitingFor(state: AlsState): string {
  if (state.winner !== null) return 'game over';
  return state.choice ? `player ${state.choice.player} ${state.choice.kind}` : `player ${state.current} turn`;
}

/** The legal actions of a player, in notation ('flip land 1', 'deploy A2 sea', 'decline'). */
export function options(state: AlsState, player: Player): string[] {
  return legalActions(state, player).map((a) => {
    switch (a.type) {
      case 'deploy':
      case 'improvise':
        return `${a.type} ${a.card} ${a.theater}`;
      case 'flip':
        return `flip ${a.theater} ${a.owner}`;
      case 'transport':
        return `transport ${a.from} ${a.index} ${a.to}`;
      case 'redeploy':
        return `redeploy ${a.theater} ${a.index}`;
      case 'reinforce':
        return `reinforce ${a.theater}`;
      default:
        return a.type;
    }
  });
}
