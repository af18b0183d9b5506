import { defineConfig } from 'vitest/config';

// Component tests render the real Mantine providers; allow for a loaded 2-core machine. The files of a worker share one
// module graph (isolate: false): Mantine and React load once per worker, not once per file; src/test/setup.ts gives
// each file a clean page (URL, storage, cookies).
export default defineConfig({
  test: { name: 'web', include: ['src/**/*.test.{ts,tsx}'], environment: 'jsdom', setupFiles: ['./src/test/setup.ts'], css: false, testTimeout: 30_000, isolate: false },
});
