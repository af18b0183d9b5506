import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { billingTexts, ZSandboxConfirm, ZSandboxConfirmed, ZSandboxIntentParams, ZSandboxTestCards } from '@gifthub/shared/billing';
import { ERROR_CODES } from '@gifthub/shared/errors';
import type { TDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { GatewayUnavailableError } from './gateway';
import { isSandboxGateway, SANDBOX_TEST_CARDS } from './sandbox-gateway';

const spaced = (n: string) => n.replace(/(.{4})/g, '$1 ').trim();

/**
 * The sandbox gateway's own public endpoints, standing where Stripe's API is for Stripe.js: the browser
 * sends the card details here, never to the portal's API. Registered only when the sandbox is in use.
 * Bodies are not logged (Fastify logs no bodies), so card numbers never reach a log.
 */
export const sandboxGatewayRoutes: FastifyPluginAsyncZod<{ deps: TDeps }> = async (app, { deps }) => {
  const gateway = deps.gateway;
  if (!isSandboxGateway(gateway)) return;
  const open = { public: true, rateLimit: { max: 60, timeWindow: 60_000 } } as const;

  app.post(
    '/sandbox-gateway/setup_intents/:id/confirm',
    { config: open, schema: { params: ZSandboxIntentParams, body: ZSandboxConfirm, response: { 200: ZSandboxConfirmed } } },
    async (req) => {
      try {
        return await gateway.confirmSetupIntent(req.params.id, req.body.client_secret, req.body.card);
      } catch (e) {
        if (e instanceof GatewayUnavailableError) throw new AppError(ERROR_CODES.gatewayUnavailable, 503, billingTexts.gatewayDown);
        throw e;
      }
    },
  );

  app.get('/sandbox-gateway/test-cards', { config: { public: true }, schema: { response: { 200: ZSandboxTestCards } } }, () =>
    Object.entries(SANDBOX_TEST_CARDS).map(([number, c]) => ({
      number: spaced(number),
      brand: c.brand,
      country: c.country,
      outcome: c.setupDecline ? `declined when saved: ${c.setupDecline.message}` : c.chargeDecline ? `declined when charged: ${c.chargeDecline.message}` : 'succeeds',
    })),
  );
};
