/** The game log for people: what each viewer reads of a move, never more than it may know. */
import { describe, expect, it } from 'vitest';
import { definition } from '../../games/air-land-sea/definition';
import { toMove } from '../../games/air-land-sea/moves';
import { view, type AlsState, type Player } from '../../games/air-land-sea/rules';
import { seatNames } from '../../games/common/log';
import { battle, parseStep, run } from './support';

const NAMES = { '0': 'Ann', '1': 'Bob' };

/** Plays one step and returns what `viewer` reads of it (a spectator: null). */
function read(state: AlsState, step: string, viewer: Player | null): string[] {
  const { player, action } = parseStep(step);
  const before = view(state, viewer);
  run(state, step);
  const { move, args } = toMove(action);
  const hidden = definition.moves[move]!.redact === true && player !== viewer;
  return definition.describe(before, view(state, viewer), { player, move, args: hidden ? null : args }, seatNames(viewer, NAMES));
}

/** The same step read by each viewer, from copies of one position. */
function readByAll(make: () => AlsState, step: string): Record<string, string[]> {
  return Object.fromEntries((['0', '1', null] as const).map((viewer) => [String(viewer), read(make(), step, viewer)]));
}

describe('Air, Land & Sea log', () => {
  it('a card played face up is named to everyone; one played face down only to its owner', () => {
    const start = () => battle({ hands: ['A3 L4', 'S2 A5'] });
    expect(readByAll(start, '0 deploy A3')).toEqual({
      '0': ['You played Maneuver (Air 3) face up to Air'],
      '1': ['Ann played Maneuver (Air 3) face up to Air'],
      null: ['Ann played Maneuver (Air 3) face up to Air'],
    });
    const faceDown = readByAll(start, '0 improvise L4 sea');
    expect(faceDown['0']).toEqual(['You played Cover Fire (Land 4) face down to Sea']);
    expect(faceDown['1']).toEqual(['Ann played a card face down to Sea']);
    expect(faceDown.null).toEqual(['Ann played a card face down to Sea']);
  });

  it('a flip, a transport and a declined choice say whose card moved and, where visible, which', () => {
    const s = battle({ hands: ['A6 L6 S1 S3', 'A4 L5 S5'] });
    run(s, '0 improvise A6 land; 1 deploy A4; 0 deploy L6; 1 improvise L5 sea');
    const copy = () => structuredClone(s);
    const transport = (viewer: Player | null) => {
      const t = copy();
      run(t, '0 deploy S1');
      return read(t, '0 transport land 0 sea', viewer);
    };
    // Each names the ability it answers: a first-time player saw a card move with no reason given (QA).
    expect(transport('0')).toEqual(['With Transport (Sea 1), you moved Heavy Bombers (Air 6) from Land to Sea']);
    expect(transport('1')).toEqual(['With Transport (Sea 1), Ann moved a face-down card from Land to Sea']);
    const flipped = copy();
    run(flipped, '0 deploy S3');
    expect(read(flipped, '0 flip land 0', '1')).toEqual([
      'With Maneuver (Sea 3), Ann flipped their own Heavy Tanks (Land 6) in Land face down',
    ]);
    const declined = copy();
    run(declined, '0 deploy S1');
    expect(read(declined, '0 decline', '1')).toEqual(['Ann chose not to use Transport (Sea 1)']);
  });

  it('the end of a battle: its winner, how, the score and the next deal', () => {
    const s = battle({ hands: ['A3 L4', 'S2 A5'] });
    const lines = read(s, '0 withdraw', '1');
    expect(lines[0]).toBe('Ann withdrew from battle 1');
    expect(lines[1]).toMatch(/^Battle 1 to you \(\+\d VP\): Ann withdrew$/);
    expect(lines[2]).toMatch(/^Score: Ann 0, you \d$/);
    expect(lines[3]).toMatch(/^Battle 2 — 1st Player: (you|Ann); theaters (Air|Land|Sea), (Air|Land|Sea), (Air|Land|Sea)$/);
  });

  it("the end of the game gives the winner's score first, whoever won", () => {
    const s = battle({ hands: ['A3 L4', 'S2 A5'], targetVP: 12 });
    s.vp = { '0': 4, '1': 11 };
    const lines = read(s, '0 withdraw', '0');
    expect(lines.at(-1)).toMatch(/^Bob won the game, 1\d–4$/);
  });

  it("the battle's last play, face down, still says where it went: the battle's record shows it", () => {
    const s = battle({ hands: ['A3', 'S2'] });
    run(s, '0 deploy A3');
    expect(read(s, '1 improvise S2 land', '0')[0]).toBe('Bob played a card face down to Land');
  });

  it('a card destroyed as it is played is said to be destroyed (first edition: discarded)', () => {
    // Containment (A5) face up: a face-down play is destroyed.
    for (const [edition, fate] of [
      ['revised', 'destroyed'],
      ['first', 'discarded'],
    ] as const) {
      const s = battle({ hands: ['A5 L4', 'S2 A3'], edition });
      run(s, '0 deploy A5');
      expect(read(s, '1 improvise S2 land', '1')[0]).toBe(
        `You played Escalation (Sea 2) face down to Land, and it was ${fate} by Containment`,
      );
    }
  });

  it("Reinforce's card destroyed as it lands is said so, with what destroyed it (QA: a card played, then gone)", () => {
    const s = battle({ hands: ['A5 L1 S6', 'A6 S5'], deck: 'S2 L3' });
    run(s, '0 deploy A5; 1 deploy A6; 0 deploy L1');
    expect(read(structuredClone(s), '0 reinforce sea', '0')).toEqual([
      'With Reinforce (Land 1), you played Escalation (Sea 2), the top card of the deck, face down to Sea, and it was destroyed by Containment',
    ]);
    expect(read(s, '0 reinforce sea', '1')[0]).toBe(
      'With Reinforce (Land 1), Ann played the top card of the deck, face down to Sea, and it was destroyed by Containment',
    );
  });

  it('the start names the 1st Player and the theaters in order', () => {
    const s = battle({ hands: ['A3', 'S2'], theaters: 'sea air land', firstPlayer: '1' });
    expect(definition.describeStart(view(s, '0'), seatNames('0', NAMES))).toEqual(['Battle 1 — 1st Player: Bob; theaters Sea, Air, Land']);
  });
});
