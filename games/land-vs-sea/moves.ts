/**
 * The boardgame.io moves of Land vs Sea and the engine actions they stand for (design.md,
 * "Public game surface"). Move arguments come from clients: the parsers only check their
 * shape; the engine decides legality.
 */
import type { MoveSpec } from '../common/definition';
import type { MoveCall } from '../common/move-call';
import type { Action } from './rules/state';
import { isPlayer, type FaceIndex, type Rotation, type StackIndex } from './rules/vocabulary';

export const MOVE_NAMES = ['take', 'place', 'steal', 'placeWaypoint', 'skipWaypoint'] as const;
export type MoveName = (typeof MOVE_NAMES)[number];

/** The boardgame.io move that performs an engine action (boards, bots). */
export function toMove(action: Action): MoveCall & { move: MoveName; args: (number | string)[] } {
  switch (action.type) {
    case 'take':
      return { move: 'take', args: [action.stack] };
    case 'place':
      return { move: 'place', args: [action.slot, action.face, action.q, action.r, action.rotation] };
    case 'steal':
      return { move: 'steal', args: [action.player, action.slot] };
    case 'placeWaypoint':
      return { move: 'placeWaypoint', args: [action.q, action.r, action.segment] };
    case 'skipWaypoint':
      return { move: 'skipWaypoint', args: [] };
  }
}

/** The arguments as integers, or null if there are not exactly `count` of them. */
function integers(args: readonly unknown[], count: number): number[] | null {
  if (args.length !== count || !args.every((a) => Number.isInteger(a))) return null;
  return args as number[];
}

const BAD = (move: MoveName, shape: string) => `${move} takes ${shape}`;

/** Shapes only: which stack, slot, face, hex or rotation is legal is the engine's to say. */
export const MOVES: Record<MoveName, MoveSpec<Action>> = {
  take: {
    parse: (args) => {
      const [stack] = integers(args, 1) ?? [];
      return stack === undefined ? BAD('take', '(stack)') : { type: 'take', stack: stack as StackIndex };
    },
  },
  // Which face of the tile went up, and its turn, would tell the others which tile it was.
  place: {
    redact: true,
    parse: (args) => {
      const ints = integers(args, 5);
      if (ints === null) return BAD('place', '(slot, face, q, r, rotation) as integers');
      const [slot, face, q, r, rotation] = ints as [number, number, number, number, number];
      return { type: 'place', slot, face: face as FaceIndex, q, r, rotation: rotation as Rotation };
    },
  },
  steal: {
    parse: (args) => {
      const [player, slot] = args;
      if (args.length !== 2 || !isPlayer(player) || !Number.isInteger(slot)) return BAD('steal', '(player, slot)');
      return { type: 'steal', player, slot: slot as number };
    },
  },
  placeWaypoint: {
    parse: (args) => {
      const ints = integers(args, 3);
      if (ints === null) return BAD('placeWaypoint', '(q, r, segment) as integers');
      const [q, r, segment] = ints as [number, number, number];
      return { type: 'placeWaypoint', q, r, segment };
    },
  },
  skipWaypoint: { parse: (args) => (args.length === 0 ? { type: 'skipWaypoint' } : BAD('skipWaypoint', 'no arguments')) },
};
