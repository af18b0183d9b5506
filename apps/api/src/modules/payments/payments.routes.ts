import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZTeamParams } from '@gifthub/shared/fields';
import {
  ZCardParams,
  ZCardUpdate,
  ZPaymentCard,
  ZPaymentCards,
  ZPaymentIntentRequest,
  ZPaymentIntentResult,
  ZReconcileReport,
  ZReconcileRequest,
  ZSaveCard,
  ZSaveCardResult,
  ZSetupIntent,
} from '@gifthub/shared/billing';
import { ZOk } from '@gifthub/shared/errors';
import { ZPaymentAttempt, ZPaymentAttemptParams } from '@gifthub/shared/payments';
import type { TDeps } from '../../deps';
import { noStore } from '../../lib/no-store';
import { requireAccess } from '../../plugins/auth';
import * as cards from './payments.cards.service';
import { paymentAttempt } from './payments.attempts.service';
import { reconcilePayments } from './payments.reconcile.service';
import * as payments from './payments.service';
const guard = { permission: 'use-cards' } as const;

/** Saved cards and card payments (spec 3 §7 Billing: card payments), plus the staff reconcile run. */
export const paymentsRoutes: FastifyPluginAsyncZod<{ deps: TDeps }> = async (app, { deps }) => {
  for (const method of ['GET', 'POST'] as const)
    app.route({
      method,
      url: '/teams/:teamId/stripe/intent',
      config: guard,
      // The answer's client secret completes the card setup: never cached.
      onSend: noStore,
      schema: { params: ZTeamParams, response: { 200: ZSetupIntent } },
      handler: (req) => cards.createSetupIntent(deps, requireAccess(req)),
    });

  app.get('/teams/:teamId/stripe/methods', { config: guard, schema: { params: ZTeamParams, response: { 200: ZPaymentCards } } }, (req) =>
    cards.listCards(deps.db, requireAccess(req)),
  );
  app.post('/teams/:teamId/stripe/methods', { config: guard, schema: { params: ZTeamParams, body: ZSaveCard, response: { 200: ZSaveCardResult } } }, (req) =>
    cards.saveCard(deps, requireAccess(req), req.body.setup_intent_id),
  );
  app.get('/teams/:teamId/stripe/methods/:id', { config: guard, schema: { params: ZCardParams, response: { 200: ZPaymentCard } } }, (req) =>
    cards.getCardView(deps.db, requireAccess(req), req.params.id),
  );
  app.put('/teams/:teamId/stripe/methods/:id', { config: guard, schema: { params: ZCardParams, body: ZCardUpdate, response: { 200: ZPaymentCard } } }, (req) =>
    cards.makePreferred(deps.db, requireAccess(req), req.params.id),
  );
  app.delete('/teams/:teamId/stripe/methods/:id', { config: guard, schema: { params: ZCardParams, response: { 200: ZOk } } }, async (req) => {
    await cards.removeCard(deps, requireAccess(req), req.params.id);
    return { ok: true };
  });

  app.post(
    '/teams/:teamId/stripe/payment-intent',
    { config: { ...guard, idempotent: true }, schema: { params: ZTeamParams, body: ZPaymentIntentRequest, response: { 200: ZPaymentIntentResult } } },
    (req) => payments.postPaymentIntent(deps, requireAccess(req), req.body, req.idempotencyKey ?? undefined),
  );

  // Any member may ask about their own attempts (a balance spend needs no use-cards); the answer is the caller's only.
  app.get(
    '/teams/:teamId/payment-attempts/:key',
    { config: { permission: 'member' }, schema: { params: ZPaymentAttemptParams, response: { 200: ZPaymentAttempt } } },
    (req) => paymentAttempt(deps, requireAccess(req), req.params.key),
  );

  app.post('/admin/payments/reconcile', { config: { permission: 'staff' }, schema: { body: ZReconcileRequest, response: { 200: ZReconcileReport } } }, (req) =>
    reconcilePayments(deps, { olderThanMs: req.body.older_than_minutes === undefined ? undefined : req.body.older_than_minutes * 60_000 }),
  );
};
