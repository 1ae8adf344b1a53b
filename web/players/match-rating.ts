/**
 * What a finished match did to this browser's player's rating, said where the match ends (QA: the
 * end showed no rating change; only the player's page did). The server settles a match as its
 * last move is stored, but the page may ask first: it asks again a few times, waiting longer each
 * time, until the match is in the player's history.
 */
import { useEffect, useState } from 'react';
import { PROVISIONAL_RD } from '../../games/common/rating';
import { fetchProfile, type MatchView } from './api';
import { ratingChange, titleOf } from './format';

/**
 * Waits before each ask after the first. The first goes at once, with the header's
 * (`seat-ratings.ts`): the two share one request.
 */
const ASK_AGAIN_AFTER_MS = [1_000, 2_000, 4_000, 8_000];

/**
 * "Your Land vs Sea rating: 1512 → 1530 (+18)." or "This match is not rated: <why>.", and why a
 * provisional rating moved so far (QA: "1500 → 1338 (−162)" in a first game, unexplained).
 */
export function ratingNote(match: MatchView, unratedBecause: string): string {
  if (!match.rating) return `This match is not rated: ${unratedBecause}.`;
  const { before, after, change, rdAfter } = match.rating;
  const moved = `Your ${titleOf(match.game)} rating: ${Math.round(before)} → ${Math.round(after)} (${ratingChange(change)}).`;
  return rdAfter > PROVISIONAL_RD ? `${moved} It is provisional (“?”): your first games move it most.` : moved;
}

/**
 * The history entry of `matchID` for `player` (the public id its seat is bound to), once the match
 * is over and settled; undefined before, and for a seat bound to nobody.
 */
export function useMatchRating(matchID: string, player: string | undefined, over: boolean): MatchView | undefined {
  const [found, setFound] = useState<MatchView>();
  useEffect(() => {
    if (!over || player === undefined) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    /** `before`: how many asks went before this one. */
    const ask = (before: number) =>
      fetchProfile(player, 0).then(
        (profile) => {
          if (!live) return;
          const entry = profile.matches.items.find((m) => m.matchID === matchID);
          if (entry) setFound(entry);
          else askAgain(before + 1);
        },
        () => live && askAgain(before + 1),
      );
    const askAgain = (before: number) => {
      const wait = ASK_AGAIN_AFTER_MS[before - 1];
      if (wait !== undefined) timer = setTimeout(() => void ask(before), wait);
    };
    void ask(0);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [matchID, player, over]);
  return found?.matchID === matchID ? found : undefined;
}
