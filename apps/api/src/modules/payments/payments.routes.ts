import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZTeamParams, id } from '@gifthub/shared/fields';
import { ZPaymentCard, ZPaymentIntentRequest, ZPaymentIntentResult, ZSaveCard, ZSaveCardResult, ZSetupIntent } from '@gifthub/shared/billing';
import type { TDeps } from '../../deps';
import { requireAccess } from '../../plugins/auth';
import * as payments from './payments.service';

const ZCardParams = ZTeamParams.extend({ id: id() });
const ZCardUpdate = z.strictObject({ preferred: z.literal(true, { error: 'Only making a card preferred is supported.' }) });
const ZReconcile = z.strictObject({ older_than_minutes: z.coerce.number().int().min(0).max(7 * 24 * 60).optional() }).default({});
const ZReconcileReport = z.object({
  checked: z.number(),
  actions: z.array(z.object({ paymentIntentId: z.string(), action: z.string(), detail: z.string().optional() })),
});
const guard = { permission: 'use-cards' } as const;

/** Saved cards and card payments (spec 3 §7 Billing: card payments), plus the staff reconcile run. */
export const paymentsRoutes: FastifyPluginAsyncZod<{ deps: TDeps }> = async (app, { deps }) => {
  for (const method of ['GET', 'POST'] as const)
    app.route({
      method,
      url: '/teams/:teamId/stripe/intent',
      config: guard,
      schema: { params: ZTeamParams, response: { 200: ZSetupIntent } },
      handler: (req) => payments.createSetupIntent(deps, requireAccess(req)),
    });

  app.get('/teams/:teamId/stripe/methods', { config: guard, schema: { params: ZTeamParams, response: { 200: z.array(ZPaymentCard) } } }, (req) =>
    payments.listCards(deps.db, requireAccess(req)),
  );
  app.post('/teams/:teamId/stripe/methods', { config: guard, schema: { params: ZTeamParams, body: ZSaveCard, response: { 200: ZSaveCardResult } } }, (req) =>
    payments.saveCard(deps, requireAccess(req), req.body.setup_intent_id),
  );
  app.get('/teams/:teamId/stripe/methods/:id', { config: guard, schema: { params: ZCardParams, response: { 200: ZPaymentCard } } }, (req) =>
    payments.getCardView(deps.db, requireAccess(req), req.params.id),
  );
  app.put('/teams/:teamId/stripe/methods/:id', { config: guard, schema: { params: ZCardParams, body: ZCardUpdate, response: { 200: ZPaymentCard } } }, (req) =>
    payments.makePreferred(deps.db, requireAccess(req), req.params.id),
  );
  app.delete('/teams/:teamId/stripe/methods/:id', { config: guard, schema: { params: ZCardParams, response: { 200: z.object({ ok: z.boolean() }) } } }, async (req) => {
    await payments.removeCard(deps, requireAccess(req), req.params.id);
    return { ok: true };
  });

  app.post(
    '/teams/:teamId/stripe/payment-intent',
    { config: { ...guard, idempotent: true }, schema: { params: ZTeamParams, body: ZPaymentIntentRequest, response: { 200: ZPaymentIntentResult } } },
    (req) => payments.postPaymentIntent(deps, requireAccess(req), req.body, req.idempotencyKey ?? undefined),
  );

  app.post('/admin/payments/reconcile', { config: { permission: 'staff' }, schema: { body: ZReconcile, response: { 200: ZReconcileReport } } }, (req) =>
    payments.reconcilePayments(deps, { olderThanMs: req.body.older_than_minutes === undefined ? undefined : req.body.older_than_minutes * 60_000 }),
  );
};
