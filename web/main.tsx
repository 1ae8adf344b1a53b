import { createRoot } from 'react-dom/client';

// Placeholder until the lobby (issue 6) lands: proves the server serves the built app.
createRoot(document.getElementById('root')!).render(<h1>Air, Land &amp; Sea · Land vs Sea</h1>);
