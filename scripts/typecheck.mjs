// npm run typecheck: every TypeScript project of the repository, checked by TypeScript 7 (the native compiler, the
// `typescript-7` alias in package.json): about four times less CPU than TypeScript 5.9's tsc for the same diagnostics.
// The `typescript` package stays 5.9 for the tools that load its JavaScript API (typescript-eslint, check-cycles.mjs),
// which TypeScript 7.0 does not ship. Each project prints its own errors; the exit code is non-zero if any has one.
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const PROJECTS = ['packages/shared', 'apps/api', 'apps/web', 'e2e', 'scripts'];
const tsc = path.join(path.dirname(createRequire(import.meta.url).resolve('typescript-7/package.json')), 'bin', 'tsc');

let failed = 0;
for (const project of PROJECTS) {
  const { status } = spawnSync(process.execPath, [tsc, '-p', project], { cwd: ROOT, stdio: 'inherit' });
  if (status !== 0) {
    console.error(`typecheck: ${project} has errors`);
    failed += 1;
  }
}
process.exit(failed ? 1 : 0);
