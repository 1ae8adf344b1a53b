/**
 * The one-ply greedy player, for any game of the list: it plays the legal action after which
 * its side's score minus the best other side's is highest, ties broken at random. A yardstick
 * for the search bots (a search that loses to it wastes its iterations), and fair like them: it
 * sees its seat's view only, and scores each action on one determinization of that view, drawn
 * from a seed that depends on public facts alone (for Land vs Sea a placement's points depend
 * only on the map and the player's own tile, so the deal does not matter).
 */
import type { GameDefinition } from './definition';
import { seededRng } from './random';

type Definition<State, Action, Player extends string, View> = GameDefinition<State, Action, Player, View, unknown>;

/** The side's score minus the best other side's (a side alone in the game: its score). */
export function marginOf(scores: Readonly<Partial<Record<string, number>>>, side: string): number {
  let best = Number.NEGATIVE_INFINITY;
  for (const [other, points] of Object.entries(scores)) if (other !== side && points !== undefined && points > best) best = points;
  return (scores[side] ?? 0) - (best === Number.NEGATIVE_INFINITY ? 0 : best);
}

export function greedyChoice<State, Action, Player extends string, View>(
  definition: Definition<State, Action, Player, View>,
  view: View,
  player: Player,
  numPlayers: number,
  seed: string,
): Action {
  const legal = definition.engine.legalActionsInView(view);
  const only = legal[0];
  if (only === undefined) throw new Error(`${definition.name} greedy bot: player ${player} has no legal action`);
  if (legal.length === 1) return only;
  const side = definition.sideOf(numPlayers, player);
  const rng = seededRng(seed);
  let best: Action[] = [];
  let bestMargin = Number.NEGATIVE_INFINITY;
  for (const action of legal) {
    // The same deal for every action: apply changes the state, so each gets a fresh copy.
    const state = definition.search.determinize(view, player, seededRng(`${seed}:deal`));
    const result = definition.engine.apply(state, player, action, seededRng(`${seed}:apply`));
    if (!result.ok) throw new Error(`${definition.name} greedy bot: the engine refused ${JSON.stringify(action)}: ${result.error}`);
    const margin = marginOf(definition.scores(state), side);
    if (margin > bestMargin) {
      bestMargin = margin;
      best = [action];
    } else if (margin === bestMargin) best.push(action);
  }
  return best[Math.floor(rng() * best.length)] as Action;
}
