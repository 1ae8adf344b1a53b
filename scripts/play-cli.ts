/**
 * `npm run cli -- [game] [seed]`: a game between random players in the terminal, through the
 * game's definition (the engine the boardgame.io game uses): every move as a client would make
 * it, the score whenever it changes, and the result. Replays exactly from its seed.
 */
import { findGame, GAMES } from '../games';
import { seededRng } from '../games/common/random';

const [name = GAMES[0]!.name, seed = String(Date.now())] = process.argv.slice(2);
const meta = findGame(name);
if (!meta) {
  console.error(`usage: npm run cli -- [${GAMES.map((g) => g.name).join('|')}] [seed]`);
  process.exit(2);
}
const { engine, search, toMove, scores, outcome, playerCounts } = await meta.definition();
const rng = seededRng(seed);
const numPlayers = playerCounts[0]!;
const state = engine.setup(numPlayers, undefined, rng);
console.log(`${meta.title}: ${numPlayers} random players, seed ${seed}\n`);
const scoreLine = () =>
  Object.entries(scores(state))
    .map(([side, points]) => `${side} ${points}`)
    .join(', ');
let lastScore = scoreLine();
while (!engine.isOver(state)) {
  const player = engine.toAct(state)[0]!;
  // The search's playout policy: random, but never a move that only ends a game early (a withdrawal).
  const action = search.playoutAction(state, player, rng);
  const { move, args } = toMove(action);
  const result = engine.apply(state, player, action, rng);
  if (!result.ok) throw new Error(result.error);
  console.log(`  player ${player}: ${move}(${args.map((a) => JSON.stringify(a)).join(', ')})`);
  const score = scoreLine();
  if (score !== lastScore) console.log(`  score: ${(lastScore = score)}`);
}
const end = outcome(state);
console.log(`\n${end && 'winner' in end ? `${end.winner} wins` : 'a draw'}: ${scoreLine()}`);
