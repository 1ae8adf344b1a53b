/**
 * The lobby's one spelling against the router boardgame.io really uses: whatever path its
 * router would hand to a lobby route must be either refused or parsed into exactly the game,
 * match and action the router would use. Fails if any spelling slips past the validation.
 */
import Router from '@koa/router';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lobbyRoute } from '../../server/lobby-route';

// boardgame.io 0.50.2's lobby routes (configureRouter in dist/cjs/server.js), on the same router.
const router = new Router();
const noop = async () => {};
router.get('/games', noop);
router.post('/games/:name/create', noop);
router.get('/games/:name', noop);
router.get('/games/:name/:id', noop);
for (const action of ['join', 'leave', 'playAgain', 'rename', 'update']) router.post(`/games/:name/:id/${action}`, noop);

/** What the router would run for this request: its route pattern and decoded parameters. */
function routed(method: 'GET' | 'POST', path: string): { pattern: string; params: Record<string, string> } | undefined {
  const matched = router.match(path, method);
  if (!matched.route) return undefined;
  const layer = matched.pathAndMethod.at(-1)!;
  return { pattern: layer.path, params: layer.params(path, layer.captures(path), {}) as Record<string, string> };
}

function expectSafe(method: 'GET' | 'POST', path: string): void {
  const theirs = routed(method, path);
  if (!theirs) return;
  const ours = lobbyRoute(path);
  expect(ours, `${method} ${path} reaches ${theirs.pattern}`).not.toBeUndefined();
  if (ours === 'non-canonical' || ours === undefined) return;
  const action = /\/:id\/(\w+)$/.exec(theirs.pattern)?.[1];
  const matchID = theirs.pattern.endsWith('/create') ? 'create' : theirs.params.id;
  expect(ours, `${method} ${path}`).toEqual({ game: theirs.params.name, matchID, action });
}

const SPELLINGS = [
  '/GAMES/air-land-sea/abc/join',
  '/Games/air-land-sea/create',
  '/games/air-land-sea/abc/JOIN',
  '/games/air-land-sea/abc/Join',
  '/games/air-land-sea/abc/playagain',
  '/games/air-land-sea/CREATE',
  '/games/air-land-sea/create/',
  '/games/air-land-sea/abc/join/',
  '/games/air-land-se%61/create',
  '/games/air-land-sea/%61bc/join',
  '/games/air-land-sea%2Fabc/join',
  '/games/',
  '/GAMES',
  '/games/air-land-sea/',
];

describe('lobbyRoute', () => {
  it('parses the canonical lobby paths', () => {
    expect(lobbyRoute('/games')).toEqual({ game: undefined, matchID: undefined, action: undefined });
    expect(lobbyRoute('/games/air-land-sea')).toEqual({ game: 'air-land-sea', matchID: undefined, action: undefined });
    expect(lobbyRoute('/games/land-vs-sea/create')).toMatchObject({ game: 'land-vs-sea', matchID: 'create' });
    expect(lobbyRoute('/games/land-vs-sea/x_Y-1/playAgain')).toEqual({ game: 'land-vs-sea', matchID: 'x_Y-1', action: 'playAgain' });
    expect(lobbyRoute('/health')).toBeUndefined();
    expect(lobbyRoute('/gamesroom')).toBeUndefined();
    expect(lobbyRoute('/match/air-land-sea/abc')).toBeUndefined();
  });

  it('refuses every other spelling the router accepts', () => {
    for (const path of SPELLINGS) {
      expect(routed('POST', path) ?? routed('GET', path), `the router takes ${path}`).toBeDefined();
      expect(lobbyRoute(path), path).toBe('non-canonical');
    }
  });

  it('no path the router routes escapes: refused, or parsed as the router parses it', () => {
    const piece = fc.constantFrom(
      '/',
      '//',
      'games',
      'GAMES',
      'gAmes',
      'g%61mes',
      'air-land-sea',
      'Air-Land-Sea',
      'land-vs-se%61',
      'abc',
      'x_Y-1',
      'create',
      'CREATE',
      'join',
      'JOIN',
      'leave',
      'playAgain',
      'playagain',
      'update',
      'rename',
      '%2F',
      '%',
      '.',
      '..',
      ';',
      '#',
      '?',
      ' ',
      '\u017f',
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 8 }), fc.constantFrom('GET' as const, 'POST' as const), (pieces, method) => {
        expectSafe(method, `/${pieces.join('')}`);
        expectSafe(method, `/games/${pieces.join('/')}`);
      }),
      { numRuns: 5_000 },
    );
  });
});
