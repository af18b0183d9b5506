import { z } from 'zod';
import { ZPounds } from './pricing';
import { enumField, id, pounds as poundsField, requiredString, text, ZTeamParams } from './fields';
import { msg, texts } from './messages';
import { paged, pageQuery } from './paging';
import { exportRangeTexts, isYmd, ZExportRange } from './export-range';

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
  price_ex_vat: ZPounds.nullable(),
  price: ZPounds.nullable(),
  amount: ZPounds,
  balance_live: ZPounds,
  registration_id: z.number().nullable(),
});
export type TTeamTransaction = z.infer<typeof ZTeamTransaction>;

export const ZDirectTransaction = ZTeamTransaction.omit({ balance_live: true, type: true }).extend({
  type: z.string(),
  payment_method: z.string(),
  balance: ZPounds.nullable(),
  status: z.enum(['succeeded', 'refunded']),
});
export type TDirectTransaction = z.infer<typeof ZDirectTransaction>;

export const ZBalance = z.object({
  balance: ZPounds,
  credit_limit: ZPounds,
  credit_used: ZPounds,
  credit_available: ZPounds,
  total_available: ZPounds,
});
export type TBalance = z.infer<typeof ZBalance>;


export const ZCheckBalance = z.object({ amount: ZPounds, total_available: ZPounds, allowed: z.boolean() });

/** GET /top-up/prices answer, in pounds. */
export const ZTopUpPrices = z.object({ topUp: ZPounds, topUpFee: ZPounds, total: ZPounds });
export type TTopUpPrices = z.infer<typeof ZTopUpPrices>;

export const ZTopUpItem = z
  .strictObject({
    amount: poundsField('Amount', { max: TOP_UP_MAX_POUNDS }),
    payment_method: enumField('Payment method', ['stripe', 'bank-transfer'] as const),
    payment_method_id: id('Payment card').optional(),
    payment_id: text('Payment id', 100).optional(),
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
  amount: ZPounds,
  fee: ZPounds,
  total: ZPounds,
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
export const ZPaymentCards = z.array(ZPaymentCard);

export const ZSetupIntent = z.object({ publicKey: z.string(), clientSecret: z.string(), gateway: z.enum(['sandbox', 'stripe']) });
export type TSetupIntent = z.infer<typeof ZSetupIntent>;

/** After the browser confirmed a setup intent with the gateway, the portal records the card. */
export const ZSaveCard = z.strictObject({ setup_intent_id: requiredString('Setup intent', { max: 200 }) });
export const ZSaveCardResult = z.object({ status: z.enum(['succeeded', 'processing', 'requires_payment_method']), card: ZPaymentCard.nullable(), message: z.string().nullable() });

export const ZPaymentIntentRequest = z.strictObject({
  payment_method_id: id('Payment card', { error: msg.required('Payment card') }),
  raw_amount: poundsField('Top-up amount', { min: 0 }).optional(),
  amount: poundsField('Amount'),
  description: text('Description', 300).default(''),
  suffix: z.enum(['market', 'gifting', 'top-up']).default('market'),
  create_transaction: z.boolean().default(true),
});
export type TPaymentIntentRequest = z.input<typeof ZPaymentIntentRequest>;
export const ZPaymentIntentResult = z.object({ payment_intent_id: z.string(), status: z.string() });

/** /teams/{teamId}/stripe/methods/{id}. */
export const ZCardParams = ZTeamParams.extend({ id: id() });
export const ZCardUpdate = z.strictObject({ preferred: z.literal(true, { error: 'Only making a card preferred is supported.' }) });

/** POST /admin/payments/reconcile: staff settle card payments whose request died, now or older than N minutes. */
export const ZReconcileRequest = z.strictObject({ older_than_minutes: z.coerce.number().int().min(0).max(7 * 24 * 60).optional() }).default({});
export const ZReconcileReport = z.object({
  checked: z.number(),
  actions: z.array(z.object({ paymentIntentId: z.string(), action: z.string(), detail: z.string().optional() })),
});

// The sandbox gateway's own endpoints (where Stripe.js would talk to Stripe): the browser confirms a card setup there.
export const ZSandboxIntentParams = z.object({ id: text('Id', 100) });
export const ZSandboxConfirm = z.strictObject({
  client_secret: text('Client secret', 300),
  // Loose types on purpose: the sandbox answers Stripe's own wording for bad card details.
  card: z.strictObject({
    number: text('Card number', 40),
    exp_month: z.coerce.number().int().min(-1000).max(100_000),
    exp_year: z.coerce.number().int().min(-1000).max(100_000),
    cvc: text('CVC', 8),
  }),
});
export const ZSandboxConfirmed = z.object({ id: z.string(), status: z.string(), payment_method: z.string().nullable() });
export const ZSandboxTestCards = z.array(z.object({ number: z.string(), brand: z.string(), country: z.string(), outcome: z.string() }));

export const PAYMENT_DOCUMENT_TYPES = ['invoice', 'receipt', 'request'] as const;
export const ZPaymentDocument = z.object({ id: z.number(), name: z.string(), extension: z.string(), type: z.enum(PAYMENT_DOCUMENT_TYPES), created_at: z.string() });
export type TPaymentDocument = z.infer<typeof ZPaymentDocument>;
export const ZPaymentDocumentRequest = z.strictObject({ type: z.enum(['invoice', 'receipt']), message: requiredString('Message', { max: 2000 }) });

/** Spec 1 §8 / spec 3 §5 texts of this area. */
export const billingTexts = {
  adjustmentNeedsPro: 'Only teams on the Pro plan hold a team balance.',
  noCards: "You don't have any payment cards saved on your profile.",
  cardSaved: 'Success! Your payment method has been saved.',
  cardProcessing: "Processing payment details. We'll update you when processing is complete.",
  cardFailed: 'Failed to process payment details. Please try another payment method.',
  gatewayDown: 'There was an error connecting to the payment gate. Please try again later. If the problem persists, please contact us.',
  lastCard: 'Are you sure you want to delete your last active payment method? You will be unable to use direct payments and some services may become unavailable.',
  emptyHistory: 'Your transaction history is empty',
  insufficientBalance: 'Your team does not have enough balance and credit available for this payment.',
} as const;

// ---- Histories, export, check-balance and the staff back office (billing routes) ----

// The shared money rule (a number or decimal string, whole pence) with no bounds: each query or form below
// pipes its own, worded as its screen says them.
const pounds = (label: string) => poundsField(label, { min: -Infinity });

const ymd = (label: string) => text(label, 10).refine(isYmd, { error: exportRangeTexts.invalidDate(label) });

export const TRANSACTION_SORTS = ['id', 'date'] as const;
/** GET /transactions and /transactions/direct: page, per_page, sort, direction, type and a date range. */
export const ZTransactionsQuery = pageQuery(TRANSACTIONS_PER_PAGE, TRANSACTION_SORTS).extend({
  type: text('Type', 40).optional(),
  date_start: ymd('Start date').optional(),
  date_end: ymd('End date').optional(),
});
export type TTransactionsQuery = z.infer<typeof ZTransactionsQuery>;

export const ZTransactionsPage = paged(ZTeamTransaction);
export const ZDirectTransactionsPage = paged(ZDirectTransaction);

export const exportTexts = { ...exportRangeTexts, emptyHistory: 'Your transaction history is empty' } as const;

/** CSV export of the histories: the shared export range (export-range.ts, spec 3 §5). */
export const ZTransactionExportQuery = ZExportRange;
export type TTransactionExportQuery = z.infer<typeof ZTransactionExportQuery>;

/** Columns of the history CSV (spec 3 §2.7); the direct history ends with Payment Method instead of Balance. */
export const TRANSACTION_CSV_COLUMNS = ['ID', 'Date', 'Type', 'Description', 'Gift Campaign & Option', 'Product', 'Price ex VAT', 'Price inc VAT', 'Amount Charged', 'Balance'] as const;
export const DIRECT_TRANSACTION_CSV_COLUMNS = [...TRANSACTION_CSV_COLUMNS.slice(0, -1), 'Payment Method'] as const;

export const ZCheckBalanceQuery = z.object({
  amount: pounds('Amount').pipe(z.number().nonnegative({ error: msg.atLeast('Amount', 0) }).max(TOP_UP_MAX_POUNDS * 10, { error: msg.atMost('Amount', TOP_UP_MAX_POUNDS * 10) })),
});

export const ZTopUpPricesQuery = z
  .object({
    amount: pounds('Amount').pipe(z.number().positive({ error: msg.positive('Amount') }).max(TOP_UP_MAX_POUNDS, { error: msg.atMost('Amount', TOP_UP_MAX_POUNDS) })),
    payment_method: enumField('Payment method', ['stripe', 'bank-transfer'] as const),
    payment_method_id: id('Payment card').optional(),
  })
  .superRefine((v, ctx) => {
    if (v.payment_method === 'stripe' && !v.payment_method_id)
      ctx.addIssue({ code: 'custom', path: ['payment_method_id'], message: msg.required('Payment card') });
  });

export const topUpTexts = {
  noRepay: 'Your team has no used credit to repay.',
  repayTooMuch: (max: string) => `Amount must be at most ${max}, the credit used.`,
  noCards: 'You do not have permission to pay with a card.',
  noBankTransfer: texts.noTeamCredit,
  alreadyPaid: 'This top-up request has already been paid.',
  cancelled: 'This top-up request was cancelled.',
  refundedAfterFailure: 'Your top-up could not be recorded, so the card payment has been refunded. Please try again.',
} as const;

// Staff back office.
export const ZAdminTopUp = ZTopUp.extend({ team_id: z.number(), team_name: z.string(), requested_by: z.string().nullable(), repay: z.boolean() });
export type TAdminTopUp = z.infer<typeof ZAdminTopUp>;
export const ZAdminTopUpsQuery = pageQuery(20).extend({ status: z.enum(TOP_UP_STATUSES).optional(), team_id: id('Team').optional() });

export const ZAdminTeamBilling = z.object({ team: z.object({ id: z.number(), name: z.string(), slug: z.string(), plan: z.string() }), balance: ZBalance });
export type TAdminTeamBilling = z.infer<typeof ZAdminTeamBilling>;

export const ADJUSTMENT_MAX_POUNDS = 1_000_000;
export const ZBalanceAdjustment = z.strictObject({
  amount: pounds('Amount').pipe(
    z
      .number()
      .refine((v) => v !== 0, { error: 'Amount must not be 0' })
      .refine((v) => Math.abs(v) <= ADJUSTMENT_MAX_POUNDS, { error: `Amount must be between -${ADJUSTMENT_MAX_POUNDS} and ${ADJUSTMENT_MAX_POUNDS}` }),
  ),
  reason: requiredString('Reason', { max: 500 }),
});
export type TBalanceAdjustment = z.input<typeof ZBalanceAdjustment>;

export const ZCreditLimitUpdate = z.strictObject({
  credit_limit: pounds('Credit limit').pipe(
    z.number().nonnegative({ error: 'Credit limit must not be negative' }).max(ADJUSTMENT_MAX_POUNDS, { error: msg.atMost('Credit limit', ADJUSTMENT_MAX_POUNDS) }),
  ),
});
export const creditLimitTexts = { belowUsed: (used: string) => `Credit limit cannot be lower than the credit already used (${used}).` } as const;
