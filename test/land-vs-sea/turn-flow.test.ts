import { describe, expect, it } from 'vitest';
import { seededRng } from '../../games/common/random';
import { landVsSea, turnOfPlay, type Player, type State } from '../../games/land-vs-sea/rules';
import { act, hand, put, refused, scenario, take } from './support';

describe('the draft', () => {
  it('is one take per player in turn order, twice round, starting with Land', () => {
    const state = landVsSea.setup(3, {}, seededRng('draft'));
    const order: Player[] = [];
    while (state.step === 'draft') {
      order.push(state.current);
      act(state, state.current, { type: 'take', stack: 0 });
    }
    expect(order).toEqual(['0', '1', '2', '0', '1', '2']);
    expect(state.hands.map((h) => h.length)).toEqual([2, 2, 2]);
    expect(state.current).toBe('0');
    expect(state.step).toBe('place');
    expect(turnOfPlay(state)).toBe(1); // the draft's takes are not turns of play
  });

  it('refuses moves out of turn or out of step', () => {
    const state = landVsSea.setup(2, {}, seededRng('draft'));
    expect(refused(state, '1', { type: 'take', stack: 0 })).toMatch(/not your turn/);
    expect(refused(state, '0', { type: 'skipWaypoint' })).toMatch(/no waypoint/);
    expect(refused(state, '0', { type: 'place', slot: 0, face: 0, q: 0, r: -1, rotation: 0 })).toMatch(/cannot place/);
  });
});

describe('Play Again', () => {
  it('plays the other tile at once, then replenishes both', () => {
    // T01 face 0 and T44 face 0 show Play Again.
    const state = scenario({
      hands: [
        ['T01', 'T44'],
        ['T30', 'T53'],
      ],
      next: ['T08', 'T12'],
    });
    put(state, 'T01 @0,-1 r0');
    expect(state.step).toBe('playAgain');
    expect(landVsSea.legalActions(state, '0').every((a) => a.type === 'place')).toBe(true);
    put(state, 'T44 @0,1 r2'); // a second Play Again gives no third play
    expect(state.step).toBe('replenish');
    take(state);
    take(state);
    expect(hand(state, '0')).toEqual(['T08', 'T12']);
    expect(state.current).toBe('1');
  });

  it('does nothing when the hand is empty', () => {
    const state = scenario({
      hands: [
        ['T01', 'T53'],
        ['T30', 'T21'],
      ],
    });
    state.stacks[1].unshift(...(state.hands[0] as State['hands'][number]).splice(1, 1)); // Land holds T01 only
    put(state, 'T01 @0,-1 r0');
    expect(state.step).toBe('replenish');
  });
});

describe('Steal', () => {
  it('takes a tile of another player chosen by slot; the thief holds 2 and draws nothing', () => {
    // T11 face 0 shows the crossed swords.
    const state = scenario({
      hands: [
        ['T11', 'T53'],
        ['T30', 'T21'],
      ],
    });
    put(state, 'T11 @0,-1 r2');
    expect(state.step).toBe('steal');
    expect(landVsSea.legalActions(state, '0')).toEqual([
      { type: 'steal', player: '1', slot: 0 },
      { type: 'steal', player: '1', slot: 1 },
    ]);
    act(state, '0', { type: 'steal', player: '1', slot: 1 });
    expect(hand(state, '0')).toEqual(['T53', 'T21']);
    expect(hand(state, '1')).toEqual(['T30']);
    expect(state.current).toBe('1'); // no replenish: the turn is over
  });

  it('never takes a last tile: with no target, nothing happens', () => {
    const state = scenario({
      hands: [
        ['T11', 'T53'],
        ['T30', 'T21'],
      ],
    });
    state.stacks[1].unshift(...(state.hands[1] as State['hands'][number]).splice(1, 1)); // Sea holds one tile
    put(state, 'T11 @0,-1 r2');
    expect(state.step).toBe('replenish');
    expect(refused(state, '0', { type: 'steal', player: '1', slot: 0 })).toMatch(/cannot steal/);
  });

  it('comes right after the tile showing it, and the stolen tile cannot be played that turn', () => {
    const state = scenario({
      hands: [
        ['T01', 'T11'],
        ['T30', 'T21'],
      ],
      next: ['T08'],
    });
    put(state, 'T01 @0,-1 r0'); // Play Again
    put(state, 'T11 @1,-1 r4'); // Steal
    act(state, '0', { type: 'steal', player: '1', slot: 0 });
    expect(hand(state, '0')).toEqual(['T30']);
    expect(state.step).toBe('replenish'); // after Play Again and Steal, replenish up to 2
    expect(landVsSea.legalActions(state, '0').every((a) => a.type === 'take')).toBe(true);
    take(state);
    expect(hand(state, '0')).toEqual(['T30', 'T08']);
    expect(state.current).toBe('1');
  });

  it('may rob a team-mate with 4 players', () => {
    const state = scenario({
      players: 4,
      hands: [
        ['T11', 'T53'],
        ['T30', 'T21'],
        ['T41', 'T56'],
        ['T12', 'T51'],
      ],
    });
    put(state, 'T11 @0,-1 r2');
    const victims = new Set(landVsSea.legalActions(state, '0').map((a) => (a.type === 'steal' ? a.player : '')));
    expect(victims).toEqual(new Set(['1', '2', '3']));
    act(state, '0', { type: 'steal', player: '2', slot: 0 });
    expect(hand(state, '0')).toEqual(['T53', 'T41']);
  });
});

describe('replenishing', () => {
  it('draws the top of either stack until the hand holds 2', () => {
    const state = scenario({
      hands: [
        ['T21', 'T41'],
        ['T30', 'T53'],
      ],
      next: ['T08'],
    });
    const top1 = state.stacks[1][0]?.tile;
    put(state, 'T21 @0,-1 r3');
    take(state, 1);
    expect(hand(state, '0')).toEqual(['T41', top1]);
    expect(state.current).toBe('1');
  });

  it('splits the other stack when a take empties one: its top half becomes the empty stack', () => {
    const state = scenario({
      hands: [
        ['T21', 'T41'],
        ['T30', 'T53'],
      ],
      next: ['T08'],
      stack0Size: 5,
    });
    expect(state.stacks.map((s) => s.length)).toEqual([1, 53]);
    const secondStack = state.stacks[1].map((d) => d.tile);
    put(state, 'T21 @0,-1 r3');
    take(state, 0); // takes T08, emptying stack 0
    expect(state.stacks[0].map((d) => d.tile)).toEqual(secondStack.slice(0, 26));
    expect(state.stacks[1].map((d) => d.tile)).toEqual(secondStack.slice(26));
  });

  it('refuses an empty stack', () => {
    const state = scenario({
      hands: [
        ['T21', 'T41'],
        ['T30', 'T53'],
      ],
      next: ['T08'],
      stack0Size: 5,
    });
    put(state, 'T21 @0,-1 r3');
    state.stacks[1].push(...state.stacks[0].splice(0)); // as if stack 0 had run out with stack 1 unsplittable
    expect(refused(state, '0', { type: 'take', stack: 0 })).toMatch(/empty/);
  });
});

/** Plays a seeded random game, calling `observe` before every action. */
function randomGame(seed: number, players: 2 | 3 | 4, observe: (state: State) => void): State {
  const rng = seededRng(seed);
  const state = landVsSea.setup(players, {}, rng);
  while (!landVsSea.isOver(state)) {
    observe(state);
    landVsSea.apply(state, state.current, landVsSea.randomAction(state, state.current, rng)!, rng);
  }
  return state;
}

describe('when the stacks run out', () => {
  it('goes on from hands; a player with an empty hand passes', () => {
    let passes = 0;
    let turnsFromHands = 0;
    for (let seed = 0; seed < 20; seed++) {
      let lastTurn = 0;
      let lastPlayer: Player = '0';
      randomGame(seed, 3, (state) => {
        if (state.step !== 'place' || state.turn === lastTurn) return;
        expect(hand(state, state.current).length).toBeGreaterThan(0);
        if (state.stacks.every((s) => s.length === 0)) turnsFromHands++;
        const expected = String((Number(lastPlayer) + 1) % 3) as Player;
        if (lastTurn > 0 && state.current !== expected) {
          expect(hand(state, expected)).toEqual([]); // skipped only for an empty hand
          passes++;
        }
        lastTurn = state.turn;
        lastPlayer = state.current;
      });
    }
    expect(turnsFromHands).toBeGreaterThan(0);
    expect(passes).toBeGreaterThan(0);
  });

  it('ends the game at once with the last map tile', () => {
    let lastStep = '';
    const state = randomGame(7, 2, (s) => {
      lastStep = s.step;
    });
    expect(lastStep === 'place' || lastStep === 'playAgain').toBe(true);
    expect(state.step).toBe('over');
    expect(landVsSea.toAct(state)).toEqual([]);
    expect(landVsSea.legalActions(state, state.current)).toEqual([]);
    expect(refused(state, state.current, { type: 'take', stack: 0 })).toMatch(/over/);
  });
});
