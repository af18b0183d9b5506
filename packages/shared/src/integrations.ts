/** Integrations (spec 3 §2.10, §3 API key, §5, §6; issue 17): API keys, the public API and signed webhooks. */

/** What a key may do: read-only keys call only GET routes; full keys act as a manager of the key's team. */
export const API_KEY_ROLES = ['read-only', 'full'] as const;
export type TApiKeyRole = (typeof API_KEY_ROLES)[number];
/** Keys start with this, so secret scanners recognise them: ghk_<lookup id>_<secret>. */
export const API_KEY_PREFIX = 'ghk_';

export const WEBHOOK_EVENTS = [
  'gift.claimed',
  'gift.declined',
  'gift.approved',
  'gift.sent',
  'gift.delivered',
  'gift.returned',
  'invitation.expired',
  'survey.response_completed',
  'balance.low',
] as const;
export type TWebhookEvent = (typeof WEBHOOK_EVENTS)[number];

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;
export type TWebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];
/** The signature header: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>"> (Stripe's scheme). */
export const WEBHOOK_SIGNATURE_HEADER = 'Gifthub-Signature';
