// Fails when source modules import each other in a cycle (STYLE.md habit 8). Only imports that run
// at load time count: `import type`, type-only specifiers and lazy `import()` are skipped.
import { readdirSync, readFileSync, realpathSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOTS = ['packages/shared/src', 'apps/api/src', 'apps/web/src', 'e2e/tests'];
const SKIP = new Set(['node_modules', 'dist', 'migrations']);
const options = { moduleResolution: ts.ModuleResolutionKind.Bundler, module: ts.ModuleKind.ESNext, allowImportingTsExtensions: true, jsx: ts.JsxEmit.ReactJSX };

const files = [];
const walk = (dir) => {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const e of entries) {
    if (SKIP.has(e.name)) continue;
    const p = path.join(dir, e.name);
    if (e.isDirectory()) walk(p);
    else if (/\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts')) files.push(path.resolve(p));
  }
};
ROOTS.forEach(walk);
const known = new Set(files);

const runtimeImports = (file) => {
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

const graph = new Map(files.map((f) => [f, runtimeImports(f)]));

// Tarjan's strongly connected components; any component with more than one file (or a self-import) is a cycle.
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
for (const f of files) if (!idx.has(f)) strong(f);

if (cycles.length) {
  console.error(`Import cycles (${cycles.length}):`);
  for (const c of cycles) console.error(`  ${c.map((f) => path.relative(process.cwd(), f)).join(' <-> ')}`);
  process.exit(1);
}
console.log(`No import cycles in ${files.length} files.`);
