// Each boundary rule in eslint.config.js gets a file that breaks it (its error expected) and a file that
// respects it (no message at all), linted from the root and from apps/web so the rules cannot quietly
// depend on the working directory again. Files are virtual (lintText): nothing is written to the tree.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const CONFIG = path.join(ROOT, 'eslint.config.js');
const API = 'apps/api/src/modules';
const WEB = 'apps/web/src';

type TCase = { name: string; file: string; code: string; rule?: string };

const breach = (rule: string, name: string, file: string, code: string): TCase => ({ name, file, code, rule: `local/${rule}` });
const respect = (name: string, file: string, code: string): TCase => ({ name, file, code });

const CASES: TCase[] = [
  // A module's repository and tables are its own.
  breach('module-internals', "a service imports another module's repository", `${API}/billing/fx.service.ts`, "import { findTeam } from '../teams/teams.repository';\nexport const f = findTeam;\n"),
  breach('module-internals', "a service imports another module's table type", `${API}/admin/fx.service.ts`, "import type { TTeamRow } from '../teams/teams.table';\nexport type T = TTeamRow;\n"),
  breach('module-internals', "a repository imports another module's repository", `${API}/billing/fx.repository.ts`, "export { findTeam } from '../teams/teams.repository';\n"),
  breach('module-internals', "a plugin imports a module's repository", 'apps/api/src/plugins/fx.ts', "import { findTeam } from '../modules/teams/teams.repository';\nexport const f = findTeam;\n"),
  breach('module-internals', 'a module imports db/schema', `${API}/billing/fx.repository.ts`, "import { teams } from '../../db/schema';\nexport const t = teams;\n"),
  breach('module-internals', "a lazy import of another module's repository", `${API}/billing/fx.service.ts`, "export const f = () => import('../teams/teams.repository');\n"),
  respect("a service calls another module's service", `${API}/billing/fx.service.ts`, "import { getTeam } from '../teams/teams.service';\nexport const f = getTeam;\n"),
  respect('a table names another table for a foreign key', `${API}/billing/fx.table.ts`, "import { teams } from '../teams/teams.table';\nexport const t = teams;\n"),
  respect("a repository joins another module's table to read", `${API}/billing/fx.repository.ts`, "import { teams } from '../teams/teams.table';\nexport const f = (db: TDb) => db.select().from(teams);\ntype TDb = { select: () => { from: (t: unknown) => unknown } };\n"),
  respect('the seed fills every table', 'apps/api/src/db/seed-orders.ts', "import { topUps } from '../modules/billing/billing.table';\nexport const t = topUps;\n"),
  respect('db/schema re-exports every table', 'apps/api/src/db/schema.ts', "export * from '../modules/teams/teams.table';\n"),
  respect("a test arranges rows through another module's repository", `${API}/billing/fx.routes.test.ts`, "import { updateTeamRow } from '../teams/teams.repository';\nexport const f = updateTeamRow;\n"),
  respect('a test helper reads tables', 'apps/api/src/test/fx.ts', "import { users } from '../modules/users/users.table';\nexport const t = users;\n"),

  // Only tables, repositories and db/ query the database.
  breach('queries-in-repositories', 'a service imports Drizzle', `${API}/billing/fx.service.ts`, "import { eq } from 'drizzle-orm';\nexport const f = eq;\n"),
  breach('queries-in-repositories', 'a route imports a Drizzle subpath type', `${API}/billing/fx.routes.ts`, "import type { PgColumn } from 'drizzle-orm/pg-core';\nexport type T = PgColumn;\n"),
  breach('queries-in-repositories', "a service imports its own module's table", `${API}/billing/fx.service.ts`, "import { topUps } from './billing.table';\nexport const t = topUps;\n"),
  breach('queries-in-repositories', 'a plugin imports db/schema', 'apps/api/src/plugins/fx.ts', "import * as schema from '../db/schema';\nexport const s = schema;\n"),
  breach('queries-in-repositories', 'a service queries through db.query', `${API}/billing/fx.service.ts`, "type TDeps = { db: { query: { teams: { findMany: () => unknown } } } };\nexport const f = (deps: TDeps) => deps.db.query.teams.findMany();\n"),
  breach('queries-in-repositories', 'the portal imports Drizzle', `${WEB}/lib/fx.ts`, "import { sql } from 'drizzle-orm';\nexport const s = sql;\n"),
  respect('a repository imports Drizzle', `${API}/billing/fx.repository.ts`, "import { eq } from 'drizzle-orm';\nexport const f = eq;\n"),
  respect('a table imports Drizzle', `${API}/billing/fx.table.ts`, "import { pgTable } from 'drizzle-orm/pg-core';\nexport const t = pgTable;\n"),
  respect('db/ imports Drizzle', 'apps/api/src/db/fx.ts', "import { sql } from 'drizzle-orm';\nexport const s = sql;\n"),
  respect("a service takes its own module's row type", `${API}/billing/fx.service.ts`, "import type { TTopUpRow } from './billing.table';\nexport type T = TTopUpRow;\n"),
  breach('queries-in-repositories', 'an API test imports Drizzle', `${API}/billing/fx.routes.test.ts`, "import { eq } from 'drizzle-orm';\nexport const f = eq;\n"),
  respect('an API test reads rows through a table and db.query', `${API}/billing/fx.routes.test.ts`, "import { topUps } from './billing.table';\ntype TDeps = { db: { query: { teams: { findMany: () => unknown } } } };\nexport const f = (deps: TDeps) => [topUps, deps.db.query.teams.findMany()];\n"),
  respect('a route reads the request query', `${API}/billing/fx.routes.ts`, "type TReq = { query: { q: string } };\nexport const f = (request: TReq) => request.query.q;\n"),

  // A repository reads another module's table, never writes it.
  breach('no-foreign-table-writes', "a repository updates another module's table", `${API}/billing/fx.repository.ts`, "import { teams } from '../teams/teams.table';\ntype TDb = { update: (t: unknown) => unknown };\nexport const f = (db: TDb) => db.update(teams);\n"),
  breach('no-foreign-table-writes', "a repository inserts into another module's table", `${API}/members/fx.repository.ts`, "import { teamMembers } from '../teams/teams.table';\ntype TDb = { insert: (t: unknown) => unknown };\nexport const f = (tx: TDb) => tx.insert(teamMembers);\n"),
  breach('no-foreign-table-writes', 'a repository deletes through a namespace import', `${API}/billing/fx.repository.ts`, "import * as t from '../teams/teams.table';\ntype TDb = { delete: (t: unknown) => unknown };\nexport const f = (db: TDb) => db.delete(t.teams);\n"),
  respect("a repository writes its own module's table", `${API}/billing/fx.repository.ts`, "import { topUps } from './billing.table';\ntype TDb = { insert: (t: unknown) => unknown };\nexport const f = (db: TDb) => db.insert(topUps);\n"),

  // A service does not hand its repository's functions out unchanged.
  breach('no-repository-pass-through', 'a service re-exports from its repository', `${API}/users/fx.service.ts`, "export { findUserById } from './users.repository';\n"),
  breach('no-repository-pass-through', 'a service exports an imported repository function', `${API}/users/fx.service.ts`, "import { findUserById } from './users.repository';\nexport { findUserById };\n"),
  breach('no-repository-pass-through', 'a service aliases a repository function', `${API}/teams/fx.service.ts`, "import * as repo from './teams.repository';\nexport const findTeam = repo.findTeam;\n"),
  respect('a service wraps its repository and passes types', `${API}/teams/fx.service.ts`, "import * as repo from './teams.repository';\nimport type { TTeamInsert } from './teams.repository';\nexport type { TTeamInsert };\nexport type TTeam = repo.TTeam;\nexport const teamName = async (id: number) => (await repo.findTeam(id))?.name;\n"),

  // No feature imports another feature.
  breach('no-cross-feature-imports', 'a feature imports another feature', `${WEB}/features/billing/components/fx.tsx`, "import { useProducts } from '../../marketplace/api/products';\nexport const f = useProducts;\n"),
  breach('no-cross-feature-imports', 'a feature lazily imports another feature', `${WEB}/features/admin/routes.tsx`, "export const f = () => import('../billing/routes');\n"),
  respect('a feature imports itself, domain/, components/ and lib/', `${WEB}/features/billing/components/fx.tsx`, "import { a } from '../api/top-up';\nimport { b } from '../../../domain/ledger/ledger-table';\nimport { c } from '../../../components/page-header';\nimport { d } from '../../../lib/money';\nexport const f = [a, b, c, d];\n"),

  // One-way web layers: app → features → domain → components, lib.
  breach('web-layers', 'components/ imports features/', `${WEB}/components/fx.tsx`, "import { useTopUp } from '../features/billing/api/top-up';\nexport const f = useTopUp;\n"),
  breach('web-layers', 'components/ imports domain/', `${WEB}/components/fx.tsx`, "import { LedgerTable } from '../domain/ledger/ledger-table';\nexport const f = LedgerTable;\n"),
  breach('web-layers', 'lib/ imports app/', `${WEB}/lib/fx.ts`, "import { router } from '../app/router';\nexport const f = router;\n"),
  breach('web-layers', 'features/ imports app/', `${WEB}/features/billing/components/fx.tsx`, "import { Providers } from '../../../app/providers';\nexport const f = Providers;\n"),
  breach('web-layers', 'domain/ imports features/', `${WEB}/domain/gift-flow/fx.tsx`, "import { useProducts } from '../../features/marketplace/api/products';\nexport const f = useProducts;\n"),
  breach('web-layers', 'domain/ imports app/', `${WEB}/domain/gift-flow/fx.tsx`, "import { Providers } from '../../app/providers';\nexport const f = Providers;\n"),
  respect('domain/ imports components/, lib/ and another domain', `${WEB}/domain/gift-flow/fx.tsx`, "import { a } from '../../components/page-header';\nimport { b } from '../../lib/money';\nimport { c } from '../payment-choice/payment-choice';\nexport const f = [a, b, c];\n"),
  respect('app/ imports features/', `${WEB}/app/fx.tsx`, "import { routes } from '../features/billing/routes';\nexport const f = routes;\n"),
  respect('a component test renders with the app providers', `${WEB}/components/fx.test.tsx`, "import { Providers } from '../app/providers';\nexport const f = Providers;\n"),
  respect('a feature test helper renders with the app providers', `${WEB}/features/claim/components/fx-test-utils.tsx`, "import { Providers } from '../../../app/providers';\nexport const f = Providers;\n"),
];

// `cd apps/web && npx eslint src` finds the root config by lookup; `eslint -c` with another cwd passes it
// (ESLint itself then ignores files outside that cwd, so that run lints the portal's cases only). Each
// run is its own node process started in that cwd, as the command line would be: the old rule read
// process.cwd(), which no ESLint option changes.
const WEB_DIR = path.join(ROOT, 'apps/web');
const RUNS: [string, ESLint.Options, TCase[]][] = [
  ['from the root', { cwd: ROOT, overrideConfigFile: CONFIG }, CASES],
  ['from apps/web, config found by lookup', { cwd: WEB_DIR }, CASES],
  ['from apps/web with -c', { cwd: WEB_DIR, overrideConfigFile: CONFIG }, CASES.filter((c) => c.file.startsWith(`${WEB}/`))],
];

// Reads { options, files: [{ code, filePath }] } on stdin, answers one list of "rule: message" per file.
const CHILD = `
import { ESLint } from 'eslint';
let input = '';
for await (const chunk of process.stdin) input += chunk;
const { options, files } = JSON.parse(input);
const eslint = new ESLint(options);
const out = [];
for (const f of files) {
  const [result] = await eslint.lintText(f.code, { filePath: f.filePath });
  out.push(result.messages.map((m) => (m.ruleId ?? 'fatal') + ': ' + m.message));
}
process.stdout.write(JSON.stringify(out));
`;

const lintInProcessAt = (options: ESLint.Options, cases: TCase[]): string[][] => {
  const files = cases.map((c) => ({ code: c.code, filePath: path.join(ROOT, c.file) }));
  const stdout = execFileSync(process.execPath, ['--input-type=module', '-e', CHILD], { cwd: options.cwd, input: JSON.stringify({ options, files }), encoding: 'utf8' });
  return JSON.parse(stdout) as string[][];
};

describe.each(RUNS)('lint boundaries %s', (_, options, cases) => {
  let found: string[][] = [];
  beforeAll(() => {
    found = lintInProcessAt(options, cases);
  });

  it.each(cases.map((c, i) => ({ ...c, i })))('$name', ({ rule, i }) => {
    const messages = found[i];
    if (!rule) expect(messages).toEqual([]);
    else {
      expect(messages).toHaveLength(1);
      expect(messages?.[0]).toMatch(new RegExp(`^${rule}: `));
    }
  });
});
