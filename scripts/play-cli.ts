/**
 * A bot-against-bot game of Air, Land & Sea in the terminal, until the server and web app
 * exist: `npm start` (optionally `npm start -- <seed>`). The bots play random legal moves
 * (never withdrawing), through the same engine the boardgame.io game uses.
 */
import {
  airLandSea,
  CARDS,
  control,
  createGame,
  theaterStrength,
  type Action,
  type AlsState,
  type Player,
} from '../games/air-land-sea/rules';
import { pick, seededRng } from '../games/common/random';

function describe(player: Player, action: Action): string {
  switch (action.type) {
    case 'deploy':
      return `player ${player} deploys ${action.card} ${CARDS[action.card].name} to ${action.theater}`;
    case 'improvise':
      return `player ${player} improvises a card face down to ${action.theater}`;
    case 'flip':
      return `player ${player} flips player ${action.owner}'s uncovered card in ${action.theater}`;
    case 'transport':
      return `player ${player} transports a card from ${action.from} to ${action.to}`;
    case 'redeploy':
      return `player ${player} returns a face-down card from ${action.theater} to hand`;
    case 'reinforce':
      return `player ${player} reinforces ${action.theater} from the deck`;
    case 'withdraw':
      return `player ${player} withdraws`;
    case 'decline':
      return `player ${player} declines`;
  }
}

function board(state: AlsState): string {
  return state.theaters
    .map((t) => `${t.padEnd(4)} ${theaterStrength(state, t, '0')}-${theaterStrength(state, t, '1')} (${control(state)[t]})`)
    .join(' | ');
}

const seed = process.argv[2] ?? String(Date.now());
const rng = seededRng(seed);
const state = createGame({}, rng);
console.log(`Air, Land & Sea — two random bots, seed ${seed}\n`);
let battle = 0;
while (!airLandSea.isOver(state)) {
  if (state.battle !== battle) {
    battle = state.battle;
    console.log(`Battle ${battle}: theaters ${state.theaters.join(', ')}; player ${state.firstPlayer} is 1st Player`);
  }
  const player = airLandSea.toAct(state)[0] as Player;
  const legal = airLandSea.legalActions(state, player);
  const action = pick(
    rng,
    legal.filter((a) => a.type !== 'withdraw'),
  );
  const before = structuredClone(state);
  airLandSea.apply(state, player, action, rng);
  console.log(`  ${describe(player, action)}`);
  if (state.battle !== before.battle || state.winner !== null) {
    console.log(`  final board: ${board(before)}`);
    const r = state.lastBattle!;
    console.log(`  -> player ${r.winner} wins the battle, +${r.vp} VP (score ${state.vp['0']}-${state.vp['1']})\n`);
  }
}
console.log(`Player ${state.winner} wins the game, ${state.vp['0']}-${state.vp['1']}.`);
