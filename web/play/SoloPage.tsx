/**
 * A game against the computer at `/solo/<game>?level=…&<options>`: everything runs in this
 * page (boardgame.io's Local master), the bot's search in a Web Worker. The game is kept in
 * localStorage, one per game, options, player count and level, so a reload resumes it; "New
 * game" forgets it.
 */
import { useMemo, useState } from 'react';
import { ErrorMessage } from '../app/ErrorMessage';
import { UnknownGame } from './UnknownGame';
import { findGame } from '../../games';
import { computerName, isLevel } from '../../games/common/levels';
import type { GameMeta } from '../../games/common/meta';
import { soloBot, soloHint } from '../bots/solo-bot';
import { initialValues } from '../lobby/OptionFields';
import type { GameModule } from './game-module';
import { loadDebug } from './debug';
import { GameClient, type Connection } from './GameClient';
import { NewGameButton } from './NewGameButton';
import { forgetSoloGame, soloGameUnderWay } from './solo-transport';
import { PlayHeader } from './PlayHeader';
import { forgetHints, HintsToggle } from './SoloHint';
import { useAsync, useGameModule } from './useGameModule';

/** The seat asked for (`seat=`, so a side: Sea in Land vs Sea), else seat 0; the computer takes every other. */
function humanSeat(query: URLSearchParams, numPlayers: number): string {
  const asked = Number(query.get('seat') ?? 0);
  return Number.isInteger(asked) && asked >= 0 && asked < numPlayers ? String(asked) : '0';
}

export function SoloPage({ game, query }: { game: string; query: URLSearchParams }) {
  const entry = findGame(game);
  if (!entry) return <UnknownGame game={game} />;
  return <SoloView entry={entry} query={query} />;
}

function optionValues(entry: GameMeta, query: URLSearchParams): Record<string, string> {
  const values = initialValues(entry);
  for (const option of entry.options) {
    const given = query.get(option.key);
    if (given !== null && option.choices.some((c) => c.value === given)) values[option.key] = given;
  }
  return values;
}

function SoloView({ entry, query }: { entry: GameMeta; query: URLSearchParams }) {
  const requested = query.get('level');
  const level =
    isLevel(requested) && entry.levels.includes(requested) ? requested : (entry.levels[Math.floor(entry.levels.length / 2)] ?? '');
  const setupData = useMemo(() => entry.setupData(optionValues(entry, query)), [entry, query]);
  const module = useGameModule(entry);
  const debug = useAsync(loadDebug, 'debug');
  const [round, setRound] = useState(1);
  const requestedPlayers = Number(query.get('players'));
  const numPlayers = entry.playerCounts.includes(requestedPlayers) ? requestedPlayers : (entry.playerCounts[0] ?? 2);
  const human = humanSeat(query, numPlayers);
  // Seat 0's key is the one kept before a seat could be chosen: those games still resume.
  const storageKey = `solo:${entry.name}:${numPlayers}:${level}:${JSON.stringify(setupData)}${human === '0' ? '' : `:seat ${human}`}`;
  const side = entry.seatRoles?.(numPlayers)[Number(human)];
  const newGame = () => {
    forgetSoloGame(storageKey);
    forgetHints(storageKey);
    setRound((r) => r + 1);
  };

  return (
    <main className="page page--play">
      <PlayHeader title={`${entry.title} — solo`} game={entry.name}>
        <span className="play-header__players">
          {/* With 4 players, one of them plays on your team. */}
          {numPlayers === 2 ? `You vs the computer (${level})` : `You and ${numPlayers - 1} computer players (${level})`}
          {side ? ` · you play ${side}` : ''}
        </span>
        <NewGameButton underWay={() => soloGameUnderWay(storageKey)} onNewGame={newGame} />
        <HintsToggle />
      </PlayHeader>
      {module.status === 'failed' ? (
        <ErrorMessage message={`Could not load the game: ${module.error}`} />
      ) : module.status === 'loading' || debug.status !== 'ready' ? (
        <p className="status-line">Loading the board…</p>
      ) : (
        <SoloGame
          key={round}
          module={module.value}
          level={level}
          setupData={setupData}
          numPlayers={numPlayers}
          human={human}
          debug={debug.value}
          storageKey={storageKey}
          onPlayAgain={newGame}
        />
      )}
    </main>
  );
}

interface SoloGameProps {
  module: GameModule;
  level: string;
  setupData: Record<string, unknown>;
  numPlayers: number;
  /** The person's seat. */
  human: string;
  debug: Awaited<ReturnType<typeof loadDebug>>;
  storageKey: string;
  onPlayAgain: () => void;
}

function SoloGame({ module, level, setupData, numPlayers, human, debug, storageKey, onPlayAgain }: SoloGameProps) {
  const bot = useAsync(async () => soloBot(module.definition, level), level);
  const hint = useMemo(() => soloHint(module.definition), [module]);
  const botSeats = useMemo(
    () => Array.from({ length: numPlayers }, (_, i) => String(i)).filter((seat) => seat !== human),
    [numPlayers, human],
  );
  const connection = useMemo<Connection | null>(
    () =>
      bot.status === 'ready'
        ? { kind: 'solo', bots: Object.fromEntries(botSeats.map((s) => [s, bot.value])), setupData, storageKey, hint }
        : null,
    [bot, botSeats, setupData, storageKey, hint],
  );
  if (bot.status === 'failed') return <ErrorMessage message={`Could not start the computer player: ${bot.error}`} />;
  if (!connection) return <p className="status-line">Starting the computer player…</p>;
  return (
    <GameClient
      module={module}
      connection={connection}
      debug={debug}
      numPlayers={numPlayers}
      matchID="solo"
      playerID={human}
      seatNames={Object.fromEntries(botSeats.map((s, i) => [s, computerName(level, numPlayers > 2 ? i + 1 : undefined)]))}
      onPlayAgain={onPlayAgain}
    />
  );
}
