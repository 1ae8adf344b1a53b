/**
 * A full state consistent with one player's view. Unseen tiles (not on the map, not in the
 * viewer's hand) are dealt at random into the other hands and the stacks; each tile whose
 * public face the viewer sees (another player's hand tile, a stack's top tile) gets a tile of
 * the match's inventory that really has that face, with that face up: with inventory v2 several
 * tiles bear each public face, with different hidden faces. Everything else is copied from the view.
 */
import { cloneJson } from '../../common/clone-json';
import { shuffleInPlace, type Rng } from '../../common/random';
import {
  INVENTORY_VERSIONS,
  mapTileIds,
  publicFace,
  type FaceDef,
  type InventoryVersion,
  type State,
  type TileDeal,
  type TileId,
  type View,
} from '../rules';
import type { Player } from '../rules/vocabulary';

const keyOf = new WeakMap<FaceDef, string>();

/** Public faces are shared objects, so their keys are computed once. */
function faceKey(face: FaceDef): string {
  let key = keyOf.get(face);
  if (key === undefined) {
    key = JSON.stringify(face);
    keyOf.set(face, key);
  }
  return key;
}

/** Each inventory's map tiles by the public face they can show, as views show it. */
const BEARERS = new Map(
  INVENTORY_VERSIONS.map((inventory): [InventoryVersion, Map<string, TileDeal[]>] => {
    const bearers = new Map<string, TileDeal[]>();
    for (const tile of mapTileIds(inventory))
      for (const up of [0, 1] as const) {
        const key = faceKey(publicFace(inventory, { tile, up }));
        bearers.set(key, [...(bearers.get(key) ?? []), { tile, up }]);
      }
    return [inventory, bearers];
  }),
);

/** A slot whose tile must show `face`; `set` puts the chosen tile there. */
interface FaceSlot {
  face: string;
  set(deal: TileDeal): void;
}

const ATTEMPTS = 100;

export function determinize(view: View, me: Player, rng: Rng): State {
  const mine = view.hands[Number(me)] ?? [];
  const known = new Set<TileId>(Object.values(view.board).map((p) => p.tile));
  for (const h of mine) if (h.tile !== null) known.add(h.tile);
  const unseen = mapTileIds(view.inventory).filter((id) => !known.has(id));
  const bearers = BEARERS.get(view.inventory) as Map<string, TileDeal[]>;

  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const hands: TileDeal[][] = view.hands.map((hand) =>
      hand.map((h) => (h.tile !== null && 'up' in h ? { tile: h.tile, up: h.up } : { tile: '', up: 0 })),
    );
    const stacks: [TileDeal[], TileDeal[]] = [[], []];
    const slots: FaceSlot[] = [];
    view.hands.forEach((hand, p) =>
      hand.forEach((h, slot) => {
        if (h.tile === null) slots.push({ face: faceKey(h.face), set: (deal) => ((hands[p] as TileDeal[])[slot] = deal) });
      }),
    );
    view.stacks.forEach((stack, i) => {
      if (stack.top) slots.push({ face: faceKey(stack.top), set: (deal) => (stacks[i as 0 | 1][0] = deal) });
    });
    const free = new Set(unseen);
    let stuck = false;
    // Most constrained first would be exact; random order with retries is enough here (a face
    // has a few bearers) and keeps every consistent deal possible.
    for (const slot of shuffleInPlace(slots, rng)) {
      const options = (bearers.get(slot.face) ?? []).filter((d) => free.has(d.tile));
      if (options.length === 0) {
        stuck = true;
        break;
      }
      const chosen = options[Math.floor(rng() * options.length)] as TileDeal;
      free.delete(chosen.tile);
      slot.set(chosen);
    }
    if (stuck) continue;
    const rest = shuffleInPlace([...free], rng);
    view.stacks.forEach((stack, i) => {
      const pile = stacks[i as 0 | 1];
      while (pile.length < stack.size) {
        const tile = rest.pop();
        if (tile === undefined) throw new Error('determinize: fewer unseen tiles than hidden places');
        pile.push({ tile, up: rng() < 0.5 ? 0 : 1 });
      }
    });
    return {
      inventory: view.inventory,
      numPlayers: view.numPlayers,
      options: { ...view.options },
      board: { ...view.board },
      stacks,
      hands,
      score: { ...view.score },
      // A copy: scoring the determinized state must not change the view the search keeps.
      scoreBy: cloneJson(view.scoreBy),
      waypoints: { ...view.waypoints },
      step: view.step,
      current: view.current,
      turn: view.turn,
      placedThisTurn: view.placedThisTurn,
    };
  }
  throw new Error('determinize: no deal of the unseen tiles matches the public faces');
}
