/**
 * npm run bot-ratings: the computer's fixed ratings per game, from the tournament records in
 * `results/tournaments/` (how: `scripts/lib/bot-ratings.ts`), with the games each number comes
 * from and the checks of the other recorded series. The published figures live in
 * `games/<game>/rating.ts` (a test checks they are these); this prints them.
 */
import { fileURLToPath } from 'node:url';
import { GAMES } from '../games';
import { ANCHOR, botRatings, CHAIN, published, readSeries } from './lib/bot-ratings';

const dir = fileURLToPath(new URL('../results/tournaments/', import.meta.url));
const series = readSeries(dir);
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const signed = (x: number) => (Number.isFinite(x) ? `${x >= 0 ? '+' : '−'}${Math.abs(Math.round(x))}` : x > 0 ? '+∞' : '−∞');

console.log(`Computer ratings (easy anchored at ${ANCHOR.rating}; each level above the one below by 400·log10(p/(1−p)),`);
console.log('p = (wins + draws/2 + 1/2) / (games + 1), from the records in results/tournaments/)\n');
console.log(`| game | ${CHAIN.join(' | ')} |`);
console.log(`|---|${CHAIN.map(() => '---:').join('|')}|`);
const all = await Promise.all(
  GAMES.filter((g) => g.rating).map(async (g) => botRatings(series, g.name, (await g.load()).definition.budgets)),
);
for (const { game, ratings } of all) console.log(`| ${game} | ${CHAIN.map((bot) => Math.round(ratings[bot])).join(' | ')} |`);

for (const { game, ratings, steps, checks } of all) {
  console.log(`\n${game}:`);
  for (const s of steps) {
    console.log(
      `  ${s.upper} vs ${s.lower}: ${s.wins} wins, ${s.draws} draws, ${s.losses} losses in ${s.games} games (${s.files.join(', ')}): ` +
        `p = ${s.score.toFixed(4)}, ${signed(s.points)} (95% interval of the score: ${signed(s.low)} to ${signed(s.high)})`,
    );
  }
  for (const c of checks) {
    console.log(
      `  check ${c.tally.botA} vs ${c.tally.botB} (${c.tally.file}, ${c.tally.games} games): recorded ${pct(c.recorded)}, the ratings predict ${pct(c.predicted)}`,
    );
  }
  console.log(`  published (games/${game}/rating.ts): ${JSON.stringify(published(ratings))}`);
}
