import { z } from 'zod';
import { enumField, requiredString } from './fields';
import { msg } from './messages';

/** Top-up amounts offered (£), default 1000 (spec 3 §9). */
export const TOP_UP_AMOUNTS = [50, 100, 200, 300, 500, 750, 1000, 2500, 5000, 10000] as const;
export const TOP_UP_DEFAULT = 1000;
export const TOP_UP_MAX_POUNDS = 100_000;

export const PAYMENT_METHODS = ['team-balance', 'stripe', 'bank-transfer'] as const;
export type TPaymentMethod = (typeof PAYMENT_METHODS)[number];

/** Ledger row types; a reverted row keeps its row and gains a 'reversal' row that cancels it. */
export const TEAM_TRANSACTION_TYPES = ['top-up', 'prepaid-gift', 'marketplace', 'fulfilment', 'refund', 'credit-repayment', 'adjustment', 'reversal'] as const;
export type TTeamTransactionType = (typeof TEAM_TRANSACTION_TYPES)[number];
export const TRANSACTION_TYPE_LABELS: Record<TTeamTransactionType, string> = {
  'top-up': 'Top up',
  'prepaid-gift': 'Prepaid gift',
  marketplace: 'Marketplace',
  fulfilment: 'Fulfilment',
  refund: 'Refund',
  'credit-repayment': 'Credit repayment',
  adjustment: 'Adjustment',
  reversal: 'Reversal',
};

export const TRANSACTIONS_PER_PAGE = 10;
export const EXPORT_MIN_DATE = '2020-01-01';

// Amounts in answers are pounds (2 decimals) where the spec's screens show them; pence inside the API.
export const ZTeamTransaction = z.object({
  transaction_id: z.number(),
  date: z.string(),
  type: z.enum(TEAM_TRANSACTION_TYPES),
  description: z.string(),
  reverted_at: z.string().nullable(),
  campaign: z.object({ id: z.number(), name: z.string() }).nullable(),
  option: z.object({ name: z.string() }).nullable(),
  product: z.object({ name: z.string() }).nullable(),
  order_id: z.number().nullable(),
  price_ex_vat: z.number().nullable(),
  price: z.number().nullable(),
  amount: z.number(),
  balance_live: z.number(),
  registration_id: z.number().nullable(),
});
export type TTeamTransaction = z.infer<typeof ZTeamTransaction>;

export const ZDirectTransaction = ZTeamTransaction.omit({ balance_live: true, type: true }).extend({
  type: z.string(),
  payment_method: z.string(),
  balance: z.number().nullable(),
  status: z.enum(['succeeded', 'refunded']),
});
export type TDirectTransaction = z.infer<typeof ZDirectTransaction>;

export const ZBalance = z.object({
  balance: z.number(),
  credit_limit: z.number(),
  credit_used: z.number(),
  credit_available: z.number(),
  total_available: z.number(),
});
export type TBalance = z.infer<typeof ZBalance>;

export const ZCheckBalance = z.object({ amount: z.number(), total_available: z.number(), allowed: z.boolean() });

/** GET /top-up/prices answer, in pounds. */
export const ZTopUpPrices = z.object({ topUp: z.number(), topUpFee: z.number(), total: z.number() });
export type TTopUpPrices = z.infer<typeof ZTopUpPrices>;

export const ZTopUpItem = z
  .strictObject({
    amount: z.coerce
      .number({ error: msg.required('Amount') })
      .positive({ error: msg.positive('Amount') })
      .max(TOP_UP_MAX_POUNDS, { error: msg.atMost('Amount', TOP_UP_MAX_POUNDS) })
      .refine((v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { error: 'Amount must be a whole number of pence' }),
    payment_method: enumField('Payment method', ['stripe', 'bank-transfer'] as const),
    payment_method_id: z.coerce.number().int().positive().optional(),
    payment_id: z.string().max(100).optional(),
    /** REPAY: the top-up pays back used credit. */
    repay: z.boolean().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.payment_method === 'stripe' && !v.payment_method_id)
      ctx.addIssue({ code: 'custom', path: ['payment_method_id'], message: msg.required('Payment card') });
  });
export type TTopUpItem = z.input<typeof ZTopUpItem>;

export const TOP_UP_STATUSES = ['requested', 'paid', 'cancelled'] as const;
export const ZTopUp = z.object({
  id: z.number(),
  amount: z.number(),
  fee: z.number(),
  total: z.number(),
  payment_method: z.enum(['stripe', 'bank-transfer']),
  status: z.enum(TOP_UP_STATUSES),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type TTopUp = z.infer<typeof ZTopUp>;

// Saved cards and card payments (spec 1 §3, spec 3 §3).
export const ZPaymentCard = z.object({
  id: z.number(),
  card_brand: z.string(),
  last4: z.string(),
  exp_month: z.number(),
  exp_year: z.number(),
  country: z.string().nullable(),
  preferred: z.boolean(),
});
export type TPaymentCard = z.infer<typeof ZPaymentCard>;

export const ZSetupIntent = z.object({ publicKey: z.string(), clientSecret: z.string(), gateway: z.enum(['sandbox', 'stripe']) });
export type TSetupIntent = z.infer<typeof ZSetupIntent>;

/** After the browser confirmed a setup intent with the gateway, the portal records the card. */
export const ZSaveCard = z.strictObject({ setup_intent_id: requiredString('Setup intent', { max: 200 }) });
export const ZSaveCardResult = z.object({ status: z.enum(['succeeded', 'processing', 'requires_payment_method']), card: ZPaymentCard.nullable(), message: z.string().nullable() });

export const ZPaymentIntentRequest = z.strictObject({
  payment_method_id: z.coerce.number({ error: msg.required('Payment card') }).int().positive(),
  raw_amount: z.coerce.number().nonnegative().optional(),
  amount: z.coerce.number({ error: msg.required('Amount') }).positive({ error: msg.positive('Amount') }),
  description: z.string().max(300).default(''),
  suffix: z.enum(['market', 'gifting', 'top-up']).default('market'),
  create_transaction: z.boolean().default(true),
});
export type TPaymentIntentRequest = z.input<typeof ZPaymentIntentRequest>;
export const ZPaymentIntentResult = z.object({ payment_intent_id: z.string(), status: z.string() });

export const PAYMENT_DOCUMENT_TYPES = ['invoice', 'receipt', 'request'] as const;
export const ZPaymentDocument = z.object({ id: z.number(), name: z.string(), extension: z.string(), type: z.enum(PAYMENT_DOCUMENT_TYPES), created_at: z.string() });
export type TPaymentDocument = z.infer<typeof ZPaymentDocument>;
export const ZPaymentDocumentRequest = z.strictObject({ type: z.enum(['invoice', 'receipt']), message: requiredString('Message', { max: 2000 }) });

/** Spec 1 §8 / spec 3 §5 texts of this area. */
export const billingTexts = {
  noCards: "You don't have any payment cards saved on your profile.",
  cardSaved: 'Success! Your payment method has been saved.',
  cardProcessing: "Processing payment details. We'll update you when processing is complete.",
  cardFailed: 'Failed to process payment details. Please try another payment method.',
  gatewayDown: 'There was an error connecting to the payment gate. Please try again later. If the problem persists, please contact us.',
  lastCard: 'Are you sure you want to delete your last active payment method? You will be unable to use direct payments and some services may become unavailable.',
  emptyHistory: 'Your transaction history is empty',
  insufficientBalance: 'Your team does not have enough balance and credit available for this payment.',
} as const;
