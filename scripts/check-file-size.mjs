// Fails on a source file over 500 lines (STYLE.md habit 11: a file is read in one sitting).
// Paths are read from the repository root, whatever the working directory.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { listFiles } from './source-files.mjs';

export const MAX_LINES = 500;
/** Where source lives: every app's and package's src, and the journeys. */
const ROOTS = ['apps/*/src', 'packages/*/src', 'e2e'];
/** Data rather than code to read: the seed's product catalogue and drizzle-kit's generated migrations. */
export const ALLOWED = ['apps/api/src/db/seed-catalogue.ts', 'apps/api/src/db/migrations/'];
const SKIP = new Set(['node_modules', 'dist', 'test-results', 'playwright-report', '.e2e-data', '.test-data']);

const dirsOf = (root, pattern) => {
  const [parent, star, ...rest] = pattern.split('/');
  if (star !== '*') return [path.join(root, pattern)];
  let names = [];
  try {
    names = readdirSync(path.join(root, parent), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
  } catch {
    return [];
  }
  return names.map((name) => path.join(root, parent, name, ...rest));
};

/** Lines as `wc -l` counts them, plus a last line without its newline. */
export const countLines = (text) => (text === '' ? 0 : text.split('\n').length - (text.endsWith('\n') ? 1 : 0));

/**
 * The .ts/.tsx files under `root` longer than `maxLines`, longest first.
 * @param {string} root
 * @param {{ maxLines?: number, allowed?: string[] }} [options] `allowed`: repo paths, or folders ending in '/'.
 * @returns {{ file: string, lines: number }[]}
 */
export const oversizedFiles = (root, { maxLines = MAX_LINES, allowed = ALLOWED } = {}) => {
  const files = ROOTS.flatMap((pattern) => dirsOf(root, pattern)).flatMap((dir) => listFiles(dir, { skip: SKIP, match: /\.tsx?$/ }));
  return files
    .map((f) => ({ file: path.relative(root, f).split(path.sep).join('/'), lines: countLines(readFileSync(f, 'utf8')) }))
    .filter(({ file, lines }) => lines > maxLines && !allowed.some((a) => (a.endsWith('/') ? file.startsWith(a) : file === a)))
    .sort((a, b) => b.lines - a.lines);
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const over = oversizedFiles(path.resolve(import.meta.dirname, '..'));
  if (over.length) {
    console.error(`Files over ${MAX_LINES} lines (${over.length}): split them by operation (STYLE.md habit 11).`);
    for (const { file, lines } of over) console.error(`  ${file}: ${lines}`);
    process.exit(1);
  }
  console.log(`No source file over ${MAX_LINES} lines.`);
}
