/**
 * A game's own board run as a tutorial: the step panel above it, the board offering only the
 * move the step asks for (`allowMove`), the step's target highlighted, and the scripted opponent
 * let through when the learner reaches its step. Game-independent: everything about the game is
 * in its script (`games/<game>/tutorial/`) and its definition.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import type { SomeGame } from '../../games/common/definition';
import type { AnyBoardProps } from '../../games/common/meta';
import type { MoveCall } from '../../games/common/move-call';
import type { Tutorial } from '../../games/common/tutorial';
import { TARGET_ATTRIBUTE, useHighlight } from './highlight';
import { currentStep, plyOf, sameMove } from './progress';
import type { OpponentGate } from './scripted-bot';
import { StepPanel, type StepEnd } from './StepPanel';

/**
 * How long the opponent's step shows before its move lands: long enough to read it and see the
 * move coming (QA: at 0.9 s the step read as a flash).
 */
export const OPPONENT_PAUSE_MS = 1_600;

export interface TutorialRun {
  tutorial: Tutorial;
  definition: SomeGame;
  gate: OpponentGate;
  gameTitle: string;
}

const NOTHING_ALLOWED = () => false;

/** The board's prompt once the tutorial is over (the position stays, to look at). */
export const TUTORIAL_OVER = 'The tutorial is over: play a real game against the computer, or start over.';

/** Focus is nowhere, or on the board (not in one of its dialogs): the panel may take it. */
function focusIsFree(board: HTMLElement | null): boolean {
  const active = document.activeElement;
  if (active === null || active === document.body) return true;
  return board !== null && board.contains(active) && active.closest('[role="dialog"]') === null;
}

export function withTutorial(Board: ComponentType<AnyBoardProps>, run: TutorialRun): ComponentType<AnyBoardProps> {
  const { tutorial, definition, gate, gameTitle } = run;
  return function TutorialBoard(props: AnyBoardProps & { _stateID?: number }) {
    const [read, setRead] = useState<ReadonlySet<number>>(() => new Set());
    const index = currentStep(tutorial, props._stateID ?? 0, read);
    const step = tutorial.steps[index]!;
    const last = index === tutorial.steps.length - 1;
    const end: StepEnd = step.move ? (step.move.by === 'learner' ? 'click' : 'opponent') : last ? 'done' : 'next';

    const expected = useMemo<MoveCall | null>(() => (step.move?.by === 'learner' ? definition.toMove(step.move.action) : null), [step]);
    const allowMove = useMemo(() => (expected ? (call: MoveCall) => sameMove(call, expected) : NOTHING_ALLOWED), [expected]);

    // The opponent's move lands a moment after its step shows.
    useEffect(() => {
      const ply = plyOf(tutorial, index);
      if (ply === null || step.move?.by !== 'opponent') return;
      const timer = window.setTimeout(() => gate.release(ply), OPPONENT_PAUSE_MS);
      return () => window.clearTimeout(timer);
    }, [index, step]);

    const boardRef = useRef<HTMLDivElement>(null);
    const panelRef = useRef<HTMLElement>(null);
    const nextRef = useRef<HTMLButtonElement>(null);
    // A past move shown (picked in the log): nothing of the live step to point at on it.
    const past = props.reviewing === true;
    useHighlight(boardRef, panelRef, past ? null : (step.point ?? (end === 'click' ? tutorial.clickables : null)), index);

    // Keyboard users go on where the step continues: Next, or the first thing to click (over the
    // board's own choice, which knows nothing of the step).
    useEffect(() => {
      if (end === 'next' && focusIsFree(boardRef.current)) nextRef.current?.focus({ preventScroll: true });
      const active = document.activeElement;
      const inPanel = panelRef.current?.contains(active) ?? false;
      if (end === 'click' && (inPanel || focusIsFree(boardRef.current)) && !active?.hasAttribute(TARGET_ATTRIBUTE))
        boardRef.current?.querySelector<HTMLElement>(`[${TARGET_ATTRIBUTE}]`)?.focus({ preventScroll: true });
    }, [index, end]);

    const onNext = useCallback(() => setRead((done) => new Set(done).add(index)), [index]);

    return (
      <div className="tutorial">
        <StepPanel
          index={index}
          count={tutorial.steps.length}
          text={step.text}
          end={end}
          onNext={onNext}
          game={tutorial.game}
          gameTitle={gameTitle}
          realGame={tutorial.realGame}
          panelRef={panelRef}
          nextRef={nextRef}
          past={past}
        />
        {/* After the last step the match stops: the board says so instead of waiting on the opponent for good. */}
        <div className="tutorial__board" ref={boardRef}>
          <Board {...props} allowMove={allowMove} {...(end === 'done' ? { waiting: TUTORIAL_OVER } : {})} />
        </div>
      </div>
    );
  };
}
