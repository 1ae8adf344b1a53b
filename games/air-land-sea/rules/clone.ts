/** A fast deep copy of the state (structuredClone is ~50x slower; bots clone on every iteration). */
import type { AlsState, Pile } from './state';

const pile = (p: Pile): Pile => p.map((c) => ({ id: c.id, faceUp: c.faceUp }));

export function cloneState(s: AlsState): AlsState {
  return {
    options: s.options,
    battle: s.battle,
    theaters: [s.theaters[0], s.theaters[1], s.theaters[2]],
    firstPlayer: s.firstPlayer,
    current: s.current,
    turn: s.turn,
    battleStartTurn: s.battleStartTurn,
    hands: { '0': s.hands['0'].slice(), '1': s.hands['1'].slice() },
    deck: s.deck.slice(),
    discarded: s.discarded.slice(),
    piles: {
      air: { '0': pile(s.piles.air['0']), '1': pile(s.piles.air['1']) },
      land: { '0': pile(s.piles.land['0']), '1': pile(s.piles.land['1']) },
      sea: { '0': pile(s.piles.sea['0']), '1': pile(s.piles.sea['1']) },
    },
    vp: { '0': s.vp['0'], '1': s.vp['1'] },
    queue: s.queue.map((step) => ({ ...step })),
    choice: s.choice && { ...s.choice },
    airDrop: { '0': s.airDrop['0'], '1': s.airDrop['1'] },
    extraTurns: { '0': s.extraTurns['0'], '1': s.extraTurns['1'] },
    // Never mutated in place (replaced whole at each battle's end), so it can be shared.
    lastBattle: s.lastBattle,
    winner: s.winner,
  };
}
