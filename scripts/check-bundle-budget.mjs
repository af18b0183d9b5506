// Fails when a page loads more JavaScript than its budget (issue 10, "Light pages"). Reads the web build's
// Vite manifests (apps/web/dist/.vite/manifest.json and manifest-light.json): a page loads its entry, every chunk the entry imports
// (transitively), and the lazy chunks of its route modules, found by their source path in the manifest.
// Sizes are gzip (level 9, as the server sends them precompressed). npm test runs it after the build.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const KiB = 1024;
const KB = 1000;

/**
 * Every page with a budget, in one place. `entry`: the HTML entry's manifest key; `routes`: source files (from
 * apps/web) of the route modules the page loads lazily. A route module bundled into the entry is counted with it.
 */
export const BUDGETS = [
  { page: 'claim page (/pick-a-gift/…)', entry: 'gift.html', routes: ['src/features/claim/components/gift-flow.tsx'], max: 80 * KB },
  { page: 'login (/pro/login)', entry: 'index.html', routes: ['src/features/auth/components/login-page.tsx'], max: 200 * KiB },
  {
    page: 'dashboard (/pro/dashboard)',
    entry: 'index.html',
    routes: ['src/app/layout/authenticated-layout.tsx', 'src/features/dashboard/components/dashboard-page.tsx'],
    max: 250 * KiB,
  },
  // The campaign claim page: the light entry and the campaign choice's part (a campaign invitation's link loads the same).
  { page: 'campaign page (/pick-a-gift/…/c/…)', entry: 'gift.html', routes: ['src/features/claim/components/campaign-page.tsx'], max: 80 * KB },
  // The public survey page: the light entry and the survey page's part (the renderer of domain/survey-page with it).
  { page: 'survey page (/survey/…)', entry: 'gift.html', routes: ['src/features/survey/components/survey-public-page.tsx'], max: 80 * KB },
];

const chunksOf = (manifest, key, seen) => {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return;
  seen.add(key);
  for (const imported of chunk.imports ?? []) chunksOf(manifest, imported, seen);
};

/**
 * Each page's gzip size of JavaScript and the pages over budget.
 * @param {{ manifest: Record<string, { file: string, imports?: string[], dynamicImports?: string[], isEntry?: boolean }>, fileBytes: (file: string) => Buffer, sourceExists?: (src: string) => boolean, budgets?: typeof BUDGETS }} input
 */
export function checkBudgets({ manifest, fileBytes, sourceExists = () => true, budgets = BUDGETS }) {
  const problems = [];
  const pages = budgets.map(({ page, entry, routes, max }) => {
    const keys = new Set();
    if (!manifest[entry]?.isEntry) problems.push(`${page}: the entry ${entry} is not in the manifest.`);
    chunksOf(manifest, entry, keys);
    for (const route of routes) {
      if (manifest[route]) chunksOf(manifest, route, keys);
      else if (!sourceExists(route)) problems.push(`${page}: the route module ${route} does not exist.`);
    }
    const files = [...keys].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
    const bytes = files.reduce((sum, f) => sum + gzipSync(fileBytes(f), { level: 9 }).length, 0);
    return { page, bytes, max, chunks: files.length, over: bytes > max };
  });
  for (const p of pages.filter((p) => p.over))
    problems.push(`${p.page} loads ${formatSize(p.bytes, p.max)} of JavaScript (gzip), over its budget of ${formatSize(p.max, p.max)}: load what it does not need lazily.`);
  return { pages, problems };
}

/** In the budget's own unit: KiB for the portal's (multiples of 1024), KB for the public pages'. */
const formatSize = (bytes, max) => (max % KiB === 0 ? `${(bytes / KiB).toFixed(1)} KiB` : `${(bytes / KB).toFixed(1)} KB`);

export function main(webDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'web')) {
  const dist = path.join(webDir, 'dist');
  // The portal's build and the light pages' build (vite build --mode light) each write a manifest; their keys differ.
  const manifestFiles = ['manifest.json', 'manifest-light.json'].map((f) => path.join(dist, '.vite', f));
  const missing = manifestFiles.find((f) => !existsSync(f));
  if (missing) {
    console.error(`No Vite manifest at ${missing}: run npm run build first.`);
    return 1;
  }
  const manifest = Object.assign({}, ...manifestFiles.map((f) => JSON.parse(readFileSync(f, 'utf8'))));
  const { pages, problems } = checkBudgets({ manifest, fileBytes: (f) => readFileSync(path.join(dist, f)), sourceExists: (src) => existsSync(path.join(webDir, src)) });
  for (const p of pages) console.log(`${p.over ? 'OVER' : 'ok  '}  ${p.page.padEnd(30)} ${formatSize(p.bytes, p.max).padStart(10)} of ${formatSize(p.max, p.max)} in ${p.chunks} chunks`);
  for (const problem of problems) console.error(problem);
  return problems.length ? 1 : 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exitCode = main(process.argv[2]);
