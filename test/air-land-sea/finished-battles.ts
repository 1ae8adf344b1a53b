/**
 * A finished battle's record (`lastBattle.board`, `battles`) discloses every card that lay on
 * its board, face-down ones too, by design: the battle is over and its cards are shuffled into
 * the next deal. Tests that scan messages for hidden card ids remove those records first, after
 * checking that a record is only ever about a battle already over.
 */
interface StateLike {
  battle?: unknown;
  winner?: unknown;
  lastBattle?: { battle?: unknown; board?: unknown } | null;
  battles?: { battle?: unknown }[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** A copy of any JSON value with every finished-battle record taken out of the states in it. */
export function withoutFinishedBattles<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withoutFinishedBattles) as T;
  if (!isRecord(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, child] of Object.entries(value)) copy[key] = withoutFinishedBattles(child);
  const state = value as StateLike;
  if ('battles' in value && typeof state.battle === 'number') {
    for (const record of [...(state.battles ?? []), ...(state.lastBattle ? [state.lastBattle] : [])]) {
      const over = state.winner !== null && state.winner !== undefined;
      if (typeof record.battle !== 'number' || (record.battle >= state.battle && !over)) {
        throw new Error(`a record of battle ${String(record.battle)} in battle ${state.battle}: only finished battles have one`);
      }
    }
    delete copy.battles;
    if (isRecord(copy.lastBattle)) delete copy.lastBattle.board;
  }
  return copy as T;
}
