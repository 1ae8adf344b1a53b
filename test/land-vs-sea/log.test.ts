/** The game log for people: every move of whole games, as each seat and a spectator read it. */
import { describe, expect, it } from 'vitest';
import { seatNames } from '../../games/common/log';
import { seededRng } from '../../games/common/random';
import { definition } from '../../games/land-vs-sea/definition';
import {
  inventoryOf,
  landVsSea,
  mapAreas,
  publicFace,
  setupOn,
  toMove,
  type InventoryVersion,
  type Player,
  type PlayerCount,
  type Score,
  type State,
} from '../../games/land-vs-sea';

const NAMES = { '0': 'Ann', '1': 'Bob', '2': 'Cy', '3': 'Di' };

/** Plays a whole random game; returns every move's lines for every viewer, with the views around them. */
function readGame(players: PlayerCount, seed: string, inventory?: InventoryVersion) {
  const rng = seededRng(seed);
  const options = { mountainsAndCorals: true, caravansAndShips: true, waypoints: true };
  const state: State = inventory === undefined ? landVsSea.setup(players, options, rng) : setupOn(inventory, players, options, rng);
  // A match stored before inventory versions existed has no such field: it plays v1.
  if (inventory === 1) delete state.inventory;
  const viewers = [...Array.from({ length: players }, (_, p) => String(p) as Player), null];
  const read: {
    viewer: Player | null;
    before: ReturnType<typeof landVsSea.view>;
    /** The step the move led to. */
    next: State['step'];
    lines: string[];
    move: string;
    args: unknown[];
  }[] = [];
  while (!landVsSea.isOver(state)) {
    const player = state.current;
    const action = landVsSea.randomAction(state, player, rng)!;
    const befores = viewers.map((v) => landVsSea.view(state, v));
    landVsSea.apply(state, player, action, rng);
    const { move, args } = toMove(action);
    viewers.forEach((viewer, i) => {
      // As boardgame.io logs it: a redacted move's arguments reach its maker only.
      const seen = definition.moves[move]?.redact && viewer !== player ? null : args;
      const lines = definition.describe(befores[i]!, landVsSea.view(state, viewer), { player, move, args: seen }, seatNames(viewer, NAMES));
      read.push({ viewer, before: befores[i]!, next: state.step, lines, move, args });
    });
  }
  return { state, read };
}

describe('Land vs Sea log', () => {
  it('a steal names the tile taken as the players’ panel does (whose, and which of two)', () => {
    const { read } = readGame(3, 'steal-line');
    const steals = read.filter((r) => r.move === 'steal');
    expect(steals.length).toBeGreaterThan(0);
    for (const { lines, args } of steals)
      expect(lines[0]).toMatch(new RegExp(`^(You|Ann|Bob|Cy) stole (your|Ann’s|Bob’s|Cy’s) tile ${Number(args[1]) + 1}$`));
  });

  it('a waypoint skipped while still in supply is "not placed", not "kept where it was"', () => {
    // Seed 'c' skips once with the waypoint in supply (random play rarely skips at all).
    const rng = seededRng('c');
    const state = landVsSea.setup(2, { mountainsAndCorals: true, caravansAndShips: true, waypoints: true }, rng);
    let line: string | undefined;
    while (!landVsSea.isOver(state) && line === undefined) {
      const player = state.current;
      const action = landVsSea.randomAction(state, player, rng)!;
      const { move, args } = toMove(action);
      const before = landVsSea.view(state, null);
      const inSupply = move === 'skipWaypoint' && !state.waypoints[player];
      landVsSea.apply(state, player, action, rng);
      if (inSupply) line = definition.describe(before, landVsSea.view(state, null), { player, move, args }, seatNames(null, NAMES))[0];
    }
    expect(line).toMatch(/^(Ann|Bob) did not place their waypoint$/);
  });

  it('the start says who plays which role, and with 4 players who is on which team', () => {
    const options = { mountainsAndCorals: true, caravansAndShips: true, waypoints: true };
    const start = (players: PlayerCount, viewer: Player | null) =>
      definition.describeStart(landVsSea.view(landVsSea.setup(players, options, seededRng('start')), viewer), seatNames(viewer, NAMES));
    expect(start(2, '0')).toEqual(['2 players: you Land, Bob Sea. The draft begins: each takes 2 tiles']);
    expect(start(3, '2')).toEqual([
      '3 players: Ann Land, Bob Sea, you Cartographer. The draft begins: each takes 2 tiles',
      'You score whenever anyone links mountains or corals, and for every trade route that ties; and, as Land and Sea do, ' +
        'for the bonus symbols of the areas you complete, a caravan or ship you place next to another, and a waypoint your tile brings home',
    ]);
    expect(start(3, null)[1]).toBe(
      'Cy scores whenever anyone links mountains or corals, and for every trade route that ties; and, as Land and Sea do, ' +
        'for the bonus symbols of the areas Cy completes, a caravan or ship Cy places next to another, and a waypoint Cy’s tile brings home',
    );
    expect(start(4, '1')).toEqual([
      '4 players: Ann Land, you Sea, Cy Land, Di Sea. The draft begins: each takes 2 tiles',
      'Teams: Ann and Cy play Land, you and Di play Sea; each team scores together',
    ]);
  });

  it.each([2, 3, 4] as const)('with %i players: every move read, completions and scores named, the end announced', (players) => {
    const { state, read } = readGame(players, `log-${players}`);
    let ownPlacements = 0;
    for (const { lines, move, args, viewer, before } of read) {
      expect(lines.length).toBeGreaterThan(0);
      expect(lines[0]).toMatch(/^(You|Ann|Bob|Cy|Di) (took|placed|stole|kept|did not place)/);
      // Everyone reads where a tile went, though only its placer sees the move's arguments.
      // The placer reads which of their tiles, and which face (the others see only the map's).
      if (move === 'place')
        expect(lines[0]).toMatch(
          new RegExp(
            `^(You placed your (tile [12]|other tile), its (public|private) face,|(Ann|Bob|Cy|Di) placed a tile) at \\(${args[2]}, ${args[3]}\\)$`,
          ),
        );
      if (move === 'place' && lines[0]!.startsWith('You ')) {
        ownPlacements++;
        const [slot, face] = args as number[];
        const held = before.hands[Number(viewer)]![slot!]!;
        const which = before.step === 'playAgain' ? 'your other tile' : `your tile ${slot! + 1}`;
        expect(lines[0]).toContain(`${which}, its ${held.tile !== null && face === held.up ? 'public' : 'private'} face,`);
      }
      // Tiles in hands and stacks are known only by their public face: no line names a tile.
      for (const line of lines) expect(line, move).not.toMatch(/T\d\d/);
    }
    expect(ownPlacements).toBeGreaterThan(0);
    // Points from other rules say whose they are: "Scored: Bob as Sea +1 for waypoints returned" (a computer's
    // name has its own brackets: "Sea (Computer 1 (easy))" nested them).
    for (const line of read.flatMap((r) => r.lines.filter((l) => l.startsWith('Scored: '))))
      expect(line).toMatch(/^Scored: ((you|Ann|Bob|Cy|Di)( & (you|Ann|Bob|Cy|Di))? as (Land|Sea|Cartographer) \+\d+ for [a-z &]+(, )?)+$/);
    // A waypoint's point is for returning it: the line says so, not just "for waypoints" (QA).
    const waypointLines = read.flatMap((r) => r.lines.filter((l) => l.includes('waypoint') && l.startsWith('Scored: ')));
    for (const line of waypointLines) expect(line).toMatch(/\+\d+ for waypoints returned/);
    if (players === 4) expect(waypointLines.length, 'seed log-4 returns waypoints').toBeGreaterThan(0);
    const completions = read.filter((r) => r.viewer === null).flatMap((r) => r.lines.filter((l) => l.includes(' completed a ')));
    const areas = mapAreas(state.board, inventoryOf(state)).filter((a) => a.complete);
    expect(completions.length).toBe(areas.length);
    for (const line of completions)
      expect(line).toMatch(/completed a \d+-tile (land|sea) area: (Land|Sea) \+\d+(, (Land|Sea|Cartographer) \+\d+ bonus)?$/);
    const last = read.at(-1)!.lines;
    expect(last).toContain(
      `Score: ${Object.entries(state.score)
        .map(([role, points]) => `${role[0]!.toUpperCase()}${role.slice(1)} ${points}`)
        .join(', ')}`,
    );
    expect(last.at(-1)).toMatch(/won the game as (Land|Sea|Cartographer) with \d+ points|draw/);
    const draftEnd = read.filter((r) => r.lines.some((l) => l.startsWith('The draft is over')));
    expect(draftEnd.length).toBe(players + 1);
  });

  it('a tile’s Play Again and Steal are named with what they make its placer do; a Play Again’s tile is "your other tile"', () => {
    const { read } = readGame(3, 'symbol-lines');
    const placements = read.filter((r) => r.move === 'place');
    const symbolsOf = (r: (typeof read)[number]) => r.lines.filter((l) => /^(Play Again|Steal):/.test(l));
    const playAgains = placements.filter((r) => r.next === 'playAgain');
    const steals = placements.filter((r) => r.next === 'steal');
    expect(playAgains.length, 'seed symbol-lines plays again').toBeGreaterThan(0);
    expect(steals.length, 'seed symbol-lines steals').toBeGreaterThan(0);
    for (const r of playAgains)
      expect(symbolsOf(r)).toEqual([
        r.lines[0]!.startsWith('You ')
          ? 'Play Again: you play your other tile'
          : expect.stringMatching(/^Play Again: (Ann|Bob|Cy) plays their other tile$/),
      ]);
    for (const r of steals)
      expect(symbolsOf(r)).toEqual([
        r.lines[0]!.startsWith('You ')
          ? 'Steal: you take a tile from another player’s hand'
          : expect.stringMatching(/^Steal: (Ann|Bob|Cy) takes a tile from another player’s hand$/),
      ]);
    // Every other move says neither.
    for (const r of read.filter((r) => !playAgains.includes(r) && !steals.includes(r)))
      expect(symbolsOf(r), r.lines.join(' / ')).toEqual([]);
    // The second tile of a turn is the only one left, renumbered 1 in the hand: named "other", never "tile 1" twice.
    const seconds = placements.filter((r) => r.before.step === 'playAgain' && r.lines[0]!.startsWith('You '));
    expect(seconds.length).toBeGreaterThan(0);
    for (const r of seconds) expect(r.lines[0]).toMatch(/^You placed your other tile, its (public|private) face, at /);
  });

  it('a tie of two of three sides is a draw that names the two', () => {
    const { state, read } = readGame(3, 'tie-line');
    const last = read.filter((r) => r.viewer === '1').at(-1)!;
    /** The last line of the last move's, had the game ended on `score`. */
    const endWith = (score: Score) =>
      definition
        .describe(
          last.before,
          { ...landVsSea.view(state, '1'), score },
          { player: state.current, move: last.move, args: last.args },
          seatNames('1', NAMES),
        )
        .at(-1);
    expect(endWith({ land: 12, sea: 8, cartographer: 12 })).toBe(
      'The game ends in a draw: Ann as Land and Cy as Cartographer tie for the most points (12)',
    );
    expect(endWith({ land: 9, sea: 9, cartographer: 9 })).toBe('The game ends in a draw at 9 points');
  });

  it('names the seats from the reader’s side: "you" for itself', () => {
    const { read } = readGame(2, 'log-you');
    // The first move is seat 0's first take, read by seat 0, seat 1 and a spectator in turn.
    const first = read.slice(0, 3).map((r) => r.lines[0]);
    const stack = /stack (\d)/.exec(first[0] ?? '')?.[1];
    expect(first).toEqual([
      `You took a tile from stack ${stack} (draft)`,
      `Ann took a tile from stack ${stack} (draft)`,
      `Ann took a tile from stack ${stack} (draft)`,
    ]);
  });

  it('reads a match stored on inventory v1 in its own tiles: its completions, and its replay’s disclosed hands', () => {
    const { state, read } = readGame(2, 'log-v1', 1);
    expect(inventoryOf(state)).toBe(1);
    const completions = read.filter((r) => r.viewer === null).flatMap((r) => r.lines.filter((l) => l.includes(' completed a ')));
    const areas = (inventory: InventoryVersion) =>
      mapAreas(state.board, inventory)
        .filter((a) => a.complete)
        .map((a) => `${a.tiles.length}-tile ${a.terrain === 'L' ? 'land' : 'sea'}`)
        .sort();
    // Read on v2's tiles (the same ids, other edges), the same map has other areas.
    expect(areas(1)).not.toEqual(areas(2));
    expect(completions.map((l) => /completed a (\d+-tile \w+) area/.exec(l)![1]).sort()).toEqual(areas(1));

    // A replay discloses every hand, each tile by its v1 faces.
    const stored = setupOn(1, 2, {}, seededRng('log-v1-replay'));
    delete stored.inventory;
    for (let i = 0; i < 4; i++) landVsSea.apply(stored, stored.current, { type: 'take', stack: 0 }, seededRng('take'));
    const revealed = definition.reveal(stored, '0');
    expect(revealed.inventory).toBe(1);
    expect(revealed.hands[1]!.map((t) => t.tile)).toEqual(stored.hands[1]!.map((d) => d.tile));
    expect(revealed.hands[1]!.map((t) => t.face)).toEqual(stored.hands[1]!.map((d) => publicFace(1, d)));
    // v2 gives some of those tiles other faces: a replay read on v2 would show them.
    expect(stored.hands[1]!.some((d) => JSON.stringify(publicFace(1, d)) !== JSON.stringify(publicFace(2, d)))).toBe(true);
  });
});
