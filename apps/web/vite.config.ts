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

// The light public pages (gift.html) are built on their own with Preact in React's place (preact/compat: the same
// components, a tenth of React's bytes), so a gift page stays far under its budget (scripts/check-bundle-budget.mjs).
// Their server build (dist/ssr, rendered by the API) uses it too, so the markup it draws is what the browser hydrates.
const PREACT = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-dev-runtime' },
];

// `vite build`: the portal (index.html, under /pro and /demo). `vite build --mode light`: the light public pages
// (gift.html) into the same dist, with a manifest of their own; `vite build --ssr src/public/server.tsx --mode light`
// (npm run build) writes dist/ssr, with which the API renders the public pages (plugins/static-web.ts). Assets live
// at /assets so one build serves every base. The manifests feed scripts/check-bundle-budget.mjs.
export default defineConfig(({ isSsrBuild, mode }) => {
  const light = mode === 'light';
  const input: Record<string, string> = light ? { gift: 'gift.html' } : { main: 'index.html' };
  return {
    plugins: [react(), publicPagesInDev()],
    base: '/',
    resolve: light ? { alias: PREACT } : {},
    // Only the icons a page uses go into the server bundle, rather than the whole icon set loaded by Node.
    ssr: { noExternal: ['@tabler/icons-react'] },
    build: isSsrBuild
      ? { outDir: 'dist/ssr', emptyOutDir: false, copyPublicDir: false }
      : {
          outDir: 'dist',
          // The portal's build starts the folder; the light build adds to it.
          emptyOutDir: !light,
          manifest: light ? '.vite/manifest-light.json' : true,
          // Browsers without modulepreload fetch the chunks when the entry imports them; no polyfill in every page.
          modulePreload: { polyfill: false },
          chunkSizeWarningLimit: 1500,
          rolldownOptions: {
            input,
            // The shared package only defines things: what a page does not use (zod schemas above all) is left out.
            treeshake: { moduleSideEffects: [{ test: /packages[\\/]shared[\\/]src[\\/]/, sideEffects: false }] },
            // The portal's React in one chunk of its own.
            output: light ? {} : { codeSplitting: { groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 }] } },
          },
        },
    server: {
      port: 5173,
      proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 3000}` },
    },
  };
});
