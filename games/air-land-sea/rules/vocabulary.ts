/** The words of Air, Land & Sea: players, theaters, card ids, and the maps keyed by them. */

export const PLAYERS = ['0', '1'] as const;
export type Player = (typeof PLAYERS)[number];

export const THEATERS = ['air', 'land', 'sea'] as const;
export type Theater = (typeof THEATERS)[number];

// prettier-ignore
export const CARD_IDS = [
  'A1', 'A2', 'A3', 'A4', 'A5', 'A6',
  'L1', 'L2', 'L3', 'L4', 'L5', 'L6',
  'S1', 'S2', 'S3', 'S4', 'S5', 'S6',
] as const;
export type CardId = (typeof CARD_IDS)[number];

export type ByPlayer<T> = { '0': T; '1': T };
export type ByTheater<T> = { air: T; land: T; sea: T };

export const EDITIONS = ['revised', 'first'] as const;
export type Edition = (typeof EDITIONS)[number];

export const MODES = ['standard', 'beginner'] as const;
export type Mode = (typeof MODES)[number];

export const TARGET_VPS = [12, 18] as const;
export type TargetVP = (typeof TARGET_VPS)[number];
export const DEFAULT_TARGET_VP: TargetVP = 12;
/** Beginner mode: 1 VP a battle, first to 3. */
export const BEGINNER_TARGET_VP = 3;

export function opponent(player: Player): Player {
  return player === '0' ? '1' : '0';
}

export function isPlayer(value: unknown): value is Player {
  return value === '0' || value === '1';
}

export function isTheater(value: unknown): value is Theater {
  return value === 'air' || value === 'land' || value === 'sea';
}

export function isCardId(value: unknown): value is CardId {
  return typeof value === 'string' && (CARD_IDS as readonly string[]).includes(value);
}
