// The file walk the repository checks share (check-cycles, check-file-size).
import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Every file under `dir` whose name matches `match`, skipping folders named in `skip`; a missing
 * folder gives none.
 * @param {string} dir
 * @param {{ skip: Set<string>, match: RegExp }} options
 * @returns {string[]}
 */
export const listFiles = (dir, { skip, match }) => {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((e) => {
    if (skip.has(e.name)) return [];
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return listFiles(p, { skip, match });
    return match.test(e.name) ? [p] : [];
  });
};
