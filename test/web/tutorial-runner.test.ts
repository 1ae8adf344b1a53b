/**
 * The tutorial runner's logic, away from any page: which step shows (from the moves made and the
 * explanations read), which match move a step makes, and the scripted opponent: it plays its
 * move only once the page lets it, falls back to a legal move when the script is out of step
 * (never leaving the game waiting), and plays no more once the script is over.
 */
import type { State } from 'boardgame.io';
import { describe, expect, it } from 'vitest';
import { definition } from '../../games/air-land-sea/definition';
import { setup, type Action } from '../../games/air-land-sea/rules';
import { seededRng } from '../../games/common/random';
import type { Tutorial } from '../../games/common/tutorial';
import { currentStep, plyOf, sameMove } from '../../web/tutorial/progress';
import { OpponentGate, scriptedBot } from '../../web/tutorial/scripted-bot';

const deploy = (card: 'L6' | 'S6' | 'A6', theater: 'land' | 'sea' | 'air'): Action => ({ type: 'deploy', card, theater });

/** Explain, learner's move, explain, opponent's move, learner's move, the end. */
const tutorial: Tutorial<Action> = {
  game: 'air-land-sea',
  numPlayers: 2,
  setupData: {},
  learner: '0',
  opponentName: 'Opponent',
  clickables: '.card-button',
  realGame: { level: 'easy' },
  steps: [
    { text: 'Hello.' },
    { text: 'Play Heavy Tanks.', move: { by: 'learner', action: deploy('L6', 'land') } },
    { text: 'Well done.' },
    { text: 'Their turn.', move: { by: 'opponent', action: deploy('S6', 'sea') } },
    { text: 'Play Heavy Bombers.', move: { by: 'learner', action: deploy('A6', 'air') } },
    { text: 'The end.' },
  ],
};

describe('which step shows', () => {
  it('waits on each unread explanation and each move not made, and stays on the last', () => {
    expect(currentStep(tutorial, 0, new Set())).toBe(0);
    expect(currentStep(tutorial, 0, new Set([0]))).toBe(1);
    expect(currentStep(tutorial, 1, new Set([0]))).toBe(2);
    expect(currentStep(tutorial, 1, new Set([0, 2]))).toBe(3);
    expect(currentStep(tutorial, 2, new Set([0, 2]))).toBe(4);
    expect(currentStep(tutorial, 3, new Set([0, 2]))).toBe(5);
    // Moves beyond the script (the game went on): still the end.
    expect(currentStep(tutorial, 9, new Set([0, 2]))).toBe(5);
  });

  it('numbers the moves: the n-th scripted move is the match’s n-th', () => {
    expect([0, 1, 2, 3, 4, 5].map((i) => plyOf(tutorial, i))).toEqual([null, 0, null, 1, 2, null]);
  });

  it('compares moves by name and arguments', () => {
    expect(sameMove({ move: 'deploy', args: ['L6', 'land'] }, { move: 'deploy', args: ['L6', 'land'] })).toBe(true);
    expect(sameMove({ move: 'deploy', args: ['L6', 'land'] }, { move: 'improvise', args: ['L6', 'land'] })).toBe(false);
    expect(sameMove({ move: 'deploy', args: ['L6', 'land'] }, { move: 'deploy', args: ['L6', 'air'] })).toBe(false);
  });
});

describe('the scripted opponent', () => {
  const deal = {
    hands: [
      ['L6', 'A6', 'L1', 'L2', 'L3', 'L4'],
      ['S6', 'A1', 'A2', 'A3', 'A4', 'A5'],
    ],
    deck: ['L5', 'S1', 'S2', 'S3', 'S4', 'S5'],
  };
  /** A match state after the learner's first move: the opponent's turn, move number 1. */
  function matchState(stateID: number): State {
    const G = setup(2, { theaters: ['air', 'land', 'sea'], firstPlayer: '0', deal: deal as never }, seededRng('t'));
    definition.engine.apply(G, '0', deploy('L6', 'land'), seededRng('t'));
    return { G, _stateID: stateID } as unknown as State;
  }
  const make = (gate: OpponentGate) => new (scriptedBot(definition, tutorial, gate))({ enumerate: () => [] });
  const settled = <T>(promise: Promise<T>, ms = 50) =>
    Promise.race([promise.then((value) => ({ value })), new Promise<'pending'>((r) => setTimeout(() => r('pending'), ms))]);

  it('plays its scripted move once the page releases it', async () => {
    const gate = new OpponentGate();
    const answer = make(gate).play(matchState(1), '1');
    expect(await settled(answer)).toBe('pending');
    gate.release(1);
    const { action } = await answer;
    expect(action.payload).toMatchObject({ type: 'deploy', args: ['S6', 'sea'], playerID: '1' });
  });

  it('out of step (the script wants the learner’s move here), plays a legal move at once', async () => {
    const { action } = await make(new OpponentGate()).play(matchState(0), '1');
    const legal = definition.engine.legalActions(matchState(0).G, '1').map((a) => definition.toMove(a));
    expect(legal).toContainEqual({ move: action.payload.type, args: action.payload.args });
  });

  it('once the script is over, plays no more', async () => {
    const gate = new OpponentGate();
    gate.release(99);
    expect(await settled(make(gate).play(matchState(3), '1'))).toBe('pending');
  });
});
