import { z } from 'zod';
import { ZTeamParams, text } from './fields';
import { ZPounds } from './pricing';

/**
 * What became of a payment attempt the portal lost sight of (the page was left or reloaded while it ran).
 * The portal names the attempt by the Idempotency-Key it sent (lib/payment-attempt.ts): the server charged,
 * refused or never saw that request, and GET /teams/{teamId}/payment-attempts/{key} says which.
 */
export const PAYMENT_ATTEMPT_OUTCOMES = ['succeeded', 'processing', 'failed', 'refunded'] as const;
export type TPaymentAttemptOutcomeKind = (typeof PAYMENT_ATTEMPT_OUTCOMES)[number];

/** The key as the Idempotency-Key header allows it: 1 to 200 visible ASCII characters. */
export const ZPaymentAttemptParams = ZTeamParams.extend({
  key: text('Key', 200).regex(/^[\x21-\x7e]{1,200}$/, { error: 'Key must be 1 to 200 visible characters.' }),
});

export const ZPaymentAttempt = z.object({
  /**
   * succeeded: paid and recorded (the top-up is on the balance, the gift is sent). processing: the card payment
   * or its recording is still under way (the reconciler applies or refunds it). failed: nothing was taken
   * (declined, refused, or the request never arrived). refunded: taken, then given back.
   */
  outcome: z.enum(PAYMENT_ATTEMPT_OUTCOMES),
  /** What it paid for, when the server knows: a top-up (card or bank-transfer request) or a gift. */
  kind: z.enum(['top-up', 'top-up-request', 'gift']).nullable(),
  /** The top-up amount (without the card fee) or the gift's charge, when known. */
  amount: ZPounds.nullable(),
  /** The refusal the portal would have shown (a decline message), for failed. */
  message: z.string().nullable(),
});
export type TPaymentAttempt = z.infer<typeof ZPaymentAttempt>;

/** The notification texts for an attempt whose outcome is shown on a later visit. */
export const paymentOutcomeTexts = {
  topUpSucceeded: (amount: string) => `Your top-up of ${amount} was added to the team balance.`,
  topUpRequested: (amount: string) => `Your top-up request of ${amount} was sent. We will e-mail you an invoice; the balance is credited once it is paid.`,
  giftSucceeded: 'Your gift was sent. It is in Order History.',
  giftLinkSucceeded: 'Your gift link was created. It is in Order History.',
  failed: 'The payment did not go through: no money was taken.',
  refunded: (amount: string) => `The payment of ${amount} was refunded: it could not be completed.`,
  topUpProcessing: (amount: string) => `Your top-up of ${amount} is still being processed. It will appear on the team balance when it is done.`,
  giftProcessing: 'Your gift payment is still being processed. The gift will appear in Order History when it is done.',
  leaveWhilePaying: 'A payment is in progress. If you leave now, it still completes and you will see its outcome the next time you open the portal.',
} as const;
