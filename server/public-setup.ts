/**
 * Some setup options fix what the players must not know (a game's definition lists them as
 * `secretSetupKeys`, e.g. a fixed deal) for tests and tutorials. Through the lobby they would
 * let a match's creator deal themselves the opponent's hand, and the lobby shows every match's
 * setupData to anyone.
 * The server refuses them; the games themselves (Local play, tests) still accept them.
 */
import type { Game } from 'boardgame.io';

export function withPublicSetupOnly<G>(game: Game<G>, secret: readonly string[]): Game<G> {
  const validate = game.validateSetupData;
  return {
    ...game,
    validateSetupData: (setupData, numPlayers) => {
      const fixed = secret.filter((key) => typeof setupData === 'object' && setupData !== null && key in setupData);
      if (fixed.length > 0) {
        return `${fixed.join(', ')} would fix hidden information (for tests and tutorials only), not allowed for matches created on the server`;
      }
      return validate?.(setupData, numPlayers);
    },
  };
}
