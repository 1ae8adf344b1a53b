// @vitest-environment jsdom
/**
 * The replay and review pages of a match the server does not have say so, and link nowhere
 * else about it (its match page and its other page would only say so again); a match still
 * being played keeps the link to its match page.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReplayPage } from '../../web/play/ReplayPage';
import { ReviewPage } from '../../web/review/ReviewPage';

// The review's chart library reads the screen's pixel ratio as it loads; jsdom has no matchMedia.
vi.hoisted(() => {
  const query = { matches: false, addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {} };
  window.matchMedia ??= (() => query) as unknown as typeof window.matchMedia;
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const answering = (status: number) =>
  vi.stubGlobal(
    'fetch',
    async () => new Response(JSON.stringify({ error: 'no' }), { status, headers: { 'Content-Type': 'application/json' } }),
  );

const pages = [
  ['replay', () => <ReplayPage game="air-land-sea" matchID="gone1" />, ['The match page', 'Review the game']],
  ['review', () => <ReviewPage game="air-land-sea" matchID="gone1" query={new URLSearchParams()} />, ['The replay', 'The match page']],
] as const;

describe.each(pages)('the %s page', (_, page, links) => {
  it('of a match the server does not have: says so, with no links to its other pages', async () => {
    answering(404);
    render(page());
    await screen.findByText('There is no such match (finished matches are cleaned up after a day).', {}, { timeout: 10_000 });
    for (const name of links) expect(screen.queryByRole('link', { name })).toBeNull();
    expect(screen.getByRole('link', { name: /Lobby/ })).toBeTruthy();
  });

  it('of a match still being played: says when it opens, and links to the match', async () => {
    answering(403);
    render(page());
    await screen.findByText(/still being played/, {}, { timeout: 10_000 });
    expect(screen.getByRole('link', { name: 'The match page' }).getAttribute('href')).toBe('/match/air-land-sea/gone1');
  });
});
