// Bundles the API (and the shared package's TypeScript) into dist/server.js, and the release step `npm run migrate`
// into dist/migrate.js; npm packages stay external.
import { build } from 'esbuild';
import { cpSync, readFileSync, rmSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((d) => !d.startsWith('@gifthub/'));
rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/server.ts', 'src/migrate.ts'],
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  outdir: 'dist',
  external: [...external, ...external.map((d) => `${d}/*`)],
  sourcemap: true,
  logLevel: 'warning',
});
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
