/**
 * A game's options as the lobby chooses them: one string value per option of its meta, each
 * forced option at what the rules force. The new-match form, the quick-match form and the
 * server's quick-match queue (which compares the values two players asked for) read them alike.
 */
import type { GameMeta, OptionSpec } from './meta';

/** Each option's initial value. */
export const initialValues = (entry: GameMeta): Record<string, string> =>
  Object.fromEntries(entry.options.map((o: OptionSpec) => [o.key, o.initial]));

/**
 * The values a match is made with: the chosen ones, each forced option at what the rules force
 * (so the match stores what it plays, and lists show that).
 */
export function effectiveValues(
  entry: GameMeta,
  values: Record<string, string>,
  context: Record<string, string> = {},
): Record<string, string> {
  const effective = { ...values };
  for (const option of entry.options) {
    const forced = option.forced?.({ ...context, ...values });
    if (forced?.value !== undefined) effective[option.key] = forced.value;
  }
  return effective;
}
