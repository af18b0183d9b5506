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
