/**
 * What a move does, as a hint and the review say it ("it takes Air, 6 to 4; you would hold 2 of 3
 * theaters"): what it changes for its player in the views before and after it, harms included
 * (the least bad of forced losses gives something up). Only what
 * the player knows is used. The after view comes from one deal of what the player cannot see, so
 * a flip of a card the player cannot see (the opponent's face-down card) gets no reason: what it
 * turns up is a guess, and so is every total after it (an Escalation turned up changes them all).
 */
import type { SeenMove } from '../common/log';
import { cardText, THEATER_NAMES } from './log';
import { battleVP, opponent, type AlsView, type Choice, type Player, type Theater } from './rules';

/** A flip of a card the player cannot see: what it turns up, and so every total after it, is a guess. */
function flipsUnseen(before: AlsView, move: SeenMove): boolean {
  if (move.move !== 'flip') return false;
  const [theater, owner] = (move.args ?? []) as [Theater, Player];
  return before.piles[theater]?.[owner]?.at(-1)?.id === null;
}

/** What an ability's choice, pending after the move, will have its chooser do. */
const CHOICE_TASKS: Record<Choice['kind'], string> = {
  flip: 'flip a card',
  transport: 'move a card of yours to another theater',
  redeploy: 'take a face-down card of yours back to your hand',
  redeployPlay: 'play a card',
  reinforce: "play the deck's top card face down",
};

/** The ability the move sets off, when it leaves a choice to make: its effect is not in the totals yet. */
function abilityNext(after: AlsView, me: Player): string | null {
  const choice = after.choice;
  if (!choice) return null;
  const task = CHOICE_TASKS[choice.kind];
  return choice.player === me
    ? `then ${cardText(choice.source)} lets you ${task}`
    : `then ${cardText(choice.source)} has them ${task.replace(' of yours', ' of theirs').replace('your', 'their')}`;
}

const held = (view: AlsView, player: Player) => view.theaters.filter((t) => view.standings[t].controller === player).length;

const score = (mine: number, theirs: number) => `${mine} to ${theirs}`;

function theaterReason(before: AlsView, after: AlsView, theater: Theater, me: Player): string | null {
  const them = opponent(me);
  const was = before.standings[theater];
  const now = after.standings[theater];
  const [mine, theirs] = [now.sides[me].total, now.sides[them].total];
  const name = THEATER_NAMES[theater];
  // A tie goes to the 1st Player: said where it decides.
  const tie = mine === theirs ? `, a tie that goes to ${now.controller === me ? 'you' : 'them'} as 1st Player` : '';
  if (was.controller !== me && now.controller === me) return `it takes ${name}, ${score(mine, theirs)}${tie}`;
  if (was.controller === me && now.controller !== me) return `it gives up ${name}, ${score(mine, theirs)}${tie}`;
  const changes = [
    ...(now.sides[them].total < was.sides[them].total ? [`cuts their ${name} from ${was.sides[them].total} to ${theirs}`] : []),
    ...(now.sides[me].total > was.sides[me].total ? [`raises your ${name} to ${mine}`] : []),
    ...(now.sides[me].total < was.sides[me].total ? [`lowers your ${name} from ${was.sides[me].total} to ${mine}`] : []),
    ...(now.sides[them].total > was.sides[them].total ? [`raises their ${name} to ${theirs}`] : []),
  ];
  if (changes.length === 0) return null;
  const what = `it ${changes.join(' and ')}`;
  return now.controller === me
    ? `${what}: you hold it ${score(mine, theirs)}${tie}`
    : `${what}: they still hold it ${score(theirs, mine)}${tie}`;
}

export function reasons(before: AlsView, after: AlsView, move: SeenMove): string[] {
  const me = move.player as Player;
  if (move.move === 'withdraw') {
    const now = before.withdrawVP ?? battleVP(before.options);
    const lost = battleVP(before.options);
    const rather = now < lost ? `, where a battle fought out and lost would give them ${lost}` : '';
    return [`it gives up battle ${before.battle}: they score ${now} VP${rather}`, `you hold ${held(before, me)} of 3 theaters now`];
  }
  if (flipsUnseen(before, move)) return [];
  const ended = after.lastBattle !== null && after.lastBattle.battle === before.battle;
  if (ended) {
    const { winner, vp } = after.lastBattle!;
    if (after.winner === me) return ['it wins the game'];
    return [winner === me ? `it ends the battle: you win it, +${vp} VP` : `it ends the battle: they win it, +${vp} VP to them`];
  }
  const found = before.theaters.map((t) => theaterReason(before, after, t, me)).filter((r): r is string => r !== null);
  if (held(after, me) !== held(before, me)) found.push(`you would hold ${held(after, me)} of 3 theaters`);
  const next = abilityNext(after, me);
  return next === null ? found : [...found, next];
}
