import path from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

const FEATURES_DIR = 'apps/web/src/features';

/**
 * No feature imports another feature (STYLE.md habit 8). Resolves relative paths too, so
 * `../../billing/api/x` from features/campaigns is caught as well as `src/features/billing/...`.
 */
const featureOf = (file) => {
  const rel = path.relative(path.resolve(FEATURES_DIR), file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
  return rel.split(path.sep)[0];
};

const noCrossFeatureImports = {
  meta: { type: 'problem', messages: { cross: "Feature '{{from}}' must not import from feature '{{to}}'; move shared code to src/components or src/lib." } },
  create(context) {
    const from = featureOf(context.filename);
    if (!from) return {};
    const check = (node) => {
      const source = node.source;
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return;
      const spec = source.value;
      let target;
      if (spec.startsWith('.')) target = featureOf(path.resolve(path.dirname(context.filename), spec));
      else {
        const m = /(?:^|\/)src\/features\/([^/]+)/.exec(spec);
        target = m?.[1];
      }
      if (target && target !== from) context.report({ node: source, messageId: 'cross', data: { from, to: target } });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
  },
};

const nodeGlobals = Object.fromEntries(
  ['process', 'console', 'Buffer', 'URL', 'URLSearchParams', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'fetch', 'AbortController'].map((g) => [g, 'readonly']),
);

export default tseslint.config(
  {
    ignores: ['**/dist/**', '**/node_modules/**', '**/migrations/**', 'screenshots/**', '**/test-results/**', '**/playwright-report/**', 'data/**', '**/.e2e-data/**', '**/.test-data/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: nodeGlobals },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    plugins: { local: { rules: { 'no-cross-feature-imports': noCrossFeatureImports } } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      // Drizzle stays behind the repositories (STYLE.md habit 8).
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^drizzle-orm(/.*)?$', message: 'Drizzle may be imported only by *.table.ts, *.repository.ts and apps/api/src/db/.' }] },
      ],
    },
  },
  {
    files: ['**/*.table.ts', '**/*.repository.ts', 'apps/api/src/db/**', 'apps/api/drizzle.config.ts', 'apps/api/bench/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.flat.recommended.rules,
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: { module: 'writable', require: 'readonly', __dirname: 'readonly' } },
  },
  {
    files: [`${FEATURES_DIR}/**/*.{ts,tsx}`],
    rules: { 'local/no-cross-feature-imports': 'error' },
  },
);
