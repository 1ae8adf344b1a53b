/**
 * The solo page's optional hint (#22): off by default, turned on in the page's header (remembered
 * in localStorage for every solo game). When on, beside the game log a "Hint" button asks the
 * search, in the bot's Web Worker, for the move it prefers from the player's current view (what
 * the player may know, nothing more), and says it in the game log's words. The hints a game used
 * are counted with the game (its storage key), and its end says so.
 */
import { useEffect, useRef, useState, useSyncExternalStore, type ComponentType } from 'react';
import type { SomeGame } from '../../games/common/definition';
import { seatNames, sentence } from '../../games/common/log';
import { HINT_SHOW, HINT_TARGET, seatNamesOf, type AnyBoardProps } from '../../games/common/meta';
import type { MoveCall } from '../../games/common/move-call';
import { seededRng } from '../../games/common/random';
import { isDebugPast } from './debug-past';
import type { SideProps } from './HistoryBoard';
import { isMyTurn } from './MatchSide';
import { asAdvice } from '../app/advice';
import { Link } from '../app/Link';

const PREFERENCE_KEY = 'als-lvs:solo-hints';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export function hintsOn(): boolean {
  return storage()?.getItem(PREFERENCE_KEY) === 'on';
}

export function setHints(on: boolean): void {
  if (on) storage()?.setItem(PREFERENCE_KEY, 'on');
  else storage()?.removeItem(PREFERENCE_KEY);
  notify();
}

export function useHints(): boolean {
  return useSyncExternalStore(subscribe, hintsOn);
}

/** The hints a solo game has used, kept beside the game itself. */
export function hintsUsed(storageKey: string): number {
  return Number(storage()?.getItem(`${storageKey}:hints`) ?? 0) || 0;
}

function countHint(storageKey: string): void {
  storage()?.setItem(`${storageKey}:hints`, String(hintsUsed(storageKey) + 1));
  notify();
}

/** A new game starts with none. */
export function forgetHints(storageKey: string): void {
  storage()?.removeItem(`${storageKey}:hints`);
  notify();
}

export function HintsToggle() {
  const on = useHints();
  return (
    <label className="solo-hints__toggle">
      <input type="checkbox" checked={on} onChange={(event) => setHints(event.target.checked)} />
      Hints
    </label>
  );
}

export interface HintText {
  /** The move in the game log's words ("You played Cover Fire (Land 4) face down to Land"). */
  move: string;
  /** What it does for the player ("it takes Air, 6 to 4"): the game's reasons, none if it names none. */
  effects: string[];
}

/**
 * The hinted move in the game log's words, naming the other seats as the board does
 * ("Computer (medium)"), and the game's reasons for it: its log's first line and the reasons,
 * both from the view before and after it (the after on one deal of what the player cannot see,
 * which neither uses).
 */
export function describeHint(
  definition: SomeGame,
  view: unknown,
  player: string,
  choice: MoveCall,
  names: Readonly<Record<string, string>>,
): HintText {
  const action = definition.moves[choice.move]?.parse(choice.args);
  const fallback = { move: `${choice.move} ${choice.args.join(' ')}`.trim(), effects: [] };
  if (action === undefined || typeof action === 'string') return fallback;
  try {
    const rng = seededRng(`hint:${JSON.stringify(choice)}`);
    const state = definition.search.determinize(view, player, rng);
    if (!definition.engine.apply(state, player, action, rng).ok) return fallback;
    const after = definition.engine.view(state, player);
    const seen = { player, move: choice.move, args: choice.args };
    const line = definition.describe(view, after, seen, seatNames(player, names), true)[0];
    // A forced move's effects are no reason for it (QA read "it gives up Land" as one).
    const forced = definition.engine.legalActionsInView(view).length === 1 ? ['it is your only move'] : [];
    return { move: line ?? fallback.move, effects: [...forced, ...definition.reasons(view, after, seen)] };
  } catch {
    return fallback;
  }
}

/**
 * "Hint: Play X. It takes Air, 6 to 4; you would hold 2 of 3 theaters." The effects are said as
 * they are, not under "Why:": the least bad of forced losses gives up something (QA).
 */
export function hintSentence({ move, effects }: HintText): string {
  return `Hint: ${asAdvice(move)}.${effects.length > 0 ? ` ${sentence(effects.join('; '))}.` : ''}`;
}

/** Asks the search for its move from a view (the page passes the Web Worker's). */
export type HintSearch = (view: unknown, playerID: string, seed: string) => Promise<MoveCall>;

type HintState =
  | { status: 'idle' }
  | { status: 'thinking' }
  | { status: 'shown'; text: HintText; choice: MoveCall; at: number }
  | { status: 'failed'; error: string };

export function withSoloHint(
  Board: ComponentType<AnyBoardProps & SideProps>,
  definition: SomeGame,
  storageKey: string,
  ask: HintSearch,
  /** The game's review page, offered once it is over (QA: a solo game could not be reviewed). */
  review?: string,
): ComponentType<AnyBoardProps> {
  return function SoloHint(props: AnyBoardProps & { _stateID?: number }) {
    const on = useHints();
    const used = useSyncExternalStore(subscribe, () => hintsUsed(storageKey));
    const [hint, setHint] = useState<HintState>({ status: 'idle' });
    const stateID = props._stateID ?? -1;
    const player = props.playerID ?? '0';
    const over = props.ctx.gameover !== undefined;
    // No hint for a position the Debug panel shows from the past: it is not the game's.
    const mine = isMyTurn(props) && !over && !isDebugPast(props);
    // A hint is for the position it was asked in.
    useEffect(() => {
      setHint((h) => (h.status === 'shown' && h.at !== stateID ? { status: 'idle' } : h));
    }, [stateID]);

    // The hint asked for is shown on the screen: below a tall board it fell under the window's edge.
    const said = useRef<HTMLParagraphElement>(null);
    // Ticking "Hints" brings its button into sight: on a phone it lies below the board, a couple of
    // screens down, and the tick seemed to do nothing (QA).
    const box = useRef<HTMLDivElement>(null);
    const wasOn = useRef(on);
    useEffect(() => {
      if (on && !wasOn.current) box.current?.scrollIntoView?.({ block: 'nearest' });
      wasOn.current = on;
    }, [on]);
    useEffect(() => {
      if (hint.status === 'shown' || hint.status === 'failed') said.current?.scrollIntoView?.({ block: 'nearest' });
    }, [hint.status]);
    // What the board marks for the hint (a ringed hex): on a phone it lies a screen or more above.
    // The board marks it once it has taken the hint in (Land vs Sea holds the tile first), and
    // unmarks it if the player turns the tile another way: watched while the hint is shown.
    const [marked, setMarked] = useState(false);
    useEffect(() => {
      const check = () => setMarked(hint.status === 'shown' && document.querySelector(`.${HINT_TARGET}`) !== null);
      check();
      if (hint.status !== 'shown') return;
      const observer = new MutationObserver(check);
      observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
      return () => observer.disconnect();
    }, [hint]);
    const showMarked = () => {
      const target = document.querySelector(`.${HINT_TARGET}`);
      if (!target) return;
      target.dispatchEvent(new Event(HINT_SHOW, { bubbles: true }));
      // After the board has drawn what the event changed (a map zoomed to it).
      requestAnimationFrame(() => target.isConnected && target.scrollIntoView({ block: 'center', behavior: 'smooth' }));
    };

    const askHint = async () => {
      setHint({ status: 'thinking' });
      // The client is sent the seat's view (the game's playerView): what the board reads too.
      const view = props.G;
      try {
        const choice = await ask(view, player, `hint:${storageKey}:${stateID}`);
        countHint(storageKey);
        setHint({
          status: 'shown',
          text: describeHint(definition, view, player, choice, seatNamesOf(props.matchData, props.seatNames)),
          choice,
          at: stateID,
        });
      } catch (error) {
        setHint({ status: 'failed', error: error instanceof Error ? error.message : String(error) });
      }
    };

    // At the end only the count of hints used is said: nothing to say, no empty box.
    const side =
      (on && !over) || used > 0 || (over && review) ? (
        <div className="solo-hints" ref={box}>
          {on && !over && (
            <button type="button" onClick={() => void askHint()} disabled={!mine || hint.status === 'thinking'}>
              {hint.status === 'thinking' ? 'Thinking…' : 'Hint'}
            </button>
          )}
          <p className="solo-hints__text" role="status" ref={said}>
            {over
              ? used > 0
                ? `You used ${used === 1 ? 'a hint' : `${used} hints`} in this game.`
                : ''
              : hint.status === 'shown'
                ? hintSentence(hint.text)
                : hint.status === 'failed'
                  ? `No hint: ${hint.error}`
                  : on
                    ? mine
                      ? 'The move the computer would play from what you know now.'
                      : 'A hint is for your turn.'
                    : ''}
          </p>
          {over && review && (
            <Link to={review} className="button">
              Review the game
            </Link>
          )}
          {marked && (
            <button type="button" className="solo-hints__show" onClick={showMarked}>
              Show it on the board
            </button>
          )}
          {!over && used > 0 && <p className="hint">Hints used in this game: {used}</p>}
        </div>
      ) : undefined;
    return <Board {...props} side={side} {...(hint.status === 'shown' ? { hint: hint.choice } : {})} />;
  };
}
