import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams } from '@gifthub/shared/fields';
import {
  ADMIN_TEAM_SORTS,
  ADMIN_USER_SORTS,
  ZAdminTeam,
  ZAdminTeamDetail,
  ZAdminTeamFeaturesUpdate,
  ZAdminTeamOms,
  ZAdminTeamOmsUpdate,
  ZAdminTeamsQuery,
  ZAdminTeamUpdate,
  ZAdminUser,
  ZAdminUsersQuery,
  ZOutboxMessage,
  ZOutboxQuery,
} from '@gifthub/shared/admin';
import { ZTeamFeatureFlags } from '@gifthub/shared/teams';
import { paged, pageMeta } from '@gifthub/shared/paging';
import type { TDeps } from '../../deps';
import { requireAuth } from '../../plugins/auth';
import { listOutbox, resendMail } from '../mail/mail.service';
import type { TOutboxRow } from '../mail/mail.service';
import { listAllTeams, setTeamFeatures, setTeamOmsCustomer, setTeamPlan } from '../teams/teams.service';
import { listUsers } from '../users/users.service';
import { adminTeam, adminTeamDetail } from './admin.service';
import { forRequest } from '../../lib/public-url';

const staff = { permission: 'staff' } as const;
const iso = (d: Date | null) => (d ? d.toISOString() : null);
const outboxView = (m: TOutboxRow) => ({
  id: m.id,
  to: m.to,
  subject: m.subject,
  text: m.text,
  html: m.html,
  kind: m.kind,
  status: m.status,
  attempts: m.attempts,
  last_error: m.status === 'sent' ? null : m.lastError,
  next_attempt_at: m.status === 'queued' ? m.nextAttemptAt.toISOString() : null,
  created_at: m.createdAt.toISOString(),
  sent_at: iso(m.sentAt),
});

/** Staff back office (bb_admin): teams and plans, users, and the e-mail outbox. */
export const adminRoutes: FastifyPluginAsyncZod<{ deps: TDeps }> = async (app, { deps }) => {
  app.get(
    '/admin/teams',
    {
      config: staff,
      schema: { querystring: ZAdminTeamsQuery, response: { 200: paged(ZAdminTeam) } },
    },
    async (req) => {
      const q = req.query;
      const { rows, total } = await listAllTeams(deps.db, {
        page: q.page,
        perPage: q.per_page,
        q: q.q,
        plan: q.plan,
        pending: q.pending === undefined ? undefined : q.pending === 'true',
        sort: (q.sort ?? 'id') as (typeof ADMIN_TEAM_SORTS)[number],
        direction: q.direction ?? 'asc',
      });
      return { data: rows.map(adminTeam), meta: pageMeta(total, q.page, q.per_page) };
    },
  );

  
  app.get('/admin/teams/:id', { config: staff, schema: { params: ZIdParams, response: { 200: ZAdminTeamDetail } } }, (req) =>
    adminTeamDetail(deps.db, requireAuth(req), req.params.id),
  );

  app.put('/admin/teams/:id', { config: staff, schema: { params: ZIdParams, body: ZAdminTeamUpdate, response: { 200: ZAdminTeam } } }, async (req) =>
    adminTeam(await setTeamPlan(forRequest(deps, req), req.params.id, req.body.plan)),
  );

  app.put('/admin/teams/:id/features', { config: staff, schema: { params: ZIdParams, body: ZAdminTeamFeaturesUpdate, response: { 200: ZTeamFeatureFlags } } }, (req) =>
    setTeamFeatures(deps.db, req.params.id, req.body),
  );

  app.put('/admin/teams/:id/oms-customer', { config: staff, schema: { params: ZIdParams, body: ZAdminTeamOmsUpdate, response: { 200: ZAdminTeamOms } } }, (req) =>
    setTeamOmsCustomer(deps.db, req.params.id, req.body.oms_customer_id),
  );

  app.get(
    '/admin/users',
    { config: staff, schema: { querystring: ZAdminUsersQuery, response: { 200: paged(ZAdminUser) } } },
    async (req) => {
      const q = req.query;
      const { rows, total } = await listUsers(deps.db, { page: q.page, perPage: q.per_page, q: q.q, sort: (q.sort ?? 'id') as (typeof ADMIN_USER_SORTS)[number], direction: q.direction ?? 'asc' });
      return {
        data: rows.map((u) => ({ id: u.id, name: u.name, email: u.email, is_bb_admin: u.isBbAdmin, is_demo: u.isDemo, active: u.active, created_at: u.createdAt.toISOString() })),
        meta: pageMeta(total, q.page, q.per_page),
      };
    },
  );

  app.get(
    '/admin/outbox',
    { config: staff, schema: { querystring: ZOutboxQuery, response: { 200: paged(ZOutboxMessage) } } },
    async (req) => {
      const { rows, total } = await listOutbox(deps.db, { to: req.query.to, status: req.query.status, page: req.query.page, perPage: req.query.per_page });
      return { data: rows.map(outboxView), meta: pageMeta(total, req.query.page, req.query.per_page) };
    },
  );

  // A failed e-mail queued again with fresh attempts (404 unknown, 409 when it is not failed).
  app.post('/admin/outbox/:id/resend', { config: staff, schema: { params: ZIdParams, response: { 200: ZOutboxMessage } } }, async (req) =>
    outboxView(await resendMail(deps, req.params.id)),
  );
};
