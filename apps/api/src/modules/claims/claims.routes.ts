import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZClaimBody, ZClaimResult, ZDeclineBody, ZDeclineResult, ZGiftSecretParams, ZGiftView, ZGiftViewQuery, ZVerifyBody, ZVerifyResult } from '@gifthub/shared/claims';
import { z } from 'zod';
import { ZCampaignClaimResult, ZCampaignPageView } from '@gifthub/shared/claims';
import { ZReviewBody, ZReviewResult } from '@gifthub/shared/campaign-feedback';
import type { TDeps } from '../../deps';
import * as claims from './claims.service';
import { forRequest } from '../../lib/public-url';
import { noStore } from '../../lib/no-store';

const minute = 60_000;

/**
 * The recipient's public gift page API: no login; the link's secret is the key. Rate-limited per address. A
 * campaign invitation's link answers the campaign's choice (modules/campaign-pages) on the same routes.
 */
export const claimsRoutes: FastifyPluginAsyncZod<{ deps: TDeps }> = async (app, { deps }) => {
  // The recipient's gift, its voucher code and its secret link: no cache keeps them.
  app.addHook('onSend', noStore);
  app.get(
    '/public/gifts/:secret',
    { config: { public: true, rateLimit: { max: 120, timeWindow: minute } }, schema: { params: ZGiftSecretParams, querystring: ZGiftViewQuery, response: { 200: z.union([ZGiftView, ZCampaignPageView]) } } },
    (req) => claims.giftView(deps, req.params.secret, req.query.token),
  );
  app.post(
    '/public/gifts/:secret/verify',
    { config: { public: true, rateLimit: { max: 20, timeWindow: minute } }, schema: { params: ZGiftSecretParams, body: ZVerifyBody, response: { 200: ZVerifyResult } } },
    (req) => claims.verify(deps, req.params.secret, req.body),
  );
  app.post(
    '/public/gifts/:secret/claim',
    { config: { public: true, rateLimit: { max: 20, timeWindow: minute } }, schema: { params: ZGiftSecretParams, body: ZClaimBody, response: { 200: z.union([ZCampaignClaimResult, ZClaimResult]) } } },
    (req) => claims.claim(forRequest(deps, req), req.params.secret, req.body),
  );
  app.post(
    '/public/gifts/:secret/decline',
    { config: { public: true, rateLimit: { max: 20, timeWindow: minute } }, schema: { params: ZGiftSecretParams, body: ZDeclineBody.optional().default({}), response: { 200: ZDeclineResult } } },
    (req) => claims.decline(forRequest(deps, req), req.params.secret, req.body?.token),
  );
  app.post(
    '/public/gifts/:secret/review',
    { config: { public: true, rateLimit: { max: 20, timeWindow: minute } }, schema: { params: ZGiftSecretParams, body: ZReviewBody, response: { 200: ZReviewResult } } },
    (req) => claims.review(forRequest(deps, req), req.params.secret, req.body),
  );
};
