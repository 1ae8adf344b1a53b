/**
 * A full state consistent with one player's view. Tiles not in the viewer's hand are dealt at
 * random: each tile whose face the viewer sees (on the map, in another player's hand, on top of
 * a stack) gets a tile of the match's inventory that really has that face, with that face up
 * (with inventory v2 several tiles bear each face, with different other faces); the rest go into
 * the stacks. The map keeps the face tiles the view shows (face-tiles.ts): only which tiles it
 * holds, and so which are left, is dealt. Everything else is copied from the view.
 */
import { cloneJson } from '../../common/clone-json';
import { shuffleInPlace, type Rng } from '../../common/random';
import {
  INVENTORY_VERSIONS,
  canonicalFace,
  faceTiles,
  mapTileIds,
  publicFace,
  tileDef,
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

/** Where a tile that must show a given face goes: a hand slot, a stack's top, or the map. */
type Place = { hand: number; slot: number } | { stack: 0 | 1 } | 'map';

/** The places whose tile must show one face, and the tiles that can show it. */
interface FaceDemand {
  places: Place[];
  bearers: readonly TileDeal[];
}

/** What a view fixes for every deal: the tiles it leaves unseen and what each face asks for. */
interface Plan {
  unseen: TileId[];
  demands: FaceDemand[];
}

const plans = new WeakMap<View, Plan>();

function planOf(view: View, me: Player): Plan {
  const known = plans.get(view);
  if (known !== undefined) return known;
  const bearers = BEARERS.get(view.inventory) as Map<string, TileDeal[]>;
  const faceTileIds = new Set(faceTiles(view.inventory).map((t) => t.id));
  const byFace = new Map<string, Place[]>();
  const want = (face: FaceDef, place: Place) => {
    const key = faceKey(canonicalFace(face));
    byFace.set(key, [...(byFace.get(key) ?? []), place]);
  };
  view.hands.forEach((hand, p) =>
    hand.forEach((h, slot) => {
      if (h.tile === null) want(h.face, { hand: p, slot });
    }),
  );
  view.stacks.forEach((stack, i) => {
    if (stack.top) want(stack.top, { stack: i as 0 | 1 });
  });
  // A placed tile is shown by its face only: which tile it is, the deal decides.
  for (const placed of Object.values(view.board))
    if (faceTileIds.has(placed.tile)) want(tileDef(view.inventory, placed.tile).faces[0], 'map');
  const mine = new Set((view.hands[Number(me)] ?? []).flatMap((h) => (h.tile === null ? [] : [h.tile])));
  const plan = {
    unseen: mapTileIds(view.inventory).filter((id) => !mine.has(id)),
    demands: [...byFace].map(([face, places]) => ({ places, bearers: bearers.get(face) ?? [] })),
  };
  plans.set(view, plan);
  return plan;
}

const ATTEMPTS = 100;

/**
 * Gives each place a free tile that shows its face, the face with the fewest spare bearers
 * first (the map may hold most of a face's bearers); false if some face runs out.
 */
function dealFaces(plan: Plan, free: Set<TileId>, put: (place: Place, deal: TileDeal) => void, rng: Rng): boolean {
  const left = plan.demands.map((d) => ({ bearers: d.bearers, places: shuffleInPlace([...d.places], rng) }));
  while (left.length > 0) {
    let best = 0;
    let bestSlack = Infinity;
    for (let i = 0; i < left.length; i++) {
      const d = left[i] as (typeof left)[number];
      let slack = -d.places.length;
      for (const b of d.bearers) if (free.has(b.tile)) slack++;
      if (slack < bestSlack) [best, bestSlack] = [i, slack];
    }
    if (bestSlack < 0) return false;
    const demand = left[best] as (typeof left)[number];
    const options = demand.bearers.filter((b) => free.has(b.tile));
    const chosen = options[Math.floor(rng() * options.length)] as TileDeal;
    free.delete(chosen.tile);
    put(demand.places.pop() as Place, chosen);
    if (demand.places.length === 0) left.splice(best, 1);
  }
  return true;
}

export function determinize(view: View, me: Player, rng: Rng): State {
  const plan = planOf(view, me);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const hands: TileDeal[][] = view.hands.map((hand) =>
      hand.map((h) => (h.tile !== null && 'up' in h ? { tile: h.tile, up: h.up } : { tile: '', up: 0 })),
    );
    const stacks: [TileDeal[], TileDeal[]] = [[], []];
    const free = new Set(plan.unseen);
    const put = (place: Place, deal: TileDeal) => {
      if (place === 'map') return;
      if ('stack' in place) stacks[place.stack][0] = deal;
      else (hands[place.hand] as TileDeal[])[place.slot] = deal;
    };
    if (!dealFaces(plan, free, put, rng)) continue;
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
