import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp, type TRouteInfo } from '../app';
import { testConfig, type TConfig } from '../config';
import { SEED_PASSWORD } from '../db/seed';
import type { TDeps } from '../deps';
import type { TClock } from '../lib/clock';
import type { TMailer } from '../modules/mail/mail.service';
import { openFreshDatabase, openTemplateCopy } from './test-databases';

export type TTestApp = {
  app: FastifyInstance;
  deps: TDeps;
  /** Every registered route with its config, for the route-table tests. */
  routes: TRouteInfo[];
  close: () => Promise<void>;
  login: (email: string, password?: string) => Promise<string>;
  as: (token: string) => { authorization: string };
};

/**
 * The real app on a real database with the real migrations and the demo seed: in-memory PGlite by
 * default, or the PostgreSQL server named by TEST_DATABASE_URL (CI runs the suite on both). The database
 * is a copy of the one the globalSetup migrated and seeded (test-databases.ts), so each file starts alike.
 */
export async function createTestApp(
  opts: { config?: Partial<TConfig>; clock?: TClock; seed?: boolean; mailer?: TMailer; logStream?: { write: (line: string) => void } } = {},
): Promise<TTestApp> {
  const templates = inject('testTemplates');
  const seeded = opts.seed !== false;
  const database = templates ? await openTemplateCopy(templates, seeded) : await openFreshDatabase(process.env.TEST_DATABASE_URL, seeded);
  const { app, deps, routes } = await buildApp({ db: database.db, config: testConfig(opts.config), clock: opts.clock, mailer: opts.mailer, logStream: opts.logStream, checkResponses: true });
  await app.ready();
  const login = async (email: string, password = SEED_PASSWORD) => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/login', payload: { email, password } });
    if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.statusCode} ${res.body}`);
    return res.json<{ apiToken: string }>().apiToken;
  };
  return {
    app,
    deps,
    routes,
    login,
    as: (token) => ({ authorization: `Bearer ${token}` }),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
