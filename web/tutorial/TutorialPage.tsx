/**
 * A game's guided tutorial at `/tutorial/<game>`: its script (the game's meta loads it) played
 * in this page on the game's own board, against the scripted opponent, with boardgame.io's Local
 * master as a solo game is (`GameClient`, `solo-transport.ts`). The scripted deal never reaches
 * the server, which refuses it. Each visit starts from the first step ("Start over" too).
 */
import { useMemo, useState } from 'react';
import { findGame } from '../../games';
import type { GameMeta } from '../../games/common/meta';
import type { Tutorial } from '../../games/common/tutorial';
import { ErrorMessage } from '../app/ErrorMessage';
import { Link } from '../app/Link';
import { loadDebug } from '../play/debug';
import type { GameModule } from '../play/game-module';
import { GameClient, type Connection } from '../play/GameClient';
import { PlayHeader } from '../play/PlayHeader';
import { forgetSoloGame } from '../play/solo-kept';
import { UnknownGame } from '../play/UnknownGame';
import { useAsync, useGameModule } from '../play/useGameModule';
import { OpponentGate, scriptedBot } from './scripted-bot';
import { withTutorial } from './TutorialBoard';
import './tutorial.css';

export function TutorialPage({ game }: { game: string }) {
  const entry = findGame(game);
  if (!entry) return <UnknownGame game={game} />;
  if (!entry.tutorial)
    return (
      <main className="page">
        <h1>No tutorial yet</h1>
        <p>
          {entry.title} has no tutorial. <Link to="/">Go to the lobby</Link>.
        </p>
      </main>
    );
  return <TutorialView entry={entry} loadScript={entry.tutorial} />;
}

function TutorialView({ entry, loadScript }: { entry: GameMeta; loadScript: () => Promise<Tutorial> }) {
  const module = useGameModule(entry);
  const script = useAsync(loadScript, `tutorial:${entry.name}`);
  const debug = useAsync(loadDebug, 'debug');
  const [round, setRound] = useState(1);
  return (
    <main className="page page--play page--tutorial">
      <PlayHeader title={`${entry.title} — tutorial`} game={entry.name}>
        <button type="button" onClick={() => setRound((r) => r + 1)}>
          Start over
        </button>
      </PlayHeader>
      {module.status === 'failed' || script.status === 'failed' ? (
        <ErrorMessage
          message={`Could not load the tutorial: ${module.status === 'failed' ? module.error : script.status === 'failed' ? script.error : ''}`}
        />
      ) : module.status !== 'ready' || script.status !== 'ready' || debug.status !== 'ready' ? (
        <p className="status-line">Loading the tutorial…</p>
      ) : (
        <TutorialGame key={round} entry={entry} module={module.value} tutorial={script.value} debug={debug.value} />
      )}
    </main>
  );
}

interface GameProps {
  entry: GameMeta;
  module: GameModule;
  tutorial: Tutorial;
  debug: Awaited<ReturnType<typeof loadDebug>>;
}

/** One run of the tutorial, from its first step: a new one for "Start over". */
function TutorialGame({ entry, module, tutorial, debug }: GameProps) {
  const storageKey = `tutorial:${entry.name}`;
  const opponent = String(tutorial.learner === '0' ? 1 : 0);
  const run = useMemo(() => {
    // The match is kept in localStorage as a solo game is; a tutorial always starts afresh.
    forgetSoloGame(storageKey);
    const gate = new OpponentGate();
    const board = withTutorial(module.Board, { tutorial, definition: module.definition, gate, gameTitle: entry.title });
    const connection: Connection = {
      kind: 'solo',
      bots: { [opponent]: scriptedBot(module.definition, tutorial, gate) },
      setupData: tutorial.setupData,
      storageKey,
    };
    return { module: { ...module, Board: board }, connection };
  }, [entry, module, tutorial, storageKey, opponent]);
  return (
    <GameClient
      module={run.module}
      connection={run.connection}
      debug={debug}
      numPlayers={tutorial.numPlayers}
      matchID="tutorial"
      playerID={tutorial.learner}
      seatNames={{ [opponent]: tutorial.opponentName }}
    />
  );
}
