/**
 * The Air, Land & Sea board. It only shows `G` (the viewer's view) and turns clicks on the
 * legal actions the engine reads from that view into moves: every rule stays in the engine.
 */
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { BoardProps } from 'boardgame.io/react';
import { toMove } from '../moves';
import { CARDS, destroyedBy, legalActionsInView, type Action, type AlsView, type CardId, type Theater as TheaterId } from '../rules';
import { useFocusNext, useRoving } from '../../common/board-focus';
import { seatNamesOf, type AppBoardProps } from '../../common/meta';
import { PromptInSight } from '../../common/PromptInSight';
import { ActionBar } from './ActionBar';
import { BattleSummary } from './BattleSummary';
import { promptText, seatsFor, THEATER_NAMES } from './describe';
import { Hand } from './Hand';
import { hintTargets, makesHintedMove } from './hint-targets';
import { markKey, useLastMove } from './last-move';
import type { CardAction } from './Pile';
import { declineOf, flipFor, playableCards, playsOf, redeployFor, reinforceFor, transportFrom, withdrawOf } from './targets';
import { Theater, type TargetButton } from './Theater';
import { PlayersBar } from './PlayersBar';

export type AlsBoardProps = Pick<BoardProps<AlsView>, 'G' | 'moves' | 'matchData' | 'isConnected' | 'isMultiplayer'> & AppBoardProps;

const DECLINE_TEXT: Record<string, string> = {
  transport: 'Don’t move a card',
  redeploy: 'Don’t return a card',
  reinforce: 'Don’t play it',
};

interface Pick2 {
  theater: TheaterId;
  index: number;
}

/**
 * Once a card is picked, the prompt moves on to where it may go (QA: it still asked to pick a
 * card, and a first-time player looked for what to do next).
 */
function pickedPrompt(prompt: { text: string; mine: boolean }, selected: CardId | null, legal: Action[], G: AlsView) {
  if (!selected || !prompt.mine || G.choice) return prompt;
  const plays = playsOf(legal, selected);
  const where = (kind: 'deploy' | 'improvise') => G.theaters.filter((t) => plays[t]?.[kind]).map((t) => THEATER_NAMES[t]);
  const [up, down] = [where('deploy'), where('improvise')];
  const ways = [
    up.length > 0 ? `face up to ${up.join(' or ')}` : '',
    down.length === G.theaters.length ? 'face down to any theater' : down.length > 0 ? `face down to ${down.join(' or ')}` : '',
  ].filter(Boolean);
  const choices = ways.join(', or ');
  return {
    ...prompt,
    text: `Where to play ${CARDS[selected].name}? ${choices[0]?.toUpperCase()}${choices.slice(1)} — or pick another card.`,
  };
}

export function Board({
  G,
  moves,
  matchData,
  isConnected = true,
  isMultiplayer = false,
  seatNames,
  onPlayAgain,
  ratingNote,
  reviewing = false,
  waiting,
  allowMove,
  hint,
  named = false,
  seat,
}: AlsBoardProps) {
  const seats = seatsFor(G, seatNamesOf(matchData, seatNames), named, seat);
  const { me, them } = seats;
  // A position of the past (history, a replay, a review) is not played from, nor one whose table
  // still fills (QA: the hand was framed as playable under "nobody can move"): nothing to offer.
  const legal = useMemo(() => {
    const all = waiting || reviewing ? [] : legalActionsInView(G);
    return allowMove ? all.filter((action) => allowMove(toMove(action))) : all;
  }, [G, waiting, reviewing, allowMove]);
  const str = G.standings;

  // What the solo page's hint points at: rung on the board, where the hint's words cannot show it.
  const hinted = useMemo(() => hintTargets(hint, G, me), [hint, G, me]);

  const [selected, setSelected] = useState<CardId | null>(null);
  const [transportPick, setTransportPick] = useState<Pick2 | null>(null);
  const [confirming, setConfirming] = useState(false);
  // Battles whose summary was closed; one that ended before this page loaded counts as seen.
  const [summaryClosed, setSummaryClosed] = useState(() => (G.turn > G.battleStartTurn ? G.battle - 1 : 0));

  // A new position voids half-made choices: they were made from the old legal actions.
  useEffect(() => {
    setSelected(null);
    setTransportPick(null);
    setConfirming(false);
  }, [G]);

  const act = (action: Action) => {
    const { move, args } = toMove(action);
    moves[move]?.(...args);
    setSelected(null);
    setTransportPick(null);
    setConfirming(false);
  };

  const myAction =
    (theater: TheaterId) =>
    (index: number): CardAction | undefined => {
      const pile = G.piles[theater][me];
      const flip = index === pile.length - 1 ? flipFor(legal, theater, me) : undefined;
      if (flip) return { verb: 'Flip', onClick: () => act(flip) };
      if (transportFrom(legal, theater, index).length > 0) {
        const isPicked = transportPick?.theater === theater && transportPick.index === index;
        return { verb: 'Move', selected: isPicked, onClick: () => setTransportPick(isPicked ? null : { theater, index }) };
      }
      const redeploy = redeployFor(legal, theater, index);
      if (redeploy) return { verb: 'Return to hand:', onClick: () => act(redeploy) };
      return undefined;
    };

  const theirAction =
    (theater: TheaterId) =>
    (index: number): CardAction | undefined => {
      const flip = index === G.piles[theater][them].length - 1 ? flipFor(legal, theater, them) : undefined;
      return flip ? { verb: 'Flip', onClick: () => act(flip) } : undefined;
    };

  const targets = (theater: TheaterId): TargetButton[] => {
    const where = THEATER_NAMES[theater];
    const buttons: TargetButton[] = [];
    // A play that Containment or Blockade would destroy says so on its button, before it is made.
    const fate = (faceUp: boolean) => {
      const by = destroyedBy(G, theater, faceUp);
      return by ? { warn: `destroyed by ${CARDS[by].name}` } : {};
    };
    if (selected) {
      const plays = playsOf(legal, selected)[theater];
      const name = CARDS[selected].name;
      const { deploy, improvise } = plays ?? {};
      if (deploy)
        buttons.push({
          text: 'Face up',
          label: `Deploy ${name} face up to ${where}`,
          onClick: () => act(deploy),
          hinted: makesHintedMove(hinted, deploy),
          ...fate(true),
        });
      if (improvise)
        buttons.push({
          text: 'Face down',
          label: `Play ${name} face down to ${where}`,
          onClick: () => act(improvise),
          hinted: makesHintedMove(hinted, improvise),
          ...fate(false),
        });
    }
    if (transportPick) {
      const move = transportFrom(legal, transportPick.theater, transportPick.index).find((a) => a.to === theater);
      if (move)
        buttons.push({
          text: 'Move here',
          label: `Move here: the card to ${where}`,
          onClick: () => act(move),
          hinted: makesHintedMove(hinted, move),
        });
    }
    const reinforce = reinforceFor(legal, theater);
    if (reinforce)
      buttons.push({
        text: 'Play here',
        label: `Play here: the drawn card face down to ${where}`,
        onClick: () => act(reinforce),
        hinted: makesHintedMove(hinted, reinforce),
        ...fate(false),
      });
    return buttons;
  };

  const decline = declineOf(legal);
  const withdraw = G.choice ? undefined : withdrawOf(legal);
  const withdrawVp = G.withdrawVP ?? 0;
  const prompt = waiting ? { text: waiting, mine: false } : pickedPrompt(promptText(G, seats, reviewing), selected, legal, G);
  const touched = useLastMove(G);
  const last = G.lastBattle;
  const showSummary = !reviewing && last !== null && summaryClosed < last.battle && (G.winner !== null || last.battle === G.battle - 1);

  const boardRef = useRef<HTMLDivElement>(null);
  // Arrow keys move within the hand, and within the places on the board a choice can go.
  // The hand's cards to look at (not yours to play now) take the same one Tab stop.
  const handKeys = useRoving<HTMLUListElement>('.card-button, .card-inspect');
  const targetKeys = useRoving<HTMLDivElement>('.target-button, .card-button');
  // The cards in the theaters that are only there to look at: one more Tab stop for them all.
  const lookKeys = useRoving<HTMLDivElement>('.card-inspect');
  const theatersRef = (el: HTMLDivElement | null) => {
    targetKeys.ref.current = el;
    lookKeys.ref.current = el;
  };
  useFocusNext(boardRef, {
    signal: [G, selected, transportPick, confirming, showSummary],
    // Where a picked card can go (first where it would not be destroyed: a second Enter must not
    // waste it), a card a choice asks for, declining it, else the hand.
    candidates: [
      '.theaters .target-button:not(.target-button--warn)',
      '.theaters .target-button',
      '.theaters .card-button[tabindex="0"]',
      '.action-bar .decline',
      '.hand .card-button[tabindex="0"]',
    ],
    fallback: '.prompt',
    enabled: !reviewing && !showSummary && !confirming,
  });

  const promptRef = useRef<HTMLParagraphElement>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    setSelected(null);
    setTransportPick(null);
    setConfirming(false);
  };

  return (
    <div className="als-board" ref={boardRef} onKeyDown={onKeyDown}>
      <header className="als-status">
        <p className="als-status__line">
          <strong>Battle {G.battle}</strong>
          <span>
            {G.options.mode === 'beginner' ? 'Beginner' : `To ${G.options.targetVP} VP`}
            {G.options.edition === 'first' ? ' · first edition' : ''}
          </span>
          {/* Reinforce's card is drawn once its choice is asked ("you drew Ambush"), though it leaves the deck when played. */}
          <span>Deck {G.deckSize - (G.choice?.kind === 'reinforce' ? 1 : 0)}</span>
          {touched.destroyed !== null && (
            <span className="destroyed-note" key={`${G.turn}:${touched.destroyed}`}>
              {seats.whose(touched.destroyed)} card was destroyed
            </span>
          )}
          {isMultiplayer && !isConnected && <span className="warning">Reconnecting…</span>}
        </p>
        <div className="als-prompt-row">
          {/* tabIndex -1: where focus waits while it is someone else's turn. */}
          <p ref={promptRef} className={`prompt${prompt.mine ? ' prompt--mine' : ''}`} role="status" aria-live="polite" tabIndex={-1}>
            {prompt.text}
          </p>
          {!reviewing && <PromptInSight prompt={promptRef} text={prompt.text} mine={prompt.mine} />}
          <ActionBar
            seats={seats}
            decline={decline && { text: DECLINE_TEXT[G.choice?.kind ?? ''] ?? 'Decline', onClick: () => act(decline) }}
            cancel={selected || transportPick ? () => (setSelected(null), setTransportPick(null)) : undefined}
            withdraw={
              withdraw && {
                vp: withdrawVp,
                confirming,
                ask: () => setConfirming(true),
                confirm: () => act(withdraw),
                keep: () => setConfirming(false),
              }
            }
          />
          {/* At the end, the closed summary can be opened again (the final board behind it stays). */}
          {G.winner !== null && !reviewing && !showSummary && last && (
            <button type="button" className="als-final-scores" onClick={() => setSummaryClosed(last.battle - 1)}>
              Final scores
            </button>
          )}
        </div>
      </header>
      <div className="als-table">
        <PlayersBar G={G} seats={seats} />
        {/* The theaters' names are its h3s: without it they came straight under the page's h1. */}
        <h2 className="visually-hidden">Theaters</h2>
        <div
          className="theaters"
          ref={theatersRef}
          onKeyDown={(event) => (targetKeys.onKeyDown(event), lookKeys.onKeyDown(event))}
          onFocus={(event) => (targetKeys.onFocus(event), lookKeys.onFocus(event))}
        >
          {G.theaters.map((theater, position) => (
            <Theater
              key={theater}
              theater={theater}
              position={position}
              piles={{ mine: G.piles[theater][me], theirs: G.piles[theater][them] }}
              strength={str[theater]}
              seats={seats}
              myAction={myAction(theater)}
              theirAction={theirAction(theater)}
              targets={targets(theater)}
              markAt={(owner, index) => touched.marks.get(markKey(theater, owner, index))}
              hintedAt={(owner, index) => hinted.cards.has(markKey(theater, owner, index))}
              hinted={hinted.theater === theater}
            />
          ))}
        </div>
        {G.viewer === null ? null : (
          <Hand
            cards={G.hands[me]}
            playable={playableCards(legal)}
            selected={selected}
            onSelect={(card) => {
              setTransportPick(null);
              setSelected(selected === card ? null : card);
            }}
            label={`${seats.whose(me)} hand`}
            roving={handKeys}
            hinted={hinted.hand}
          />
        )}
      </div>
      {showSummary && last && (
        <BattleSummary
          G={G}
          result={last}
          seats={seats}
          onClose={() => setSummaryClosed(last.battle)}
          onPlayAgain={onPlayAgain}
          ratingNote={ratingNote}
        />
      )}
    </div>
  );
}
