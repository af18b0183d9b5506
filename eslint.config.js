import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

// Every path below is relative to this file, never to the working directory: the boundaries hold
// whether ESLint runs from the root, from apps/web, or through the Node API with another cwd.
const ROOT = import.meta.dirname;
const repoPath = (file) => path.relative(ROOT, file).split(path.sep).join('/');
const withoutExt = (p) => p.replace(/\.(tsx?|[cm]?js)$/, '');

// ---------------------------------------------------------------- who owns what (STYLE.md habit 8)
const API_SRC = 'apps/api/src/';
const WEB_SRC = 'apps/web/src/';
const moduleOf = (p) => /^apps\/api\/src\/modules\/([^/]+)\//.exec(p)?.[1];
/** 'table' | 'repository' | undefined, from a repo path with or without its extension. */
const roleOf = (p) => /\.(table|repository)$/.exec(withoutExt(p))?.[1];
const SCHEMA = 'apps/api/src/db/schema';
const isApiTest = (p) => /\.test\.ts$/.test(p) || /\.test-helpers\.ts$/.test(p) || p.startsWith(`${API_SRC}test/`);

/**
 * May import any module's tables and repositories: the schema drizzle-kit reads, the seeds (they fill
 * every module's tables before the app exists), and API tests with their helpers (they arrange and
 * inspect rows directly, against the real database).
 */
const OWNERSHIP_EXEMPT = [/^apps\/api\/src\/db\/schema\.ts$/, /^apps\/api\/src\/db\/seed[^/]*\.ts$/];
const ownershipExempt = (p) => isApiTest(p) || OWNERSHIP_EXEMPT.some((re) => re.test(p));

/** May import Drizzle: tables, repositories, the database folder, drizzle-kit's config, the bench. */
const drizzleAllowed = (p) => roleOf(p) !== undefined || p.startsWith(`${API_SRC}db/`) || p === 'apps/api/drizzle.config.ts' || p.startsWith('apps/api/bench/');

/** Web layers, outermost first: app → features → domain → components, lib. Each entry names what a layer must not import. */
const WEB_FORBIDDEN = { features: ['app'], domain: ['features', 'app'], components: ['features', 'domain', 'app'], lib: ['features', 'domain', 'app'] };
const webLayerOf = (p) => (p.startsWith(WEB_SRC) ? p.slice(WEB_SRC.length).split('/')[0] : undefined);
const featureOf = (p) => /^apps\/web\/src\/features\/([^/]+)\//.exec(p)?.[1];
// Component tests render with the real providers, so tests and their helpers may import app/providers.
const isWebTest = (p) => /\.test\.tsx?$/.test(p) || /test-utils\.tsx?$/.test(p) || p.startsWith(`${WEB_SRC}test/`);

// ---------------------------------------------------------------- import visitor shared by the rules
/**
 * Calls `check({ node, spec, target, typeOnly })` for every import, re-export and import() of the
 * file. `target` is the imported file's repo path without extension (relative specifiers only).
 */
const onImports = (context, check) => {
  const visit = (node, typeOnly) => {
    const source = node.source;
    if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
    const spec = source.value;
    const target = spec.startsWith('.') ? withoutExt(repoPath(path.resolve(path.dirname(context.filename), spec))) : undefined;
    check({ node: source, spec, target, typeOnly });
  };
  const allTypes = (specifiers) => specifiers.length > 0 && specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type');
  return {
    ImportDeclaration: (n) => visit(n, n.importKind === 'type' || allTypes(n.specifiers)),
    ExportNamedDeclaration: (n) => visit(n, n.exportKind === 'type' || allTypes(n.specifiers)),
    ExportAllDeclaration: (n) => visit(n, n.exportKind === 'type'),
    ImportExpression: (n) => visit(n, false),
  };
};

const rule = (messages, create) => ({ meta: { type: 'problem', schema: [], messages }, create });

// ---------------------------------------------------------------- the rules
/** A module's tables and repository are its own: other code calls its service. */
const moduleInternals = rule(
  {
    internal: "'{{file}}' must not import the {{role}} of module '{{owner}}': call modules/{{owner}}/*.service instead.",
    schema: "'{{file}}' must not import db/schema: import the tables of your own module from its *.table.ts.",
  },
  (context) => {
    const file = repoPath(context.filename);
    if (!file.startsWith(API_SRC) || ownershipExempt(file)) return {};
    const from = moduleOf(file);
    const ownRole = roleOf(file);
    return onImports(context, ({ node, target }) => {
      if (!target) return;
      if (target === SCHEMA && from) return context.report({ node, messageId: 'schema', data: { file } });
      const owner = moduleOf(target);
      const role = roleOf(target);
      if (!owner || !role || owner === from) return;
      // Foreign keys name the other table's column; a repository may join another module's table to
      // read (writes are no-foreign-table-writes' business).
      if (role === 'table' && (ownRole === 'table' || ownRole === 'repository')) return;
      context.report({ node, messageId: 'internal', data: { file, role, owner } });
    });
  },
);

/** Only tables, repositories and db/ talk to the database: no Drizzle, no table value, no db.query elsewhere. */
const queriesInRepositories = rule(
  {
    drizzle: "'{{file}}' must not import Drizzle: only *.table.ts, *.repository.ts and apps/api/src/db/ may.",
    table: "'{{file}}' must not query tables: only *.repository.ts may (import type is fine for row types of your own module).",
    query: "'{{file}}' must not query through db.query: only *.repository.ts may.",
  },
  (context) => {
    const file = repoPath(context.filename);
    if (drizzleAllowed(file)) return {};
    // API tests read rows through the tables and db.query to check what a call stored, without Drizzle's builders.
    const mayRead = isApiTest(file);
    const imports = onImports(context, ({ node, spec, target, typeOnly }) => {
      if (/^drizzle-orm(\/|$)/.test(spec)) context.report({ node, messageId: 'drizzle', data: { file } });
      else if (target && !typeOnly && !mayRead && (roleOf(target) === 'table' || target === SCHEMA)) context.report({ node, messageId: 'table', data: { file } });
    });
    if (!file.startsWith(API_SRC) || mayRead) return imports;
    const isDb = (n) => (n.type === 'Identifier' && (n.name === 'db' || n.name === 'tx')) || (n.type === 'MemberExpression' && !n.computed && n.property.name === 'db');
    return {
      ...imports,
      MemberExpression: (n) => {
        if (!n.computed && n.property.name === 'query' && isDb(n.object)) context.report({ node: n, messageId: 'query', data: { file } });
      },
    };
  },
);

/** A repository may read another module's table, never write it (billing must not update teams). */
const WRITES = { insert: 'insert into', update: 'update', delete: 'delete from' };
const noForeignTableWrites = rule(
  { write: "Module '{{from}}' must not {{verb}} table '{{table}}' of module '{{owner}}': call modules/{{owner}}/*.service instead." },
  (context) => {
    const file = repoPath(context.filename);
    const from = moduleOf(file);
    if (!from || ownershipExempt(file)) return {};
    const foreign = new Map(); // local name → { owner, namespace }
    const imports = onImports(context, ({ node, target }) => {
      const owner = target && roleOf(target) === 'table' ? moduleOf(target) : undefined;
      if (!owner || owner === from || node.parent.type !== 'ImportDeclaration') return;
      for (const s of node.parent.specifiers) foreign.set(s.local.name, { owner, namespace: s.type === 'ImportNamespaceSpecifier' });
    });
    const tableOf = (arg) => {
      if (arg?.type === 'Identifier' && foreign.has(arg.name) && !foreign.get(arg.name).namespace) return { table: arg.name, ...foreign.get(arg.name) };
      if (arg?.type === 'MemberExpression' && arg.object.type === 'Identifier' && foreign.get(arg.object.name)?.namespace && !arg.computed)
        return { table: arg.property.name, ...foreign.get(arg.object.name) };
      return undefined;
    };
    return {
      ...imports,
      CallExpression: (n) => {
        const callee = n.callee;
        const verb = callee.type === 'MemberExpression' && !callee.computed && Object.hasOwn(WRITES, callee.property.name) ? WRITES[callee.property.name] : undefined;
        const hit = verb && tableOf(n.arguments[0]);
        if (hit) context.report({ node: n, messageId: 'write', data: { from, verb, table: hit.table, owner: hit.owner } });
      },
    };
  },
);

/**
 * A service does not hand out its repository's functions unchanged (`export { find } from './x.repository'`,
 * `export const find = repo.find`): other modules would call the repository through it. Types may pass.
 */
const noRepositoryPassThrough = rule(
  { pass: "'{{name}}' passes a repository export through: other modules call a service function, not the repository." },
  (context) => {
    const file = repoPath(context.filename);
    if (!moduleOf(file) || roleOf(file) || ownershipExempt(file)) return {};
    const fromRepo = new Map(); // local name → namespace import?
    // Another module's repository is module-internals' business.
    const isRepo = (target) => target !== undefined && roleOf(target) === 'repository' && moduleOf(target) === moduleOf(file);
    const report = (node, name) => context.report({ node, messageId: 'pass', data: { name } });
    const imports = onImports(context, ({ node, target, typeOnly }) => {
      const decl = node.parent;
      if (!isRepo(target) || typeOnly) return;
      if (decl.type === 'ImportDeclaration') {
        for (const s of decl.specifiers) if (s.importKind !== 'type') fromRepo.set(s.local.name, s.type === 'ImportNamespaceSpecifier');
      } else if (decl.type === 'ExportAllDeclaration') report(decl, '*');
      else if (decl.type === 'ExportNamedDeclaration') for (const s of decl.specifiers) if (s.exportKind !== 'type') report(s, s.exported.name ?? s.exported.value);
    });
    const passed = (init) =>
      (init?.type === 'Identifier' && fromRepo.has(init.name) && !fromRepo.get(init.name)) ||
      (init?.type === 'MemberExpression' && init.object.type === 'Identifier' && fromRepo.get(init.object.name) === true);
    return {
      ...imports,
      ExportNamedDeclaration: (n) => {
        imports.ExportNamedDeclaration(n);
        if (n.source || n.exportKind === 'type') return;
        for (const s of n.specifiers) if (s.exportKind !== 'type' && fromRepo.has(s.local.name)) report(s, s.exported.name);
        if (n.declaration?.type !== 'VariableDeclaration') return;
        for (const d of n.declaration.declarations) if (d.id.type === 'Identifier' && passed(d.init)) report(d, d.id.name);
      },
    };
  },
);

/** No feature imports another feature: shared code goes to domain/, components/ or lib/. */
const noCrossFeatureImports = rule(
  { cross: "Feature '{{from}}' must not import from feature '{{to}}'; move shared code to src/domain, src/components or src/lib." },
  (context) => {
    const from = featureOf(repoPath(context.filename));
    if (!from) return {};
    return onImports(context, ({ node, target }) => {
      const to = target && featureOf(`${target}/`);
      if (to && to !== from) context.report({ node, messageId: 'cross', data: { from, to } });
    });
  },
);

/** One-way web layers (as bulletproof-react's import/no-restricted-paths zones). */
const webLayers = rule(
  { layer: "src/{{from}} must not import src/{{to}} (layers run one way: app → features → domain → components, lib)." },
  (context) => {
    const file = repoPath(context.filename);
    const from = webLayerOf(file);
    const forbidden = WEB_FORBIDDEN[from]?.filter((to) => !(to === 'app' && isWebTest(file)));
    if (!forbidden?.length) return {};
    return onImports(context, ({ node, target }) => {
      const to = target && webLayerOf(`${target}/`);
      if (to && forbidden.includes(to)) context.report({ node, messageId: 'layer', data: { from, to } });
    });
  },
);

const local = {
  rules: {
    'module-internals': moduleInternals,
    'queries-in-repositories': queriesInRepositories,
    'no-foreign-table-writes': noForeignTableWrites,
    'no-repository-pass-through': noRepositoryPassThrough,
    'no-cross-feature-imports': noCrossFeatureImports,
    'web-layers': webLayers,
  },
};

// ---------------------------------------------------------------- config
const nodeGlobals = Object.fromEntries(
  ['process', 'console', 'Buffer', 'URL', 'URLSearchParams', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'fetch', 'AbortController'].map((g) => [g, 'readonly']),
);

const configs = tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/migrations/**', 'screenshots/**', '**/test-results/**', '**/playwright-report/**', 'data/**', '**/.e2e-data/**', '**/.test-data/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: nodeGlobals },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  {
    // Each rule decides by the file's path from ROOT, so one glob covers them all.
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { local },
    rules: Object.fromEntries(Object.keys(local.rules).map((name) => [`local/${name}`, 'error'])),
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.flat.recommended.rules,
  },
  {
    // The API suite shares each worker's module cache (vitest.config.ts): a module mock would leak into other files.
    files: ['apps/api/src/**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.object.name='vi'][callee.property.name=/^(mock|doMock|stubGlobal|stubEnv)$/]",
          message: 'API tests share the module cache: inject the fault through the database or the deps, not vi.mock/stub.',
        },
      ],
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly', __dirname: 'readonly' } },
  },
);

// Globs too are read from ROOT, even when a caller passes this file with another cwd (eslint -c).
export default configs.map((c) => ({ basePath: ROOT, ...c }));
