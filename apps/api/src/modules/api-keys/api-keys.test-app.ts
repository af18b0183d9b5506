import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZTeamParams } from '@gifthub/shared/fields';
import { buildApp } from '../../app';
import type { Db } from '../../db/client';
import { resolveTeamAccess } from '../teams/teams.service';
import { testConfig } from '../../config';
import { SEED_PASSWORD } from '../../db/seed';
import type { TClock } from '../../lib/clock';
import { openFreshDatabase, openTemplateCopy } from '../../test/test-databases';

/** A clock the tests move by hand (last used's once-a-minute write, the rate limit's window). */
export const handClock = (start = Date.parse('2026-12-02T09:00:00Z')) => {
  let now = start;
  const clock: TClock & { advance: (ms: number) => void } = { now: () => new Date(now), advance: (ms) => void (now += ms) };
  return clock;
};

const doc = { summary: 'Test probe', tag: 'Marketplace', example: { response: {} } } as const;
const writeDoc = { ...doc, example: { body: { note: 'hi' }, response: {} } } as const;
const ZProbe = z.object({ user_id: z.number(), team_id: z.number().nullable(), role: z.string().nullable(), key_id: z.number().nullable() });

/**
 * Test-only public API routes, so the key's rules are proven apart from which real routes the OpenAPI document lists:
 * a team read, a team write, a Pro-gated read, a route without :teamId (a teamId query), and a staff route.
 */
function registerProbes(root: FastifyInstance, db: () => Db) {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const answer = (req: { auth: { userId: number } | null; access: { team: { id: number }; role: string } | null; apiKey: { id: number } | null }) => ({
    user_id: req.auth!.userId,
    team_id: req.access?.team.id ?? null,
    role: req.access?.role ?? null,
    key_id: req.apiKey?.id ?? null,
  });
  const schema = { params: ZTeamParams, response: { 200: ZProbe } };
  app.get('/api/v1/teams/:teamId/key-probe', { config: { permission: 'member', publicApi: doc }, schema }, async (req) => answer(req));
  app.post('/api/v1/teams/:teamId/key-probe', { config: { permission: 'use-balance', publicApi: writeDoc }, schema }, async (req) => answer(req));
  app.get('/api/v1/teams/:teamId/key-probe/surveys', { config: { permission: 'member', pro: 'surveys', publicApi: doc }, schema }, async (req) => answer(req));
  app.get('/api/v1/key-probe', { config: { permission: 'authenticated', publicApi: doc }, schema: { response: { 200: ZProbe } } }, async (req) => answer(req));
  // A service that finds the team from a record resolves access itself: under a key, its team only.
  const ZOther = z.object({ other: z.coerce.number() });
  const resolveOther = async (req: { auth: { userId: number; isBbAdmin: boolean } | null }, other: number) => {
    await Promise.resolve();
    return { ...(await resolveTeamAccess(db(), other, { id: req.auth!.userId, isBbAdmin: req.auth!.isBbAdmin })), key_id: null };
  };
  app.get('/api/v1/key-probe/resolve/:other', { config: { permission: 'authenticated', publicApi: doc }, schema: { params: ZOther } }, async (req) => {
    const a = await resolveOther(req, req.params.other);
    return { team_id: a.team.id, role: a.role };
  });
  app.post('/api/v1/key-probe/resolve/:other', { config: { permission: 'authenticated', publicApi: writeDoc }, schema: { params: ZOther, body: z.object({ note: z.string() }) } }, async (req) => {
    const a = await resolveOther(req, req.params.other);
    return { team_id: a.team.id, role: a.role, note: req.body.note };
  });
  app.get('/api/v1/key-probe/staff', { config: { permission: 'staff', publicApi: doc }, schema: { response: { 200: ZProbe } } }, async (req) => answer(req));
}

/** The real app (test-app.ts's setup) with the probes added before it is ready. */
export async function createKeyTestApp(clock: TClock) {
  const templates = inject('testTemplates');
  const database = templates ? await openTemplateCopy(templates, true) : await openFreshDatabase(process.env.TEST_DATABASE_URL, true);
  const { app, deps } = await buildApp({ db: database.db, config: testConfig(process.env.KEY_TEST_LOG ? { logLevel: 'error' } : {}), clock, checkResponses: true, logStream: process.env.KEY_TEST_LOG ? { write: (l) => void process.stderr.write(l) } : undefined });
  registerProbes(app, () => deps.db);
  await app.ready();
  const login = async (email: string) => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/login', payload: { email, password: SEED_PASSWORD } });
    if (res.statusCode !== 200) throw new Error(`login ${email} failed: ${res.body}`);
    return res.json<{ apiToken: string }>().apiToken;
  };
  return {
    app,
    deps,
    login,
    as: (token: string) => ({ authorization: `Bearer ${token}` }),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
