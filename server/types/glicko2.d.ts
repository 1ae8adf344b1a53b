/**
 * Types for glicko2 1.2.2 (mmai/glicko2js, CommonJS, no types of its own): only what
 * `server/ratings.ts` uses. A rating period is `updateRatings([[a, b, scoreOfA], ...])`.
 */
declare module 'glicko2' {
  export interface Glicko2Settings {
    /** The system constant: how much volatility may change in a period (the paper: 0.3 to 1.2). */
    tau?: number;
    /** A new player's rating, RD and volatility. */
    rating?: number;
    rd?: number;
    vol?: number;
  }

  export interface Glicko2Player {
    getRating(): number;
    getRd(): number;
    getVol(): number;
  }

  export class Glicko2 {
    constructor(settings?: Glicko2Settings);
    /** A player of this ranking (an argument left out, or 0, is the settings' default). */
    makePlayer(rating?: number, rd?: number, vol?: number): Glicko2Player;
    /** One rating period: each match is [player, opponent, player's score: 1, 0.5 or 0]. */
    updateRatings(matches: [Glicko2Player, Glicko2Player, number][]): void;
  }

  const glicko2: { Glicko2: typeof Glicko2 };
  export default glicko2;
}
