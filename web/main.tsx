/** Entry point: the lobby and the router; every game's code is loaded when it is opened. */
import { createRoot } from 'react-dom/client';
import { trackInput } from '../games/common/board-focus';
import { App } from './app/App';
import { reloadForNewBuild } from './app/stale-build';
import './styles.css';

// Vite's own report of a code file that did not load (a deploy replaced it): reload for the new build.
window.addEventListener('vite:preloadError', (event) => {
  if (reloadForNewBuild()) event.preventDefault();
});

// From the start: a board opened by a click in the lobby takes the focus without scrolling to it.
trackInput();

// No StrictMode: its double mount would open every game socket twice in development.
createRoot(document.getElementById('root')!).render(<App />);
