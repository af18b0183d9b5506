import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZCampaignClaimResult, ZCampaignPageParams, ZCampaignPageView, ZClaimBody } from '@gifthub/shared/claims';
import { ZCampaignPageQuery, ZSharedSecret } from '@gifthub/shared/campaign-batches';
import type { TDeps } from '../../deps';
import { forRequest } from '../../lib/public-url';
import { findPageCampaign } from '../campaigns/campaign-pages.service';
import { claimOnPage } from './campaign-claim.service';
import { claimFromBatch } from './campaign-batch-claim.service';
import { batchPageView, campaignPageView, pageNotFound } from './campaign-pages.service';
import { noStore } from '../../lib/no-store';

const minute = 60_000;

/**
 * A public or internal campaign's own page (/pick-a-gift/{teamSlug}/c/{campaignSlug}), without login: the
 * visitor registers with an e-mail of an allowed domain and picks an option. Rate-limited per address. A personal
 * campaign invitation is answered by the claims module's /public/gifts/{secret} routes.
 */
export const campaignPagesRoutes: FastifyPluginAsyncZod<{ deps: TDeps }> = async (app, { deps }) => {
  // A campaign's page and its claims answer the gift and its voucher code: no cache keeps them.
  app.addHook('onSend', noStore);
  app.get(
    '/public/campaigns/:teamSlug/:campaignSlug',
    { config: { public: true, rateLimit: { max: 120, timeWindow: minute } }, schema: { params: ZCampaignPageParams, querystring: ZCampaignPageQuery, response: { 200: ZCampaignPageView } } },
    // With invite={secret}: the batch link's page (registration_page?invite={secret}).
    (req) =>
      req.query.invite === undefined
        ? campaignPageView(deps.db, req.params.teamSlug, req.params.campaignSlug)
        : batchPageView(deps.db, req.params.teamSlug, req.params.campaignSlug, req.query.invite),
  );
  app.post(
    '/public/campaigns/:teamSlug/:campaignSlug/claim',
    { config: { public: true, rateLimit: { max: 20, timeWindow: minute } }, schema: { params: ZCampaignPageParams, body: ZClaimBody, response: { 200: ZCampaignClaimResult } } },
    async (req) => {
      const page = await findPageCampaign(deps.db, req.params.teamSlug, req.params.campaignSlug);
      if (!page) throw pageNotFound();
      return claimOnPage(forRequest(deps, req), page, req.body);
    },
  );
  // The batch link (registration_page?invite={secret}): a visitor on that Multi Invite list claims their invitation once.
  app.post(
    '/public/campaigns/:teamSlug/:campaignSlug/invite/:sharedSecret/claim',
    {
      config: { public: true, rateLimit: { max: 20, timeWindow: minute } },
      schema: { params: ZCampaignPageParams.extend({ sharedSecret: ZSharedSecret }), body: ZClaimBody, response: { 200: ZCampaignClaimResult } },
    },
    async (req) => {
      const page = await findPageCampaign(deps.db, req.params.teamSlug, req.params.campaignSlug);
      if (!page) throw pageNotFound();
      return claimFromBatch(forRequest(deps, req), page, req.params.sharedSecret, req.body);
    },
  );
};
