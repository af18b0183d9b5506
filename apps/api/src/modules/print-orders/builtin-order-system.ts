import { pageMeta } from '@gifthub/shared/paging';
import { toPounds } from '@gifthub/shared/pricing';
import { packTotals, type TCustomerPack, type TOmsAttachment, type TOmsInvoice, type TOmsJob, type TOmsJobListItem } from '@gifthub/shared/print-orders';
import type { Db } from '../../db/client';
import type { TClock } from '../../lib/clock';
import { randomSecret } from '../../lib/secrets';
import * as repo from './print-orders.repository';
import type { TOmsJobRow } from './print-orders.table';
import type { TJobsFilter, TOrderSystem } from './order-system';

/** Public keys of packs and files: 192 random bits, so a key cannot be guessed. */
export const newPublicKey = () => randomSecret(24);

const iso = (d: Date | null) => (d ? d.toISOString() : null);

function jobFields(j: TOmsJobRow) {
  return {
    id: j.id,
    name: j.name,
    order_name: j.orderName,
    order_id: j.orderId,
    quantity: j.quantity,
    status: j.status,
    state: j.state,
    finished_at: iso(j.finishedAt),
    planned_finish: iso(j.plannedFinish),
    deadline: iso(j.deadline),
    created_at: j.createdAt.toISOString(),
    production_steps: { finished: j.stepsFinished, total: j.stepsTotal },
    enquiry_source: j.enquirySource,
    enquiry_details: { message: j.enquiryMessage, original_job_id: j.originalJobId },
  };
}

/** Pence inside, pounds at the edge. */
export const packOut = (p: repo.TPackRow): TCustomerPack => ({
  id: p.id,
  key: p.key,
  version: p.version,
  status: p.status,
  created_at: p.createdAt.toISOString(),
  replied_by: p.repliedBy,
  reply: p.reply,
  quote: {
    ppu: toPounds(p.quote.ppu),
    quantity: p.quote.quantity,
    subtotal: toPounds(p.quote.subtotal),
    shipping: toPounds(p.quote.shipping),
    extra: toPounds(p.quote.extra),
    total: toPounds(p.quote.total),
    currency: p.quote.currency,
  },
});
const invoiceOut = (f: repo.TFileRow): TOmsInvoice => ({ id: f.id, name: f.name, public_key: f.publicKey, status: f.status ?? 'unpaid', created_at: f.createdAt.toISOString() });
const attachmentOut = (f: repo.TFileRow): TOmsAttachment => ({ id: f.id, name: f.name, public_key: f.publicKey, created_at: f.createdAt.toISOString(), file_info: { extension: f.extension } });

async function listPage(db: Db, f: TJobsFilter & { teamId?: number }) {
  const { rows, total } = await repo.listJobs(db, f);
  const ids = rows.map((r) => r.job.id);
  const [packs, invoices] = await Promise.all([repo.lastPacks(db, ids), repo.filesOf(db, ids, 'invoice')]);
  const data = rows.map(({ job, teamName }) => {
    const pack = packs.find((p) => p.jobId === job.id);
    const item: TOmsJobListItem = {
      ...jobFields(job),
      last_customer_pack: pack ? { id: pack.id, key: pack.key, version: pack.version, status: pack.status, created_at: pack.createdAt.toISOString() } : null,
      invoices: invoices.filter((i) => i.jobId === job.id).map(invoiceOut),
    };
    return { ...item, team_id: job.teamId, team_name: teamName };
  });
  return { data, meta: pageMeta(total, f.page, f.perPage) };
}

async function detail(db: Db, job: TOmsJobRow): Promise<TOmsJob> {
  const [packs, files] = await Promise.all([repo.packsOf(db, job.id), repo.filesOf(db, [job.id])]);
  return {
    ...jobFields(job),
    customer_packs: packs.map(packOut),
    attachments: files.filter((f) => f.kind === 'attachment').map(attachmentOut),
    invoices: files.filter((f) => f.kind === 'invoice').map(invoiceOut),
  };
}

/** The built-in order system: jobs, packs and files in oms_jobs, oms_customer_packs and oms_files (bytes in storage). */
export function createBuiltInOrderSystem({ db, clock }: { db: Db; clock: TClock }): TOrderSystem {
  return {
    kind: 'built-in',
    async listJobs(customer, f) {
      const page = await listPage(db, { ...f, teamId: customer.teamId });
      return { data: page.data.map(({ team_id: _t, team_name: _n, ...item }) => item), meta: page.meta };
    },
    async getJob(customer, id) {
      const found = await repo.findJob(db, id, customer.teamId);
      return found ? detail(db, found.job) : null;
    },
    async saveEnquiry(customer, input) {
      if (input.originalJobId !== null) {
        const original = await repo.findJob(db, input.originalJobId, customer.teamId);
        if (!original) return 'no-original';
      }
      const values = { name: input.name, quantity: input.quantity, enquiryMessage: input.message, enquirySource: input.source, originalJobId: input.originalJobId, updatedAt: clock.now() };
      if (input.jobId !== null) {
        const found = await repo.findJob(db, input.jobId, customer.teamId);
        if (!found || found.job.state !== 'enquiry') return 'not-found';
        const changed = await repo.updateJob(db, input.jobId, values, repo.jobIsFresh);
        return changed ? { id: changed.id } : 'not-fresh';
      }
      const row = await repo.insertJob(db, { ...values, teamId: customer.teamId, createdBy: input.createdBy, state: 'enquiry', status: 'enquiry_fresh', createdAt: clock.now() });
      return { id: row.id };
    },
    async packByKey(key) {
      const found = await repo.findPackByKey(db, key);
      if (!found) return null;
      const { job } = found;
      return { view: { pack: packOut(found.pack), job: { id: job.id, name: job.name, state: job.state, quantity: job.quantity, status: job.status }, team_name: found.teamName }, teamId: job.teamId };
    },
    async fileByKey(publicKey) {
      const found = await repo.findFileByKey(db, publicKey);
      return found ? { name: found.file.name, extension: found.file.extension, storageKey: found.file.storageKey, teamId: found.teamId } : null;
    },

    listAll: (f) => listPage(db, f),
    async getAny(id) {
      const found = await repo.findJob(db, id);
      return found ? { ...(await detail(db, found.job)), team_id: found.job.teamId, team_name: found.teamName } : null;
    },
    async addPack(jobId, input) {
      const { subtotal, total } = packTotals(input);
      const quote = { ppu: input.ppu, quantity: input.quantity, subtotal, shipping: input.shipping, extra: input.extra, total, currency: input.currency };
      const pack = await db.transaction(async (tx) => {
        const row = await repo.insertPack(tx, { jobId, key: newPublicKey(), status: 'sent', quote, repliedBy: input.repliedBy, reply: input.reply, createdAt: clock.now() });
        // A quoted new enquiry is being handled.
        await repo.updateJob(tx, jobId, { status: 'enquiry_progress', updatedAt: clock.now() }, repo.jobIsFresh);
        return row;
      });
      return packOut(pack);
    },
    async setEnquiryStatus(jobId, status) {
      return Boolean(await repo.updateJob(db, jobId, { status, updatedAt: clock.now() }, repo.isState('enquiry')));
    },
    async convert(jobId, plan) {
      const changed = await repo.updateJob(
        db,
        jobId,
        { state: 'job', status: 'draft', orderName: plan.orderName, orderId: `ORD-${String(jobId).padStart(6, '0')}`, stepsTotal: plan.stepsTotal, stepsFinished: 0, plannedFinish: plan.plannedFinish, deadline: plan.deadline, updatedAt: clock.now() },
        repo.isState('enquiry'),
      );
      return Boolean(changed);
    },
    async progress(jobId, p) {
      const found = await repo.findJob(db, jobId);
      if (!found || found.job.state !== 'job') return false;
      if (p.stepsFinished > found.job.stepsTotal) return 'over-total';
      const done = p.status === 'completed';
      const values = {
        status: p.status,
        stepsFinished: done ? found.job.stepsTotal : p.stepsFinished,
        finishedAt: done ? (found.job.finishedAt ?? clock.now()) : null,
        ...(p.plannedFinish !== undefined ? { plannedFinish: p.plannedFinish } : {}),
        updatedAt: clock.now(),
      };
      return Boolean(await repo.updateJob(db, jobId, values, repo.isState('job')));
    },
    async addFile(jobId, input) {
      const row = await repo.insertFile(db, { jobId, kind: input.kind, name: input.name, extension: input.extension, storageKey: input.storageKey, status: input.kind === 'invoice' ? input.status : null, publicKey: newPublicKey(), createdAt: clock.now() });
      return { id: row.id, publicKey: row.publicKey };
    },
    async setInvoiceStatus(jobId, fileId, status) {
      return Boolean(await repo.updateInvoiceStatus(db, jobId, fileId, status));
    },
  };
}
