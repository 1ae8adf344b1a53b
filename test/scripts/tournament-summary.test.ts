import { describe, expect, it } from 'vitest';
import { summarize, type GameRecord } from '../../scripts/lib/tournament-summary';

const game = (g: number, result: GameRecord['result'], margin: number, side?: string): GameRecord => ({
  g,
  result,
  margin,
  side,
  timesA: [100 + g, 300],
  timesB: [1, 2],
});
const labels = { game: 'land-vs-sea', botA: 'hard', botB: 'mcts', seed: 's', jobs: 1 };

describe('tournament summary', () => {
  it('reports a partial series over the games played, and says how many of the planned ones that is', () => {
    const records = [game(0, 'win', 10, 'land'), game(1, 'win', 6, 'sea'), game(2, 'loss', -4, 'sea'), game(3, 'draw', 0)];
    const lines = summarize(records, { ...labels, planned: 400 }).join('\n');
    expect(lines).toContain('4 of 400 games played');
    // 2 wins and a draw in 4 games: 62.5%, not 2.5 of the 400 planned.
    expect(lines).toContain('hard win rate: 62.5%');
    expect(lines).toContain('2 wins, 1 draws');
    expect(lines).toContain('average score margin (hard − mcts): 3.00');
    expect(lines).toContain('side balance (winning side): land 1, sea 2');
    expect(lines).toContain('hard mean 201 ms');
  });

  it("reports the game's own figures over the games that recorded them", () => {
    const records = [
      { ...game(0, 'win', 3), stats: { landAreas: [1, 4], seaAreas: [2] } },
      { ...game(1, 'loss', -3), stats: { landAreas: [7], seaAreas: [] } },
      game(2, 'win', 1),
    ];
    const lines = summarize(records, { ...labels, planned: 3 });
    expect(lines).toContain('  landAreas (2 games): 1.5 a game, mean 4.00, median 4, max 7');
    expect(lines).toContain('  seaAreas (2 games): 0.5 a game, mean 2.00, median 2, max 2');
  });

  it('reports a finished series as such, with a confidence interval around the win rate', () => {
    const records = Array.from({ length: 20 }, (_, g) => game(g, g < 15 ? 'win' : 'loss', 1));
    const [title, rate] = summarize(records, { ...labels, game: 'air-land-sea', planned: 20 });
    expect(title).toContain('hard vs mcts, 20 games (seats swapped)');
    expect(rate).toMatch(/win rate: 75\.0% {2}\(95% CI 53\.1%–88\.8%/);
  });

  it('with two sides, reports the first side’s score minus the other’s a game, with its interval', () => {
    // Land won by 10 and by 5 (bot A on either side), Sea by 6 and 4 (ditto), then a draw.
    const records = [
      game(0, 'win', 10, 'land'),
      game(1, 'loss', -5, 'land'),
      game(2, 'win', 6, 'sea'),
      game(3, 'loss', -4, 'sea'),
      game(4, 'draw', 0, 'draw'),
    ];
    const lines = summarize(records, { ...labels, planned: 5, sides: ['land', 'sea'] });
    // (10 + 5 − 6 − 4 + 0) / 5 = 1; sd 6.56, so ± 1.96 × 6.56 / √5 = 5.75.
    expect(lines).toContain('  land − sea score: +1.00 a game (95% CI −4.75 to +6.75; 5 games)');
    expect(summarize(records, { ...labels, planned: 5 }).join('\n')).not.toContain('land − sea');
    expect(summarize(records, { ...labels, planned: 5, sides: ['land', 'sea', 'cartographer'] }).join('\n')).not.toContain('score:');
  });

  it('reports the time per turn and bot A by the side it played, where the records keep them', () => {
    const played = (g: number, result: GameRecord['result'], sideOfA: string): GameRecord => ({
      ...game(g, result, 1, 'land'),
      sideOfA,
      turnsA: [400, 600],
      turnsB: [3],
    });
    const records = [played(0, 'win', 'land'), played(1, 'loss', 'sea'), played(2, 'win', 'land'), played(3, 'draw', 'sea')];
    const lines = summarize(records, { ...labels, planned: 4 }).join('\n');
    expect(lines).toContain('time per turn: hard mean 500 ms, p99 600 ms, max 600 ms; mcts mean 3.0 ms');
    expect(lines).toContain('hard by side: as land 100.0% (95% CI 34.2%–100.0%) in 2 games; as sea 25.0% (95% CI');
    // Records made before turns were kept: no line about them.
    expect(summarize([game(0, 'win', 1)], { ...labels, planned: 1 }).join('\n')).not.toContain('time per turn');
  });
});
