import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZOk } from '@gifthub/shared/errors';
import { id, ZTeamParams } from '@gifthub/shared/fields';
import { ZMember, ZMemberInvite, ZMemberUpdate } from '@gifthub/shared/members';
import { paged, pageQuery } from '@gifthub/shared/paging';
import type { TDeps } from '../../deps';
import { requireAccess } from '../../plugins/auth';
import * as members from './members.service';
import { forRequest } from '../../lib/public-url';

const ZMemberParams = ZTeamParams.extend({ userId: id('User') });
const guard = { permission: 'edit-team-members', pro: 'teamMembers' } as const;

export const membersRoutes: FastifyPluginAsyncZod<{ deps: TDeps }> = async (app, { deps }) => {
  app.get(
    '/teams/:teamId/members',
    { config: guard, schema: { params: ZTeamParams, querystring: pageQuery(50, ['name', 'email', 'role', 'status', 'created_at']), response: { 200: paged(ZMember) } } },
    (req) => members.listMembers(deps.db, requireAccess(req), req.query),
  );
  app.post('/teams/:teamId/members', { config: guard, schema: { params: ZTeamParams, body: ZMemberInvite, response: { 200: ZMember } } }, (req) =>
    members.inviteMember(forRequest(deps, req), requireAccess(req), req.body),
  );
  app.get('/teams/:teamId/members/:userId', { config: guard, schema: { params: ZMemberParams, response: { 200: ZMember } } }, (req) =>
    members.getMember(deps.db, requireAccess(req), req.params.userId),
  );
  app.put('/teams/:teamId/members/:userId', { config: guard, schema: { params: ZMemberParams, body: ZMemberUpdate, response: { 200: ZMember } } }, (req) =>
    members.updateMember(deps.db, requireAccess(req), req.params.userId, req.body),
  );
  app.delete('/teams/:teamId/members/:userId', { config: guard, schema: { params: ZMemberParams, response: { 200: ZOk } } }, async (req) => {
    await members.removeMember(deps, requireAccess(req), req.params.userId);
    return { ok: true };
  });
};
