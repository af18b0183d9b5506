import { z } from 'zod';
import { id, requiredString } from './fields';
import { WEBHOOK_DELIVERY_STATUSES, WEBHOOK_EVENTS } from './integrations';
import { msg } from './messages';
import { ZPage, ZPageMeta, perPage } from './paging';

/**
 * Signed webhooks (issue 17): a team registers endpoints and chooses events; each event goes to each subscribed
 * endpoint as one delivery, signed with the endpoint's secret (Gifthub-Signature, Stripe's scheme), sent by the job
 * runner and retried with backoff for about a day. Whether an address is public (SSRF) is the server's rule.
 */

/** A team keeps at most this many endpoints. */
export const WEBHOOK_ENDPOINTS_MAX = 10;
export const WEBHOOK_URL_MAX = 2000;
/** Secrets start with this (Stripe's spelling, so existing verifiers and secret scanners know them). */
export const WEBHOOK_SECRET_PREFIX = 'whsec_';
/**
 * balance.low: a debit that takes what the team can spend (balance plus the credit left) from this many pence or
 * more to below it. Once per crossing: a top-up above it and another debit below it is a new crossing.
 */
export const WEBHOOK_BALANCE_LOW_PENCE = 10_000;
/** Waits before the 2nd…7th attempt; after the 7th fails the delivery is failed (about 23.6 hours after the first). */
export const WEBHOOK_RETRY_DELAYS_MS = [60_000, 5 * 60_000, 30 * 60_000, 2 * 3_600_000, 6 * 3_600_000, 15 * 3_600_000] as const;
export const WEBHOOK_DELIVERIES_PER_PAGE = 20;

/** What each event means, for the form's checkboxes and the README. */
export const WEBHOOK_EVENT_LABELS: Record<(typeof WEBHOOK_EVENTS)[number], string> = {
  'gift.claimed': 'A recipient claimed a gift or picked a campaign option',
  'gift.declined': 'A recipient declined a gift',
  'gift.approved': 'A campaign claim was approved',
  'gift.sent': 'A physical gift was dispatched',
  'gift.delivered': 'A physical gift was delivered',
  'gift.returned': 'A physical gift came back',
  'invitation.expired': 'A campaign invitation expired unclaimed',
  'survey.response_completed': 'A survey response was completed',
  'balance.low': 'The team balance fell below £100',
};

export const webhookTexts = {
  urlInvalid: 'URL must be a valid http or https address.',
  eventsRequired: 'Choose at least one event.',
  tooMany: `A team can have at most ${WEBHOOK_ENDPOINTS_MAX} webhook endpoints.`,
  privateAddress: 'This address is on a private or local network. Webhooks can only be sent to public addresses.',
  unresolvable: 'This address could not be found. Check the host name.',
  endpointDeleted: 'This endpoint has been deleted, so its deliveries cannot be replayed.',
  created: 'Webhook endpoint added. Copy the signing secret now: it will not be shown again.',
  deleted: 'Webhook endpoint deleted.',
  replayed: 'The event will be sent again in a few seconds.',
  deleteConfirm: 'Are you sure you want to delete this webhook endpoint? Events will no longer be sent to it. This can not be undone.',
} as const;

const isHttpUrl = (v: string) => {
  try {
    const u = new URL(v);
    return (u.protocol === 'https:' || u.protocol === 'http:') && Boolean(u.hostname) && !u.username && !u.password;
  } catch {
    return false;
  }
};

const ZWebhookEventName = z.enum(WEBHOOK_EVENTS, { error: msg.oneOf('Event') });

export const ZWebhookEndpointCreate = z.object({
  url: requiredString('URL', { max: WEBHOOK_URL_MAX }).refine(isHttpUrl, { error: webhookTexts.urlInvalid }),
  events: z
    .array(ZWebhookEventName, { error: webhookTexts.eventsRequired })
    .min(1, { error: webhookTexts.eventsRequired })
    .max(WEBHOOK_EVENTS.length * 2, { error: msg.atMost('Events', WEBHOOK_EVENTS.length) })
    .transform((events) => WEBHOOK_EVENTS.filter((e) => events.includes(e))),
});
export type TWebhookEndpointCreate = z.input<typeof ZWebhookEndpointCreate>;

export const ZWebhookEndpoint = z.object({
  id: z.number(),
  url: z.string(),
  events: z.array(ZWebhookEventName),
  created_at: z.string(),
});
export type TWebhookEndpoint = z.infer<typeof ZWebhookEndpoint>;
export const ZWebhookEndpointList = z.object({ data: z.array(ZWebhookEndpoint) });
export type TWebhookEndpointList = z.infer<typeof ZWebhookEndpointList>;
/** The create answer: the only time the signing secret is shown. */
export const ZWebhookEndpointCreated = ZWebhookEndpoint.extend({ secret: z.string() });
export type TWebhookEndpointCreated = z.infer<typeof ZWebhookEndpointCreated>;

export const ZWebhookDelivery = z.object({
  id: z.number(),
  endpoint_id: z.number(),
  event_id: z.string(),
  event_type: ZWebhookEventName,
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  attempts: z.number(),
  last_status_code: z.number().nullable(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  next_attempt_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
});
export type TWebhookDelivery = z.infer<typeof ZWebhookDelivery>;
export const ZWebhookDeliveryPage = z.object({ data: z.array(ZWebhookDelivery), meta: ZPageMeta });
export type TWebhookDeliveryPage = z.infer<typeof ZWebhookDeliveryPage>;
export const ZWebhookDeliveriesQuery = z.object({ page: ZPage, per_page: perPage(WEBHOOK_DELIVERIES_PER_PAGE, 100) });
export type TWebhookDeliveriesQuery = z.infer<typeof ZWebhookDeliveriesQuery>;

export const ZWebhookEndpointParams = z.object({ teamId: id('Team'), id: id() });
export const ZWebhookDeliveryParams = z.object({ teamId: id('Team'), deliveryId: id('Delivery') });
export const ZWebhookOk = z.object({ ok: z.literal(true), message: z.string() });
export type TWebhookOk = z.infer<typeof ZWebhookOk>;
