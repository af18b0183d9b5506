import { toPence } from '@gifthub/shared/pricing';
import {
  invoiceStatusLabel,
  JOB_STATUS_LABELS,
  printOrderTexts,
  type TEnquiryStatus,
  type TInvoiceStatus,
  ZAdminOmsJobsQuery,
  ZJobConvert,
  ZJobProgress,
  ZOmsFileUpload,
  ZPackCreate,
} from '@gifthub/shared/print-orders';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { TLinkDeps } from '../../lib/public-url';
import { randomSecret } from '../../lib/secrets';
import { mailTemplates } from '../mail/mail.templates';
import * as repo from './print-orders.repository';

const notFound = () => AppError.notFound('Order');
const day = (d: string | null | undefined) => (d ? new Date(`${d}T17:00:00Z`) : d === null ? null : undefined);

/** Staff: every team's enquiries or jobs, newest first. */
export const listAll = (deps: TLinkDeps, q: z.output<typeof ZAdminOmsJobsQuery>) =>
  deps.orders.listAll({ state: q.type, status: q.status, search: q.search || undefined, page: q.page, perPage: q.per_page });

export async function getAny(deps: TLinkDeps, id: number) {
  return (await deps.orders.getAny(id)) ?? Promise.reject(notFound());
}

/** Tells the team's managers (and the enquiry's author) by e-mail, after the change is made. */
async function tellTeam(deps: TLinkDeps, jobId: number, make: (to: string, job: { id: number; name: string }) => Parameters<TLinkDeps['mailer']['enqueue']>[0]) {
  const found = await repo.findJob(deps.db, jobId);
  if (!found) return;
  const contacts = await repo.teamContacts(deps.db, found.job.teamId, found.job.createdBy);
  for (const c of contacts) await deps.mailer.enqueue(make(c.email, found.job));
  deps.mailer.nudge();
}

/** A quote (customer pack) for an enquiry or job: pounds in, pence kept; the team is sent the pack's link. */
export async function addPack(deps: TLinkDeps, staffId: number, jobId: number, body: z.output<typeof ZPackCreate>) {
  await getAny(deps, jobId);
  const staff = await repo.userName(deps.db, staffId);
  const pack = await deps.orders.addPack(jobId, {
    ppu: toPence(body.ppu),
    quantity: body.quantity,
    shipping: toPence(body.shipping),
    extra: toPence(body.extra),
    currency: body.currency,
    reply: body.reply || null,
    repliedBy: staff?.name ?? 'Account Manager',
  });
  await tellTeam(deps, jobId, (to, job) =>
    mailTemplates.printOrderQuote(deps.config, { to, jobName: job.name, version: pack.version, total: toPence(pack.quote.total), currency: pack.quote.currency, key: pack.key }),
  );
  return getAny(deps, jobId);
}

export async function setEnquiryStatus(deps: TLinkDeps, jobId: number, status: TEnquiryStatus) {
  if (!(await deps.orders.setEnquiryStatus(jobId, status))) throw (await deps.orders.getAny(jobId)) ? AppError.conflict(printOrderTexts.notEnquiry) : notFound();
  return getAny(deps, jobId);
}

/** An enquiry becomes a job at Pre-Production, with its steps and dates. */
export async function convert(deps: TLinkDeps, jobId: number, body: z.output<typeof ZJobConvert>) {
  const ok = await deps.orders.convert(jobId, { orderName: body.order_name || null, stepsTotal: body.steps_total, plannedFinish: day(body.planned_finish) ?? null, deadline: day(body.deadline) ?? null });
  if (!ok) throw (await deps.orders.getAny(jobId)) ? AppError.conflict(printOrderTexts.notEnquiry) : notFound();
  await tellTeam(deps, jobId, (to, job) => mailTemplates.printOrderUpdate(deps.config, { to, jobId, jobName: job.name, what: `your enquiry is now an order, in ${JOB_STATUS_LABELS.draft}` }));
  return getAny(deps, jobId);
}

/** A production step: status and steps finished; the team hears of each status change. */
export async function progress(deps: TLinkDeps, jobId: number, body: z.output<typeof ZJobProgress>) {
  const before = await getAny(deps, jobId);
  const ok = await deps.orders.progress(jobId, { status: body.status, stepsFinished: body.steps_finished, plannedFinish: day(body.planned_finish) });
  if (ok === 'over-total') throw AppError.field('steps_finished', printOrderTexts.stepsOverTotal);
  if (!ok) throw AppError.conflict(printOrderTexts.notJob);
  if (before.status !== body.status)
    await tellTeam(deps, jobId, (to, job) => mailTemplates.printOrderUpdate(deps.config, { to, jobId, jobName: job.name, what: `now ${JOB_STATUS_LABELS[body.status]}` }));
  return getAny(deps, jobId);
}

const KINDS: Record<string, { ext: string; magic: number[] }> = {
  pdf: { ext: 'pdf', magic: [0x25, 0x50, 0x44, 0x46] },
  png: { ext: 'png', magic: [0x89, 0x50, 0x4e, 0x47] },
  jpg: { ext: 'jpg', magic: [0xff, 0xd8, 0xff] },
};
/** The file's type by its first bytes (never by its name): PDF, PNG or JPEG. */
const sniff = (buf: Buffer) => Object.values(KINDS).find((k) => k.magic.every((b, i) => buf[i] === b))?.ext ?? null;

/** An attachment or invoice: the bytes go to storage under a random key; the team is told. */
export async function addFile(deps: TLinkDeps, jobId: number, upload: z.output<typeof ZOmsFileUpload> & { file: Buffer }) {
  await getAny(deps, jobId);
  const extension = sniff(upload.file);
  if (!extension) throw AppError.field('file', printOrderTexts.fileRequired);
  const storageKey = `oms-${jobId}-${randomSecret(18)}.${extension}`;
  await deps.storage.put(storageKey, upload.file, extension === 'pdf' ? 'application/pdf' : `image/${extension === 'jpg' ? 'jpeg' : extension}`);
  await deps.orders.addFile(jobId, { kind: upload.kind, name: upload.name, extension, storageKey, status: upload.kind === 'invoice' ? (upload.status ?? 'unpaid') : null });
  const what = upload.kind === 'invoice' ? `a new invoice, ${upload.name} (${invoiceStatusLabel(upload.status ?? 'unpaid')})` : `a new attachment, ${upload.name}`;
  await tellTeam(deps, jobId, (to, job) => mailTemplates.printOrderUpdate(deps.config, { to, jobId, jobName: job.name, what }));
  return getAny(deps, jobId);
}

export async function setInvoiceStatus(deps: TLinkDeps, jobId: number, fileId: number, status: TInvoiceStatus) {
  if (!(await deps.orders.setInvoiceStatus(jobId, fileId, status))) throw AppError.notFound('Invoice');
  return getAny(deps, jobId);
}
