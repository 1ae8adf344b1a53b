/**
 * The ratings of a match's players in its game, for its header (QA: a match named its players but
 * not their level). One profile request per bound player, once per match page; a player who
 * cannot be looked up is simply shown without one.
 */
import { useEffect, useState } from 'react';
import { fetchProfile, type RatingView } from './api';

export function useSeatRatings(game: string, players: readonly string[]): ReadonlyMap<string, RatingView> {
  const key = [...new Set(players)].sort().join(' ');
  const [found, setFound] = useState<{ key: string; ratings: Map<string, RatingView> }>({ key: '', ratings: new Map() });
  useEffect(() => {
    if (key === '') return;
    let live = true;
    const ids = key.split(' ');
    void Promise.all(
      ids.map((id) =>
        fetchProfile(id, 0).then(
          (profile) => [id, profile.ratings.find((r) => r.game === game)] as const,
          () => [id, undefined] as const,
        ),
      ),
    ).then((pairs) => {
      if (!live) return;
      const ratings = new Map<string, RatingView>();
      for (const [id, rating] of pairs) if (rating) ratings.set(id, rating);
      setFound({ key, ratings });
    });
    return () => {
      live = false;
    };
  }, [game, key]);
  return found.key === key ? found.ratings : new Map();
}
