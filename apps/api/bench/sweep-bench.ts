/**
 * npm run bench: how long the route sweep takes (issue 8 asks for under 3 minutes). The sweep is two Vitest files,
 * `src/test/route-fuzz.test.ts` (every route, generated and mutated inputs, every seeded role, one at a time) and
 * `src/test/route-fuzz-concurrency.test.ts` (rate limits, password guesses and idempotent repeats, all at once),
 * run here on the embedded PGlite in one worker, the way npm test runs it, with Vitest's start-up and the migrated
 * and seeded template database built by its globalSetup counted in. Prints the wall time and each file's.
 *
 * Env: FUZZ_RUNS and FUZZ_SEED vary the sweep as in the test.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tempDir } from './bench-support';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const FILES = ['apps/api/src/test/route-fuzz.test.ts', 'apps/api/src/test/route-fuzz-concurrency.test.ts'];
const LIMIT_S = 180;

const out = path.join(tempDir('gifthub-sweep-bench-'), 'report.json');
const started = performance.now();
const run = spawnSync('npx', ['vitest', 'run', '--project', 'api', '--maxWorkers=1', '--reporter=json', `--outputFile=${out}`, ...FILES], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, TEST_POSTGRES_URL: '' },
});
const wall = (performance.now() - started) / 1000;
const report = JSON.parse(readFileSync(out, 'utf8')) as { numTotalTests: number; numPassedTests: number; testResults: { name: string; startTime: number; endTime: number }[] };
console.log(`\nRoute sweep on PGlite, one worker (${report.numPassedTests}/${report.numTotalTests} tests passed):`);
for (const f of report.testResults) console.log(`  ${path.relative(root, f.name).padEnd(52)} ${((f.endTime - f.startTime) / 1000).toFixed(1)} s`);
console.log(`  wall time, Vitest start-up and template database included: ${wall.toFixed(1)} s (limit ${LIMIT_S} s: ${wall < LIMIT_S ? 'within' : 'OVER'})`);
if (run.status !== 0 || report.numPassedTests !== report.numTotalTests || wall >= LIMIT_S) process.exitCode = 1;
