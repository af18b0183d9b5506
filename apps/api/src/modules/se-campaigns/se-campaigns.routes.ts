import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZIdParams, ZTeamParams } from '@gifthub/shared/fields';
import { paged } from '@gifthub/shared/paging';
import {
  SE_FILE_MAX_BYTES,
  seCampaignTexts,
  ZAdminSeCampaign,
  ZAdminSeCampaignListItem,
  ZAdminSeCampaignListQuery,
  ZAdminSeCampaignUpdate,
  ZSeCampaign,
  ZSeCampaignCreate,
  ZSeCampaignListItem,
  ZSeCampaignListQuery,
  ZSeCampaignUpdate,
  ZSeFileParams,
} from '@gifthub/shared/se-campaigns';
import type { TDeps } from '../../deps';
import { readMultipart } from '../../lib/multipart';
import { forRequest } from '../../lib/public-url';
import { requireAccess, requireAuth } from '../../plugins/auth';
import { addSeCampaignFile, deleteSeCampaignFile, downloadSeCampaignFile } from './se-campaign-files.service';
import { adminGetSeCampaign, adminListSeCampaigns, adminUpdateSeCampaign } from './se-campaigns.admin.service';
import * as se from './se-campaigns.service';

const actor = (req: Parameters<typeof requireAuth>[0]) => {
  const auth = requireAuth(req);
  return { id: auth.userId, isBbAdmin: auth.isBbAdmin };
};

/** An ASCII fallback for old clients and the UTF-8 name (RFC 5987) for the rest; never a quote or a path. */
const disposition = (name: string) => `attachment; filename="${name.replace(/[^A-Za-z0-9._ -]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`;

/**
 * Single-event campaigns (spec 3 §7 Single event). Any member reads and requests (as gifting campaigns: spec 1 §5);
 * writes are Pro and refused in the demo. Routes without :teamId find the campaign's team in the service: another
 * team's id answers 404.
 */
export const seCampaignsRoutes: FastifyPluginAsyncZod<{ deps: TDeps }> = async (app, { deps }) => {
  app.get(
    '/teams/:teamId/se-campaigns',
    { config: { permission: 'member' }, schema: { params: ZTeamParams, querystring: ZSeCampaignListQuery, response: { 200: paged(ZSeCampaignListItem) } } },
    (req) => se.listSeCampaigns(deps.db, requireAccess(req), req.query),
  );

  // Idempotent so a retried request after a lost answer makes one campaign.
  app.post(
    '/teams/:teamId/se-campaigns',
    { config: { permission: 'member', pro: 'singleEventCampaigns', idempotent: true }, schema: { params: ZTeamParams, body: ZSeCampaignCreate, response: { 200: ZSeCampaign } } },
    (req) => se.createSeCampaign(deps.db, requireAccess(req), req.body),
  );

  app.get('/se-campaigns/:id', { config: { permission: 'authenticated' }, schema: { params: ZIdParams, response: { 200: ZSeCampaign } } }, (req) =>
    se.getSeCampaign(deps.db, actor(req), req.params.id),
  );

  app.put(
    '/se-campaigns/:id',
    { config: { permission: 'authenticated' }, schema: { params: ZIdParams, body: ZSeCampaignUpdate, response: { 200: ZSeCampaign } } },
    (req) => se.updateSeCampaign(deps.db, deps.config, actor(req), req.params.id, req.body),
  );

  // Multipart: one file (field "file").
  app.post('/se-campaigns/:id/files', { config: { permission: 'authenticated' }, schema: { params: ZIdParams, response: { 200: ZSeCampaign } } }, (req) =>
    addSeCampaignFile(deps, actor(req), req.params.id, async () => {
      const form = await readMultipart(req, { maxBytes: SE_FILE_MAX_BYTES, maxFields: 2, tooLarge: seCampaignTexts.fileTooLarge, fileRequired: seCampaignTexts.fileRequired });
      return form.file;
    }),
  );

  app.get('/se-campaigns/files/:fileId', { config: { permission: 'authenticated' }, schema: { params: ZSeFileParams } }, async (req, reply) => {
    const f = await downloadSeCampaignFile(deps, actor(req), req.params.fileId);
    return reply
      .type(f.contentType)
      .header('content-length', f.body.length)
      .header('content-disposition', disposition(f.name))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(f.body);
  });

  app.delete('/se-campaigns/files/:fileId', { config: { permission: 'authenticated' }, schema: { params: ZSeFileParams, response: { 200: ZSeCampaign } } }, (req) =>
    deleteSeCampaignFile(deps, actor(req), req.params.fileId),
  );

  // ---- Staff back office
  app.get(
    '/admin/se-campaigns',
    { config: { permission: 'staff' }, schema: { querystring: ZAdminSeCampaignListQuery, response: { 200: paged(ZAdminSeCampaignListItem) } } },
    (req) => adminListSeCampaigns(deps.db, req.query),
  );

  app.get('/admin/se-campaigns/:id', { config: { permission: 'staff' }, schema: { params: ZIdParams, response: { 200: ZAdminSeCampaign } } }, (req) =>
    adminGetSeCampaign(deps.db, req.params.id),
  );

  app.put(
    '/admin/se-campaigns/:id',
    { config: { permission: 'staff' }, schema: { params: ZIdParams, body: ZAdminSeCampaignUpdate, response: { 200: ZAdminSeCampaign } } },
    (req) => adminUpdateSeCampaign(forRequest(deps, req), req.params.id, req.body),
  );
};
