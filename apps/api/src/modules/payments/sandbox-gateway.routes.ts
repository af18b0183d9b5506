import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '@gifthub/shared/fields';
import { billingTexts } from '@gifthub/shared/billing';
import type { TDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { GatewayUnavailableError } from './gateway';
import { isSandboxGateway, SANDBOX_TEST_CARDS } from './sandbox-gateway';

const ZConfirm = z.strictObject({
  client_secret: text('Client secret', 300),
  // Loose types on purpose: the sandbox answers Stripe's own wording for bad card details.
  card: z.strictObject({
    number: text('Card number', 40),
    exp_month: z.coerce.number().int().min(-1000).max(100_000),
    exp_year: z.coerce.number().int().min(-1000).max(100_000),
    cvc: text('CVC', 8),
  }),
});
const ZConfirmed = z.object({ id: z.string(), status: z.string(), payment_method: z.string().nullable() });
const ZTestCards = z.array(z.object({ number: z.string(), brand: z.string(), country: z.string(), outcome: z.string() }));

const spaced = (n: string) => n.replace(/(.{4})/g, '$1 ').trim();

/**
 * The sandbox gateway's own public endpoints, standing where Stripe's API is for Stripe.js: the browser
 * sends the card details here, never to the portal's API. Registered only when the sandbox is in use.
 * Bodies are not logged (Fastify logs no bodies), so card numbers never reach a log.
 */
export const sandboxGatewayRoutes: FastifyPluginAsyncZod<{ deps: TDeps }> = async (app, { deps }) => {
  const gateway = deps.gateway;
  if (!isSandboxGateway(gateway)) return;
  const open = { public: true, rateLimit: { max: 60, windowMs: 60_000 } } as const;

  app.post(
    '/sandbox-gateway/setup_intents/:id/confirm',
    { config: open, schema: { params: z.object({ id: text('Id', 100) }), body: ZConfirm, response: { 200: ZConfirmed } } },
    async (req) => {
      try {
        return await gateway.confirmSetupIntent(req.params.id, req.body.client_secret, req.body.card);
      } catch (e) {
        if (e instanceof GatewayUnavailableError) throw new AppError('gateway_unavailable', 503, billingTexts.gatewayDown);
        throw e;
      }
    },
  );

  app.get('/sandbox-gateway/test-cards', { config: { public: true }, schema: { response: { 200: ZTestCards } } }, () =>
    Object.entries(SANDBOX_TEST_CARDS).map(([number, c]) => ({
      number: spaced(number),
      brand: c.brand,
      country: c.country,
      outcome: c.setupDecline ? `declined when saved: ${c.setupDecline.message}` : c.chargeDecline ? `declined when charged: ${c.chargeDecline.message}` : 'succeeds',
    })),
  );
};
