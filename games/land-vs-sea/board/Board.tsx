/**
 * The Land vs Sea board. It only shows `G` (the viewer's view) and turns clicks on what the
 * engine's legal actions offer into moves: every rule stays in the engine.
 * Keys (anywhere on the board): F flips the held tile, R rotates it clockwise, Shift+R back;
 * on the map, arrows pan, + and - zoom, 0 fits.
 */
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { BoardProps } from 'boardgame.io/react';
import { toMove } from '../moves';
import {
  turnOfPlay,
  legalActionsInView,
  mapAreas,
  tileDef,
  type Action,
  type FaceIndex,
  type Rotation,
  type TileId,
  type View,
} from '../rules';
import { useFocusNext, useRoving } from '../../common/board-focus';
import { seatNamesOf, type AppBoardProps } from '../../common/meta';
import type { MoveCall } from '../../common/move-call';
import { PromptInSight } from '../../common/PromptInSight';
import { nameAndNote, OPTION_LABELS, promptText, seatsFor } from './describe';
import { EndSummary } from './EndSummary';
import { HandPanel } from './HandPanel';
import { HexMap } from './HexMap';
import { Legend } from './Legend';
import { MapHud } from './MapHud';
import { PlayersPanel, ScoreBar } from './PlayersPanel';
import { StacksPanel } from './StacksPanel';
import {
  fittingRotation,
  placeSpots,
  playableSlots,
  skipOf,
  spotsByRotation,
  steals,
  takeOf,
  waypointSpots,
  type Holding,
} from './targets';
import './board.css';

export type LvsBoardProps = Pick<BoardProps<View>, 'G' | 'moves' | 'matchData' | 'isConnected' | 'isMultiplayer'> & AppBoardProps;

/** What the player holds: a tile (by id, so it survives slots moving), a face, a rotation. */
interface Grip {
  tile: TileId;
  face: FaceIndex;
  rotation: Rotation;
}

/** A hinted placement: the hand slot, face and rotation to hold, and the hex ("q,r"). */
function hintedPlace(hint: MoveCall): { slot: number; face: FaceIndex; rotation: Rotation; at: string } | null {
  if (hint.move !== 'place') return null;
  const [slot, face, q, r, rotation] = hint.args as number[];
  return { slot: slot ?? -1, face: (face ?? 0) as FaceIndex, rotation: (rotation ?? 0) as Rotation, at: `${q},${r}` };
}

/** A hinted steal: whose tile, and which. */
function hintedSteal(hint: MoveCall | undefined): { player: string; slot: number } | undefined {
  if (hint?.move !== 'steal') return undefined;
  const [player, slot] = hint.args as [string, number];
  return { player: String(player), slot };
}

/** A hinted waypoint: its spot ("q,r#segment"). */
function hintedWaypoint(hint: MoveCall | undefined): string | undefined {
  if (hint?.move !== 'placeWaypoint') return undefined;
  const [q, r, segment] = hint.args as number[];
  return `${q},${r}#${segment}`;
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
}: LvsBoardProps) {
  const seats = seatsFor(G, seatNamesOf(matchData, seatNames), named, seat);
  // While the table fills, nothing is offered: taking, placing and stealing are all moves. Nor
  // on a position of the past (history, a replay, a review): it is not played from.
  const legal = useMemo(() => {
    const all = waiting || reviewing ? [] : legalActionsInView(G);
    return allowMove ? all.filter((action) => allowMove(toMove(action))) : all;
  }, [G, waiting, reviewing, allowMove]);
  const areas = useMemo(() => mapAreas(G.board, G.inventory), [G.board, G.inventory]);
  const [grip, setGrip] = useState<Grip | null>(null);
  const [summaryClosed, setSummaryClosed] = useState(false);

  const myHand = seats.me === null ? [] : (G.hands[Number(seats.me)] ?? []);
  const own = myHand.flatMap((t, slot) => (t.tile === null ? [] : [{ slot, tile: t.tile, up: t.up }]));
  const playable = playableSlots(legal);
  const placing = playable.size > 0;

  // The held tile: the one gripped if still in hand, else the first playable (public face up).
  // Nothing is held on a position of the past, nor once a resignation ended the match (its board
  // is then one to look at: a tile "Held", with Flip and the rotations, said a move was to come).
  const held: Holding | null = (() => {
    if (reviewing) return null;
    const gripped = grip && own.find((t) => t.tile === grip.tile);
    if (gripped && grip) return { slot: gripped.slot, tile: gripped.tile, face: grip.face, rotation: grip.rotation };
    const first = own.find((t) => playable.has(t.slot)) ?? own[0];
    return first
      ? {
          slot: first.slot,
          tile: first.tile,
          face: first.up,
          rotation: fittingRotation(legal, { slot: first.slot, tile: first.tile, face: first.up, rotation: 0 }, G.inventory),
        }
      : null;
  })();

  // A hint to place: the tile held as it says (once, when it comes), its hex marked while so held.
  const hinted = hint ? hintedPlace(hint) : null;
  useEffect(() => {
    if (!hinted) return;
    const tile = myHand[hinted.slot]?.tile;
    if (tile !== null && tile !== undefined) setGrip({ tile, face: hinted.face, rotation: hinted.rotation });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new hint moves the tile held
  }, [hint]);
  const hintedSpot =
    hinted && held && held.slot === hinted.slot && held.face === hinted.face && held.rotation === hinted.rotation ? hinted.at : undefined;

  const spots = placeSpots(legal, held, G.inventory);
  const counts = spotsByRotation(legal, held, G.inventory);
  const wpSpots = waypointSpots(legal);
  const skip = skipOf(legal);

  const act = (action: Action) => {
    const { move, args } = toMove(action);
    moves[move]?.(...args);
  };

  const hold = (next: Partial<Grip>) => {
    if (!held) return;
    setGrip({ tile: held.tile, face: held.face, rotation: held.rotation, ...next });
  };
  const flip = () => held && hold({ face: (1 - held.face) as FaceIndex });
  const rotate = (by: 1 | -1) => held && hold({ rotation: ((held.rotation + by + 6) % 6) as Rotation });
  const select = (slot: number, face: FaceIndex) => {
    const t = own.find((o) => o.slot === slot);
    if (t)
      setGrip({
        tile: t.tile,
        face,
        rotation: fittingRotation(legal, { slot, tile: t.tile, face, rotation: held?.tile === t.tile ? held.rotation : 0 }, G.inventory),
      });
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    // Keys typed into a field are text; on a radio (the rotations) they are the board's.
    const typing = ['SELECT', 'TEXTAREA'].includes(target.tagName) || (target instanceof HTMLInputElement && target.type !== 'radio');
    if (event.ctrlKey || event.metaKey || event.altKey || typing) return;
    if (event.key === 'f' || event.key === 'F') flip();
    else if (event.key === 'r') rotate(1);
    else if (event.key === 'R') rotate(-1);
    // The places on the map come before the hand in the page: P goes there without Tab's long way round.
    else if (event.key === 'p' || event.key === 'P')
      boardRef.current?.querySelector<SVGGElement>('.lvs-map__spots .spot[tabindex="0"]')?.focus();
    else return;
    event.preventDefault();
  };

  const boardRef = useRef<HTMLDivElement>(null);
  // Arrow keys move between the faces of your tiles, and between the places the held one fits.
  const handKeys = useRoving<HTMLUListElement>('.face-button');
  const spotKeys = useRoving<SVGGElement>('.spot');
  const showSummary = G.step === 'over' && !summaryClosed && !reviewing;
  useFocusNext(boardRef, {
    signal: [G, showSummary],
    // A waypoint to place or skip, a tile to steal, a stack to take from, else the tile to place.
    candidates: [
      '.lvs-map__spots .spot--waypoint[tabindex="0"]',
      '.steal-target',
      '.stack--takeable',
      '.lvs-hand--placing .face-button[tabindex="0"]',
    ],
    fallback: '.prompt',
    enabled: !reviewing && !showSummary,
  });

  const prompt = waiting ? { text: waiting, mine: false } : promptText(G, seats, reviewing);
  const promptRef = useRef<HTMLParagraphElement>(null);
  const keys = Object.keys(G.board);
  const lastPlaced = keys.length > 1 ? (keys.at(-1) ?? null) : null;
  const options = (Object.keys(OPTION_LABELS) as (keyof View['options'])[]).filter((o) => G.options[o]).map((o) => OPTION_LABELS[o]);
  const heldFace = held ? { face: tileDef(G.inventory, held.tile).faces[held.face], rotation: held.rotation } : null;

  return (
    <div className="lvs-board" ref={boardRef} tabIndex={-1} onKeyDown={onKeyDown}>
      <header className="lvs-status">
        <div className="lvs-status__line">
          <ScoreBar G={G} seats={seats} />
          <span className="lvs-status__info">
            {/* The engine counts each take of the draft as a turn: the first placement read "Turn 5". */}
            {G.step === 'draft' ? 'Draft' : `Turn ${turnOfPlay(G)}`} · {options.length > 0 ? options.join(' · ') : 'Basic game'}
            {isMultiplayer && !isConnected && <span className="warning"> · Reconnecting…</span>}
          </span>
        </div>
        <div className="lvs-prompt-row">
          {/* tabIndex -1: where focus waits while it is someone else's turn. */}
          <p ref={promptRef} className={`prompt${prompt.mine ? ' prompt--mine' : ''}`} role="status" aria-live="polite" tabIndex={-1}>
            {prompt.text}
          </p>
          {!reviewing && <PromptInSight prompt={promptRef} text={prompt.text} mine={prompt.mine} />}
          <div className="action-bar">
            {skip && (
              <button type="button" onClick={() => act(skip)}>
                Skip the waypoint
              </button>
            )}
            {G.step === 'over' && summaryClosed && (
              <button type="button" onClick={() => setSummaryClosed(false)}>
                Final scores
              </button>
            )}
          </div>
        </div>
      </header>
      <div className="lvs-table">
        <HexMap
          board={G.board}
          inventory={G.inventory}
          areas={areas}
          waypoints={G.waypoints}
          spots={spots}
          held={heldFace}
          onPlace={act}
          hinted={hintedSpot ?? hintedWaypoint(hint)}
          waypointSpots={wpSpots}
          onWaypoint={act}
          lastPlaced={lastPlaced}
          spotKeys={spotKeys}
          whose={seats.whose}
          // A position of the past has nothing to hold or take: no bar for it (phones show one).
          overlay={
            !reviewing && (
              <MapHud
                held={placing && heldFace ? { ...heldFace, fits: spots.length } : null}
                onFlip={flip}
                onRotate={rotate}
                takes={([0, 1] as const).flatMap((stack) => {
                  const take = takeOf(legal, stack);
                  return take ? [{ stack, top: G.stacks[stack].top, onTake: () => act(take) }] : [];
                })}
                steals={steals(legal).flatMap((steal) => {
                  const tile = G.hands[Number(steal.player)]?.[steal.slot];
                  if (!tile) return [];
                  const hinted = hintedSteal(hint);
                  return [
                    {
                      owner: seats.whose(steal.player),
                      name: nameAndNote(seats.name(steal.player), '')[0],
                      role: seats.role(steal.player),
                      face: tile.face,
                      hinted: hinted?.player === steal.player && hinted.slot === steal.slot,
                      onSteal: () => act(steal),
                    },
                  ];
                })}
              />
            )
          }
        />
        <aside className="lvs-side">
          {seats.me !== null && (
            <HandPanel
              whose={seats.whose(seats.me)}
              seenBy={seats.you === seats.me ? 'you see' : `${seats.name(seats.me)} sees`}
              hand={myHand}
              inventory={G.inventory}
              held={held}
              placing={placing}
              playable={playable}
              counts={counts}
              onSelect={select}
              onFlip={flip}
              onRotate={rotate}
              onRotation={(rotation) => hold({ rotation })}
              roving={handKeys}
              hinted={hintedSpot !== undefined}
            />
          )}
          <StacksPanel stacks={G.stacks} legal={legal} onAct={act} />
          <PlayersPanel G={G} seats={seats} legal={legal} onAct={act} turnShown={!waiting} hintedSteal={hintedSteal(hint)} />
          <Legend players={Object.keys(G.waypoints) as (keyof View['waypoints'])[]} whose={seats.whose} options={G.options} />
        </aside>
      </div>
      {showSummary && (
        <EndSummary
          G={G}
          seats={seats}
          areas={areas}
          onClose={() => setSummaryClosed(true)}
          onPlayAgain={onPlayAgain}
          ratingNote={ratingNote}
        />
      )}
    </div>
  );
}
