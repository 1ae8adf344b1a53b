/**
 * Some setup options fix what the players must not know — Air, Land & Sea's `deal`, Land vs
 * Sea's `stacks` — for tests and tutorials. Through the lobby they would let a match's creator
 * deal themselves the opponent's hand, and the lobby shows every match's setupData to anyone.
 * The server refuses them; the games themselves (Local play, tests) still accept them.
 */
import type { Game } from 'boardgame.io';

const SECRET_SETUP_KEYS: Record<string, readonly string[]> = {
  'air-land-sea': ['deal'],
  'land-vs-sea': ['stacks'],
};

export function withPublicSetupOnly<G>(game: Game<G>): Game<G> {
  const secret = SECRET_SETUP_KEYS[game.name ?? ''] ?? [];
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
