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

type TModuleInfo = { importers: string[]; dynamicImporters: string[] } | null;
const PUBLIC_ENTRY = /apps[\\/]web[\\/]src[\\/]public[\\/]main\.tsx$/;
const PORTAL_ENTRY = /apps[\\/]web[\\/]src[\\/]main\.tsx$/;
const reach = new Map<string, boolean>();
/** Whether an entry loads this module, through static imports or (for the portal) lazy ones. */
function reaches(entry: RegExp, id: string, info: (id: string) => TModuleInfo, path = new Set<string>()): boolean {
  const key = `${entry.source}|${id}`;
  const known = reach.get(key);
  if (known !== undefined) return known;
  if (entry.test(id)) return true;
  if (path.has(id)) return false;
  path.add(id);
  const m = info(id);
  const found = [...(m?.importers ?? []), ...(m?.dynamicImporters ?? [])].some((importer) => reaches(entry, importer, info, path));
  path.delete(id);
  // A 'no' found inside a cycle may be partial: only the outermost answer is kept.
  if (found || path.size === 0) reach.set(key, found);
  return found;
}
/** Modules of our own (not the icon set, whose index would bring all of it) that both entries load. */
const sharedByEntries = (id: string, info: (id: string) => TModuleInfo) =>
  !id.includes('node_modules') && reaches(PUBLIC_ENTRY, id, info) && reaches(PORTAL_ENTRY, id, info);

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
      output: {
        codeSplitting: {
          groups: [
            // React once, for both entries.
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 2 },
            // What the public pages share with the portal (icons, formatters, texts) in one chunk, rather than a
            // dozen tiny chunks that each cost the light page a request; the pages themselves stay in their entry.
            { name: (id, ctx) => (sharedByEntries(id, (m) => ctx.getModuleInfo(m)) ? 'shared' : null), priority: 1 },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://localhost:${process.env.API_PORT ?? 3000}` },
  },
}));
