/**
 * The checks every game of `games/index.ts` passes, through its definition alone (OpenSpiel's
 * `basic_tests` as the model): random games to the end from random lobby options, for every
 * seat count; every offered action accepted and others refused with the state unchanged;
 * moves that parse back to the actions they stand for; copies that moves never reach through; a JSON copy that plays on identically;
 * replay from a seed; views that a sampled state reproduces and that hide what they must; legal
 * actions from a view alone; a hint's words and reasons that no deal of the hidden information changes. A game's own property file keeps only its own invariants.
 */
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../games';
import type { SomeGame } from '../../games/common/definition';
import { cloneJson } from '../../games/common/clone-json';
import { seatNames } from '../../games/common/log';
import type { GameMeta } from '../../games/common/meta';
import { pick, seededRng, type Rng } from '../../games/common/random';

const loaded = await Promise.all(GAMES.map(async (meta) => ({ name: meta.name, meta, definition: await meta.definition() })));

const seatsOf = (numPlayers: number) => Array.from({ length: numPlayers }, (_, seat) => String(seat));

/** Setup data as the lobby would make it, from option values drawn at random. */
function randomSetup(meta: GameMeta, rng: Rng): Record<string, unknown> {
  return meta.setupData(Object.fromEntries(meta.options.map((option) => [option.key, pick(rng, option.choices).value])));
}

const MAX_STEPS = 3_000;

interface Walk {
  definition: SomeGame;
  numPlayers: number;
  state: unknown;
  rng: Rng;
}

/** Plays random legal actions (the search's playout policy) to the end, calling `check` before each. */
function playOut(walk: Walk, check: (player: string, legal: unknown[], step: number) => void = () => {}): void {
  const { definition, rng } = walk;
  const { engine } = definition;
  for (let step = 0; !engine.isOver(walk.state); step++) {
    expect(step, 'the game ends').toBeLessThan(MAX_STEPS);
    const player = engine.toAct(walk.state)[0];
    expect(player, 'someone acts in a running game').toBeDefined();
    const legal = engine.legalActions(walk.state, player!);
    check(player!, legal, step);
    const result = engine.apply(walk.state, player!, definition.search.playoutAction(walk.state, player!, rng), rng);
    expect(result).toEqual({ ok: true });
  }
}

function start(definition: SomeGame, meta: GameMeta, numPlayers: number, seed: string): Walk {
  const rng = seededRng(seed);
  const data = randomSetup(meta, rng);
  expect(definition.engine.validateSetup(data, numPlayers), JSON.stringify(data)).toBeUndefined();
  return { definition, numPlayers, state: definition.engine.setup(numPlayers, data, rng), rng };
}

const json = (value: unknown) => JSON.stringify(value);

describe.each(loaded)('$name', ({ meta, definition }) => {
  const { engine } = definition;
  const counts = definition.playerCounts;

  it('its lobby entry names the game and the seat counts of its definition', () => {
    expect(meta.name).toBe(definition.name);
    expect(meta.playerCounts).toEqual(counts);
    for (const level of meta.levels) expect(definition.budgets[level]).toBeDefined();
  });

  it("its lobby entry describes any match in a few phrases, names every seat's part if seats have parts, forces only real choices", () => {
    const rng = seededRng('describe');
    for (const n of counts) {
      for (const setupData of [randomSetup(meta, rng), undefined, 'odd', { [meta.options[0]?.key ?? 'x']: {} }]) {
        const parts = meta.describeSetup(setupData, n);
        expect(parts.length, json(setupData)).toBeGreaterThan(0);
        for (const part of parts) expect(part).toMatch(/^\S.{0,79}$/);
      }
      if (meta.seatRoles) expect(meta.seatRoles(n)).toHaveLength(n);
      for (const option of meta.options) {
        const values = { ...Object.fromEntries(meta.options.map((o) => [o.key, o.initial])), players: String(n) };
        const forced = option.forced?.(values);
        if (forced?.value !== undefined) expect(option.choices.map((c) => c.value)).toContain(forced.value);
        if (forced) expect(forced.why).not.toBe('');
      }
    }
  });

  it('accepts its default setup for each seat count and refuses other counts and malformed data', () => {
    for (const n of counts) expect(engine.validateSetup(undefined, n)).toBeUndefined();
    for (const n of [0, 1, Math.max(...counts) + 1, 2.5].filter((n) => !counts.includes(n))) {
      expect(engine.validateSetup(undefined, n)).toEqual(expect.any(String));
      expect(() => engine.setup(n, undefined, seededRng('x'))).toThrow();
    }
    for (const bad of ['text', 7, [1, 2], { noSuchOption: true }])
      expect(engine.validateSetup(bad, counts[0]!)).toEqual(expect.any(String));
  });

  it.each(counts)('random games with %i players end, and only the players to act have actions', (numPlayers) => {
    for (let g = 0; g < 12; g++) {
      const walk = start(definition, meta, numPlayers, `conformance-${g}`);
      playOut(walk, (player) => {
        expect(engine.toAct(walk.state)).toEqual([player]);
        for (const other of seatsOf(numPlayers)) if (other !== player) expect(engine.legalActions(walk.state, other)).toEqual([]);
        expect(definition.outcome(walk.state)).toBeNull();
      });
      expect(engine.toAct(walk.state)).toEqual([]);
      for (const seat of seatsOf(numPlayers)) expect(engine.legalActions(walk.state, seat)).toEqual([]);
      const outcome = definition.outcome(walk.state);
      expect(outcome).not.toBeNull();
      const sides = new Set(seatsOf(numPlayers).map((seat) => definition.sideOf(numPlayers, seat)));
      if (outcome && 'winner' in outcome) expect(sides).toContain(outcome.winner);
      for (const side of sides) expect(definition.scores(walk.state)[side]).toEqual(expect.any(Number));
    }
  });

  it.each(counts)('with %i players, offered actions are accepted, others refused with the state unchanged', (numPlayers) => {
    for (let g = 0; g < 4; g++) {
      const walk = start(definition, meta, numPlayers, `offered-${g}`);
      const { rng } = walk;
      playOut(walk, (player, legal) => {
        expect(legal.length).toBeGreaterThan(0);
        for (const action of legal.length <= 12 ? legal : [pick(rng, legal), pick(rng, legal), pick(rng, legal)]) {
          const probe = cloneJson(walk.state);
          expect(engine.apply(probe, player, action, rng), json(action)).toEqual({ ok: true });
        }
        const before = json(walk.state);
        const action = pick(rng, legal);
        // Another seat may not act for the player to act.
        const other = seatsOf(numPlayers).find((seat) => seat !== player)!;
        expect(engine.apply(walk.state, other, action, rng).ok).toBe(false);
        // No action of a kind the position does not offer.
        const offered = new Set(legal.map((a) => definition.toMove(a).move));
        const stage = definition.stage(walk.state);
        if (stage) {
          expect(stage.player).toBe(player);
          for (const name of offered) expect(definition.stages[stage.stage]).toContain(name);
        }
        expect(json(walk.state)).toBe(before);
      });
      for (const seat of seatsOf(numPlayers)) {
        const before = json(walk.state);
        expect(engine.apply(walk.state, seat, null, rng).ok, 'no action once the game is over').toBe(false);
        expect(json(walk.state)).toBe(before);
      }
    }
  });

  it('every offered action is a move that parses back to it, and malformed arguments are refused', () => {
    const walk = start(definition, meta, counts.at(-1)!, 'moves');
    const junk: unknown[][] = [[], [null], ['x'], [1.5], [{}], [[]], ['0', 0, 'air', 1, 2, 3, 4], ['a'.repeat(10_000)]];
    playOut(walk, (_player, legal) => {
      for (const action of legal) {
        const { move, args } = definition.toMove(action);
        expect(Object.hasOwn(definition.moves, move)).toBe(true);
        // As a client sends it: through JSON.
        expect(definition.moves[move]!.parse(JSON.parse(json(args)) as unknown[])).toEqual(action);
        for (const extra of [
          [...args, 0],
          [...args, 'x'.repeat(60_000)],
        ])
          expect(definition.moves[move]!.parse(extra)).toEqual(expect.any(String));
      }
    });
    for (const [name, spec] of Object.entries(definition.moves)) {
      for (const args of junk) {
        const parsed = spec.parse(args);
        // The few moves whose arguments these happen to fit (none with the long string) parse to an action.
        if (typeof parsed !== 'string') expect(json(args).length, `${name}(${json(args)})`).toBeLessThan(100);
      }
    }
    for (const stage of Object.values(definition.stages))
      for (const name of stage) expect(Object.hasOwn(definition.moves, name)).toBe(true);
  });

  it('a JSON copy taken mid-game plays on identically, and a seed replays a game exactly', () => {
    for (const numPlayers of counts) {
      const walk = start(definition, meta, numPlayers, `copy-${numPlayers}`);
      playOut({ ...walk, state: walk.state }, (_p, _l, step) => {
        if (step === 40) {
          const copy: Walk = { ...walk, state: JSON.parse(json(walk.state)), rng: seededRng('after') };
          const original: Walk = { ...walk, state: cloneJson(walk.state), rng: seededRng('after') };
          expect(copy.state).toEqual(original.state);
          playOut(copy);
          playOut(original);
          expect(copy.state).toEqual(original.state);
        }
      });
      const again = start(definition, meta, numPlayers, `copy-${numPlayers}`);
      playOut(again);
      expect(again.state).toEqual(walk.state);
    }
  });

  it("each move applied to the engine's copy of the state leaves every earlier state as it was", () => {
    for (const numPlayers of counts) {
      const { rng, state: first } = start(definition, meta, numPlayers, `history-${numPlayers}`);
      // As the boardgame.io adapter plays: a copy per move, the previous states kept as history.
      const history: { state: unknown; text: string }[] = [{ state: first, text: json(first) }];
      let state = first;
      while (!engine.isOver(state)) {
        expect(history.length, 'the game ends').toBeLessThan(MAX_STEPS);
        const next = engine.copy(state);
        expect(json(next)).toBe(json(state));
        const player = engine.toAct(next)[0]!;
        expect(engine.apply(next, player, definition.search.playoutAction(next, player, rng), rng)).toEqual({ ok: true });
        history.push({ state: next, text: json(next) });
        state = next;
      }
      for (const [step, earlier] of history.entries()) expect(json(earlier.state), `state ${step}`).toBe(earlier.text);
    }
  });

  it.each(counts)(
    'with %i players, views: a sampled state shows the same, the spectator learns nothing, actions follow from the view',
    (numPlayers) => {
      for (let g = 0; g < 3; g++) {
        const walk = start(definition, meta, numPlayers, `views-${g}`);
        const { rng } = walk;
        playOut(walk, (_player, _legal, step) => {
          if (step % 3 !== 0) return;
          const spectator = json(engine.view(walk.state, null));
          for (const seat of seatsOf(numPlayers)) {
            const seen = engine.view(walk.state, seat);
            expect(engine.legalActionsInView(seen)).toEqual(engine.legalActions(walk.state, seat));
            const samples = [0, 1, 2].map(() => definition.search.determinize(seen, seat, rng));
            for (const sample of samples) {
              // Every field of the state: a match state spread with it keeps nothing real.
              expect(Object.keys(sample as object).sort()).toEqual(Object.keys(walk.state as object).sort());
              expect(json(engine.view(sample, seat))).toBe(json(seen));
              // What this seat cannot see varies between samples; none of it reaches a spectator.
              expect(json(engine.view(sample, null))).toBe(spectator);
            }
          }
        });
      }
    },
  );

  it.each(counts)('with %i players, its log describes the start and every move to every seat and to a spectator', (numPlayers) => {
    const walk = start(definition, meta, numPlayers, 'log');
    const viewers = [...seatsOf(numPlayers), null];
    const names = { who: (player: string) => `seat ${player}` };
    for (const viewer of viewers) expect(definition.describeStart(engine.view(walk.state, viewer), names).length).toBeGreaterThan(0);
    for (let step = 0; !engine.isOver(walk.state); step++) {
      const player = engine.toAct(walk.state)[0]!;
      const action = definition.search.playoutAction(walk.state, player, walk.rng);
      const befores = viewers.map((viewer) => engine.view(walk.state, viewer));
      expect(engine.apply(walk.state, player, action, walk.rng)).toEqual({ ok: true });
      const { move, args } = definition.toMove(action);
      viewers.forEach((viewer, i) => {
        const hidden = definition.moves[move]!.redact === true && viewer !== player;
        const lines = definition.describe(
          befores[i]!,
          engine.view(walk.state, viewer),
          { player, move, args: hidden ? null : args },
          names,
        );
        expect(lines.length, `${move} read by ${viewer}`).toBeGreaterThan(0);
        for (const line of lines) expect(line).toMatch(/^\S.*\S$/);
      });
    }
  });

  it("gives a hinted move's words and reasons from what its player knows: the same from every deal of what they cannot see", () => {
    let given = 0;
    for (const numPlayers of counts) {
      const walk = start(definition, meta, numPlayers, `reasons-${numPlayers}`);
      playOut(walk, (player, legal, step) => {
        if (step % 7 !== 0) return;
        const seen = engine.view(walk.state, player);
        for (const action of legal.slice(0, 4)) {
          const move = definition.toMove(action);
          const said = new Set(
            Array.from({ length: 4 }, (_, i) => {
              const rng = seededRng(`deal-${step}-${i}`);
              const dealt = definition.search.determinize(seen, player, rng);
              expect(engine.apply(dealt, player, action, rng), `${move.move} on a deal`).toEqual({ ok: true });
              const after = engine.view(dealt, player);
              const reasons = definition.reasons(seen, after, { player, ...move });
              for (const reason of reasons) expect(reason).toMatch(/^[a-z].*[^.;\s]$/);
              given += reasons.length;
              // The hint's own words: a card the move would turn face up is the deal's guess (QA
              // read "flip their card in Air face up: Maneuver" as the hint knowing it).
              const words = definition.describe(seen, after, { player, ...move }, seatNames(player, {}), true);
              return json([words, reasons]);
            }),
          );
          expect([...said], `${move.move} ${json(move.args)} at step ${step}`).toHaveLength(1);
        }
      });
    }
    expect(given, 'some move has a reason').toBeGreaterThan(0);
  });

  it('deals hidden information the seats cannot see differently in different samples', () => {
    const walk = start(definition, meta, counts[0]!, 'hidden');
    const seat = engine.toAct(walk.state)[0]!;
    const seen = engine.view(walk.state, seat);
    const samples = new Set(Array.from({ length: 8 }, (_, i) => json(definition.search.determinize(seen, seat, seededRng(`s${i}`)))));
    expect(samples.size, 'a view that pins the whole state would leave nothing hidden').toBeGreaterThan(1);
  });
});
