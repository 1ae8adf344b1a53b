/**
 * The server writes its refusals as clauses ("this match is full", to fit after "Not claimed: "
 * too); a page that shows one on its own shows a sentence: capitalised, with its full stop.
 */
export function serverSentence(clause: string): string {
  const text = clause.trim();
  if (text === '') return text;
  const capital = text[0]!.toUpperCase() + text.slice(1);
  return /[.!?…]$/.test(capital) ? capital : `${capital}.`;
}
