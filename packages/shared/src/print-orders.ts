import { z } from 'zod';
import { stockField } from './corporate-products';
import { enumField, id, optionalString, requiredString, text } from './fields';
import { msg } from './messages';
import { ZPage, perPage } from './paging';
import { ZPounds } from './pricing';

/**
 * Print orders and enquiries (spec 3 §2.11, §3, §4, §5, §7; issue 16): a team's jobs and enquiries in the order system,
 * for teams with the order-management customer link (oms_customer_id).
 */

export const OMS_STATES = ['enquiry', 'job'] as const;
export type TOmsState = (typeof OMS_STATES)[number];

export const ENQUIRY_STATUSES = ['enquiry_fresh', 'enquiry_progress', 'enquiry_invoice', 'enquiry_payment', 'enquiry_ready', 'enquiry_ignored', 'enquiry_cancelled'] as const;
export type TEnquiryStatus = (typeof ENQUIRY_STATUSES)[number];

export const ENQUIRY_SOURCES = ['builder', 'form', 'product', 'email', 'phone', 'new-order', 're-order', 'manual', 'unknown'] as const;
export type TEnquirySource = (typeof ENQUIRY_SOURCES)[number];

/** Job statuses and their labels (spec 3 §4), in production order. */
export const JOB_STATUS_LABELS = {
  hold: 'On Hold',
  draft: 'Pre-Production',
  production_ready: 'Starting Production',
  ordered: 'In Production',
  qc: 'Quality Control',
  production_done: 'Production Done',
  packaging: 'Packaging',
  sent: 'Shipping',
  completed: 'Complete',
} as const;
export type TJobStatus = keyof typeof JOB_STATUS_LABELS;
export const JOB_STATUSES = Object.keys(JOB_STATUS_LABELS) as TJobStatus[];

export type TOmsStatus = TEnquiryStatus | TJobStatus;
export const OMS_STATUSES: [TOmsStatus, ...TOmsStatus[]] = [...ENQUIRY_STATUSES, ...JOB_STATUSES];

export const INVOICE_STATUSES = ['unpaid', 'part', 'paid', 'void'] as const;
export type TInvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const CUSTOMER_PACK_STATUSES = ['sent', 'accepted', 'rejected', 'expired'] as const;
export type TCustomerPackStatus = (typeof CUSTOMER_PACK_STATUSES)[number];

/** A customer pack's quote (money in pence inside). */
export type TPackQuote = { ppu: number; quantity: number; subtotal: number; shipping: number; extra: number; total: number; currency: string };

/** Spec 3 §9. */
export const OMS_JOBS_PAGE_SIZE = 50;
export const DEFAULT_ENQUIRY_QUANTITY = 100;
export const ENQUIRY_SUBJECT_MIN = 3;

// ---- Rules (spec 3 §4), one place for the API and the portal ----

export const ENQUIRY_STATUS_LABELS: Record<TEnquiryStatus, string> = {
  enquiry_fresh: 'New',
  enquiry_progress: 'In Progress',
  enquiry_invoice: 'Invoice',
  enquiry_payment: 'Awaiting Payment',
  enquiry_ready: 'Ready',
  enquiry_ignored: 'Ignored',
  enquiry_cancelled: 'Cancelled',
};

export const ENQUIRY_SOURCE_LABELS: Record<TEnquirySource, string> = {
  builder: 'Builder',
  form: 'Form',
  product: 'Product',
  email: 'E-Mail',
  phone: 'Phone',
  'new-order': 'New Order',
  're-order': 'Re-Order',
  manual: 'Manual',
  unknown: 'Unknown',
};

export const CUSTOMER_PACK_STATUS_LABELS: Record<TCustomerPackStatus, string> = { sent: 'Sent', accepted: 'Accepted', rejected: 'Rejected', expired: 'Expired' };

const isJobStatus = (s: string): s is TJobStatus => s in JOB_STATUS_LABELS;

/** An enquiry's or a job's status as the spec labels it. */
export const omsStatusLabel = (status: TOmsStatus): string => (isJobStatus(status) ? JOB_STATUS_LABELS[status] : ENQUIRY_STATUS_LABELS[status]);

/** Invoice status 'part' shows as Partly Paid; the others as they are (spec 3 §4). */
export const invoiceStatusLabel = (status: TInvoiceStatus): string => (status === 'part' ? 'Partly Paid' : status);

/**
 * A job's completion date (spec 3 §4): the finished date, else the planned finish, else the deadline; estimated
 * ((est.)) unless finished. null when none is known.
 */
export function completionDate(job: { finished_at: string | null; planned_finish: string | null; deadline: string | null }): { date: string; estimated: boolean } | null {
  if (job.finished_at) return { date: job.finished_at, estimated: false };
  const date = job.planned_finish ?? job.deadline;
  return date ? { date, estimated: true } : null;
}

/** Production progress (spec 3 §4): finished over total steps as a whole percent, 0 without steps, never above 100. */
export function productionProgress(steps: { finished: number; total: number }): number {
  if (steps.total <= 0) return 0;
  return Math.min(100, Math.max(0, Math.round((steps.finished / steps.total) * 100)));
}

/** A reorder's enquiry (spec 3 §5): name 'Reorder: {job name}', the job's quantity, source re-order. */
export const reorderPrefill = (job: { id: number; name: string; quantity: number }) => ({
  name: `Reorder: ${job.name}`,
  quantity: job.quantity,
  source: 're-order' as const,
  original_job_id: job.id,
});

/** The statuses a list of one state filters by. */
export const statusesOf = (state: TOmsState): readonly TOmsStatus[] => (state === 'job' ? JOB_STATUSES : ENQUIRY_STATUSES);

/** A customer pack's figures in pence: subtotal is ppu × quantity; total adds shipping and extra. */
export const packTotals = (q: { ppu: number; quantity: number; shipping: number; extra: number }) => {
  const subtotal = q.ppu * q.quantity;
  return { subtotal, total: subtotal + q.shipping + q.extra };
};

// ---- The contract (spec 3 §3, §5, §7) ----

export const ENQUIRY_LABELS = { name: 'Subject', quantity: 'Quantity', message: 'Details' } as const;
export const ENQUIRY_FORM_SOURCES = ['new-order', 're-order'] as const;
export type TEnquiryFormSource = (typeof ENQUIRY_FORM_SOURCES)[number];

export const printOrderTexts = {
  noCustomerLink: 'Print orders are not set up for your team. Please contact your Account Manager.',
  notFound: 'This order could not be found.',
  notFresh: 'This enquiry is already being handled and can no longer be changed.',
  originalNotFound: 'The job to reorder could not be found.',
  wrongStatus: (state: TOmsState) => `Status must be one of the ${state === 'job' ? 'order' : 'enquiry'} statuses.`,
  sourceForEnquiries: 'Source filters enquiries only.',
  notEnquiry: 'Only an enquiry can be turned into a job.',
  notJob: 'Only a job moves through production steps.',
  stepsOverTotal: 'Finished steps cannot be more than the total steps.',
  fileRequired: 'Please choose a PDF file.',
  tooLarge: 'The file is too large: at most 10 MB.',
  invoiceStatusRequired: 'Invoice status is required.',
} as const;

/** Files staff attach to a job (attachments, invoices): PDFs and images up to 10 MB. */
export const OMS_FILE_MAX_BYTES = 10 * 1024 * 1024;

/** GET /oms-ws/jobs: one state's list of the team, 50 a page, filtered by status, source (enquiries) and search. */
export const ZOmsJobsQuery = z
  .object({
    team_id: id('Team'),
    type: enumField('Type', OMS_STATES).default('job'),
    page: ZPage,
    per_page: perPage(OMS_JOBS_PAGE_SIZE),
    status: enumField('Status', OMS_STATUSES).optional(),
    source: enumField('Source', ENQUIRY_SOURCES).optional(),
    search: text('Search', 200).optional(),
  })
  .superRefine((q, ctx) => {
    if (q.status && !statusesOf(q.type).includes(q.status)) ctx.addIssue({ code: 'custom', path: ['status'], message: printOrderTexts.wrongStatus(q.type) });
    if (q.source && q.type !== 'enquiry') ctx.addIssue({ code: 'custom', path: ['source'], message: printOrderTexts.sourceForEnquiries });
  });
export type TOmsJobsQuery = z.input<typeof ZOmsJobsQuery>;

/** GET /oms-ws/jobs/{id}, /oms-ws/attachment/{id}: the team the portal names (checked against the signed-in user). */
export const ZOmsTeamQuery = z.object({ team_id: id('Team') });
/** Files are fetched by their public key (random, unguessable), never by a row id; an unknown key answers 404. */
export const ZOmsFileParams = z.object({ id: text('Key', 100) });
export const ZPackParams = z.object({ key: text('Key', 100) });

/**
 * POST /oms-ws/enquiry (spec 3 §3 enquiry payload, §5): Subject required min 3, Quantity required (default 100),
 * Details required; source new-order or re-order (a reorder names its job in details.original_job_id). job_id names
 * an enquiry of the team still new, to change it; absent or null makes a new one.
 */
export const ZEnquiryCreate = z.object({
  team_id: id('Team'),
  job_id: id('Job').nullish(),
  name: requiredString(ENQUIRY_LABELS.name, { min: ENQUIRY_SUBJECT_MIN, max: 200 }),
  quantity: z.preprocess((v) => (v === undefined ? DEFAULT_ENQUIRY_QUANTITY : v), stockField(1, ENQUIRY_LABELS.quantity)),
  details: z.object(
    {
      message: requiredString(ENQUIRY_LABELS.message, { max: 5000 }),
      original_job_id: id('Original job').nullish(),
    },
    { error: msg.required(ENQUIRY_LABELS.message) },
  ),
  source: enumField('Source', ENQUIRY_FORM_SOURCES).default('new-order'),
});
export type TEnquiryCreate = z.input<typeof ZEnquiryCreate>;

/** The enquiry form's values (the portal validates them with the same rules). */
export const ZEnquiryForm = z.object({
  name: ZEnquiryCreate.shape.name,
  quantity: stockField(1, ENQUIRY_LABELS.quantity),
  message: requiredString(ENQUIRY_LABELS.message, { max: 5000 }),
});

const ZQuote = z.object({ ppu: ZPounds, quantity: z.number(), subtotal: ZPounds, shipping: ZPounds, extra: ZPounds, total: ZPounds, currency: z.string() });

export const ZCustomerPack = z.object({
  id: z.number(),
  key: z.string(),
  version: z.number(),
  status: z.enum(CUSTOMER_PACK_STATUSES),
  created_at: z.string(),
  replied_by: z.string().nullable(),
  reply: z.string().nullable(),
  quote: ZQuote,
});
export type TCustomerPack = z.infer<typeof ZCustomerPack>;

export const ZOmsAttachment = z.object({ id: z.number(), name: z.string(), public_key: z.string(), created_at: z.string(), file_info: z.object({ extension: z.string() }) });
export type TOmsAttachment = z.infer<typeof ZOmsAttachment>;
export const ZOmsInvoice = z.object({ id: z.number(), name: z.string(), public_key: z.string(), status: z.enum(INVOICE_STATUSES), created_at: z.string() });
export type TOmsInvoice = z.infer<typeof ZOmsInvoice>;

const jobFields = {
  id: z.number(),
  name: z.string(),
  order_name: z.string().nullable(),
  order_id: z.string().nullable(),
  quantity: z.number(),
  status: z.enum(OMS_STATUSES),
  state: z.enum(OMS_STATES),
  finished_at: z.string().nullable(),
  planned_finish: z.string().nullable(),
  deadline: z.string().nullable(),
  created_at: z.string(),
  production_steps: z.object({ finished: z.number(), total: z.number() }),
  enquiry_source: z.enum(ENQUIRY_SOURCES).nullable(),
  enquiry_details: z.object({ message: z.string(), original_job_id: z.number().nullable() }),
};

/** A row of the lists: the last customer pack and the invoices ride along (read in the same statement). */
export const ZOmsJobListItem = z.object({
  ...jobFields,
  last_customer_pack: ZCustomerPack.pick({ id: true, key: true, version: true, status: true, created_at: true }).nullable(),
  invoices: z.array(ZOmsInvoice),
});
export type TOmsJobListItem = z.infer<typeof ZOmsJobListItem>;

export const ZOmsJob = z.object({ ...jobFields, customer_packs: z.array(ZCustomerPack), attachments: z.array(ZOmsAttachment), invoices: z.array(ZOmsInvoice) });
export type TOmsJob = z.infer<typeof ZOmsJob>;

/** GET /oms-ws/pack/{key}: the customer pack view, with the job it quotes. */
export const ZCustomerPackView = z.object({ pack: ZCustomerPack, job: ZOmsJob.pick({ id: true, name: true, state: true, quantity: true, status: true }), team_name: z.string() });
export type TCustomerPackView = z.infer<typeof ZCustomerPackView>;

// ---- Staff back office ----

export const ZAdminOmsJobsQuery = z.object({
  type: enumField('Type', OMS_STATES).default('enquiry'),
  page: ZPage,
  per_page: perPage(OMS_JOBS_PAGE_SIZE),
  status: enumField('Status', OMS_STATUSES).optional(),
  search: text('Search', 200).optional(),
});
export type TAdminOmsJobsQuery = z.input<typeof ZAdminOmsJobsQuery>;
export const ZAdminOmsJobListItem = ZOmsJobListItem.extend({ team_id: z.number(), team_name: z.string() });
export type TAdminOmsJobListItem = z.infer<typeof ZAdminOmsJobListItem>;
export const ZAdminOmsJob = ZOmsJob.extend({ team_id: z.number(), team_name: z.string() });
export type TAdminOmsJob = z.infer<typeof ZAdminOmsJob>;

const money = (label: string, min = 0) => z.coerce.number({ error: msg.number(label) }).refine(Number.isFinite, { error: msg.number(label) }).refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { error: msg.wholePence(label) }).refine((v) => v >= min, { error: msg.atLeast(label, min) }).refine((v) => v <= 1_000_000, { error: msg.atMost(label, 1_000_000) });

/** Staff: a quote (customer pack) in pounds; subtotal and total are worked out (packTotals), never typed. */
export const ZPackCreate = z.object({
  ppu: money('Price per unit', 0.01),
  quantity: stockField(1, 'Quantity'),
  shipping: money('Shipping').default(0),
  extra: money('Extra').default(0),
  currency: z.enum(['GBP', 'EUR', 'USD'], { error: msg.oneOf('Currency') }).default('GBP'),
  reply: optionalString('Message', 2000),
});
export type TPackCreate = z.input<typeof ZPackCreate>;

/** Staff: turn an enquiry into a job (its production plan). */
export const ZJobConvert = z.object({
  order_name: optionalString('Order name', 200),
  steps_total: z.coerce.number({ error: msg.number('Total steps') }).int({ error: msg.number('Total steps') }).min(1, { error: msg.atLeast('Total steps', 1) }).max(50, { error: msg.atMost('Total steps', 50) }).default(6),
  planned_finish: z.iso.date({ error: 'Planned finish must be a date.' }).optional(),
  deadline: z.iso.date({ error: 'Deadline must be a date.' }).optional(),
});
export type TJobConvert = z.input<typeof ZJobConvert>;

/** Staff: a job's production step (status and steps finished); Complete marks it finished. */
export const ZJobProgress = z.object({
  status: enumField('Status', JOB_STATUSES as [TJobStatus, ...TJobStatus[]]),
  steps_finished: z.coerce.number({ error: msg.number('Finished steps') }).int({ error: msg.number('Finished steps') }).min(0, { error: msg.atLeast('Finished steps', 0) }),
  planned_finish: z.iso.date({ error: 'Planned finish must be a date.' }).nullish(),
});
export type TJobProgress = z.input<typeof ZJobProgress>;

/** Staff: an enquiry's status. */
export const ZEnquiryStatusUpdate = z.object({ status: enumField('Status', ENQUIRY_STATUSES) });

/** Staff upload fields (multipart beside the file): kind, name, and an invoice's status. */
export const ZOmsFileUpload = z
  .object({
    kind: enumField('Kind', ['attachment', 'invoice'] as const),
    name: requiredString('Name', { max: 200 }),
    status: enumField('Invoice status', INVOICE_STATUSES).optional(),
  })
  .refine((v) => v.kind !== 'invoice' || v.status, { path: ['status'], message: printOrderTexts.invoiceStatusRequired });

export const ZInvoiceStatusUpdate = z.object({ status: enumField('Invoice status', INVOICE_STATUSES) });

/** Spec 3 §9: currency symbols £ for GBP, € for EUR, $ for any other. */
export const currencySymbol = (currency: string) => (currency === 'GBP' ? '£' : currency === 'EUR' ? '€' : '$');
/** A quote figure in pounds (or euros, dollars) with its symbol: £1,250.00. */
export const formatQuoteMoney = (amount: number, currency: string) =>
  `${amount < 0 ? '-' : ''}${currencySymbol(currency)}${Math.abs(amount).toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
