import { randomBytes } from 'node:crypto';
import { readFile, unlink } from 'node:fs/promises';
import { Readable } from 'node:stream';
import path from 'node:path';
import type { TPaymentDocument } from '@gifthub/shared/billing';
import { pageMeta } from '@gifthub/shared/paging';
import {
  PAYMENT_DOCUMENT_MAX_BYTES,
  PAYMENT_DOCUMENT_NAME_MAX,
  paymentDocumentTexts,
  type TAdminPaymentDocument,
  type TPaymentDocumentFilter,
} from '@gifthub/shared/payment-documents';
import type { Db } from '../../db/client';
import type { TDeps } from '../../deps';
import type { TLinkDeps } from '../../lib/public-url';
import { AppError } from '../../lib/app-error';
import { findTopUpWithNames } from '../billing/billing.top-up.service';
import { mailTemplates } from '../mail/mail.templates';
import { paymentCardLabel } from '../payments/payments.service';
import type { TTeamAccess } from '../teams/team-access';
import { renderDocumentPdf, type TDocumentPdf } from './payment-documents.pdf';
import * as repo from './payment-documents.repository';
import type { TPaymentDocumentRow } from './payment-documents.repository';

/**
 * Payment documents (spec 3 §2.8): invoices and receipts generated for top-ups, requests for new ones, and
 * documents staff upload. Files go through storage (deps.storage) under random keys kept on the row; rows from
 * before storage keep a path under {dataDir}/documents, still read and removed there.
 */

const documentsDir = (dataDir: string) => path.join(dataDir, 'documents');
const pad = (n: number) => String(n).padStart(6, '0');

export const documentView = (r: TPaymentDocumentRow): TPaymentDocument => ({
  id: r.id,
  name: r.name,
  extension: r.extension,
  type: r.type,
  created_at: r.createdAt.toISOString(),
});

type TFileDeps = Pick<TDeps, 'storage' | 'config'>;

/** Stores a document through storage under document-{teamId}-{24 hex}.{ext}; answers the key the row keeps. */
async function storeFile(deps: TFileDeps, teamId: number, body: Buffer, extension: string) {
  const key = `document-${teamId}-${randomBytes(12).toString('hex')}.${extension}`;
  await deps.storage.put(key, body, CONTENT_TYPES[extension] ?? 'application/octet-stream');
  return key;
}

/** Rows written before storage keep a path {teamId}/{name} under {dataDir}/documents: only when it resolves inside it. */
function legacyPathOf(dataDir: string, rel: string | null) {
  if (!rel || !rel.includes('/')) return null;
  const root = documentsDir(dataDir);
  const full = path.resolve(root, rel);
  return full.startsWith(root + path.sep) ? full : null;
}

const removeFile = async (deps: TFileDeps, rel: string | null) => {
  if (!rel) return;
  const legacy = legacyPathOf(deps.config.dataDir, rel);
  if (legacy) await unlink(legacy).catch(() => undefined);
  else if (!rel.includes('/')) await deps.storage.delete(rel).catch(() => undefined);
};

// ---------------------------------------------------------------- top-up invoices and receipts

type TTopUpFacts = NonNullable<Awaited<ReturnType<typeof findTopUpWithNames>>>;

async function topUpPdf(deps: TDeps, facts: TTopUpFacts, type: 'invoice' | 'receipt'): Promise<TDocumentPdf> {
  const t = facts.topUp;
  const lines = [{ description: t.repay === 1 ? 'Credit repayment' : 'Team balance top-up', amount: t.amount }];
  if (t.fee > 0) lines.push({ description: 'Card processing fee', amount: t.fee });
  const paidAt = t.paidAt ?? t.createdAt;
  const card = t.method === 'stripe';
  const label = card && t.paymentIntentId ? await paymentCardLabel(deps.db, t.paymentIntentId) : null;
  return {
    kind: type,
    number: `${type === 'invoice' ? 'INV' : 'RCT'}-${pad(t.id)}`,
    date: type === 'invoice' ? t.createdAt : paidAt,
    status: t.status === 'paid' ? 'Paid' : 'Awaiting payment',
    team: { id: t.teamId, name: facts.teamName },
    contact: facts.requesterEmail ? { name: facts.requesterName ?? '', email: facts.requesterEmail } : null,
    lines,
    payment: card
      ? { method: 'card', label: label ?? 'Card', paidAt }
      : { method: 'bank-transfer', reference: `TOPUP-${pad(t.id)}`, paidAt: t.status === 'paid' ? paidAt : null },
  };
}

/**
 * Issues what a top-up is owed: an invoice once it exists (a bank transfer's shows the bank details), and a
 * receipt once it is paid. Idempotent (the unique (top_up_id, type) index makes a racing second insert a no-op,
 * and its file is removed). Throws; issueTopUpDocuments is the variant billing calls (through deps.topUpDocuments).
 */
export async function issueTopUpDocumentsOrThrow(deps: TDeps, topUpId: number): Promise<TPaymentDocumentRow[]> {
  const facts = await findTopUpWithNames(deps.db, topUpId);
  if (!facts) throw AppError.notFound('Top-up');
  const t = facts.topUp;
  if (t.status === 'cancelled') return [];
  const wanted: ('invoice' | 'receipt')[] = t.status === 'paid' ? ['invoice', 'receipt'] : ['invoice'];
  const existing = new Set((await repo.listTopUpDocuments(deps.db, topUpId)).map((d) => d.type));
  const created: TPaymentDocumentRow[] = [];
  for (const type of wanted) {
    if (existing.has(type)) continue;
    const spec = await topUpPdf(deps, facts, type);
    const rel = await storeFile(deps, t.teamId, await renderDocumentPdf(spec), 'pdf');
    try {
      const row = await repo.insertDocument(deps.db, {
        teamId: t.teamId,
        name: `${type === 'invoice' ? 'Invoice' : 'Receipt'} ${spec.number}`,
        type,
        extension: 'pdf',
        filePath: rel,
        topUpId,
        createdBy: null,
        createdAt: deps.clock.now(),
      });
      if (row) created.push(row);
      else await removeFile(deps, rel);
    } catch (err) {
      await removeFile(deps, rel);
      throw err;
    }
  }
  return created;
}

/**
 * Called after a top-up is requested or paid. Never throws: a document that could not be made must not fail
 * the payment that triggered it; it is logged and staff can issue it again from the back office.
 */
export async function issueTopUpDocuments(deps: TDeps, topUpId: number): Promise<TPaymentDocumentRow[]> {
  try {
    return await issueTopUpDocumentsOrThrow(deps, topUpId);
  } catch (err) {
    deps.log.error({ err, topUpId }, 'payment documents for a top-up could not be issued; staff can issue them again');
    return [];
  }
}

/** A cancelled bank-transfer request: its unpaid invoice is withdrawn (row and file). Never throws, like issuing. */
export async function withdrawTopUpInvoice(deps: TDeps, topUpId: number): Promise<void> {
  try {
    for (const d of await repo.listTopUpDocuments(deps.db, topUpId)) {
      if (d.type !== 'invoice') continue;
      await repo.deleteDocument(deps.db, d.id);
      await removeFile(deps, d.filePath);
    }
  } catch (err) {
    deps.log.error({ err, topUpId }, 'the invoice of a cancelled top-up could not be withdrawn; staff can delete it');
  }
}

// ---------------------------------------------------------------- the team's list, download and requests

export async function listTeamDocuments(db: Db, access: TTeamAccess, q: { type: TPaymentDocumentFilter; page: number; per_page: number }) {
  const { rows, total } = await repo.listTeamDocuments(db, access.team.id, { type: q.type === 'all' ? undefined : q.type, page: q.page, perPage: q.per_page });
  return { data: rows.map(documentView), meta: pageMeta(total, q.page, q.per_page) };
}

async function teamDocument(db: Db, teamId: number, id: number) {
  const row = await repo.findTeamDocument(db, teamId, id);
  if (!row) throw AppError.notFound('Document');
  return row;
}

export const getTeamDocument = async (db: Db, access: TTeamAccess, id: number) => documentView(await teamDocument(db, access.team.id, id));

const CONTENT_TYPES: Record<string, string> = { pdf: 'application/pdf', txt: 'text/plain; charset=utf-8' };

export type TDocumentFile = { stream: NodeJS.ReadableStream; contentType: string; filename: string; size: number };

async function openFile(deps: TFileDeps, row: TPaymentDocumentRow): Promise<TDocumentFile> {
  const legacy = legacyPathOf(deps.config.dataDir, row.filePath);
  const body = legacy ? await readFile(legacy).catch(() => null) : row.filePath && !row.filePath.includes('/') ? (await deps.storage.get(row.filePath))?.body : null;
  if (!body) throw AppError.notFound('File');
  return { stream: Readable.from([body]), contentType: CONTENT_TYPES[row.extension] ?? 'application/octet-stream', filename: `${row.name}.${row.extension}`, size: body.length };
}

/** GET …/download: the team's own documents only; another team's id is 404. */
export const teamDocumentFile = async (deps: TDeps, access: TTeamAccess, id: number) => openFile(deps, await teamDocument(deps.db, access.team.id, id));

/**
 * POST /teams/{teamId}/payment-documents/request: stores a 'request' row with a small PDF of the request (so
 * every row downloads) and e-mails staff, in one transaction with the outbox.
 */
export async function requestDocument(deps: TLinkDeps, access: TTeamAccess, body: { type: 'invoice' | 'receipt'; message: string }): Promise<TPaymentDocument> {
  const at = deps.clock.now();
  const message = body.message.trim();
  const label = body.type === 'invoice' ? 'Invoice' : 'Receipt';
  let stored: string | null = null;
  try {
    const row = await deps.db.transaction(async (tx) => {
      const requester = await repo.findUserContact(tx, access.userId);
      const inserted = await repo.insertDocument(tx, { teamId: access.team.id, name: `${label} request`, type: 'request', extension: 'pdf', message, createdBy: access.userId, createdAt: at });
      if (!inserted) throw new Error('payment document request was not inserted');
      const number = `REQ-${pad(inserted.id)}`;
      const pdf = await renderDocumentPdf({
        kind: 'request',
        number,
        date: at,
        status: 'Requested',
        team: { id: access.team.id, name: access.team.name },
        contact: requester ?? null,
        request: { type: body.type, message },
      });
      stored = await storeFile(deps, access.team.id, pdf, 'pdf');
      const name = `${label} request ${number}`;
      await repo.updateDocument(tx, inserted.id, { filePath: stored, name });
      await deps.mailer.enqueue(
        mailTemplates.paymentDocumentRequested(deps.config, {
          teamName: access.team.name,
          teamId: access.team.id,
          requester: requester ? `${requester.name} <${requester.email}>` : `user #${access.userId}`,
          type: body.type,
          message,
          number,
        }),
        tx,
      );
      return { ...inserted, filePath: stored, name };
    });
    deps.mailer.nudge();
    return documentView(row);
  } catch (err) {
    await removeFile(deps, stored);
    throw err;
  }
}

// ---------------------------------------------------------------- staff

type TWithNames = NonNullable<Awaited<ReturnType<typeof repo.findDocumentWithNames>>>;
const adminView = (r: TWithNames): TAdminPaymentDocument => ({
  ...documentView(r.doc),
  team_id: r.doc.teamId,
  team_name: r.teamName,
  top_up_id: r.doc.topUpId,
  message: r.doc.message,
  created_by: r.creatorEmail ? `${r.creatorName} <${r.creatorEmail}>` : null,
  has_file: r.doc.filePath !== null,
});

export async function listDocuments(deps: TDeps, q: { team_id?: number; type?: TPaymentDocumentRow['type']; page: number; per_page: number }) {
  const { rows, total } = await repo.listDocuments(deps.db, { teamId: q.team_id, type: q.type, page: q.page, perPage: q.per_page });
  return { data: rows.map((r) => adminView(r)), meta: pageMeta(total, q.page, q.per_page) };
}

export async function adminDocumentFile(deps: TDeps, id: number) {
  const row = await repo.findDocument(deps.db, id);
  if (!row) throw AppError.notFound('Document');
  return openFile(deps, row);
}

/** The PDF signature: '%PDF-' within the first 1 KB (readers accept a few bytes of junk before it). */
export const isPdf = (buf: Buffer) => buf.subarray(0, 1024).includes('%PDF-');

/** Staff: upload a PDF invoice or receipt for a team. */
export async function uploadDocument(
  deps: TDeps,
  staffUserId: number,
  teamId: number,
  p: { type: 'invoice' | 'receipt'; name: string; file: Buffer },
): Promise<TAdminPaymentDocument> {
  const team = await repo.findTeamName(deps.db, teamId);
  if (!team) throw AppError.notFound('Team');
  if (!p.file.length) throw AppError.field('file', paymentDocumentTexts.fileRequired);
  if (p.file.length > PAYMENT_DOCUMENT_MAX_BYTES) throw AppError.field('file', paymentDocumentTexts.tooLarge);
  if (!isPdf(p.file)) throw AppError.field('file', paymentDocumentTexts.notPdf);
  const name = p.name.trim().replace(/\.pdf$/i, '').slice(0, PAYMENT_DOCUMENT_NAME_MAX);
  const rel = await storeFile(deps, teamId, p.file, 'pdf');
  try {
    const row = await repo.insertDocument(deps.db, { teamId, name, type: p.type, extension: 'pdf', filePath: rel, createdBy: staffUserId, createdAt: deps.clock.now() });
    if (!row) throw new Error('payment document was not inserted');
    return adminView((await repo.findDocumentWithNames(deps.db, row.id))!);
  } catch (err) {
    await removeFile(deps, rel);
    throw err;
  }
}

/** Staff: delete a team's document and its file (a top-up's can be issued again afterwards). */
export async function deleteDocument(deps: TDeps, teamId: number, id: number) {
  const row = await repo.findTeamDocument(deps.db, teamId, id);
  if (!row) throw AppError.notFound('Document');
  await repo.deleteDocument(deps.db, row.id);
  await removeFile(deps, row.filePath);
}

/** Staff: issue a top-up's missing documents again (after a failure, or after deleting one). */
export async function reissueTopUpDocuments(deps: TDeps, topUpId: number) {
  await issueTopUpDocumentsOrThrow(deps, topUpId);
  const rows = await repo.listTopUpDocuments(deps.db, topUpId);
  const views = await Promise.all(rows.map((r) => repo.findDocumentWithNames(deps.db, r.id)));
  return { data: views.filter((v): v is TWithNames => Boolean(v)).map((v) => adminView(v)) };
}
