/** Match options and which player counts force them (spec: "Three players", "Four players"). */
import { OPTION_NAMES, type OptionName, type Options, type PlayerCount } from './vocabulary';

export type RequestedOptions = Partial<Record<OptionName, boolean>>;

/**
 * Ruling (project): a player count that forces an option overrides the request rather than
 * rejecting the match, so a lobby may send the same options for any player count.
 * 3 players use all three options; 4 players always use waypoints.
 */
export function effectiveOptions(numPlayers: PlayerCount, requested: RequestedOptions): Options {
  const options = Object.fromEntries(OPTION_NAMES.map((name) => [name, requested[name] ?? false])) as Options;
  if (numPlayers === 3) return { mountainsAndCorals: true, caravansAndShips: true, waypoints: true };
  if (numPlayers === 4) options.waypoints = true;
  return options;
}
