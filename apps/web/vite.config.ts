import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

// In development the public bases (shared/routes.ts) answer gift.html, as the API does after a build.
const publicPagesInDev = (): Plugin => ({
  name: 'gifthub-public-pages',
  configureServer(server) {
    server.middlewares.use((req, _res, next) => {
      server
        .ssrLoadModule('@gifthub/shared/routes')
        .then(({ PUBLIC_BASES, firstSegment }) => {
          if (req.url && (PUBLIC_BASES as readonly string[]).includes(firstSegment(req.url.split('?')[0]!))) req.url = '/gift.html';
        })
        .then(() => next(), next);
    });
  },
});

// Two entries: the portal (index.html, under /pro and /demo) and the light public pages (gift.html: React and
// the public pages only). Assets live at /assets so one build serves every base. The manifest feeds
// scripts/check-bundle-budget.mjs. `vite build --ssr src/public/server.tsx` (npm run build) writes dist/ssr, with
// which the API renders the public pages (plugins/static-web.ts).
export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), publicPagesInDev()],
  base: '/',
  // Only the icons a page uses go into the server bundle, rather than the whole icon set loaded by Node.
  ssr: { noExternal: ['@tabler/icons-react'] },
  build: isSsrBuild ? { outDir: 'dist/ssr', emptyOutDir: false, copyPublicDir: false } : {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // Browsers without modulepreload fetch the chunks when the entry imports them; no polyfill in every page.
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 1500,
    rolldownOptions: {
      input: { main: 'index.html', gift: 'gift.html' },
      // The shared package only defines things: what a page does not use (zod schemas above all) is left out.
      treeshake: { moduleSideEffects: [{ test: /packages[\\/]shared[\\/]src[\\/]/, sideEffects: false }] },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 3000}` },
  },
}));
