import { describe, expect, it } from 'vitest';
import { CARD_IDS } from '../../../games/air-land-sea/rules';
import { battle, expectRefused, options, pile, run, waitingFor } from '../support';

// edition: 'first' (2019 rules). Theaters air | land | sea. Every hand keeps a spare card.
const edition = 'first' as const;

describe("First edition: Air Drop covers its owner's next turn", () => {
  it("lets every play of the owner's next turn go face up anywhere, and ends with that turn", () => {
    const s = battle({ edition, hands: ['A2 S6 L6 A6', 'A4 S5 L4'] });
    run(s, '0 deploy A2; 1 deploy A4');
    expect(options(s, '0')).toEqual(expect.arrayContaining(['deploy S6 air', 'deploy S6 land', 'deploy L6 sea']));
    run(s, '0 deploy S6 land; 1 deploy S5');
    expectRefused(s, '0 deploy L6 sea');
    expectRefused(s, '0 deploy L6 air');
  });

  it("is not used up by a Reinforce play before the owner's next turn", () => {
    const s = battle({ edition, hands: ['L1 A2 S6 L6', 'A6 L3'], deck: 'S2' });
    run(s, '0 improvise L1 sea; 1 deploy A6; 0 deploy A2; 1 deploy L3; 1 flip sea 0');
    expect(waitingFor(s)).toBe('player 0 reinforce');
    run(s, '0 reinforce land');
    expect(pile(s, 'land', '0')).toBe('s2');
    expect(waitingFor(s)).toBe('player 0 turn');
    run(s, '0 deploy S6 air');
    expect(pile(s, 'air', '0')).toBe('A2 S6');
  });
});

describe('First edition: Reinforce may be declined', () => {
  it('offers the adjacent theaters and a decline; declined, the card stays on top of the deck', () => {
    const s = battle({ edition, hands: ['L1 S6', 'A6 S5'], deck: 'S2' });
    run(s, '0 deploy L1');
    expect(waitingFor(s)).toBe('player 0 reinforce');
    expect(options(s, '0')).toEqual(['reinforce air', 'reinforce sea', 'decline']);
    const deck = [...s.deck];
    run(s, '0 decline');
    expect(s.deck).toEqual(deck);
    expect(s.deck[0]).toBe('S2');
    expect(pile(s, 'air', '0')).toBe('');
    expect(pile(s, 'sea', '0')).toBe('');
    expect(waitingFor(s)).toBe('player 1 turn');
  });

  it('accepted, plays the top card face down as in the Revised Edition', () => {
    const s = battle({ edition, hands: ['L1 S6', 'A6 S5'], deck: 'S2' });
    run(s, '0 deploy L1; 0 reinforce air');
    expect(pile(s, 'air', '0')).toBe('s2');
    expect(s.deck[0]).not.toBe('S2');
  });
});

describe('First edition: Disrupt starts with the opponent', () => {
  it('asks the opponent to flip first, then its owner', () => {
    const s = battle({ edition, hands: ['A6 L5 S6', 'S5 A4 L6'] });
    run(s, '0 deploy A6; 1 deploy S5; 0 deploy L5');
    expect(waitingFor(s)).toBe('player 1 flip');
    expect(options(s, '1')).toEqual(['flip sea 1']);
    run(s, '1 flip sea 1');
    expect(waitingFor(s)).toBe('player 0 flip');
    expect(options(s, '0').sort()).toEqual(['flip air 0', 'flip land 0']);
    run(s, '0 flip air 0');
    expect(pile(s, 'air', '0')).toBe('a6');
    expect(waitingFor(s)).toBe('player 1 turn');
  });
});

describe('First edition: Redeploy returns a card and grants an extra turn', () => {
  it('must return a face-down card (no decline), plays nothing at once, and its owner plays again right away', () => {
    const s = battle({ edition, hands: ['A6 S4 S6 L6', 'A4 S5 L4'] });
    run(s, '0 improvise A6 land; 1 deploy A4; 0 deploy S4');
    expect(waitingFor(s)).toBe('player 0 redeploy');
    expect(options(s, '0')).toEqual(['redeploy land 0']);
    expectRefused(s, '0 decline');
    run(s, '0 redeploy land 0');
    expect(s.hands['0']).toEqual(['S6', 'L6', 'A6']);
    expect(pile(s, 'land', '0')).toBe('');
    // Resolved on its owner's turn: the extra turn comes at once.
    expect(waitingFor(s)).toBe('player 0 turn');
    run(s, '0 deploy A6');
    expect(waitingFor(s)).toBe('player 1 turn');
    run(s, '1 deploy S5');
    expect(waitingFor(s)).toBe('player 0 turn');
  });

  it("revealed on the opponent's turn, the extra turn follows the owner's next turn", () => {
    const s = battle({ edition, hands: ['S4 A6 L6 S6', 'A4 L3 S5'] });
    run(s, '0 improvise S4 sea; 1 deploy A4; 0 improvise A6 land; 1 deploy L3');
    // Player 1's Maneuver in land reveals the Redeploy in sea.
    run(s, '1 flip sea 0');
    expect(waitingFor(s)).toBe('player 0 redeploy');
    run(s, '0 redeploy land 0');
    expect(waitingFor(s)).toBe('player 0 turn');
    run(s, '0 deploy L6');
    // The owner's next turn has ended: the extra turn comes now.
    expect(waitingFor(s)).toBe('player 0 turn');
    run(s, '0 deploy A6');
    expect(waitingFor(s)).toBe('player 1 turn');
  });

  it('gives no extra turn when no card could be returned', () => {
    const s = battle({ edition, hands: ['S4 S6', 'A4 S5'] });
    run(s, '0 deploy S4');
    expect(waitingFor(s)).toBe('player 1 turn');
    run(s, '1 deploy A4');
    expect(waitingFor(s)).toBe('player 0 turn');
    run(s, '0 deploy S6');
    expect(waitingFor(s)).toBe('player 1 turn');
  });

  it("is lost when the owner's hand is empty by then", () => {
    const s = battle({ edition, hands: ['S4 A6', 'A4 L3 S5 L6'] });
    run(s, '0 improvise S4 sea; 1 deploy A4; 0 improvise A6 land; 1 deploy L3; 1 flip sea 0');
    run(s, '0 redeploy land 0');
    expect(s.hands['0']).toEqual(['A6']);
    expect(waitingFor(s)).toBe('player 0 turn');
    run(s, '0 deploy A6');
    // Player 0's hand is empty: no extra turn; player 1 plays on.
    expect(waitingFor(s)).toBe('player 1 turn');
    expect(s.extraTurns['0']).toBe(0);
    run(s, '1 deploy S5');
    expect(waitingFor(s)).toBe('player 1 turn');
  });
});

describe('First edition: Containment and Blockade discard the card', () => {
  it('Containment: the face-down card leaves the battle, not into the deck', () => {
    const s = battle({ edition, hands: ['A5 S6', 'L6 A6 S5'] });
    run(s, '0 deploy A5');
    const deck = [...s.deck];
    run(s, '1 improvise L6 land');
    expect(pile(s, 'land', '1')).toBe('');
    expect(s.discarded).toEqual(['L6']);
    expect(s.deck).toEqual(deck);
  });

  it('Blockade: the card leaves the battle, not into the deck', () => {
    const s = battle({ edition, hands: ['L6 A6 L3 S6', 'S5 L4 A5'] });
    run(s, '0 deploy L6; 1 deploy S5; 0 improvise A6 land; 1 improvise L4 land');
    const deck = [...s.deck];
    run(s, '0 deploy L3');
    expect(pile(s, 'land', '0')).toBe('L6 a6');
    expect(s.discarded).toEqual(['L3']);
    expect(s.deck).toEqual(deck);
    expect(waitingFor(s)).toBe('player 1 turn');
  });

  it('discarded cards return for the next battle', () => {
    const s = battle({ edition, hands: ['A5 S6', 'L6 A6'] });
    run(s, '0 deploy A5; 1 improvise L6 land');
    expect(s.discarded).toEqual(['L6']);
    run(s, '0 deploy S6; 1 deploy A6');
    expect(s.battle).toBe(2);
    expect(s.discarded).toEqual([]);
    const all = [...s.hands['0'], ...s.hands['1'], ...s.deck].sort();
    expect(all).toEqual([...CARD_IDS].sort());
  });
});
