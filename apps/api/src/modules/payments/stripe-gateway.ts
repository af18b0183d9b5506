import Stripe from 'stripe';
import {
  GatewayRequestError,
  GatewayUnavailableError,
  type TGatewayPaymentIntent,
  type TGatewaySetupIntent,
  type TPaymentGateway,
  type TPaymentIntentStatus,
  type TSetupIntentStatus,
} from './gateway';

/** The part of the official SDK the adapter uses, so tests can hand it a fake client. */
export type TStripeClient = {
  customers: Pick<Stripe['customers'], 'create'>;
  setupIntents: Pick<Stripe['setupIntents'], 'create' | 'retrieve'>;
  paymentMethods: Pick<Stripe['paymentMethods'], 'retrieve'>;
  paymentIntents: Pick<Stripe['paymentIntents'], 'create' | 'confirm' | 'retrieve'>;
  refunds: Pick<Stripe['refunds'], 'create'>;
};

/** How the SDK's errors look: StripeCardError, StripeInvalidRequestError, StripeConnectionError, … */
type TStripeErrorLike = { type?: string; message?: string; code?: string; decline_code?: string; payment_intent?: Stripe.PaymentIntent };
const asStripeError = (e: unknown): TStripeErrorLike | null => (e && typeof e === 'object' && 'type' in e && typeof (e as TStripeErrorLike).type === 'string' ? (e as TStripeErrorLike) : null);

const UNAVAILABLE = new Set(['StripeConnectionError', 'StripeAPIError', 'StripeRateLimitError', 'StripeAuthenticationError', 'StripePermissionError']);

/** Network trouble, Stripe's own failures and our bad keys all mean: the gateway cannot be used now. */
function mapError(e: unknown): Error {
  if (e instanceof GatewayRequestError || e instanceof GatewayUnavailableError) return e;
  const se = asStripeError(e);
  if (!se) return new GatewayUnavailableError('error', e instanceof Error ? e.message : 'Stripe request failed');
  if (UNAVAILABLE.has(se.type!)) return new GatewayUnavailableError(se.type === 'StripeConnectionError' ? 'timeout' : 'error', se.message ?? se.type!);
  return new GatewayRequestError(se.message ?? 'Stripe refused the request.', se.code ?? se.type!);
}

const idOf = (v: string | { id: string } | null | undefined) => (v == null ? null : typeof v === 'string' ? v : v.id);
const meta = (m: Stripe.Metadata | null | undefined) => ({ ...(m ?? {}) });

export const mapSetupIntent = (si: Stripe.SetupIntent): TGatewaySetupIntent => ({
  id: si.id,
  clientSecret: si.client_secret ?? '',
  status: si.status as TSetupIntentStatus,
  paymentMethodId: idOf(si.payment_method),
  error: si.last_setup_error?.message ?? null,
  metadata: meta(si.metadata),
});

export const mapPaymentIntent = (pi: Stripe.PaymentIntent, failure?: TStripeErrorLike): TGatewayPaymentIntent => {
  const charge = pi.latest_charge && typeof pi.latest_charge === 'object' ? pi.latest_charge : null;
  const lastError = pi.last_payment_error;
  return {
    id: pi.id,
    status: pi.status as TPaymentIntentStatus,
    amount: pi.amount,
    amountRefunded: charge?.amount_refunded ?? 0,
    currency: pi.currency,
    paymentMethodId: idOf(pi.payment_method) ?? idOf(lastError?.payment_method),
    error: failure?.message ?? lastError?.message ?? null,
    declineCode: failure?.decline_code ?? failure?.code ?? lastError?.decline_code ?? lastError?.code ?? null,
    metadata: meta(pi.metadata),
  };
};

/**
 * A decline while confirming comes back from the SDK as a StripeCardError carrying the payment intent;
 * the interface answers it as the intent in requires_payment_method with the card's message.
 */
async function intentCall(call: () => Promise<Stripe.PaymentIntent>): Promise<TGatewayPaymentIntent> {
  try {
    return mapPaymentIntent(await call());
  } catch (e) {
    const se = asStripeError(e);
    if (se?.payment_intent && (se.type === 'StripeCardError' || se.code === 'authentication_required')) return mapPaymentIntent(se.payment_intent, se);
    throw mapError(e);
  }
}

const isMissing = (e: unknown) => asStripeError(e)?.code === 'resource_missing';

export function createStripeGateway(opts: { secretKey: string; publishableKey: string; client?: TStripeClient }): TPaymentGateway {
  const stripe: TStripeClient = opts.client ?? new Stripe(opts.secretKey, { timeout: 20_000, maxNetworkRetries: 2, appInfo: { name: 'Gifthub' } });
  const guard = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      return await call();
    } catch (e) {
      throw mapError(e);
    }
  };

  return {
    kind: 'stripe',
    publicKey: opts.publishableKey,

    // A card can be charged later (off-session) only when it is attached to a customer; the setup
    // intent attaches it when it succeeds, and the customer is read back from the payment method.
    createSetupIntent: ({ metadata }) =>
      guard(async () => {
        const customer = await stripe.customers.create({ metadata });
        return mapSetupIntent(await stripe.setupIntents.create({ customer: customer.id, usage: 'off_session', allowed_payment_method_types: ['card'], metadata }));
      }),

    retrieveSetupIntent: async (id) => {
      try {
        return mapSetupIntent(await stripe.setupIntents.retrieve(id));
      } catch (e) {
        if (isMissing(e)) return null;
        throw mapError(e);
      }
    },

    retrievePaymentMethod: (id) =>
      guard(async () => {
        const pm = await stripe.paymentMethods.retrieve(id);
        if (!pm.card) throw new GatewayRequestError('This payment method is not a card.', 'payment_method_invalid');
        return { id: pm.id, brand: pm.card.brand, last4: pm.card.last4, expMonth: pm.card.exp_month, expYear: pm.card.exp_year, country: pm.card.country ?? null };
      }),

    createPaymentIntent: async (p) => {
      const pm = await guard(() => stripe.paymentMethods.retrieve(p.paymentMethodId));
      return intentCall(() =>
        stripe.paymentIntents.create(
          {
            amount: p.amount,
            currency: p.currency,
            payment_method: p.paymentMethodId,
            customer: idOf(pm.customer) ?? undefined,
            allowed_payment_method_types: ['card'],
            description: p.description || undefined,
            metadata: p.metadata,
            confirm: p.confirm,
            ...(p.confirm ? { off_session: true } : {}),
          },
          p.idempotencyKey ? { idempotencyKey: p.idempotencyKey } : undefined,
        ),
      );
    },

    confirmPaymentIntent: (id, p) => intentCall(() => stripe.paymentIntents.confirm(id, { off_session: true }, p?.idempotencyKey ? { idempotencyKey: p.idempotencyKey } : undefined)),

    retrievePaymentIntent: async (id) => {
      try {
        return mapPaymentIntent(await stripe.paymentIntents.retrieve(id, { expand: ['latest_charge'] }));
      } catch (e) {
        if (isMissing(e)) return null;
        throw mapError(e);
      }
    },

    refund: ({ paymentIntentId, amount, idempotencyKey }) =>
      guard(async () => {
        const r = await stripe.refunds.create({ payment_intent: paymentIntentId, ...(amount ? { amount } : {}) }, idempotencyKey ? { idempotencyKey } : undefined);
        return { id: r.id, paymentIntentId, amount: r.amount, status: (r.status ?? 'pending') as 'succeeded' | 'pending' | 'failed' | 'canceled' };
      }),
  };
}
