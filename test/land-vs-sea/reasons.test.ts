/**
 * A hint's reasons (games/land-vs-sea/reasons.ts): the points a move scores, for the player's side
 * and for the others, and the open area of their own terrain it grows.
 */
import { describe, expect, it } from 'vitest';
import { seededRng } from '../../games/common/random';
import { definition } from '../../games/land-vs-sea/definition';
import { landVsSea, toMove, type Player, type PlayerCount, type Role } from '../../games/land-vs-sea';

const OPTIONS = { mountainsAndCorals: true, caravansAndShips: true, waypoints: true };

/** Every move of a seeded random game with the reasons its mover would be given, and the scores around it. */
function game(players: PlayerCount, seed: string) {
  const rng = seededRng(seed);
  const state = landVsSea.setup(players, OPTIONS, rng);
  const moves: { player: Player; move: string; why: string[]; gained: Partial<Record<Role, number>>; role: Role }[] = [];
  while (!landVsSea.isOver(state)) {
    const player = state.current;
    const action = landVsSea.randomAction(state, player, rng)!;
    const before = landVsSea.view(state, player);
    landVsSea.apply(state, player, action, rng);
    const after = landVsSea.view(state, player);
    const { move, args } = toMove(action);
    const gained = Object.fromEntries(
      (Object.keys(after.score) as Role[])
        .map((role) => [role, (after.score[role] ?? 0) - (before.score[role] ?? 0)])
        .filter(([, n]) => n !== 0),
    );
    moves.push({
      player,
      move,
      why: definition.reasons(before, after, { player, move, args }),
      gained,
      role: before.roles[Number(player)]!,
    });
  }
  return moves;
}

/** The points the reasons name, by role. */
function named(why: readonly string[], mine: Role): Partial<Record<Role, number>> {
  const points: Partial<Record<Role, number>> = {};
  const add = (role: Role, n: number) => (points[role] = (points[role] ?? 0) + n);
  for (const reason of why) {
    for (const [, who, n] of reason.matchAll(/(you|Land|Sea|Cartographer) scores? (\d+)/g)) {
      add(who === 'you' ? mine : (who!.toLowerCase() as Role), Number(n));
    }
    const bonus = /its bonus symbols? scores?(?: (\d+))? for you/.exec(reason);
    if (bonus) add(mine, Number(bonus[1] ?? 1));
  }
  return points;
}

describe('Land vs Sea hint reasons', () => {
  it.each([2, 3, 4] as const)('name every point a move scores, for whom, in whole %i-player games', (players) => {
    const moves = game(players, `why-${players}`);
    for (const { why, gained, role } of moves) expect(named(why, role)).toEqual(gained);
    // The games hold each kind of reason, so the check above is not empty.
    const all = moves.flatMap((m) => m.why);
    expect(all.some((r) => r.startsWith('it completes a'))).toBe(true);
    expect(all.some((r) => r.startsWith('it grows your open'))).toBe(true);
  });

  it('a placement that completes the other side’s area says what it costs and what it grows', () => {
    const moves = game(2, 'why-2');
    // Seat 1 (Sea) closes a 3-tile land area: Land scores it; the tile also grows Sea's own area.
    expect(moves[57]).toMatchObject({ player: '1', move: 'place' });
    expect(moves[57]!.why).toEqual([
      'it completes a 3-tile land area: Land scores 3',
      'it grows your open sea area to 4 tiles, worth 4 once completed',
    ]);
  });

  it('a placement that sets off its symbol says so: Play Again places the other tile now, Steal takes one', () => {
    const said = { again: 0, steal: 0 };
    for (const players of [2, 3] as const) {
      const moves = game(players, `why-${players}`);
      moves.forEach(({ player, move, why }, i) => {
        const again = why.includes('its Play Again symbol lets you place your other tile now');
        const steal = why.includes('its Steal symbol lets you take a tile from another hand');
        if (again) said.again++;
        if (steal) said.steal++;
        if (again || steal) expect(moves[i + 1]).toMatchObject({ player, move: again ? 'place' : 'steal' });
        if (move === 'place' && moves[i + 1]?.player === player && moves[i + 1]?.move === 'steal') expect(steal).toBe(true);
      });
    }
    expect(said.again).toBeGreaterThan(0);
    expect(said.steal).toBeGreaterThan(0);
  });

  it('a tile taken: what its shown side can complete next on the map as it is; a steal: no reason', () => {
    const moves = game(3, 'why-3');
    const takes = moves.filter((m) => m.move === 'take');
    expect(takes.length).toBeGreaterThan(10);
    const told = takes.filter((m) => m.why.length > 0);
    expect(told.length).toBeGreaterThan(0);
    for (const { why } of told)
      expect(why).toEqual([
        expect.stringMatching(
          /^its shown side can complete a \d+-tile (land|sea) area of yours next: you would score \d+( \+ \d+ for bonus symbols)?$/,
        ),
      ]);
    const steals = moves.filter((m) => m.move === 'steal');
    expect(steals.length).toBeGreaterThan(0);
    expect(steals.every((m) => m.why.length === 0)).toBe(true);
  });
});
