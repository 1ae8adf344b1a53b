// @vitest-environment jsdom
/**
 * The review of a solo game (QA: a solo player could not review their game): its address keeps
 * the solo page's options, the replay is read from where the solo page keeps its game, and the
 * game's end offers it.
 */
import { cleanup, render, screen } from '@testing-library/react';
import type { Ctx } from 'boardgame.io';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AirLandSeaGame, type AlsMatchState } from '../../games/air-land-sea';
import { definition } from '../../games/air-land-sea/definition';
import { findGame } from '../../games';
import type { AnyBoardProps } from '../../games/common/meta';
import { seededRng } from '../../games/common/random';
import { replayStates } from '../../games/common/replay-decisions';
import { parseRoute, soloReviewPath } from '../../web/app/router';
import { soloOptions } from '../../web/play/solo-options';
import { soloReplay } from '../../web/play/solo-replay';
import { withSoloHint, type HintSearch } from '../../web/play/SoloHint';
import { playRandomly, ReducerMatch } from '../support/reducer';

const entry = findGame('air-land-sea')!;
const QUERY = new URLSearchParams('level=easy&seat=1&mode=beginner');

beforeEach(() => window.localStorage.clear());
afterEach(cleanup);

/** A beginner game played to its end by random moves (`moves`: their seed), kept as the solo page keeps it. */
function keptGame(finish = true, moves = 'solo-review'): ReducerMatch<AlsMatchState> {
  const rng = seededRng(moves);
  const { setupData, storageKey } = soloOptions(entry, QUERY);
  const m = new ReducerMatch<AlsMatchState>({ ...AirLandSeaGame, seed: 'solo-review' }, 2, setupData);
  playRandomly(m, definition, rng, () => finish || m.log.length < 6);
  for (const [kind, value] of [
    ['state', m.state],
    ['initial', m.initial],
    ['log', m.log],
  ] as const)
    localStorage.setItem(`${storageKey}_${kind}`, JSON.stringify([['solo', value]]));
  return m;
}

describe('solo review', () => {
  it('a seed asked for is kept apart from the game without one; one that is no seed is ignored', () => {
    const plain = soloOptions(entry, QUERY);
    const seeded = soloOptions(entry, new URLSearchParams(`${QUERY}&seed=a-b_c.9`));
    expect(plain.seed).toBeUndefined();
    expect(seeded.seed).toBe('a-b_c.9');
    expect(seeded.storageKey).not.toBe(plain.storageKey);
    for (const bad of ['', '<b>', 'x'.repeat(65), 'a b']) {
      const options = soloOptions(entry, new URLSearchParams(`${QUERY}&seed=${encodeURIComponent(bad)}`));
      expect(options.seed, bad).toBeUndefined();
      expect(options.storageKey).toBe(plain.storageKey);
    }
    // The review of a seeded game reads it from its own key.
    const [, search] = soloReviewPath('air-land-sea', new URLSearchParams(`${QUERY}&seed=s1`)).split('?') as [string, string];
    expect(soloOptions(entry, new URLSearchParams(search)).storageKey).toBe(
      soloOptions(entry, new URLSearchParams(`${QUERY}&seed=s1`)).storageKey,
    );
  });

  it('its address keeps the solo page’s options, the seat played among them, apart from the seat reviewed', () => {
    const path = soloReviewPath('air-land-sea', QUERY, { reviewed: '0', budget: 40 });
    expect(path).toBe('/solo/air-land-sea/review?level=easy&seat=1&mode=beginner&reviewed=0&budget=40');
    const [pathname, search] = path.split('?') as [string, string];
    expect(parseRoute(pathname, `?${search}`)).toMatchObject({ page: 'soloReview', game: 'air-land-sea' });
    expect(soloOptions(entry, new URLSearchParams(search)).storageKey).toBe(soloOptions(entry, QUERY).storageKey);
  });

  it('reads the finished game kept in this browser as a replay that replays to its end', () => {
    const m = keptGame();
    const replay = soloReplay('air-land-sea', soloOptions(entry, QUERY));
    expect(replay.players).toEqual([
      { id: 0, name: 'Computer (easy)' },
      { id: 1, name: 'You' },
    ]);
    expect(replay.moves.length).toBe(m.log.filter((e) => e.action.type === 'MAKE_MOVE').length);
    const states = replayStates(AirLandSeaGame, replay);
    expect(states.at(-1)!.G).toEqual(m.state.G);
    expect(replay.matchID).toMatch(/^solo-/);
  });

  it('a game of the same deal played otherwise is another review (a seeded page deals the same game again)', () => {
    keptGame(true, 'one way');
    const first = soloReplay('air-land-sea', soloOptions(entry, QUERY));
    keptGame(true, 'another way');
    const second = soloReplay('air-land-sea', soloOptions(entry, QUERY));
    expect(second.initialState).toEqual(first.initialState);
    expect(second.moves).not.toEqual(first.moves);
    expect(second.matchID).not.toBe(first.matchID);
    keptGame(true, 'one way');
    expect(soloReplay('air-land-sea', soloOptions(entry, QUERY)).matchID).toBe(first.matchID);
  });

  it('says why there is no review of a game still played, or of none', () => {
    expect(() => soloReplay('air-land-sea', soloOptions(entry, QUERY))).toThrow('No solo game with these options is kept in this browser.');
    keptGame(false);
    expect(() => soloReplay('air-land-sea', soloOptions(entry, QUERY))).toThrow('still being played');
  });

  it('the game’s end offers the review', () => {
    function Board({ side }: { side?: ReactNode }) {
      return <div>{side}</div>;
    }
    const Hinted = withSoloHint(Board, definition, 'key', vi.fn<HintSearch>(), '/solo/air-land-sea/review?level=easy');
    const over = { G: {}, ctx: { currentPlayer: '0', gameover: { winner: '0' } } as unknown as Ctx, playerID: '0', _stateID: 9 };
    render(<Hinted {...(over as unknown as AnyBoardProps)} />);
    expect(screen.getByRole('link', { name: 'Review the game' }).getAttribute('href')).toBe('/solo/air-land-sea/review?level=easy');
  });
});
