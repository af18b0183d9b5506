import type { TPaged } from '@gifthub/shared/paging';
import type {
  TAdminOmsJob,
  TAdminOmsJobListItem,
  TCustomerPack,
  TCustomerPackView,
  TEnquiryFormSource,
  TEnquiryStatus,
  TInvoiceStatus,
  TJobStatus,
  TOmsJob,
  TOmsJobListItem,
  TOmsState,
  TOmsStatus,
  TEnquirySource,
} from '@gifthub/shared/print-orders';

/**
 * The order-management system as the rest of the API sees it (spec 3 §2.11, §7 Print orders): a team's jobs and
 * enquiries, found by the team's customer link (teams.oms_customer_id), and the staff's side of it. One adapter is
 * built in (builtin-order-system.ts, on our own tables), so the area works without an outside system; another
 * order system plugs in here. Money in pence; answers in the API's shapes (pounds at the edge, toPounds).
 */
export type TOmsCustomer = { teamId: number; customerId: number };
export type TJobsFilter = { state: TOmsState; status?: TOmsStatus; source?: TEnquirySource; search?: string; page: number; perPage: number };
export type TEnquiryInput = { jobId: number | null; name: string; quantity: number; message: string; originalJobId: number | null; source: TEnquiryFormSource; createdBy: number };
/** A stored file the caller serves; key is the storage key (deps.storage). */
export type TOmsFileRef = { name: string; extension: string; storageKey: string; teamId: number };
export type TPackInput = { ppu: number; quantity: number; shipping: number; extra: number; currency: string; reply: string | null; repliedBy: string };
export type TFileInput = { kind: 'attachment' | 'invoice'; name: string; extension: string; storageKey: string; status: TInvoiceStatus | null };

export type TOrderSystem = {
  kind: 'built-in';
  listJobs(customer: TOmsCustomer, f: TJobsFilter): Promise<TPaged<TOmsJobListItem>>;
  /** null: no such job of this customer. */
  getJob(customer: TOmsCustomer, id: number): Promise<TOmsJob | null>;
  /** A new enquiry, or a change to one still new (jobId); null when that enquiry is not the customer's or not new. */
  saveEnquiry(customer: TOmsCustomer, input: TEnquiryInput): Promise<{ id: number } | 'not-found' | 'not-fresh' | 'no-original'>;
  /** The customer pack view (/docs/pack/{key}): public to whoever holds the key. */
  packByKey(key: string): Promise<{ view: TCustomerPackView; teamId: number } | null>;
  /** A file by its public key, with its owner's team. */
  fileByKey(publicKey: string): Promise<TOmsFileRef | null>;

  // ---- Staff back office ----
  listAll(f: Omit<TJobsFilter, 'source'>): Promise<TPaged<TAdminOmsJobListItem>>;
  getAny(id: number): Promise<TAdminOmsJob | null>;
  addPack(jobId: number, input: TPackInput): Promise<TCustomerPack>;
  setEnquiryStatus(jobId: number, status: TEnquiryStatus): Promise<boolean>;
  /** An enquiry becomes a job (Pre-Production); false when it is not an enquiry. */
  convert(jobId: number, plan: { orderName: string | null; stepsTotal: number; plannedFinish: Date | null; deadline: Date | null }): Promise<boolean>;
  /** A job's production step; Complete stamps finished_at. false when it is not a job. */
  progress(jobId: number, p: { status: TJobStatus; stepsFinished: number; plannedFinish?: Date | null }): Promise<boolean | 'over-total'>;
  addFile(jobId: number, input: TFileInput): Promise<{ id: number; publicKey: string }>;
  setInvoiceStatus(jobId: number, fileId: number, status: TInvoiceStatus): Promise<boolean>;
};
