/**
 * A game against the computer at `/solo/<game>?level=…&<options>`: everything runs in this
 * page (boardgame.io's Local master), the bot's search in a Web Worker. The game is kept in
 * localStorage, one per game, options, player count and level, so a reload resumes it; "New
 * game" forgets it. The header's Level goes to the game kept at another level.
 *
 * Every game has a seed, drawn here unless the page asks for one (`seed=`): its deal, and the
 * computer's moves from each position, follow from it. With the Debug panel on, the page shows
 * the seed and a link to the same deal, so a game seen going wrong can be played again move by
 * move.
 */
import { useMemo, useState } from 'react';
import type { State } from 'boardgame.io';
import { ErrorMessage } from '../app/ErrorMessage';
import { soloPath, soloReviewPath } from '../app/router';
import { UnknownGame } from './UnknownGame';
import { findGame } from '../../games';
import type { GameMeta } from '../../games/common/meta';
import { soloBot, soloHint } from '../bots/solo-bot';
import type { GameModule } from './game-module';
import { debugWanted, loadDebug } from './debug';
import { GameClient, type Connection } from './GameClient';
import { stored } from './history-sources';
import { NewGameButton } from './NewGameButton';
import { SOLO_MATCH_ID, seedOfGame, soloOptions, soloPlayersText, soloSeatNames } from './solo-options';
import { forgetSoloGame, soloGameUnderWay } from './solo-kept';
import { SoloLevel } from './SoloLevel';
import { PlayHeader } from './PlayHeader';
import { forgetHints, HintsToggle } from './SoloHint';
import { useAsync, useGameModule } from './useGameModule';

export function SoloPage({ game, query }: { game: string; query: URLSearchParams }) {
  const entry = findGame(game);
  if (!entry) return <UnknownGame game={game} />;
  // Another query is another game, and its own seed.
  return <SoloView key={query.toString()} entry={entry} query={query} />;
}

function SoloView({ entry, query }: { entry: GameMeta; query: URLSearchParams }) {
  const { level, setupData, numPlayers, human, seed: asked, storageKey } = useMemo(() => soloOptions(entry, query), [entry, query]);
  const module = useGameModule(entry);
  const debug = useAsync(loadDebug, 'debug');
  const [round, setRound] = useState(1);
  // The kept game's own, if one is kept (a reload resumes it).
  const [seed, setSeed] = useState(() => asked ?? seedOfGame(stored<State>(storageKey, 'initial', SOLO_MATCH_ID)) ?? drawSeed());
  const side = entry.seatRoles?.(numPlayers)[Number(human)];
  const newGame = () => {
    forgetSoloGame(storageKey);
    forgetHints(storageKey);
    setSeed(asked ?? drawSeed());
    setRound((r) => r + 1);
  };

  return (
    <main className="page page--play">
      <PlayHeader title={`${entry.title} — solo`} game={entry.name}>
        <span className="play-header__players">
          {soloPlayersText(entry, numPlayers, human, level)}
          {side ? ` · you play ${side}` : ''}
        </span>
        <NewGameButton underWay={() => soloGameUnderWay(storageKey)} onNewGame={newGame} />
        <SoloLevel game={entry.name} levels={entry.levels} level={level} query={query} />
        <HintsToggle />
      </PlayHeader>
      {debugWanted() && (
        <p className="status-line deal-seed">
          Seed <code>{seed}</code> ·{' '}
          <a href={soloPath(entry.name, { ...Object.fromEntries(query), seed })} target="_blank" rel="noreferrer">
            this deal from its start
          </a>
        </p>
      )}
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
          seed={seed}
          numPlayers={numPlayers}
          human={human}
          debug={debug.value}
          storageKey={storageKey}
          review={soloReviewPath(entry.name, query)}
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
  seed: string;
  numPlayers: number;
  /** The person's seat. */
  human: string;
  debug: Awaited<ReturnType<typeof loadDebug>>;
  storageKey: string;
  /** The game's review page. */
  review: string;
  onPlayAgain: () => void;
}

function SoloGame({ module, level, setupData, seed, numPlayers, human, debug, storageKey, review, onPlayAgain }: SoloGameProps) {
  const bot = useAsync(async () => soloBot(module.definition, level), level);
  const hint = useMemo(() => soloHint(module.definition), [module]);
  const botSeats = useMemo(
    () => Array.from({ length: numPlayers }, (_, i) => String(i)).filter((seat) => seat !== human),
    [numPlayers, human],
  );
  const connection = useMemo<Connection | null>(
    () =>
      bot.status === 'ready'
        ? { kind: 'solo', bots: Object.fromEntries(botSeats.map((s) => [s, bot.value])), setupData, seed, storageKey, hint, review }
        : null,
    [bot, botSeats, setupData, seed, storageKey, hint, review],
  );
  if (bot.status === 'failed') return <ErrorMessage message={`Could not start the computer player: ${bot.error}`} />;
  if (!connection) return <p className="status-line">Starting the computer player…</p>;
  return (
    <GameClient
      module={module}
      connection={connection}
      debug={debug}
      numPlayers={numPlayers}
      matchID={SOLO_MATCH_ID}
      playerID={human}
      seatNames={soloSeatNames(level, numPlayers, human)}
      onPlayAgain={onPlayAgain}
    />
  );
}

/** 10 base-36 characters, as boardgame.io draws its own seeds. */
function drawSeed(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(10)), (byte) => (byte % 36).toString(36)).join('');
}
