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
  /** `face` as views show a public face: in its canonical rotation. */
  const want = (face: FaceDef, place: Place) => {
    const key = faceKey(face);
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
    if (faceTileIds.has(placed.tile)) want(canonicalFace(tileDef(view.inventory, placed.tile).faces[0]), 'map');
  const mine = new Set((view.hands[Number(me)] ?? []).flatMap((h) => (h.tile === null ? [] : [h.tile])));
  const plan = {
    unseen: mapTileIds(view.inventory).filter((id) => !mine.has(id)),
    demands: [...byFace].map(([face, places]) => ({ places, bearers: bearers.get(face) ?? [] })),
  };
  plans.set(view, plan);
  return plan;
}

/**
 * Gives each place a free tile that shows its face (removed from `free`), or returns false if
 * no deal can. A random order, then Kuhn's augmenting paths: when the map holds most of a face's
 * bearers, a greedy deal can strand a place that a different deal would have served.
 */
function dealFaces(plan: Plan, free: Set<TileId>, put: (place: Place, deal: TileDeal) => void, rng: Rng): boolean {
  const places = shuffleInPlace(
    plan.demands.flatMap((d) =>
      d.places.map((place) => ({
        place,
        options: shuffleInPlace(
          d.bearers.filter((b) => free.has(b.tile)),
          rng,
        ),
      })),
    ),
    rng,
  );
  const holder = new Map<TileId, number>();
  const dealt: TileDeal[] = [];
  const seat = (i: number, tried: Set<TileId>): boolean => {
    for (const deal of (places[i] as (typeof places)[number]).options) {
      if (tried.has(deal.tile)) continue;
      tried.add(deal.tile);
      const other = holder.get(deal.tile);
      if (other === undefined || seat(other, tried)) {
        holder.set(deal.tile, i);
        dealt[i] = deal;
        return true;
      }
    }
    return false;
  };
  for (let i = 0; i < places.length; i++) if (!seat(i, new Set())) return false;
  places.forEach(({ place }, i) => {
    const deal = dealt[i] as TileDeal;
    free.delete(deal.tile);
    put(place, deal);
  });
  return true;
}

export function determinize(view: View, me: Player, rng: Rng): State {
  const plan = planOf(view, me);
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
  if (!dealFaces(plan, free, put, rng)) throw new Error('determinize: no deal of the unseen tiles matches the faces shown');
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
