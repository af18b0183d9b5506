/**
 * The card payment gateway as the rest of the API sees it. Two adapters: the sandbox (default, Stripe's
 * test mode imitated on our own database) and Stripe (official SDK). Card numbers never pass through
 * here: the browser gives them to the gateway, and we only hold its ids and the card's brand, last4,
 * expiry and issuing country.
 */
export type TGatewayKind = 'sandbox' | 'stripe';

export type TSetupIntentStatus = 'requires_payment_method' | 'requires_confirmation' | 'requires_action' | 'processing' | 'succeeded' | 'canceled';
export type TPaymentIntentStatus = TSetupIntentStatus | 'requires_capture';

export type TGatewayMetadata = Record<string, string>;

export type TGatewaySetupIntent = {
  id: string;
  clientSecret: string;
  status: TSetupIntentStatus;
  paymentMethodId: string | null;
  /** The gateway's message when the last attempt failed ('Your card was declined.'). */
  error: string | null;
  metadata: TGatewayMetadata;
};

export type TGatewayPaymentMethod = { id: string; brand: string; last4: string; expMonth: number; expYear: number; country: string | null };

export type TGatewayPaymentIntent = {
  id: string;
  status: TPaymentIntentStatus;
  /** Pence. */
  amount: number;
  amountRefunded: number;
  currency: string;
  paymentMethodId: string | null;
  /** The decline message ('Your card has insufficient funds.'), when the last attempt failed. */
  error: string | null;
  declineCode: string | null;
  metadata: TGatewayMetadata;
};

export type TGatewayRefund = { id: string; paymentIntentId: string; amount: number; status: 'succeeded' | 'pending' | 'failed' | 'canceled' };

export type TCreatePaymentIntent = {
  /** Pence, GBP. */
  amount: number;
  currency: 'gbp';
  paymentMethodId: string;
  description: string;
  /** Confirm at once, off-session, with the saved card. */
  confirm: boolean;
  /** The gateway answers a repeated create with the same key with the same intent. */
  idempotencyKey?: string;
  metadata: TGatewayMetadata;
};

export type TPaymentGateway = {
  kind: TGatewayKind;
  /** What the browser needs to talk to the gateway: the publishable key, or 'sandbox'. */
  publicKey: string;
  createSetupIntent(p: { metadata: TGatewayMetadata }): Promise<TGatewaySetupIntent>;
  /** null when the gateway does not know the id. */
  retrieveSetupIntent(id: string): Promise<TGatewaySetupIntent | null>;
  retrievePaymentMethod(id: string): Promise<TGatewayPaymentMethod>;
  /** A decline is an answer (status requires_payment_method with error), not an exception. */
  createPaymentIntent(p: TCreatePaymentIntent): Promise<TGatewayPaymentIntent>;
  confirmPaymentIntent(id: string, p?: { idempotencyKey?: string }): Promise<TGatewayPaymentIntent>;
  retrievePaymentIntent(id: string): Promise<TGatewayPaymentIntent | null>;
  /** Without amount refunds what is left. */
  refund(p: { paymentIntentId: string; amount?: number; idempotencyKey?: string }): Promise<TGatewayRefund>;
};

/** The gateway could not be reached or failed on its side: the outcome of the call is unknown. */
export class GatewayUnavailableError extends Error {
  constructor(
    readonly reason: 'timeout' | 'error',
    message: string,
  ) {
    super(message);
    this.name = 'GatewayUnavailableError';
  }
}

/** The gateway refused the request itself (bad id, wrong state, amount too large to refund). */
export class GatewayRequestError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'GatewayRequestError';
  }
}

/** Stripe's client secrets embed the object id: 'seti_123_secret_abc' → 'seti_123'. */
export const idFromClientSecret = (clientSecret: string) => clientSecret.split('_secret_')[0] ?? '';
