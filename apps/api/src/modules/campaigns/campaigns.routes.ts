import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAdminCampaignItem,
  ZAdminCampaignListQuery,
  ZAdminCampaignStatus,
  ZAdminGiftOption,
  ZAdminGiftOptionEnabled,
  ZCampaign,
  ZCampaignCreate,
  ZCampaignListItem,
  ZCampaignListQuery,
  ZCampaignMenu,
  ZCreatedId,
  ZGiftOption,
  ZGiftOptionUpdate,
} from '@gifthub/shared/campaigns';
import { ZCampaignDetail, ZCampaignDetailQuery } from '@gifthub/shared/campaign-analytics';
import { LOGO_MAX_BYTES } from '@gifthub/shared/constants';
import { ZIdParams, ZTeamParams } from '@gifthub/shared/fields';
import { paged } from '@gifthub/shared/paging';
import type { TDeps } from '../../deps';
import { readMultipart } from '../../lib/multipart';
import { forRequest } from '../../lib/public-url';
import { requireAccess, requireAuth } from '../../plugins/auth';
import { campaignDetail, roiSummary } from '../campaign-analytics/campaign-analytics.service';
import { adminCreateOption, adminSetOptionEnabled, adminUpdateOption, getOption, updateOptionDescription } from './campaign-options.service';
import { updateCampaign } from './campaign-settings.service';
import { adminGetCampaign, adminListCampaigns, adminSetStatus } from './campaigns.admin.service';
import * as campaigns from './campaigns.service';
import { campaignsDocs } from '../openapi/campaigns.api-docs';

const actor = (req: Parameters<typeof requireAuth>[0]) => {
  const auth = requireAuth(req);
  return { id: auth.userId, isBbAdmin: auth.isBbAdmin };
};

/** A team's gifting campaigns (spec 1 §7): list, menu, request, read and settings. Reads are any member's; writes are Pro. */
export const campaignsRoutes: FastifyPluginAsyncZod<{ deps: TDeps }> = async (app, { deps }) => {
  app.get(
    '/teams/:teamId/gb-campaigns',
    { config: { permission: 'member', publicApi: campaignsDocs.list }, schema: { params: ZTeamParams, querystring: ZCampaignListQuery, response: { 200: paged(ZCampaignListItem) } } },
    (req) => campaigns.listCampaigns(forRequest(deps, req), requireAccess(req), req.query),
  );

  app.get('/teams/:teamId/gb-campaigns/menu', { config: { permission: 'member' }, schema: { params: ZTeamParams, response: { 200: ZCampaignMenu } } }, (req) =>
    campaigns.campaignMenu(deps.db, requireAccess(req)),
  );

  // Idempotent so a retried request after a lost answer makes one campaign.
  app.post(
    '/teams/:teamId/gb-campaigns',
    { config: { permission: 'member', pro: 'requestingCampaigns', idempotent: true }, schema: { params: ZTeamParams, body: ZCampaignCreate, response: { 200: ZCreatedId } } },
    (req) => campaigns.createCampaign(forRequest(deps, req), requireAccess(req), req.body),
  );

  // mode=analytics adds the campaign's analytics (campaign-analytics module).
  app.get(
    '/gb-campaigns/:id',
    { config: { permission: 'authenticated', publicApi: campaignsDocs.detail }, schema: { params: ZIdParams, querystring: ZCampaignDetailQuery, response: { 200: ZCampaignDetail } } },
    (req) =>
      req.query.mode === 'analytics'
        ? campaignDetail(forRequest(deps, req), actor(req), req.params.id, req.query)
        : campaigns.getCampaign(forRequest(deps, req), actor(req), req.params.id, req.query.with_option_counts ?? false),
  );

  app.get(
    '/gb-campaigns/:id/analytics.pdf',
    { config: { permission: 'authenticated' }, schema: { params: ZIdParams, querystring: ZCampaignDetailQuery } },
    async (req, reply) => {
      const { filename, pdf } = await roiSummary(forRequest(deps, req), actor(req), req.params.id, req.query);
      return reply.type('application/pdf').header('content-disposition', `attachment; filename="${filename}"`).header('cache-control', 'private, no-store').send(pdf);
    },
  );

  // Multipart (spec 1 §7). The Pro gate and demo read-only are the service's: the team is the campaign's.
  app.post('/put/gb-campaigns/:id', { config: { permission: 'authenticated' }, schema: { params: ZIdParams, response: { 200: ZCampaign } } }, async (req) => {
    const user = actor(req);
    const form = req.isMultipart()
      ? await readMultipart(req, { maxBytes: LOGO_MAX_BYTES, tooLarge: 'File must be at most 2 MB.', fileRequired: 'File is required.', maxFields: 30 })
      : { file: null, fields: Object.fromEntries(Object.entries((req.body ?? {}) as Record<string, unknown>).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])) };
    return updateCampaign(forRequest(deps, req), user, req.params.id, form.fields, form.file);
  });

  app.get('/gb-options/:id', { config: { permission: 'authenticated' }, schema: { params: ZIdParams, response: { 200: ZGiftOption } } }, (req) =>
    getOption(deps.db, actor(req), req.params.id),
  );

  app.post(
    '/put/gb-options/:id',
    { config: { permission: 'authenticated' }, schema: { params: ZIdParams, body: ZGiftOptionUpdate, response: { 200: ZGiftOption } } },
    (req) => updateOptionDescription(deps.db, actor(req), req.params.id, req.body, deps.config.productName),
  );

  // ---- Staff back office
  app.get(
    '/admin/gb-campaigns',
    { config: { permission: 'staff' }, schema: { querystring: ZAdminCampaignListQuery, response: { 200: paged(ZAdminCampaignItem) } } },
    (req) => adminListCampaigns(forRequest(deps, req), req.query),
  );

  app.get('/admin/gb-campaigns/:id', { config: { permission: 'staff' }, schema: { params: ZIdParams, response: { 200: ZCampaign } } }, (req) =>
    adminGetCampaign(forRequest(deps, req), req.params.id),
  );

  app.put(
    '/admin/gb-campaigns/:id/status',
    { config: { permission: 'staff' }, schema: { params: ZIdParams, body: ZAdminCampaignStatus, response: { 200: ZCampaign } } },
    (req) => adminSetStatus(forRequest(deps, req), req.params.id, req.body.status),
  );

  app.post(
    '/admin/gb-campaigns/:id/options',
    { config: { permission: 'staff' }, schema: { params: ZIdParams, body: ZAdminGiftOption, response: { 200: ZGiftOption } } },
    (req) => adminCreateOption(deps.db, req.params.id, req.body),
  );

  app.put(
    '/admin/gb-options/:id',
    { config: { permission: 'staff' }, schema: { params: ZIdParams, body: ZAdminGiftOption, response: { 200: ZGiftOption } } },
    (req) => adminUpdateOption(deps.db, req.params.id, req.body),
  );

  app.put(
    '/admin/gb-options/:id/enabled',
    { config: { permission: 'staff' }, schema: { params: ZIdParams, body: ZAdminGiftOptionEnabled, response: { 200: ZGiftOption } } },
    (req) => adminSetOptionEnabled(deps.db, req.params.id, req.body.enabled),
  );
};

