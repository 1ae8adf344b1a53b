import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const projectRoot = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  // The web app lives in web/ and builds to dist/web, which server.ts serves.
  root: 'web',
  plugins: [react()],
  build: { outDir: '../dist/web', emptyOutDir: true },
  // The bot worker loads the definition of the game it is asked about: a module worker can.
  worker: { format: 'es' },
  // `npm run dev`: the lobby API, quick match and game sockets come from the game server (`npm start`).
  server: {
    proxy: {
      '/games': 'http://localhost:8000',
      // The players' API (the pages are /player/<id> and /leaderboard/<game>: the app's own).
      '/players': 'http://localhost:8000',
      '/ratings': 'http://localhost:8000',
      '/quick': 'http://localhost:8000',
      '/socket.io': { target: 'http://localhost:8000', ws: true },
    },
  },
  test: {
    root: projectRoot,
    include: ['test/**/*.test.ts', 'test/**/*.test.tsx'],
    environment: 'node',
    testTimeout: 60_000,
    setupFiles: ['test/support/dom-timeouts.ts'],
    // Hooks start server processes, which may take up to 30 s to become healthy on a busy machine.
    hookTimeout: 60_000,
  },
});
