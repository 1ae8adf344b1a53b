/**
 * Every game's guided tutorial (its meta's `tutorial`), checked the same way: its script replays
 * through the engine with every move legal for the seat that makes it; it runs in the browser
 * only (its setup fixes hidden information, which the server refuses); its moves read back as
 * the moves the board makes; each step says 1–3 sentences; it ends on an explanation, then offers
 * a real game the solo page accepts. Each game's own test checks what its steps claim.
 */
import { describe, expect, it } from 'vitest';
import { GAMES } from '../../games';
import { scriptedMoves } from '../../games/common/tutorial';
import { replayTutorial } from '../support/tutorial-replay';

const withTutorial = GAMES.filter((meta) => meta.tutorial);

/** Sentences end with . ! or ? before a space or the end (an ellipsis says "wait", not a sentence). */
const sentences = (text: string) => text.match(/[.!?](?=\s|$)/g)?.length ?? 0;

describe('tutorials', () => {
  it('Air, Land & Sea and Land vs Sea have one each', () => {
    expect(withTutorial.map((meta) => meta.name)).toEqual(['air-land-sea', 'land-vs-sea']);
  });

  for (const meta of withTutorial)
    describe(meta.title, async () => {
      const definition = await meta.definition();
      const tutorial = await meta.tutorial!();

      it('is the game’s, for one of its seat counts', () => {
        expect(tutorial.game).toBe(meta.name);
        expect(definition.playerCounts).toContain(tutorial.numPlayers);
      });

      it('replays through the engine, every move legal for the seat that makes it', () => {
        expect(replayTutorial(definition, tutorial)).toHaveLength(tutorial.steps.length);
      });

      it('fixes hidden information, so only the browser can play it (the server refuses it)', () => {
        expect(definition.secretSetupKeys.filter((key) => key in tutorial.setupData)).not.toEqual([]);
      });

      it('scripts moves the board makes: each reads back as the action it stands for', () => {
        for (const { action } of scriptedMoves(tutorial)) {
          const call = definition.toMove(action);
          expect(definition.moves[call.move]?.parse(call.args)).toEqual(action);
        }
      });

      it('says 1 to 3 sentences a step, and ends on an explanation offering a real game', () => {
        for (const step of tutorial.steps) {
          expect(step.text.trim(), step.text).not.toBe('');
          expect(sentences(step.text), step.text).toBeLessThanOrEqual(3);
        }
        expect(tutorial.steps.at(-1)?.move).toBeUndefined();
        expect(meta.levels).toContain(tutorial.realGame.level);
      });

      it('asks to pick, never to click: on a phone nothing is clicked (QA)', () => {
        for (const step of tutorial.steps) expect(step.text, step.text).not.toMatch(/\bclick/i);
      });
    });
});
