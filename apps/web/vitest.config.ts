import { defineConfig } from 'vitest/config';

// Component tests render the real Mantine providers in happy-dom (about twice as fast as jsdom here). The files of a
// worker share its module cache and document (isolate: false); src/test/setup.ts gives each file a clean page.
// Allow for a loaded 2-core machine. Stylesheet links (a survey theme's fonts) are not fetched: there is no server.
export default defineConfig({
  test: { name: 'web', include: ['src/**/*.test.{ts,tsx}'], environment: 'happy-dom', setupFiles: ['./src/test/setup.ts'], css: false, isolate: false, testTimeout: 30_000,
    // Once more under CI, as the other projects (the root vitest.config.ts).
    retry: process.env.CI ? 1 : 0,
    environmentOptions: { happyDOM: { settings: { disableCSSFileLoading: true, handleDisabledFileLoadingAsSuccess: true } } },
  },
});
