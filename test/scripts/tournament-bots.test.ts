import { describe, expect, it } from 'vitest';
import { botByName } from '../../scripts/lib/tournament-games';
import type { BotClass } from '../../games/common/bots';

/** A kit that says which bot a name built, and with what budget. */
const calls: unknown[] = [];
const made = (label: string) => (arg?: unknown) => {
  calls.push([label, arg]);
  return label as unknown as BotClass;
};
const kit = {
  random: 'random' as unknown as BotClass,
  greedy: 'greedy' as unknown as BotClass,
  mcts: made('mcts'),
  search: made('search'),
};
const built = (name: string) => {
  calls.length = 0;
  const bot = botByName(name, kit);
  return calls[0] ?? bot;
};

describe('tournament bot names', () => {
  it('builds each named bot with the budget the name gives', () => {
    expect(built('random')).toBe('random');
    expect(built('greedy')).toBe('greedy');
    expect(built('mcts')).toEqual(['mcts', { timeMs: 1000 }]);
    expect(built('mcts@250')).toEqual(['mcts', { timeMs: 250 }]);
    expect(built('hard')).toEqual(['search', 'hard']);
    expect(built('easy@200')).toEqual(['search', { timeMs: 200 }]);
    expect(built('search#500')).toEqual(['search', { iterations: 500 }]);
  });

  it.each([
    'hard@abc',
    'hard@0',
    'hard@-5',
    'mcts#10',
    'search',
    'search@100',
    'random@5',
    'greedy@100',
    'greedy#5',
    'expert',
    'hard@100@200',
    'Hard',
    '',
  ])('refuses %j with the list of names', (name) => {
    expect(() => botByName(name, kit)).toThrow(`unknown bot ${name}: random, greedy, mcts, easy, medium, hard`);
  });
});
