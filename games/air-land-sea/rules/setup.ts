/** Match options (the boardgame.io setupData), their validation, and the initial state. */
import type { Rng } from '../../common/random';
import { pick, shuffleInPlace } from '../../common/random';
import { seatCards, type Deal } from './deal';
import type { AlsState } from './state';
import {
  BEGINNER_TARGET_VP,
  CARD_IDS,
  DEFAULT_TARGET_VP,
  EDITIONS,
  MODES,
  PLAYERS,
  TARGET_VPS,
  THEATERS,
  isCardId,
  isPlayer,
  isTheater,
  type Edition,
  type Mode,
  type Player,
  type TargetVP,
  type Theater,
} from './vocabulary';

export interface AlsSetupData {
  mode?: Mode;
  targetVP?: TargetVP;
  edition?: Edition;
  theaters?: [Theater, Theater, Theater];
  firstPlayer?: Player;
  /** Fixes the first battle's hands and deck (deck top first). */
  deal?: Deal;
}

const KEYS = ['mode', 'targetVP', 'edition', 'theaters', 'firstPlayer', 'deal'];

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A message saying what is wrong with the setup data, or undefined when it is valid. */
export function validateSetup(data: unknown, numPlayers: number): string | undefined {
  if (numPlayers !== PLAYERS.length) return 'Air, Land & Sea is for exactly 2 players';
  if (data === undefined || data === null) return undefined;
  if (!isObject(data)) return 'setupData must be an object';
  const unknown = Object.keys(data).filter((k) => !KEYS.includes(k));
  if (unknown.length > 0) return `unknown setupData field(s): ${unknown.join(', ')} (allowed: ${KEYS.join(', ')})`;
  const { mode, targetVP, edition, theaters, firstPlayer, deal } = data;
  if (mode !== undefined && !(MODES as readonly unknown[]).includes(mode)) return `mode must be one of ${MODES.join(', ')}`;
  if (targetVP !== undefined) {
    if (!(TARGET_VPS as readonly unknown[]).includes(targetVP)) return `targetVP must be one of ${TARGET_VPS.join(', ')}`;
    if (mode === 'beginner') return `targetVP does not apply in beginner mode (first to ${BEGINNER_TARGET_VP} VP)`;
  }
  if (edition !== undefined && !(EDITIONS as readonly unknown[]).includes(edition)) return `edition must be one of ${EDITIONS.join(', ')}`;
  if (theaters !== undefined) {
    if (!Array.isArray(theaters) || theaters.length !== 3 || !theaters.every(isTheater) || new Set(theaters).size !== 3) {
      return 'theaters must list air, land and sea once each, e.g. ["air","land","sea"]';
    }
  }
  if (firstPlayer !== undefined && !isPlayer(firstPlayer)) return 'firstPlayer must be "0" or "1"';
  if (deal !== undefined) return validateDeal(deal);
  return undefined;
}

function validateDeal(deal: unknown): string | undefined {
  if (!isObject(deal) || !Array.isArray(deal.hands) || deal.hands.length !== 2 || !Array.isArray(deal.deck)) {
    return 'deal must be { hands: [CardId[], CardId[]], deck: CardId[] }';
  }
  const [a, b] = deal.hands as unknown[];
  if (!Array.isArray(a) || !Array.isArray(b) || a.length !== 6 || b.length !== 6 || deal.deck.length !== 6) {
    return 'deal must give 6 cards to each hand and 6 to the deck';
  }
  const all: unknown[] = [...a, ...b, ...deal.deck];
  const bad = all.filter((id) => !isCardId(id));
  if (bad.length > 0) return `deal has unknown card id(s): ${bad.map(String).join(', ')} (ids are ${CARD_IDS[0]}..S6)`;
  if (new Set(all).size !== CARD_IDS.length) return 'deal must use each of the 18 cards exactly once';
  return undefined;
}

/** The first battle's state; throws on setup data that `validateSetup` refuses. */
export function setup(numPlayers: number, data: AlsSetupData | undefined, rng: Rng): AlsState {
  const problem = validateSetup(data, numPlayers);
  if (problem !== undefined) throw new Error(`Air, Land & Sea setup: ${problem}`);
  return firstBattle(data ?? {}, rng);
}

function firstBattle(data: AlsSetupData, rng: Rng): AlsState {
  const mode = data.mode ?? 'standard';
  const theaters = data.theaters ? [...data.theaters] : shuffleInPlace([...THEATERS], rng);
  const firstPlayer = data.firstPlayer ?? pick(rng, PLAYERS);
  const state: AlsState = {
    options: {
      mode,
      targetVP: mode === 'beginner' ? BEGINNER_TARGET_VP : (data.targetVP ?? DEFAULT_TARGET_VP),
      edition: data.edition ?? 'revised',
    },
    battle: 1,
    theaters: theaters as [Theater, Theater, Theater],
    firstPlayer,
    current: firstPlayer,
    turn: 1,
    battleStartTurn: 1,
    hands: { '0': [], '1': [] },
    deck: [],
    discarded: [],
    piles: { air: { '0': [], '1': [] }, land: { '0': [], '1': [] }, sea: { '0': [], '1': [] } },
    vp: { '0': 0, '1': 0 },
    queue: [],
    choice: null,
    airDrop: { '0': 'none', '1': 'none' },
    extraTurns: { '0': 0, '1': 0 },
    battles: [],
    winner: null,
  };
  seatCards(state, rng, data.deal);
  return state;
}
