import { defineConfig } from 'vitest/config';

// Component tests render the real Mantine providers; allow for a loaded 2-core machine.
export default defineConfig({
  test: { name: 'web', include: ['src/**/*.test.{ts,tsx}'], environment: 'jsdom', setupFiles: ['./src/test/setup.ts'], css: false, testTimeout: 30_000 },
});
