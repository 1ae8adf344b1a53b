// @vitest-environment jsdom
/**
 * The solo page's hint: hidden until hints are turned on; on the player's turn the button asks the
 * search with the player's view (never the whole state) and says the move in the game log's words;
 * the game counts its hints and its end says so; a new game starts with none.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { Ctx } from 'boardgame.io';
import { useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { definition } from '../../games/air-land-sea';
import { HINT_SHOW, HINT_TARGET, type AnyBoardProps } from '../../games/common/meta';
import { seededRng } from '../../games/common/random';
import { asAdvice } from '../../web/app/advice';
import { battle, run } from '../air-land-sea/support';
import { describeHint, forgetHints, HintsToggle, hintsUsed, setHints, withSoloHint, type HintSearch } from '../../web/play/SoloHint';

const KEY = 'solo:air-land-sea:test';

beforeEach(() => {
  window.localStorage.clear();
  setHints(false);
});
afterEach(cleanup);

function Board({ side }: { side?: ReactNode }) {
  return (
    <div>
      <p>board</p>
      {side}
    </div>
  );
}

const full = definition.engine.setup(2, { targetVP: 12, firstPlayer: '0' }, seededRng('hint'));
/** What the client is sent: the seat's view. */
const G = definition.engine.view(full, '0');
const ctx = (over = false) =>
  ({ currentPlayer: '0', activePlayers: null, ...(over ? { gameover: { winner: '0' } } : {}) }) as unknown as Ctx;
const props = (stateID: number, over = false) => ({ G, ctx: ctx(over), playerID: '0', _stateID: stateID }) as unknown as AnyBoardProps;

/** The hinted board of `Board`, asking `ask`. */
function Hinted({ Board: Shown, ask }: { Board: (props: { side?: ReactNode; hint?: unknown }) => ReactNode; ask: HintSearch }) {
  const [Component] = useState(() => withSoloHint(Shown, definition, KEY, ask));
  return <Component {...props(1)} />;
}

describe('solo hint', () => {
  it('is off by default: no button, nothing asked', () => {
    const ask = vi.fn<HintSearch>();
    const Hinted = withSoloHint(Board, definition, KEY, ask);
    render(<Hinted {...props(1)} />);
    expect(screen.queryByRole('button', { name: 'Hint' })).toBeNull();
    expect(screen.getByText('board')).toBeDefined();
  });

  it('turned on, shows the move the search prefers from the player’s view, and the game’s end says hints were used', async () => {
    const legal = definition.engine.legalActionsInView(G);
    const choice = definition.toMove(legal.find((a) => a.type === 'improvise') ?? legal[0]!);
    const ask = vi.fn<HintSearch>(async () => choice);
    const Hinted = withSoloHint(Board, definition, KEY, ask);
    render(<HintsToggle />);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Hints' }));
    const { rerender } = render(<Hinted {...props(1)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    expect(await screen.findByText(/^Hint: Play /)).toBeDefined();
    expect(screen.getByText(/face down to/)).toBeDefined();
    // Asked with the seat's view: the opponent's hand is not in it.
    const [view, player] = ask.mock.calls[0]!;
    expect(view).toEqual(G);
    expect(JSON.stringify(view)).not.toContain(JSON.stringify(full.hands['1']));
    expect(player).toBe('0');
    expect(hintsUsed(KEY)).toBe(1);
    expect(screen.getByText('Hints used in this game: 1')).toBeDefined();

    // The next position forgets the hint; the end of the game says hints were used, even with hints off.
    rerender(<Hinted {...props(2)} />);
    expect(screen.queryByText(/^Hint:/)).toBeNull();
    act(() => setHints(false));
    rerender(<Hinted {...props(3, true)} />);
    expect(screen.getByText('You used a hint in this game.')).toBeDefined();
    act(() => forgetHints(KEY));
    expect(screen.queryByText(/You used/)).toBeNull();
  });

  it('at the end of a game with no hint used, shows no hint box at all, even with hints on', () => {
    setHints(true);
    const Hinted = withSoloHint(Board, definition, KEY, vi.fn<HintSearch>());
    const { container } = render(<Hinted {...props(9, true)} />);
    expect(container.querySelector('.solo-hints')).toBeNull();
  });

  it('says the move as advice', () => {
    expect(asAdvice('You played Cover Fire (Land 4) face down to Land')).toBe('Play Cover Fire (Land 4) face down to Land');
    expect(asAdvice('You took the tile of stack 2')).toBe('Take the tile of stack 2');
    expect(asAdvice('Something else')).toBe('Something else');
  });

  it('an ability’s choice keeps the ability and is said as advice too (QA read "you flipped" as done)', () => {
    expect(asAdvice("With Maneuver (Air 3), you flipped Computer (easy)'s Maneuver (Land 3) in Land face down")).toBe(
      "With Maneuver (Air 3), flip Computer (easy)'s Maneuver (Land 3) in Land face down",
    );
    expect(asAdvice('With Reinforce (Land 1), you played Ambush (Land 2), the top card of the deck, face down to Sea')).toBe(
      'With Reinforce (Land 1), play Ambush (Land 2), the top card of the deck, face down to Sea',
    );
  });

  it("a flip of a card the player cannot see names no card: the hint does not know it (it stated the deal's guess as if it had peeked)", () => {
    const s = battle({ hands: ['A3 L3 S6', 'A6 S2 L6'] });
    run(s, '0 improvise A3 land; 1 improvise S2 sea; 0 deploy L3');
    const seen = definition.engine.view(s, '0');
    // Played, the log names the card turned up; foreseen on a deal, that card is a guess.
    const { move } = describeHint(definition, seen, '0', { move: 'flip', args: ['sea', '1'] }, { '1': 'Bo' });
    expect(move).toBe('With Maneuver (Land 3), you flipped Bo’s card in Sea face up');
  });

  it('a forced move says it is the only one, before what it costs', async () => {
    setHints(true);
    // One legal move: the view offers only withdrawing.
    const forced: typeof definition = { ...definition, engine: { ...definition.engine, legalActionsInView: () => [{ type: 'withdraw' }] } };
    const Hinted = withSoloHint(
      Board,
      forced,
      KEY,
      vi.fn<HintSearch>(async () => ({ move: 'withdraw', args: [] })),
    );
    render(<Hinted {...props(1)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    expect(
      await screen.findByText(/^Hint: Withdraw from battle 1\. It is your only move; it gives up battle 1: they score 2 VP/),
    ).toBeDefined();
  });

  it('offers to bring on screen what the board marks for the hint, only when it marks something', async () => {
    setHints(true);
    const legal = definition.engine.legalActionsInView(G);
    const choice = definition.toMove(legal[0]!);
    function Marking({ side, hint }: { side?: ReactNode; hint?: unknown }) {
      return (
        <div>
          {hint !== undefined && <span className={HINT_TARGET}>the hinted place</span>}
          {side}
        </div>
      );
    }
    // jsdom has no scrollIntoView: one that notes what it was called on, for this test only.
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    const ask = vi.fn<HintSearch>(async () => choice);
    const { unmount } = render(<Hinted Board={Board} ask={ask} />);
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    await screen.findByText(/^Hint: /);
    expect(screen.queryByRole('button', { name: 'Show it on the board' })).toBeNull();
    unmount();
    render(<Hinted Board={Marking} ask={ask} />);
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    // The board is told first (Land vs Sea zooms its map to it), then it is scrolled to.
    const told: EventTarget[] = [];
    const tell = (event: Event) => told.push(event.target!);
    document.addEventListener(HINT_SHOW, tell);
    fireEvent.click(await screen.findByRole('button', { name: 'Show it on the board' }));
    expect(told.map((target) => (target as Element).textContent)).toEqual(['the hinted place']);
    await waitFor(() => expect(scrolled.at(-1)?.textContent).toBe('the hinted place'));
    document.removeEventListener(HINT_SHOW, tell);
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('says what the move leads to as what will happen, not as what happened', () => {
    expect(asAdvice('You played Redeploy (Sea 4) face down to Air, and it was destroyed')).toBe(
      'Play Redeploy (Sea 4) face down to Air: it will be destroyed',
    );
    expect(asAdvice('You played Ambush (Land 2) face down to Air, and it was destroyed by Containment')).toBe(
      'Play Ambush (Land 2) face down to Air: it will be destroyed by Containment',
    );
    expect(asAdvice('You did not place your waypoint')).toBe('Do not place your waypoint');
    expect(asAdvice('You kept your waypoint where it was')).toBe('Keep your waypoint where it is');
  });

  it('names the other seats as the board does (the computer by its name, not "Player 2")', async () => {
    setHints(true);
    const legal = definition.engine.legalActionsInView(G);
    const choice = definition.toMove(legal[0]!);
    // A move whose line names the other seat, as a flip of the computer's card does.
    const naming: typeof definition = {
      ...definition,
      describe: (_before, _after, _move, names) => [`You flipped ${names.who('1')}’s Escalation (Sea 2)`],
    };
    const Hinted = withSoloHint(
      Board,
      naming,
      KEY,
      vi.fn<HintSearch>(async () => choice),
    );
    const matchData = [
      { id: 0, name: 'Ada' },
      { id: 1, name: 'Computer (medium)' },
    ];
    render(<Hinted {...({ ...props(1), matchData } as unknown as AnyBoardProps)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    expect(await screen.findByText(/^Hint: Flip Computer \(medium\)’s Escalation \(Sea 2\)\./)).toBeDefined();
  });

  it('says what the move does, in the totals the player can see', async () => {
    setHints(true);
    const legal = definition.engine.legalActionsInView(G);
    const deploy = legal.find((a) => a.type === 'deploy' && a.card === 'A6');
    const choice = definition.toMove(deploy ?? legal.find((a) => a.type === 'improvise')!);
    const Hinted = withSoloHint(
      Board,
      definition,
      KEY,
      vi.fn<HintSearch>(async () => choice),
    );
    render(<Hinted {...props(1)} />);
    fireEvent.click(screen.getByRole('button', { name: 'Hint' }));
    // The 1st Player holds every empty theater on a tie: a card played raises a total it already holds.
    expect(await screen.findByText(/^Hint: Play .+\. It raises your (Air|Land|Sea) to \d: you hold it \d to 0\.$/)).toBeDefined();
  });

  it('is for the player’s turn only', () => {
    setHints(true);
    const Hinted = withSoloHint(Board, definition, KEY, vi.fn<HintSearch>());
    render(<Hinted {...({ ...props(1), ctx: { currentPlayer: '1', activePlayers: null } } as unknown as AnyBoardProps)} />);
    expect((screen.getByRole('button', { name: 'Hint' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('A hint is for your turn.')).toBeDefined();
  });

  it('is not for a past position the Debug panel shows (a state without a state id), even on the player’s turn', () => {
    setHints(true);
    const Hinted = withSoloHint(Board, definition, KEY, vi.fn<HintSearch>());
    const { rerender } = render(<Hinted {...props(3)} />);
    expect((screen.getByRole('button', { name: 'Hint' }) as HTMLButtonElement).disabled).toBe(false);
    rerender(<Hinted {...({ G, ctx: ctx(), playerID: '0' } as unknown as AnyBoardProps)} />);
    expect((screen.getByRole('button', { name: 'Hint' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
