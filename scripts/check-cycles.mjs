// Fails when source modules import each other in a cycle (STYLE.md habit 8). Only imports that run
// at load time count: `import type`, type-only specifiers and lazy `import()` are skipped.
// Paths are read from the repository root, whatever the working directory.
import { readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';
import { listFiles } from './source-files.mjs';

export const ROOTS = ['packages/shared/src', 'apps/api/src', 'apps/web/src', 'e2e/tests'];
const SKIP = new Set(['node_modules', 'dist', 'migrations']);
const options = { moduleResolution: ts.ModuleResolutionKind.Bundler, module: ts.ModuleKind.ESNext, allowImportingTsExtensions: true, jsx: ts.JsxEmit.ReactJSX };

const runtimeImports = (file, known) => {
  const src = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const specs = [];
  for (const st of src.statements) {
    if (ts.isImportDeclaration(st)) {
      const c = st.importClause;
      if (c?.isTypeOnly) continue;
      const named = c?.namedBindings;
      const onlyTypes = c && !c.name && named && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((e) => e.isTypeOnly);
      if (!onlyTypes) specs.push(st.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(st) && st.moduleSpecifier && !st.isTypeOnly) {
      specs.push(st.moduleSpecifier.text);
    }
  }
  const out = [];
  for (const spec of specs) {
    const r = ts.resolveModuleName(spec, file, options, ts.sys).resolvedModule;
    if (!r) continue;
    // Workspace packages resolve through node_modules symlinks; the real path names the source file.
    const target = realpathSync(r.resolvedFileName);
    if (known.has(target)) out.push(target);
  }
  return out;
};

/** Tarjan's strongly connected components; any component with more than one file (or a self-import) is a cycle. */
const stronglyConnected = (graph) => {
  let index = 0;
  const idx = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const cycles = [];
  const strong = (v) => {
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v)) {
      if (!idx.has(w)) {
        strong(w);
        low.set(v, Math.min(low.get(v), low.get(w)));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)));
    }
    if (low.get(v) === idx.get(v)) {
      const comp = [];
      let w;
      do {
        w = stack.pop();
        onStack.delete(w);
        comp.push(w);
      } while (w !== v);
      if (comp.length > 1 || graph.get(v).includes(v)) cycles.push(comp);
    }
  };
  for (const v of graph.keys()) if (!idx.has(v)) strong(v);
  return cycles;
};

/**
 * The import cycles among the .ts/.tsx files under `roots` (folders relative to `root`), each as
 * repo paths sorted by name, and how many files were read.
 * @param {string} root
 * @param {string[]} [roots]
 * @returns {{ cycles: string[][], files: number }}
 */
export const findCycles = (root, roots = ROOTS) => {
  const files = roots.flatMap((r) => listFiles(path.join(root, r), { skip: SKIP, match: /(?<!\.d)\.tsx?$/ }).map((f) => realpathSync(f)));
  const known = new Set(files);
  const graph = new Map(files.map((f) => [f, runtimeImports(f, known)]));
  const realRoot = realpathSync(root);
  const rel = (f) => path.relative(realRoot, f).split(path.sep).join('/');
  return { cycles: stronglyConnected(graph).map((c) => c.map(rel).sort()), files: files.length };
};

// Files of an API module that speak for it to other modules: its services and their types. Routes sit above
// services, and repositories and tables may read other modules' tables (joins), so they are not counted.
const MODULE_SPEAKER_RE = /(?<!\.(test|routes|repository|table|test-helpers))\.ts$/;

/**
 * Circles between API modules (apps/api/src/modules/<name>) through their services, type imports included:
 * billing → teams → billing is one even when every file-level import is a type or runs lazily.
 * @param {string} root
 * @returns {string[][]} each circle as module names, sorted
 */
export const findModuleCycles = (root, modulesDir = 'apps/api/src/modules') => {
  const dir = path.join(root, modulesDir);
  const files = listFiles(dir, { skip: SKIP, match: MODULE_SPEAKER_RE });
  const moduleOf = (f) => path.relative(dir, f).split(path.sep)[0];
  const graph = new Map();
  for (const f of files) {
    const from = moduleOf(f);
    if (!graph.has(from)) graph.set(from, []);
    for (const m of readFileSync(f, 'utf8').matchAll(/from '\.\.\/([a-z0-9-]+)\//g)) {
      const to = m[1];
      if (to !== from && !graph.get(from).includes(to)) graph.get(from).push(to);
    }
  }
  for (const targets of [...graph.values()]) for (const t of targets) if (!graph.has(t)) graph.set(t, []);
  return stronglyConnected(graph).map((c) => [...c].sort());
};

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const root = path.resolve(import.meta.dirname, '..');
  const { cycles, files } = findCycles(root);
  const moduleCycles = findModuleCycles(root);
  if (cycles.length) {
    console.error(`Import cycles (${cycles.length}):`);
    for (const c of cycles) console.error(`  ${c.join(' <-> ')}`);
  }
  if (moduleCycles.length) {
    console.error(`API modules whose services depend on each other (${moduleCycles.length}):`);
    for (const c of moduleCycles) console.error(`  ${c.join(' <-> ')}`);
  }
  if (cycles.length || moduleCycles.length) process.exit(1);
  console.log(`No import cycles in ${files} files; no circle between API modules' services.`);
}
