/**
 * The Land vs Sea tutorial: the opening of a basic 2-player game (no options), the learner
 * playing Land, on fixed stacks. Each rule comes up as it first matters: the two stacks and a
 * tile's two faces, the public one and the private one; the draft; placing next to the map with
 * every touching edge matching; Play Again; completing an area (a two-tile island, scored for
 * Land, its bonus symbol for the completer); refilling the hand; a Steal (the spec's action
 * symbol: take a tile from the opponent's hand, chosen by its public face).
 * `test/land-vs-sea/tutorial.test.ts` replays it through the engine and checks every claim.
 *
 * The stacks (top first): stack 1 holds T05 (a land cape with a bonus and Play Again), T20 (its
 * private face is a land cape) and T02 (Steal); stack 2 the opponent's tiles and one for the
 * learner's refill. The other tiles follow in inventory order, alternately face 0 and 1 up.
 */
import type { Tutorial } from '../../common/tutorial';
import { mapTileIds, NEW_MATCH_INVENTORY, type Action, type SetupData, type TileDeal } from '../rules';

/** What a step's text says of the position, as the script test checks it. */
export interface LvsClaim {
  /** The score, by role. */
  score?: { land: number; sea: number };
  /** A completed area the text names: its owner, its tiles and its bonus symbols. */
  completed?: { owner: 'land' | 'sea'; tiles: number; bonus: number };
  /** Tiles in hand: [learner, opponent]. */
  hands?: readonly [number, number];
}

const STACK_TOPS: [TileDeal[], TileDeal[]] = [
  [
    { tile: 'T05', up: 0 },
    { tile: 'T20', up: 0 },
    { tile: 'T02', up: 0 },
  ],
  [
    { tile: 'T23', up: 0 },
    { tile: 'T22', up: 0 },
    { tile: 'T27', up: 0 },
    { tile: 'T28', up: 1 },
  ],
];

/** Both stacks: the scripted tops, then every other map tile (a setup must hold all of them), 29 a stack. */
function stacks(): [TileDeal[], TileDeal[]] {
  const scripted = new Set(STACK_TOPS.flat().map((deal) => deal.tile));
  const rest = mapTileIds(NEW_MATCH_INVENTORY)
    .filter((tile) => !scripted.has(tile))
    .map((tile, i): TileDeal => ({ tile, up: i % 2 === 0 ? 0 : 1 }));
  const half = (rest.length + STACK_TOPS[0].length + STACK_TOPS[1].length) / 2;
  const first = half - STACK_TOPS[0].length;
  return [
    [...STACK_TOPS[0], ...rest.slice(0, first)],
    [...STACK_TOPS[1], ...rest.slice(first)],
  ];
}

const setupData: SetupData = { mountainsAndCorals: false, caravansAndShips: false, waypoints: false, stacks: stacks() };

const learner = (action: Action) => ({ by: 'learner' as const, action });
const opponent = (action: Action) => ({ by: 'opponent' as const, action });
const OPPONENT_TAKES = 'Your opponent takes a tile…';

export const lvsTutorial: Tutorial<Action, LvsClaim> = {
  game: 'land-vs-sea',
  numPlayers: 2,
  setupData: { ...setupData },
  learner: '0',
  opponentName: 'Opponent',
  clickables: '.stack--takeable, .lvs-map__spots .spot, .steal-target',
  realGame: { level: 'easy' },
  steps: [
    {
      text: 'Land vs Sea is played on a map of hexagonal tiles that grows from this start tile. You play Land: every land area that gets completed scores for you, every sea area for your opponent, Sea.',
      point: '.lvs-map',
    },
    {
      text: 'Tiles come from two stacks. Every tile has two faces, and all you see of a stack is the face on top of its top tile.',
      point: '.lvs-stacks',
    },
    {
      text: 'First each player takes two tiles, one at a time. Take the top tile of stack 1: pick the ringed stack.',
      move: learner({ type: 'take', stack: 0 }),
    },
    {
      text: 'The tile is yours. The face it showed on the stack stays public: everyone sees it. Its other face is private: only you know it.',
      point: '.lvs-hand .face-button--private',
      claim: { hands: [1, 0] },
    },
    { text: OPPONENT_TAKES, move: opponent({ type: 'take', stack: 1 }) },
    {
      text: 'Take your second tile, again from stack 1.',
      move: learner({ type: 'take', stack: 0 }),
    },
    { text: OPPONENT_TAKES, move: opponent({ type: 'take', stack: 1 }) },
    {
      text: 'Your opponent’s tiles show only their public faces. Now the turns begin, and Land plays first.',
      point: '.lvs-players',
      claim: { hands: [2, 2] },
    },
    {
      text: 'Play a tile next to the map: every edge touching a placed tile must match, land to land and sea to sea. Your tile is a cape, a tongue of land in the sea, and the board has already turned it a way it fits below the start tile (⟳ turns it further). Pick the highlighted hex to place it there (on a touch screen, tap it twice).',
      move: learner({ type: 'place', slot: 0, face: 0, q: 0, r: 1, rotation: 3 }),
    },
    {
      text: 'The compass on that face is Play Again: you must play your other tile at once. Here only its private face helps you: it is a cape too. Pick your private face, then the hex below your cape.',
      move: learner({ type: 'place', slot: 0, face: 1, q: 0, r: 2, rotation: 0 }),
      point: '.lvs-hand .face-button--private:not(.is-pressed), .lvs-map__spots .spot',
    },
    {
      text: 'The two capes make an island: a land area with no edge left open is complete. Land scores 1 point a tile, 2 here, and you, who completed it, 1 more for its bonus symbol: 3 points.',
      point: '.lvs-score--land, .area-label--land',
      claim: { completed: { owner: 'land', tiles: 2, bonus: 1 }, score: { land: 3, sea: 0 } },
    },
    {
      text: 'Your turn ends by refilling your hand to two tiles. Take one from stack 1…',
      move: learner({ type: 'take', stack: 0 }),
      claim: { hands: [0, 2] },
    },
    {
      text: '…and one from stack 2.',
      move: learner({ type: 'take', stack: 1 }),
    },
    // The map in sight before the opponent's tile lands, and a step to look at it after (QA: on a
    // phone the tile landed off screen, and the step had gone within a second).
    {
      text: 'Your opponent’s turn: watch the map.',
      move: opponent({ type: 'place', slot: 0, face: 0, q: 1, r: 0, rotation: 5 }),
      point: '.lvs-map',
    },
    {
      text: 'Sea played the tile outlined on the map (the last tile placed always is). Now Sea refills their hand to two tiles, as you did.',
      point: '.lvs-map__last',
      claim: { hands: [2, 1] },
    },
    { text: OPPONENT_TAKES, move: opponent({ type: 'take', stack: 1 }) },
    {
      text: 'The crossed swords on your new tile are Steal. Play it above the start tile: pick the highlighted hex.',
      move: learner({ type: 'place', slot: 0, face: 0, q: 0, r: -1, rotation: 0 }),
      claim: { hands: [2, 2] },
    },
    {
      text: 'Now take one of your opponent’s two tiles. You choose by its public face only: its private face is their secret — and, once stolen, yours.',
      move: learner({ type: 'steal', player: '1', slot: 1 }),
    },
    {
      text: 'A stolen tile cannot be played this turn, and your hand is full again, so you take no tile. Play goes on until the last tile is placed; then most points wins.',
      claim: { hands: [2, 1], score: { land: 3, sea: 0 } },
    },
  ],
};
