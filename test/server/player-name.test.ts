/**
 * A player's name may not pass for the computer's, however it is spelt, nor for another seat's;
 * other names of any script stay names.
 */
import { describe, expect, it } from 'vitest';
import { checkName, checkNameFreeAmong, distinctName } from '../../server/player-name';

const refusal = (name: string) => {
  try {
    checkName(name, 'playerName');
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
};

describe('a player name', () => {
  it('may not pass for the computer in look-alike letters of other scripts (an attacker’s, accepted before)', () => {
    for (const name of [
      '\u03f9omputer (hard)', // Greek lunate sigma
      '\u13dfomputer', // Cherokee
      '\ua4daomputer', // Lisu
      '\u1455omputer', // Canadian syllabics
      'C\u03c3mputer', // Greek sigma
      'C\u03c3mp\u03bcter (easy)', // and mu (an attacker's, accepted before)
      'Comp\u00b5ter', // the micro sign
      'C\u07cbmputer', // N'Ko
      'C\u1d11mputer', // a sideways o
      '\u13df\u13be\u13b7\u13e2\u13cc\u13a2\u13ac\u13d2 (hard)', // all Cherokee
    ]) {
      expect(refusal(name), name).toBe('playerName may not begin with "Computer": the computer players are named so');
    }
  });

  it('may not pass for the computer with a blank letter for its space (the attacker’s "Computerㅤ(hard)")', () => {
    for (const name of [
      'Computer\u3164(hard)',
      'Computer\u1160(hard)',
      'Computer\uffa0(hard)',
      'Computer\u115f(hard)',
      '\u3164Computer (hard)',
      'Computer\u31641 (easy)',
      'Com\u2800puter',
      'Com\u2009puter (easy)', // a thin space (an attacker's, accepted before)
      'C o m p u t e r',
    ]) {
      expect(refusal(name), JSON.stringify(name)).toBe('playerName may not begin with "Computer": the computer players are named so');
    }
  });

  it('may not pass for the computer with a letter that looks like punctuation after the word (an attacker’s)', () => {
    for (const name of [
      'Computer\u01c0(easy)',
      'Computer\u02bc(easy)',
      'Computer\u02d0(easy)',
      'Computer\u1427(easy)',
      'Computer\u01c3',
      'Computer\ua78c(easy)', // a saltillo, a letter with case
      'Computer\ua78b(easy)',
      'Computer\u0242(easy)',
      'Computer\u04c0(easy)', // a palochka
      'ComputerI(easy)', // "Computer|(easy)" in a sans-serif font
      'Computerl 2',
      'C\u06f0mputer (easy)', // a Persian zero
    ]) {
      expect(refusal(name), JSON.stringify(name)).toBe('playerName may not begin with "Computer": the computer players are named so');
    }
  });

  it('must show something: a null notehead, an unassigned or private code point shows nothing, or a box (an attacker’s)', () => {
    for (const name of ['\u{1d159}', '\u0378', '\uffff', '\ufdd0', '\u{10ffff}', '\ue000', ' \u{1d159}\ue000 ']) {
      expect(refusal(name), JSON.stringify(name)).toBe('playerName must show at least one visible character');
    }
    expect(refusal('\u0378Computer (easy)')).toBe('playerName may not begin with "Computer": the computer players are named so');
  });

  it('may not pass for another seat’s name with a blank letter added (the match showed two "Ann")', () => {
    for (const name of [
      'Ann\u3164',
      'Ann\u1160',
      'Ann\uffa0',
      '\u115fAnn',
      'Ann\u2800',
      'A\u3164nn',
      'Ann\u{1d159}',
      'Ann\u0378',
      'Ann\ue000',
    ]) {
      expect(() => checkNameFreeAmong(name, ['Ann']), JSON.stringify(name)).toThrow('another player in this match is called "Ann"');
    }
    expect(() => checkNameFreeAmong('Anna', ['Ann'])).not.toThrow();
    // Quick match numbers a second "Ann", however blank its extra letters.
    expect(distinctName('Ann\u3164', ['Ann'])).toBe('Ann\u3164 (2)');
  });

  it('keeps names of every script, and names that only hold the word', () => {
    for (const name of ['Мария', '東京', 'Zoë', 'Łukasz', 'Ñandú', 'Σοφία', 'Computerfan', 'ComputerIn', 'Joe the Computer']) {
      expect(refusal(name), name).toBeUndefined();
    }
  });
});
