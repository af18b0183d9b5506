import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// Assets live at /assets so one build serves both router bases, /pro/ and /demo/.
export default defineConfig({
  plugins: [react()],
  base: '/',
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 1500 },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 3000}` },
  },
});
