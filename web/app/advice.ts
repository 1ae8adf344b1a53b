/**
 * A move in the game log's words, from the player's side ("You played Cover Fire (Land 4) face
 * down to Land"), as advice ("Play Cover Fire (Land 4) face down to Land"): a solo game's hint and
 * the review's better move.
 */

/** The game logs' verbs ("You played ...") as advice ("Play ..."). */
const ADVICE: Readonly<Record<string, string>> = {
  chose: 'Choose',
  declined: 'Decline',
  flipped: 'Flip',
  kept: 'Keep',
  moved: 'Move',
  placed: 'Place',
  played: 'Play',
  returned: 'Return',
  stole: 'Steal',
  took: 'Take',
  withdrew: 'Withdraw',
};

/** What the log says happened with the move, as what will happen. */
const OUTCOMES: readonly [RegExp, string][] = [
  [/, and it was (destroyed|discarded)( by .+)?$/, ': it will be $1$2'],
  [/ where it was$/, ' where it is'],
];

/** "You played X" → "Play X", "You did not X" → "Do not X"; any other line as it is. */
function adviceOf(line: string): string | undefined {
  const negated = /^You did not (.*)$/.exec(line);
  const said = /^You (\w+)(.*)$/.exec(line);
  const verb = said && ADVICE[said[1] as string];
  return negated ? `Do not ${negated[1] as string}` : said && verb ? `${verb}${said[2] as string}` : undefined;
}

/**
 * A line as advice. A choice an ability asks for begins with the ability ("With Maneuver (Air 3),
 * you flipped …"): it keeps it ("With Maneuver (Air 3), flip …"); QA read the line as a move
 * already made.
 */
export function asAdvice(line: string): string {
  const ability = /^(With [^,]+(?:\([^)]*\))?, )you (.*)$/.exec(line);
  const inner = ability ? adviceOf(`You ${ability[2] as string}`) : undefined;
  const advice = ability ? inner && `${ability[1] as string}${inner.charAt(0).toLowerCase()}${inner.slice(1)}` : adviceOf(line);
  return advice === undefined ? line : OUTCOMES.reduce((text, [was, will]) => text.replace(was, will), advice);
}
