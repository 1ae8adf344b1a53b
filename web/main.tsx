/** Entry point: the lobby and the router; every game's code is loaded when it is opened. */
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import './styles.css';

// No StrictMode: its double mount would open every game socket twice in development.
createRoot(document.getElementById('root')!).render(<App />);
