import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZTeamParams } from '@gifthub/shared/fields';
import { ZInvitationItem, ZInvitationResult, ZLinkPlatformQuery, ZMarketplaceRegistration, ZRegistrationItem } from '@gifthub/shared/registrations';
import type { TDeps } from '../../deps';
import { requireAccess } from '../../plugins/auth';
import * as marketplace from './marketplace.service';
import { forRequest } from '../../lib/public-url';
import { giftsDocs } from '../openapi/gifts.api-docs';
import { noStore } from '../../lib/no-store';

/** Selling on the marketplace: Select & Send and Create A New Invitation (spec 1 §3–§6). Paid, so idempotent. */
export const marketplaceRoutes: FastifyPluginAsyncZod<{ deps: TDeps }> = async (app, { deps }) => {
  // Gifts sent answer their invitation link: no cache keeps it.
  app.addHook('onSend', noStore);
  app.post(
    '/teams/:teamId/gb-registrations',
    { config: { permission: 'member', idempotent: true, publicApi: giftsDocs.send }, schema: { params: ZTeamParams, body: ZRegistrationItem, response: { 200: ZMarketplaceRegistration } } },
    (req) => marketplace.sendDirect(forRequest(deps, req), requireAccess(req), req.body, { idempotencyKey: req.idempotencyKey ?? undefined }),
  );

  app.post(
    '/teams/:teamId/gb-registrations/invite/link',
    {
      config: { permission: 'member', idempotent: true, publicApi: giftsDocs.link },
      schema: { params: ZTeamParams, querystring: ZLinkPlatformQuery, body: ZInvitationItem, response: { 200: ZInvitationResult } },
    },
    (req) => marketplace.createLink(forRequest(deps, req), requireAccess(req), { ...req.body, platform: req.query.platform }, { idempotencyKey: req.idempotencyKey ?? undefined }),
  );
};
