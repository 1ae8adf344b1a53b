/** The app shell: one page per route. Pages that hold a game load its code only when opened. */
import { lazy, Suspense, useEffect } from 'react';
import { Link } from './Link';
import { PageErrorBoundary } from './PageErrorBoundary';
import { pageTitle } from './page-title';
import { offsetOf, pageKey, useRoute } from './router';
import { LobbyPage } from '../lobby/LobbyPage';

// The match and solo pages bring boardgame.io's client: not needed to show the lobby.
const MatchPage = lazy(() => import('../play/MatchPage').then((m) => ({ default: m.MatchPage })));
const SoloPage = lazy(() => import('../play/SoloPage').then((m) => ({ default: m.SoloPage })));
const RulesPage = lazy(() => import('../rules/RulesPage').then((m) => ({ default: m.RulesPage })));
const TutorialPage = lazy(() => import('../tutorial/TutorialPage').then((m) => ({ default: m.TutorialPage })));
const ReplayPage = lazy(() => import('../play/ReplayPage').then((m) => ({ default: m.ReplayPage })));
const ReviewPage = lazy(() => import('../review/ReviewPage').then((m) => ({ default: m.ReviewPage })));
const SoloReviewPage = lazy(() => import('../review/ReviewPage').then((m) => ({ default: m.SoloReviewPage })));
const PlayerPage = lazy(() => import('../players/PlayerPage').then((m) => ({ default: m.PlayerPage })));
const LeaderboardPage = lazy(() => import('../players/LeaderboardPage').then((m) => ({ default: m.LeaderboardPage })));

export function App() {
  const route = useRoute();
  const title = pageTitle(route);
  useEffect(() => {
    document.title = title;
  }, [title]);
  return (
    <PageErrorBoundary key={pageKey(route)}>
      <Suspense fallback={<p className="status-line">Loading…</p>}>
        {route.page === 'lobby' && <LobbyPage query={route.query} />}
        {route.page === 'match' && (
          <MatchPage key={route.matchID} game={route.game} matchID={route.matchID} watch={route.query.get('watch') === '1'} />
        )}
        {route.page === 'replay' && <ReplayPage key={route.matchID} game={route.game} matchID={route.matchID} />}
        {route.page === 'review' && (
          <ReviewPage key={`${route.matchID}?${route.query.toString()}`} game={route.game} matchID={route.matchID} query={route.query} />
        )}
        {route.page === 'rules' && <RulesPage game={route.game} />}
        {route.page === 'tutorial' && <TutorialPage key={route.game} game={route.game} />}
        {route.page === 'solo' && <SoloPage key={route.query.toString()} game={route.game} query={route.query} />}
        {route.page === 'soloReview' && <SoloReviewPage key={route.query.toString()} game={route.game} query={route.query} />}
        {route.page === 'player' && <PlayerPage key={route.id} id={route.id} offset={offsetOf(route.query)} />}
        {route.page === 'leaderboard' && <LeaderboardPage key={route.game} game={route.game} offset={offsetOf(route.query)} />}
        {route.page === 'missing' && (
          <main className="page">
            <h1>Nothing here</h1>
            <p>
              There is no page at <code>{route.path}</code>. <Link to="/">Go to the lobby</Link>.
            </p>
          </main>
        )}
      </Suspense>
    </PageErrorBoundary>
  );
}
