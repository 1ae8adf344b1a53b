/**
 * The ability registry. Hooks, each in the module of its card:
 * - instants: `ResolveInstant` (start resolving; may ask a choice) — table below;
 *   their choices' options and effects live beside them and are dispatched in `choices.ts`;
 * - strength: Support's bonus, Escalation's face-down strength, Cover Fire's covered strength
 *   (read by `strength.ts`);
 * - play permission: Air Drop and Aerodrome (read by `play.ts`);
 * - destruction on play: Containment and Blockade (read by `play.ts`).
 */
import type { CardId } from '../vocabulary';
import { resolveAirDrop } from './air-drop';
import { resolveAmbush } from './ambush';
import { resolveDisrupt } from './disrupt';
import type { ResolveInstant } from './instant';
import { resolveManeuver } from './maneuver';
import { resolveRedeploy } from './redeploy';
import { resolveReinforce } from './reinforce';
import { resolveTransport } from './transport';

export const INSTANTS: Partial<Record<CardId, ResolveInstant>> = {
  A2: resolveAirDrop,
  A3: resolveManeuver,
  L1: resolveReinforce,
  L2: resolveAmbush,
  L3: resolveManeuver,
  L5: resolveDisrupt,
  S1: resolveTransport,
  S3: resolveManeuver,
  S4: resolveRedeploy,
};
